// A validated invoice or a credit note by email (issue #19): the dialog's draft, and the mail
// with the frozen PDF and the Peppol UBL, the same bytes their download routes serve. A pending
// invoice is not sent: it has no definitive number yet (docs/decisions.md).
import { MSG_INVOICE_EMAIL_PENDING } from '@app/shared/document-email';
import type { Db } from '../../db/prisma.js';
import { fromDbDate } from '../../db/values.js';
import { AppError } from '../../errors/app-error.js';
import { pdfAttachment, xmlAttachment, type DocumentFacts } from '../documents/document-email.js';
import { SENT_STAMP_SELECT, type EmailedDocument } from '../documents/emailed-document.js';
import { creditNoteUbl, invoiceUbl } from '../einvoicing/einvoices.service.js';
import { creditNotePdf } from './credit-notes.service.js';
import { findOwnCreditNote, findOwnInvoice } from './invoices.data.js';
import { invoicePdf } from './invoices.service.js';

type Produce<File> = (db: Db, organizationId: number, id: number) => Promise<File>;

/**
 * What an invoice and a credit note carry: their PDF and their Peppol UBL, named `<prefix>-<number>`
 * in the dialog's draft.
 */
function sentWithUbl(
  prefix: string,
  pdf: Produce<{ bytes: Buffer; fileName: string }>,
  ubl: Produce<{ xml: string; fileName: string }>,
) {
  return {
    draft: (facts: Omit<DocumentFacts, 'withUbl'>, clientEmail: string | null) => ({
      facts: { ...facts, withUbl: true },
      clientEmail,
      attachments: [`${prefix}-${facts.number}.pdf`, `${prefix}-${facts.number}.xml`],
    }),
    files: async (db: Db, organizationId: number, id: number) => [
      pdfAttachment(await pdf(db, organizationId, id)),
      xmlAttachment(await ubl(db, organizationId, id)),
    ],
  };
}

const INVOICE_MAIL = sentWithUbl('FACTURE', invoicePdf, invoiceUbl);
const CREDIT_NOTE_MAIL = sentWithUbl('NOTE-DE-CREDIT', creditNotePdf, creditNoteUbl);

async function findInvoiceToSend(db: Db, organizationId: number, invoiceId: number) {
  const invoice = await findOwnInvoice(db, organizationId, invoiceId, {
    formatted_invoice_id: true,
    status: true,
    total_amount_cents: true,
    due_date: true,
    payment_reference: true,
    ...SENT_STAMP_SELECT,
    client: { select: { client_email: true } },
  });
  if (invoice.status !== 'Validated') throw new AppError('CONFLICT', MSG_INVOICE_EMAIL_PENDING);
  return invoice;
}

/** A validated invoice: amount, due date and payment reference in French; its PDF and UBL. */
export const INVOICE_EMAIL: EmailedDocument<Awaited<ReturnType<typeof findInvoiceToSend>>> = {
  kind: 'invoice',
  find: findInvoiceToSend,
  draft: (invoice) =>
    INVOICE_MAIL.draft(
      {
        kind: 'invoice',
        number: invoice.formatted_invoice_id,
        amountCents: invoice.total_amount_cents,
        dueDate: fromDbDate(invoice.due_date),
        paymentReference: invoice.payment_reference,
      },
      invoice.client.client_email,
    ),
  files: INVOICE_MAIL.files,
  record: (db, organizationId, invoiceId, sent) =>
    db.invoice.updateMany({
      where: { invoice_id: invoiceId, organization_id: organizationId },
      data: sent,
    }),
};

function findCreditNoteToSend(db: Db, organizationId: number, creditNoteId: number) {
  return findOwnCreditNote(db, organizationId, creditNoteId, {
    formatted_credit_note_id: true,
    total_amount_cents: true,
    ...SENT_STAMP_SELECT,
    invoice: {
      select: { formatted_invoice_id: true, client: { select: { client_email: true } } },
    },
  });
}

/** A credit note: the amount and the invoice it corrects; its PDF and UBL. */
export const CREDIT_NOTE_EMAIL: EmailedDocument<Awaited<ReturnType<typeof findCreditNoteToSend>>> =
  {
    kind: 'credit_note',
    find: findCreditNoteToSend,
    draft: (creditNote) =>
      CREDIT_NOTE_MAIL.draft(
        {
          kind: 'credit_note',
          number: creditNote.formatted_credit_note_id,
          amountCents: creditNote.total_amount_cents,
          invoiceNumber: creditNote.invoice.formatted_invoice_id,
        },
        creditNote.invoice.client.client_email,
      ),
    files: CREDIT_NOTE_MAIL.files,
    record: (db, organizationId, creditNoteId, sent) =>
      db.creditNote.updateMany({
        where: { credit_note_id: creditNoteId, organization_id: organizationId },
        data: sent,
      }),
  };
