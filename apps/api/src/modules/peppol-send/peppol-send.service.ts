// POST /api/invoice/sendPeppol (issue #33): a validated invoice or a credit note of a company
// client on Peppol is checked, then queued as a transmission (the queue, peppol-queue.ts, submits
// it). One transmission per document, whose idempotency key the access point sees: a second call
// answers the existing one, unless it failed, in which case it is queued again with the same key.
import {
  MSG_PEPPOL_LOOKUP_FAILED,
  MSG_PEPPOL_NO_RECEIVER,
  MSG_PEPPOL_NO_SENDER,
  MSG_PEPPOL_NOT_REGISTERED,
  MSG_PEPPOL_PENDING_INVOICE,
  MSG_PEPPOL_REFUSES_CREDIT_NOTE,
  MSG_PEPPOL_REFUSES_INVOICE,
  peppolRulesMessage,
  type PeppolTransmissionDto,
} from '@app/shared/peppol-transmissions';
import type { Config } from '../../config.js';
import type { Db } from '../../db/prisma.js';
import { AppError } from '../../errors/app-error.js';
import { creditNoteUbl } from '../credit-notes/credit-note-ubl.js';
import { RULE_SETS, rulesAvailable, validateDocument } from '../einvoicing/schematron.js';
import { invoiceUbl } from '../invoices/einvoices.service.js';
import { findOwnCreditNote, findOwnInvoice } from '../invoices/invoices.data.js';
import type { PeppolWiring } from '../peppol/peppol-wiring.js';
import type { OutgoingDocument } from '../peppol/transport.js';
import { ublParticipants } from '../peppol/ubl-parties.js';

/** The document a sending is about, as the transmissions table names it. */
export type PeppolDocument = { kind: OutgoingDocument['kind']; id: number };

const TRANSMISSION_SELECT = {
  transmission_id: true,
  status: true,
  reason: true,
  receiver: true,
  provider: true,
} as const;

const documentWhere = (organizationId: number, document: PeppolDocument) =>
  document.kind === 'invoice'
    ? { organization_id: organizationId, invoice_id: document.id }
    : { organization_id: organizationId, credit_note_id: document.id };

/** The UBL of the document (404 for another organization's, 409 for a pending invoice). */
async function ublOf(db: Db, organizationId: number, document: PeppolDocument) {
  if (document.kind === 'credit_note') {
    await findOwnCreditNote(db, organizationId, document.id, { credit_note_id: true });
    return (await creditNoteUbl(db, organizationId, document.id)).xml;
  }
  const invoice = await findOwnInvoice(db, organizationId, document.id, { status: true });
  if (invoice.status !== 'Validated') throw new AppError('CONFLICT', MSG_PEPPOL_PENDING_INVOICE);
  return (await invoiceUbl(db, organizationId, document.id)).xml;
}

/** The receiver must be on Peppol and accept this kind of document. */
async function assertReachable(
  wiring: PeppolWiring,
  receiver: string,
  kind: PeppolDocument['kind'],
) {
  let found: Awaited<ReturnType<PeppolWiring['lookup']>>;
  try {
    found = await wiring.lookup(receiver);
  } catch {
    throw new AppError('CONFLICT', MSG_PEPPOL_LOOKUP_FAILED);
  }
  if (!found.registered) throw new AppError('CONFLICT', MSG_PEPPOL_NOT_REGISTERED);
  if (kind === 'invoice' && !found.accepts_invoice) {
    throw new AppError('CONFLICT', MSG_PEPPOL_REFUSES_INVOICE);
  }
  if (kind === 'credit_note' && !found.accepts_credit_note) {
    throw new AppError('CONFLICT', MSG_PEPPOL_REFUSES_CREDIT_NOTE);
  }
}

/**
 * The official rules, when EINVOICE_RULES_DIR holds them (else skipped: docs/decisions.md): a
 * fatal failure is a 409 naming the first rules broken.
 */
function assertRules(rulesDir: string | undefined, xml: string) {
  if (!rulesDir || !rulesAvailable(rulesDir, 'ubl')) return;
  const fatal = RULE_SETS.ubl.flatMap((ruleSet) => validateDocument(rulesDir, xml, ruleSet).fatal);
  if (fatal.length > 0) {
    const rules = fatal.slice(0, 3).map((rule) => `[${rule.id}] ${rule.message}`);
    throw new AppError('CONFLICT', peppolRulesMessage(rules));
  }
}

/** What the document would go as: checked, its parties read from its UBL. */
async function checkedDocument(
  db: Db,
  config: Pick<Config, 'EINVOICE_RULES_DIR'>,
  wiring: PeppolWiring,
  organizationId: number,
  document: PeppolDocument,
) {
  const xml = await ublOf(db, organizationId, document);
  const { sender, receiver } = ublParticipants(xml);
  if (!receiver) throw new AppError('CONFLICT', MSG_PEPPOL_NO_RECEIVER);
  if (!sender) throw new AppError('CONFLICT', MSG_PEPPOL_NO_SENDER);
  await assertReachable(wiring, receiver, document.kind);
  assertRules(config.EINVOICE_RULES_DIR, xml);
  return { sender, receiver };
}

const isUniqueViolation = (err: unknown) =>
  typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 'P2002';

/** Queues the document's transmission, or answers the one it already has. */
export async function sendPeppol(
  db: Db,
  config: Pick<Config, 'EINVOICE_RULES_DIR'>,
  wiring: PeppolWiring,
  organizationId: number,
  document: PeppolDocument,
): Promise<PeppolTransmissionDto> {
  const where = documentWhere(organizationId, document);
  const existing = await db.peppolTransmission.findFirst({ where, select: TRANSMISSION_SELECT });
  if (existing && existing.status !== 'failed') return existing;
  const parties = await checkedDocument(db, config, wiring, organizationId, document);
  const queued = {
    ...parties,
    provider: wiring.transport.name,
    provider_ref: null,
    status: 'queued' as const,
    reason: null,
    attempts: 0,
    next_attempt_at: new Date(),
  };
  if (existing) {
    // A failed one goes again under its key: the access point still never delivers it twice.
    await db.peppolTransmission.updateMany({
      where: { ...where, transmission_id: existing.transmission_id, status: 'failed' },
      data: queued,
    });
  } else {
    try {
      await db.peppolTransmission.create({
        data: {
          ...where,
          ...queued,
          idempotency_key: `org${organizationId}-${document.kind}-${document.id}`,
        },
      });
    } catch (err) {
      // A second click at the same moment: the first one's transmission is the answer.
      if (!isUniqueViolation(err)) throw err;
    }
  }
  return db.peppolTransmission.findFirstOrThrow({ where, select: TRANSMISSION_SELECT });
}
