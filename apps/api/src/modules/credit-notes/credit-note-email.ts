// A credit note by email: the dialog's draft, and the mail with the frozen PDF and, for a company,
// the Peppol UBL, as an invoice's (invoices/invoice-email.ts).
import type { Db } from '../../db/prisma.js';
import { type EmailedDocument, SENT_STAMP_SELECT } from '../documents/emailed-document.js';
import { sentWithUbl } from '../invoices/invoice-email.js';
import { findOwnCreditNote } from '../invoices/invoices.data.js';
import { creditNoteUbl } from './credit-note-ubl.js';
import { creditNotePdf } from './credit-notes.service.js';

const CREDIT_NOTE_MAIL = sentWithUbl('NOTE-DE-CREDIT', creditNotePdf, creditNoteUbl);

function findCreditNoteToSend(db: Db, organizationId: number, creditNoteId: number) {
  return findOwnCreditNote(db, organizationId, creditNoteId, {
    formatted_credit_note_id: true,
    total_amount_cents: true,
    ...SENT_STAMP_SELECT,
    snapshot: true,
    invoice: {
      select: {
        formatted_invoice_id: true,
        client: { select: { client_email: true, client_type: true } },
      },
    },
  });
}

/** A credit note: the amount and the invoice it corrects; its PDF and UBL. */
export const CREDIT_NOTE_EMAIL: EmailedDocument<Awaited<ReturnType<typeof findCreditNoteToSend>>> =
  {
    kind: 'credit_note',
    find: findCreditNoteToSend,
    draft: (creditNote) => ({
      ...CREDIT_NOTE_MAIL.draft(
        {
          kind: 'credit_note',
          number: creditNote.formatted_credit_note_id,
          amountCents: creditNote.total_amount_cents,
          invoiceNumber: creditNote.invoice.formatted_invoice_id,
        },
        { snapshot: creditNote.snapshot, client: creditNote.invoice.client },
      ),
      clientEmail: creditNote.invoice.client.client_email,
    }),
    files: (db, organizationId, creditNoteId, creditNote) =>
      CREDIT_NOTE_MAIL.files(db, organizationId, creditNoteId, {
        snapshot: creditNote.snapshot,
        client: creditNote.invoice.client,
      }),
    record: (db, organizationId, creditNoteId, sent) =>
      db.creditNote.updateMany({
        where: { credit_note_id: creditNoteId, organization_id: organizationId },
        data: sent,
      }),
  };
