import { CREDIT_NOTES, type CreditNoteRequest } from '@app/shared/credit-notes-endpoints';
import type { InvoiceDetailsResponse } from '@app/shared/invoices';
import { INVOICES } from '@app/shared/invoices-endpoints';
import type { AddPaymentInput, AddRefundInput, PaymentStatus } from '@app/shared/payments';
import { PAYMENTS, type InvoiceBalance } from '@app/shared/payments-endpoints';
import { PEPPOL_SEND } from '@app/shared/peppol-send-endpoints';
import type { PeppolDocumentRef } from '@app/shared/peppol-transmissions';
import { blobOf, successOf } from '../../api/client';
import { documentEmailCalls } from '../../api/document-email';
import { call, callPage } from '../../api/endpoints';
import { formCall } from '../../api/form-request';
import { outcomeOf } from '../../api/outcome';
import type { PageRequest } from '../../components/lists/usePagedList';

export type { CreditNoteRequest, InvoiceBalance };

export type InvoiceDetails = InvoiceDetailsResponse['invoice'];

/** What the invoices' page filters on, beside its search. */
export interface InvoiceFilters {
  showValidated: boolean;
  payment: PaymentStatus | 'all';
}

/**
 * One page of the invoices and credit notes: the spec's call with `page` in its
 * query; without `showValidated`, validated invoices and credit notes are left out.
 */
export async function getInvoicesPage(
  request: PageRequest,
  filters: InvoiceFilters,
  signal?: AbortSignal,
) {
  const filtered = {
    ...request,
    ...(filters.showValidated ? {} : { show_validated: 'false' }),
    ...(filters.payment === 'all' ? {} : { payment_status: filters.payment }),
  };
  return successOf(await callPage(INVOICES.getInvoiceList, filtered, { signal }));
}

export async function getInvoiceDetails(
  invoiceId: number,
  signal?: AbortSignal,
): Promise<InvoiceDetails | undefined> {
  const result = successOf(
    await call(INVOICES.getInvoiceDetails, { invoice_id: invoiceId }, { signal }),
  );
  return result?.invoice;
}

/** Gives a pending invoice its definitive number; refused (409) while the identity is incomplete. */
export async function validateInvoice(invoiceId: number) {
  return outcomeOf(await call(INVOICES.validateInvoice, { invoice_id: invoiceId }));
}

/**
 * The payment recorded, a refusal about one of its fields (the API names it: shown under it), or
 * undefined (the fetch helper said why).
 */
export const addPayment = (invoiceId: number, payment: AddPaymentInput) =>
  formCall(PAYMENTS.addPayment, { invoice_id: invoiceId, ...payment });

/** Like addPayment: what a credit note left owed back to the client, paid back. */
export const addRefund = (invoiceId: number, refund: AddRefundInput) =>
  formCall(PAYMENTS.addRefund, { invoice_id: invoiceId, ...refund });

/** Deletes a payment or a refund (both are the invoice's payments, by id). */
export async function deletePayment(paymentId: number) {
  return outcomeOf(await call(PAYMENTS.deletePayment, { payment_id: paymentId }));
}

/** Like addPayment: the credit note, a refusal about its reason or its lines, or undefined. */
export const createCreditNote = (invoiceId: number, creditNote: CreditNoteRequest) =>
  formCall(CREDIT_NOTES.createCreditNote, { invoice_id: invoiceId, ...creditNote });

/** The PDF, or undefined when the server refused (the helper showed its message). */
export async function getInvoicePdf(invoiceId: number): Promise<Blob | undefined> {
  return blobOf(await call(INVOICES.getInvoicePdf, { invoice_id: invoiceId }));
}

export async function getCreditNotePdf(creditNoteId: number): Promise<Blob | undefined> {
  return blobOf(await call(CREDIT_NOTES.getCreditNotePdf, { credit_note_id: creditNoteId }));
}

/** The Peppol BIS 3.0 e-invoice (UBL) of a validated invoice; undefined when refused. */
export async function getInvoiceUbl(invoiceId: number): Promise<Blob | undefined> {
  return blobOf(await call(INVOICES.getInvoiceUbl, { invoice_id: invoiceId }));
}

export async function getCreditNoteUbl(creditNoteId: number): Promise<Blob | undefined> {
  return blobOf(await call(CREDIT_NOTES.getCreditNoteUbl, { credit_note_id: creditNoteId }));
}

/** The "Envoyer par e-mail" calls of a validated invoice (its PDF and its Peppol UBL). */
export const invoiceEmail = documentEmailCalls(
  { draft: INVOICES.getInvoiceEmailDraft, send: INVOICES.sendInvoiceEmail },
  'invoice_id',
);

/** The "Envoyer par e-mail" calls of a credit note. */
export const creditNoteEmail = documentEmailCalls(
  { draft: CREDIT_NOTES.getCreditNoteEmailDraft, send: CREDIT_NOTES.sendCreditNoteEmail },
  'credit_note_id',
);

/** The invoice of its page: a refusal (missing, another organization's) is the page's to say. */
export const getInvoiceOfPage = (invoiceId: number, signal: AbortSignal) =>
  call(INVOICES.getInvoiceDetails, { invoice_id: invoiceId }, { signal, quiet: true });

export async function getInvoiceHistory(invoiceId: number, signal?: AbortSignal) {
  return successOf(await call(INVOICES.getInvoiceHistory, { invoice_id: invoiceId }, { signal }));
}

/**
 * Queues a validated invoice or a credit note for Peppol (202); a refusal's French message is the
 * helper's toast.
 */
export async function sendPeppol(document: PeppolDocumentRef) {
  return outcomeOf(await call(PEPPOL_SEND.sendPeppol, document));
}
