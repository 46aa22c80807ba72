// Freezing an invoice: the snapshot of everything the document shows and its PDF, rendered once;
// every later download sends those bytes, so a validated invoice never changes.
import type { Country } from '@app/shared/legal-identity';
import { MSG_INVOICE_NOT_FOUND } from '@app/shared/invoices';
import {
  belgianReferenceForInvoice,
  frenchReferenceForInvoice,
} from '@app/shared/payment-reference';
import type { Db, DbOrTx } from '../../db/prisma.js';
import { fromDbDate } from '../../db/values.js';
import { foundOr404 } from '../../errors/app-error.js';
import { storeGeneratedPdf } from '../files/stored-files.js';
import { organizationLogo } from '../documents/document-organization.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import { buildInvoiceSnapshot, type InvoiceStamp } from './invoice-snapshot.js';
import { lockOwnInvoice } from './invoices.data.js';

/** The payment reference of invoice FAC-YYYY-NNNN: structured communication (BE) or RF (FR). */
export const paymentReference = (country: Country, year: number, sequence: number) =>
  country === 'FR'
    ? frenchReferenceForInvoice(year, sequence)
    : belgianReferenceForInvoice(year, sequence);

/**
 * Writes the snapshot of a stamped invoice and its PDF, rendered once: from then on every
 * download sends these bytes. Call it in the transaction that holds the invoice's row lock.
 */
export async function freezeInvoice(
  tx: DbOrTx,
  organizationId: number,
  invoiceId: number,
  stamp: InvoiceStamp,
) {
  const snapshot = foundOr404(
    await buildInvoiceSnapshot(tx, organizationId, invoiceId, stamp),
    MSG_INVOICE_NOT_FOUND,
  );
  const pdf = await renderInvoicePdf(snapshot, await organizationLogo(tx, organizationId), {
    provisional: false,
  });
  const file = await storeGeneratedPdf(tx, organizationId, `FACTURE-${stamp.number}.pdf`, pdf);
  await tx.invoice.update({
    where: { organization_id: organizationId, invoice_id: invoiceId },
    data: {
      snapshot,
      pdf_file_id: file.file_id,
      total_amount_cents: snapshot.totals.incl_vat_cents,
      discount_cents: snapshot.totals.discount_cents,
    },
  });
  return snapshot;
}

/**
 * An invoice validated before snapshots existed is frozen the first time it is needed, with the
 * number and dates it already had and the organization's and client's data of that moment.
 */
export async function freezeLegacyInvoice(db: Db, organizationId: number, invoiceId: number) {
  await db.$transaction((tx) => freezeLegacyInvoiceIn(tx, organizationId, invoiceId));
}

/** freezeLegacyInvoice inside a transaction that may already hold the invoice's row lock. */
export async function freezeLegacyInvoiceIn(tx: DbOrTx, organizationId: number, invoiceId: number) {
  const invoice = await lockOwnInvoice(tx, organizationId, invoiceId);
  if (invoice.status !== 'Validated' || invoice.pdf_file_id !== null) return;
  const org = await tx.organization.findUniqueOrThrow({
    where: { organization_id: organizationId },
    select: { country: true },
  });
  const parts = /^FAC-(\d{4})-(\d+)$/.exec(invoice.formatted_invoice_id);
  const reference = parts
    ? paymentReference(org.country, Number(parts[1]), Number(parts[2]))
    : null;
  await tx.invoice.update({
    where: { organization_id: organizationId, invoice_id: invoiceId },
    data: { payment_reference: reference },
  });
  await freezeInvoice(tx, organizationId, invoiceId, {
    number: invoice.formatted_invoice_id,
    issueDate: fromDbDate(invoice.issue_date),
    dueDate: fromDbDate(invoice.due_date),
    paymentReference: reference,
  });
}
