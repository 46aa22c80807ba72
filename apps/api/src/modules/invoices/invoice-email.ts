// A validated invoice by email: the dialog's draft, and the mail with the frozen PDF and, for a
// company, the Peppol UBL, the same bytes their download routes serve (a credit note's mail:
// credit-notes/credit-note-email.ts, on the same pattern). A pending invoice is not sent: it has no
// definitive number yet (docs/decisions.md).
import type { ClientType } from '@app/shared/clients';
import { MSG_INVOICE_EMAIL_PENDING } from '@app/shared/document-email';
import { goesThroughPeppol } from '@app/shared/einvoicing';
import type { Db } from '../../db/prisma.js';
import { fromDbDate } from '../../db/values.js';
import { AppError } from '../../errors/app-error.js';
import type { Prisma } from '../../generated/prisma/client.js';
import type { BuyerSnapshot } from '../documents/snapshot-types.js';
import { pdfAttachment, xmlAttachment, type DocumentFacts } from '../documents/document-email.js';
import { SENT_STAMP_SELECT, type EmailedDocument } from '../documents/emailed-document.js';
import { recordSending } from '../history/document-events.data.js';
import { invoiceUbl } from './einvoices.service.js';
import { invoiceBalances } from './invoice-balances.js';
import { findOwnInvoice } from './invoices.data.js';
import { invoicePdf } from './invoices.service.js';

type Produce<File> = (db: Db, organizationId: number, id: number) => Promise<File>;

/**
 * The client a document was issued to, as its snapshot froze it (an invoice validated before
 * snapshots existed is frozen at its first PDF: until then, the client as it is today).
 */
export type IssuedTo = { snapshot: Prisma.JsonValue | null; client: { client_type: ClientType } };

const peppolBuyer = ({ snapshot, client }: IssuedTo) =>
  goesThroughPeppol(
    (snapshot as unknown as { buyer: BuyerSnapshot } | null)?.buyer.client_type ??
      client.client_type,
  );

/**
 * What an invoice and a credit note carry: their PDF, and their Peppol UBL unless the client is a
 * private person (Peppol is B2B and B2G), named `<prefix>-<number>` in the dialog's draft.
 */
export function sentWithUbl(
  prefix: string,
  pdf: Produce<{ bytes: Buffer; fileName: string }>,
  ubl: Produce<{ xml: string; fileName: string }>,
) {
  return {
    draft: (facts: Omit<DocumentFacts, 'withUbl'>, issuedTo: IssuedTo) => {
      const withUbl = peppolBuyer(issuedTo);
      const name = `${prefix}-${facts.number}`;
      return {
        facts: { ...facts, withUbl },
        attachments: withUbl ? [`${name}.pdf`, `${name}.xml`] : [`${name}.pdf`],
      };
    },
    files: async (db: Db, organizationId: number, id: number, issuedTo: IssuedTo) => [
      pdfAttachment(await pdf(db, organizationId, id)),
      ...(peppolBuyer(issuedTo) ? [xmlAttachment(await ubl(db, organizationId, id))] : []),
    ],
  };
}

const INVOICE_MAIL = sentWithUbl('FACTURE', invoicePdf, invoiceUbl);

async function findInvoiceToSend(db: Db, organizationId: number, invoiceId: number) {
  const invoice = await findOwnInvoice(db, organizationId, invoiceId, {
    formatted_invoice_id: true,
    status: true,
    total_amount_cents: true,
    due_date: true,
    payment_reference: true,
    ...SENT_STAMP_SELECT,
    snapshot: true,
    client: { select: { client_email: true, client_type: true } },
  });
  if (invoice.status !== 'Validated') throw new AppError('CONFLICT', MSG_INVOICE_EMAIL_PENDING);
  const [balance] = await invoiceBalances(db, organizationId, [invoiceId]);
  return { ...invoice, amountDueCents: balance?.amountDueCents ?? invoice.total_amount_cents };
}

/**
 * A validated invoice: amount (and what is still due once paid in part or credited), due date and
 * payment reference in French; its PDF and UBL.
 */
export const INVOICE_EMAIL: EmailedDocument<Awaited<ReturnType<typeof findInvoiceToSend>>> = {
  kind: 'invoice',
  find: findInvoiceToSend,
  draft: (invoice) => ({
    ...INVOICE_MAIL.draft(
      {
        kind: 'invoice',
        number: invoice.formatted_invoice_id,
        amountCents: invoice.total_amount_cents,
        dueCents: invoice.amountDueCents,
        dueDate: fromDbDate(invoice.due_date),
        paymentReference: invoice.payment_reference,
      },
      invoice,
    ),
    clientEmail: invoice.client.client_email,
  }),
  files: INVOICE_MAIL.files,
  record: (db, organizationId, invoiceId, sent, userId) =>
    recordSending(
      db,
      { organizationId, userId, document: { invoice_id: invoiceId } },
      sent.last_sent_to,
      (tx) =>
        tx.invoice.updateMany({
          where: { invoice_id: invoiceId, organization_id: organizationId },
          data: sent,
        }),
    ),
};
