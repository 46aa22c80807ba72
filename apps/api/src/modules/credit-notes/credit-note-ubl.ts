// The Peppol UBL of a credit note, written from its frozen snapshot with its frozen PDF attached,
// so every download is the same bytes.
import { goesThroughPeppol, MSG_UBL_CONSUMER_CREDIT_NOTE } from '@app/shared/einvoicing';
import type { Db } from '../../db/prisma.js';
import { AppError } from '../../errors/app-error.js';
import type { CreditNoteSnapshot } from '../documents/snapshot-types.js';
import { creditNoteModel } from '../einvoicing/einvoice-model.js';
import { writeUbl } from '../einvoicing/ubl.js';
import type { XmlDownload } from '../invoices/einvoices.service.js';
import { findOwnCreditNote } from '../invoices/invoices.data.js';
import { assertPlanIncludes } from '../subscription/plan-limits.js';
import { creditNotePdf } from './credit-notes.service.js';

/**
 * GET /api/invoice/getCreditNoteUbl: NOTE-DE-CREDIT-<number>.xml, a Peppol CreditNote (381); 409
 * for a private person, as for their invoice.
 */
export async function creditNoteUbl(
  db: Db,
  organizationId: number,
  creditNoteId: number,
): Promise<XmlDownload> {
  const creditNote = await findOwnCreditNote(db, organizationId, creditNoteId, {
    formatted_credit_note_id: true,
    snapshot: true,
  });
  await assertPlanIncludes(db, organizationId, 'creation_factures_pdf');
  const snapshot = creditNote.snapshot as unknown as CreditNoteSnapshot;
  if (!goesThroughPeppol(snapshot.buyer.client_type)) {
    throw new AppError('CONFLICT', MSG_UBL_CONSUMER_CREDIT_NOTE);
  }
  const pdf = await creditNotePdf(db, organizationId, creditNoteId);
  return {
    xml: writeUbl(creditNoteModel(snapshot), pdf),
    fileName: `NOTE-DE-CREDIT-${creditNote.formatted_credit_note_id}.xml`,
  };
}
