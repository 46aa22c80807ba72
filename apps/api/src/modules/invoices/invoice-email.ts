// A validated invoice or a credit note by email (issue #19): the dialog's draft, and the mail
// with the frozen PDF and the Peppol UBL, the same bytes their download routes serve. A pending
// invoice is not sent: it has no definitive number yet (docs/decisions.md).
import {
  MSG_INVOICE_EMAIL_PENDING,
  type DocumentEmailDraft,
  type DocumentEmailInput,
} from '@app/shared/document-email';
import { MSG_CREDIT_NOTE_NOT_FOUND } from '@app/shared/invoices';
import type { Db } from '../../db/prisma.js';
import { fromDbDate } from '../../db/values.js';
import { AppError, foundOr404 } from '../../errors/app-error.js';
import type { Mailer } from '../../mail/mailer.js';
import {
  documentDraft,
  pdfAttachment,
  sendDocument,
  xmlAttachment,
} from '../documents/document-email.js';
import { creditNoteUbl, invoiceUbl } from '../einvoicing/einvoices.service.js';
import { creditNotePdf } from './credit-notes.service.js';
import { findOwnInvoice } from './invoices.data.js';
import { invoicePdf } from './invoices.service.js';

async function findInvoiceToSend(db: Db, organizationId: number, invoiceId: number) {
  const invoice = await findOwnInvoice(db, organizationId, invoiceId, {
    formatted_invoice_id: true,
    status: true,
    total_amount_cents: true,
    due_date: true,
    payment_reference: true,
    last_sent_at: true,
    last_sent_to: true,
    client: { select: { client_email: true } },
  });
  if (invoice.status !== 'Validated') throw new AppError('CONFLICT', MSG_INVOICE_EMAIL_PENDING);
  return invoice;
}

/** GET /api/invoice/getInvoiceEmailDraft: amount, due date and payment reference in French. */
export async function invoiceEmailDraft(
  db: Db,
  mailer: Mailer,
  organizationId: number,
  invoiceId: number,
): Promise<DocumentEmailDraft> {
  const invoice = await findInvoiceToSend(db, organizationId, invoiceId);
  const number = invoice.formatted_invoice_id;
  return documentDraft(db, mailer, organizationId, {
    facts: {
      kind: 'invoice',
      number,
      amountCents: invoice.total_amount_cents,
      dueDate: fromDbDate(invoice.due_date),
      paymentReference: invoice.payment_reference,
      withUbl: true,
    },
    clientEmail: invoice.client.client_email,
    attachments: [`FACTURE-${number}.pdf`, `FACTURE-${number}.xml`],
    lastSentAt: invoice.last_sent_at,
    lastSentTo: invoice.last_sent_to,
  });
}

/** POST /api/invoice/sendInvoiceEmail: the frozen PDF and the UBL; records when and to whom. */
export async function sendInvoiceEmail(
  db: Db,
  mailer: Mailer,
  organizationId: number,
  { invoice_id: invoiceId, ...input }: DocumentEmailInput & { invoice_id: number },
) {
  return sendDocument(db, mailer, organizationId, {
    kind: 'invoice',
    input,
    find: () => findInvoiceToSend(db, organizationId, invoiceId),
    attachments: async () => [
      pdfAttachment(await invoicePdf(db, organizationId, invoiceId)),
      xmlAttachment(await invoiceUbl(db, organizationId, invoiceId)),
    ],
    record: (sentAt, to) =>
      db.invoice.updateMany({
        where: { invoice_id: invoiceId, organization_id: organizationId },
        data: { last_sent_at: sentAt, last_sent_to: to },
      }),
  });
}

async function findCreditNoteToSend(db: Db, organizationId: number, creditNoteId: number) {
  return foundOr404(
    await db.creditNote.findFirst({
      where: { credit_note_id: creditNoteId, organization_id: organizationId },
      select: {
        formatted_credit_note_id: true,
        total_amount_cents: true,
        last_sent_at: true,
        last_sent_to: true,
        invoice: {
          select: { formatted_invoice_id: true, client: { select: { client_email: true } } },
        },
      },
    }),
    MSG_CREDIT_NOTE_NOT_FOUND,
  );
}

/** GET /api/invoice/getCreditNoteEmailDraft: the amount and the invoice it corrects. */
export async function creditNoteEmailDraft(
  db: Db,
  mailer: Mailer,
  organizationId: number,
  creditNoteId: number,
): Promise<DocumentEmailDraft> {
  const creditNote = await findCreditNoteToSend(db, organizationId, creditNoteId);
  const number = creditNote.formatted_credit_note_id;
  return documentDraft(db, mailer, organizationId, {
    facts: {
      kind: 'credit_note',
      number,
      amountCents: creditNote.total_amount_cents,
      invoiceNumber: creditNote.invoice.formatted_invoice_id,
      withUbl: true,
    },
    clientEmail: creditNote.invoice.client.client_email,
    attachments: [`NOTE-DE-CREDIT-${number}.pdf`, `NOTE-DE-CREDIT-${number}.xml`],
    lastSentAt: creditNote.last_sent_at,
    lastSentTo: creditNote.last_sent_to,
  });
}

/** POST /api/invoice/sendCreditNoteEmail: its PDF and its UBL; records when and to whom. */
export async function sendCreditNoteEmail(
  db: Db,
  mailer: Mailer,
  organizationId: number,
  { credit_note_id: creditNoteId, ...input }: DocumentEmailInput & { credit_note_id: number },
) {
  return sendDocument(db, mailer, organizationId, {
    kind: 'credit_note',
    input,
    find: () => findCreditNoteToSend(db, organizationId, creditNoteId),
    attachments: async () => [
      pdfAttachment(await creditNotePdf(db, organizationId, creditNoteId)),
      xmlAttachment(await creditNoteUbl(db, organizationId, creditNoteId)),
    ],
    record: (sentAt, to) =>
      db.creditNote.updateMany({
        where: { credit_note_id: creditNoteId, organization_id: organizationId },
        data: { last_sent_at: sentAt, last_sent_to: to },
      }),
  });
}
