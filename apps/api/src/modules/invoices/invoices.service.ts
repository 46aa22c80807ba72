// Validating an invoice (its number, dates, payment reference, frozen snapshot and PDF) and
// downloading its PDF.
import { addDaysIso, todayIso } from '@app/shared/dates';
import {
  MSG_INVOICE_ALREADY_VALIDATED,
  MSG_INVOICE_NOT_FOUND,
  MSG_IDENTITY_INCOMPLETE,
} from '@app/shared/invoices';
import { centsToEuros } from '@app/shared/money';
import { missingLegalIdentity } from '@app/shared/organization';
import { lockOwn } from '../../db/own-rows.js';
import type { Db } from '../../db/prisma.js';
import { toDbDate } from '../../db/values.js';
import { AppError, foundOr404 } from '../../errors/app-error.js';
import { recordAudit } from '../audit/audit.data.js';
import { allocateDocumentNumber } from '../numbering/document-numbers.js';
import { assertPlanRowIncludes } from '../subscription/plan-limits.js';
import { planSelect } from '../subscription/subscription.data.js';
import { freezeInvoice, freezeLegacyInvoice, paymentReference } from './invoice-freeze.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import {
  invoiceSnapshotOf,
  snapshotInvoiceInclude,
  type InvoiceStamp,
} from './invoice-snapshot.js';
import { findOwnInvoice, lockOwnInvoice } from './invoices.data.js';

/**
 * Pending → Validated, once: the invoice gets the next FAC number, today's date as issue date,
 * its due date and payment reference, and is frozen (snapshot and PDF). A validated invoice never
 * changes and is never deleted; it is corrected by a credit note.
 */
export async function validateInvoice(
  db: Db,
  organizationId: number,
  invoiceId: number,
  /** Who validates it, for the audit trail. */
  userId: number,
  /** When it is validated: now, except for the demo data dated over the past year. */
  at?: Date,
) {
  return db.$transaction(async (tx) => {
    // Locks in the order every writer takes them, within the organization's scope (another
    // organization's id locks nothing): the quote or sale first, so that an update of the quote
    // or a refresh of its invoice either finishes before or sees the validated invoice; then the
    // invoice itself. An invoice's quote or sale never changes, so it is read before the locks.
    const source = await findOwnInvoice(tx, organizationId, invoiceId, {
      quote_id: true,
      sale_id: true,
    });
    if (source.quote_id !== null) await lockOwn(tx, 'quotes', source.quote_id, organizationId);
    if (source.sale_id !== null) await lockOwn(tx, 'sales', source.sale_id, organizationId);
    const invoice = await lockOwnInvoice(tx, organizationId, invoiceId);
    if (invoice.status !== 'Pending') {
      throw new AppError('CONFLICT', MSG_INVOICE_ALREADY_VALIDATED);
    }
    const org = await tx.organization.findUniqueOrThrow({
      where: { organization_id: organizationId },
    });
    const missing = missingLegalIdentity(org);
    if (missing.length > 0) {
      throw new AppError('CONFLICT', `${MSG_IDENTITY_INCOMPLETE}${missing.join(', ')}.`);
    }
    // The time is read once the counter's row lock is held, so that validation times, issue
    // dates and numbers run in the same order.
    const { number, year, sequence } = await allocateDocumentNumber(
      tx,
      organizationId,
      'invoice',
      at,
    );
    const now = at ?? new Date();
    const issueDate = todayIso(now);
    const stamp: InvoiceStamp = {
      number,
      issueDate,
      dueDate: addDaysIso(issueDate, org.payment_terms_days),
      paymentReference: paymentReference(org.country, year, sequence),
    };
    await tx.invoice.update({
      where: { organization_id: organizationId, invoice_id: invoiceId },
      data: {
        status: 'Validated',
        validated_at: now,
        formatted_invoice_id: stamp.number,
        issue_date: toDbDate(stamp.issueDate),
        due_date: toDbDate(stamp.dueDate),
        payment_reference: stamp.paymentReference,
      },
    });
    const snapshot = await freezeInvoice(tx, organizationId, invoiceId, stamp);
    const totalAmount = centsToEuros(snapshot.totals.incl_vat_cents);
    await recordAudit(tx, {
      organizationId,
      userId,
      action: 'invoice.validated',
      details: {
        invoice_id: invoiceId,
        invoice_number: snapshot.number,
        client_name: snapshot.buyer.name,
        total_amount: totalAmount,
      },
    });
    return {
      invoice_id: invoiceId,
      formatted_invoice_id: snapshot.number,
      issue_date: snapshot.issue_date,
      due_date: snapshot.due_date,
      payment_reference: snapshot.payment_reference,
      total_amount: totalAmount,
    };
  });
}

/**
 * The invoice's PDF (spec: FACTURE- plus its reference). A validated invoice sends the bytes
 * stored at validation; a pending one is drawn from the current data and marked provisional.
 * Everything it needs is read in one round, the invoice and its organization side by side (they
 * were seven reads one after the other); the checks keep their order: 404, then the plan's 409.
 */
export async function invoicePdf(db: Db, organizationId: number, invoiceId: number) {
  const [invoice, organization] = await Promise.all([
    db.invoice.findFirst({
      where: { invoice_id: invoiceId, organization_id: organizationId },
      include: { ...snapshotInvoiceInclude, pdf_file: { select: { data: true } } },
    }),
    db.organization.findUniqueOrThrow({
      where: { organization_id: organizationId },
      include: {
        plan: { select: planSelect },
        logo_file: { select: { data: true, mime_type: true } },
      },
    }),
  ]);
  const found = foundOr404(invoice, MSG_INVOICE_NOT_FOUND);
  assertPlanRowIncludes(organization.plan, 'creation_factures_pdf');
  const fileName = `FACTURE-${found.formatted_invoice_id}.pdf`;
  if (found.pdf_file) return { bytes: Buffer.from(found.pdf_file.data), fileName };
  if (found.status === 'Validated') {
    await freezeLegacyInvoice(db, organizationId, invoiceId);
    return invoicePdf(db, organizationId, invoiceId);
  }
  const issueDate = todayIso();
  const snapshot = invoiceSnapshotOf(found, organization, {
    number: found.formatted_invoice_id,
    issueDate,
    dueDate: addDaysIso(issueDate, organization.payment_terms_days),
    paymentReference: null,
  });
  const file = organization.logo_file;
  const logo = file ? { data: file.data, mime: file.mime_type } : null;
  return { bytes: await renderInvoicePdf(snapshot, logo, { provisional: true }), fileName };
}
