// The Peppol queue (issue #33): due transmissions are submitted to the transport, sent ones are
// asked where they stand. Each one is handled in its own transaction with its row locked
// (`FOR UPDATE SKIP LOCKED`): replicas running the queue at once never take the same one, so a
// document is submitted once; should a crash lose a submission's answer, the next attempt carries
// the same idempotency key and the access point does not deliver it twice. A transient failure is
// tried again later (1, 5, 30 min, 2 h, 12 h), then the transmission fails.
import { peppolAttemptsMessage } from '@app/shared/peppol-transmissions';
import type { Logger } from 'pino';
import type { Db, DbOrTx } from '../../db/prisma.js';
import { creditNoteUbl } from '../credit-notes/credit-note-ubl.js';
import { invoiceUbl } from '../invoices/einvoices.service.js';
import {
  TransientTransportError,
  type PeppolTransport,
  type Submitted,
  type TransportStatus,
} from '../peppol/transport.js';

export type PeppolQueueContext = { db: Db; transport: PeppolTransport; logger: Logger };

const MINUTE_MS = 60_000;
/** The waits before each new attempt after a transient failure. */
export const RETRY_DELAYS_MS = [1, 5, 30, 120, 720].map((minutes) => minutes * MINUTE_MS);
/** Attempts before a transmission fails: the first one and one per retry delay. */
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** A submitted one is first asked where it stands after this, then every POLL_MS. */
export const FIRST_POLL_MS = 5_000;
export const POLL_MS = 5 * MINUTE_MS;

const MSG_REFUSED = 'Envoi refusé par le point d’accès Peppol.';

type Claimed = {
  transmission_id: number;
  organization_id: number;
  invoice_id: number | null;
  credit_note_id: number | null;
  idempotency_key: string;
  sender: string;
  receiver: string;
  provider_ref: string | null;
  status: 'queued' | 'sent';
  attempts: number;
};

/** The next due transmission no other worker holds, locked until the transaction ends. */
async function claim(tx: DbOrTx, now: Date): Promise<Claimed | undefined> {
  const rows = await tx.$queryRaw<Claimed[]>`
    SELECT transmission_id, organization_id, invoice_id, credit_note_id, idempotency_key, sender,
           receiver, provider_ref, status::text AS status, attempts
    FROM peppol_transmissions
    WHERE status IN ('queued', 'sent') AND next_attempt_at <= ${now}
    ORDER BY next_attempt_at, transmission_id
    LIMIT 1
    FOR UPDATE SKIP LOCKED`;
  return rows[0];
}

type Change = {
  status?: 'queued' | 'sent' | 'delivered' | 'failed';
  reason?: string | null;
  provider_ref?: string;
  attempts?: number;
  next_attempt_at?: Date;
};

const update = (tx: DbOrTx, row: Claimed, data: Change) =>
  tx.peppolTransmission.updateMany({
    where: { transmission_id: row.transmission_id, organization_id: row.organization_id },
    data,
  });

/** The UBL the transmission carries, written again from the frozen document (same bytes). */
async function xmlOf(db: Db, row: Claimed): Promise<string> {
  if (row.credit_note_id !== null) {
    return (await creditNoteUbl(db, row.organization_id, row.credit_note_id)).xml;
  }
  return (await invoiceUbl(db, row.organization_id, row.invoice_id ?? 0)).xml;
}

/** Where a transport's answer leaves the transmission. */
const fromStatus = (answer: TransportStatus, now: Date): Change =>
  answer.status === 'failed'
    ? { status: 'failed', reason: answer.reason }
    : answer.status === 'sent'
      ? { status: 'sent', next_attempt_at: new Date(now.getTime() + POLL_MS) }
      : { status: 'delivered', reason: null };

/** A failed attempt: retried later when transient and attempts remain, failed otherwise. */
function afterFailure(err: unknown, attempts: number, now: Date): Change {
  if (!(err instanceof TransientTransportError)) {
    const reason = err instanceof Error && err.message.trim() !== '' ? err.message : MSG_REFUSED;
    return { status: 'failed', reason, attempts };
  }
  if (attempts >= MAX_ATTEMPTS) {
    return { status: 'failed', reason: peppolAttemptsMessage(attempts), attempts };
  }
  const wait = RETRY_DELAYS_MS[attempts - 1] ?? RETRY_DELAYS_MS[RETRY_DELAYS_MS.length - 1];
  return { attempts, next_attempt_at: new Date(now.getTime() + (wait ?? MINUTE_MS)) };
}

async function submitOne(context: PeppolQueueContext, tx: DbOrTx, row: Claimed, now: Date) {
  const attempts = row.attempts + 1;
  let submitted: Submitted;
  try {
    submitted = await context.transport.submit({
      kind: row.credit_note_id !== null ? 'credit_note' : 'invoice',
      xml: await xmlOf(context.db, row),
      sender: row.sender,
      receiver: row.receiver,
      idempotencyKey: row.idempotency_key,
    });
  } catch (err) {
    context.logger.warn({ err, transmission: row.transmission_id }, 'peppol submission failed');
    return update(tx, row, afterFailure(err, attempts, now));
  }
  const change = fromStatus(submitted, now);
  return update(tx, row, {
    ...change,
    provider_ref: submitted.providerRef,
    attempts,
    ...(change.status === 'sent'
      ? { next_attempt_at: new Date(now.getTime() + FIRST_POLL_MS) }
      : {}),
  });
}

async function pollOne(context: PeppolQueueContext, tx: DbOrTx, row: Claimed, now: Date) {
  let answer: TransportStatus;
  try {
    answer = await context.transport.status(row.provider_ref ?? '');
  } catch (err) {
    context.logger.warn({ err, transmission: row.transmission_id }, 'peppol status unknown');
    return update(tx, row, { next_attempt_at: new Date(now.getTime() + POLL_MS) });
  }
  return update(tx, row, fromStatus(answer, now));
}

/** One due transmission handled; false when none was left. */
async function handleNext(context: PeppolQueueContext, now: Date): Promise<boolean> {
  return context.db.$transaction(
    async (tx) => {
      const row = await claim(tx, now);
      if (!row) return false;
      if (row.status === 'queued') await submitOne(context, tx, row, now);
      else await pollOne(context, tx, row, now);
      return true;
    },
    // The lock is held while the access point answers (adapters time out well before this).
    { maxWait: 10_000, timeout: 120_000 },
  );
}

/** One run: at most `limit` due transmissions, as of `now` (a test's clock). */
export async function runPeppolQueue(
  context: PeppolQueueContext,
  now: Date = new Date(),
  limit = 100,
): Promise<number> {
  let handled = 0;
  while (handled < limit && (await handleNext(context, now))) handled++;
  return handled;
}

/**
 * Runs the queue every `everyMs` while the server runs (never two runs at once in one replica);
 * a failed run is logged and the next one tries again. Returns a stop function.
 */
export function schedulePeppolQueue(context: PeppolQueueContext, everyMs: number): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await runPeppolQueue(context);
    } catch (err) {
      context.logger.error({ err }, 'peppol queue run failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), everyMs);
  // The queue never keeps a stopping server alive.
  timer.unref();
  return () => clearInterval(timer);
}
