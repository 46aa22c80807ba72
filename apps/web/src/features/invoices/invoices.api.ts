import type { PaymentMethod } from '@app/shared/accounting';
import {
  creditNoteFieldOfMessage,
  type CreditNoteListItem,
  type InvoiceDetailsResponse,
  type InvoiceListItem,
  type InvoicePageItem,
} from '@app/shared/invoices';
import { pageSearchParams, type Paged } from '@app/shared/paged-list';
import {
  paymentFieldOfMessage,
  refundFieldOfMessage,
  type PaymentDto,
  type PaymentStatus,
  type RefundDto,
} from '@app/shared/payments';
import { apiRequest, blobOf, successOf } from '../../api/client';
import { documentEmailCalls } from '../../api/document-email';
import { formRequest } from '../../api/form-request';
import { outcomeOf } from '../../api/outcome';
import type { PageRequest } from '../../components/lists/usePagedList';

const BASE = '/api/invoice';

export type InvoiceDetails = InvoiceDetailsResponse['invoice'];

/** What addPayment, addRefund and deletePayment say about the invoice afterwards. */
export type InvoiceBalance = Pick<
  InvoiceListItem,
  | 'invoice_id'
  | 'amount_paid'
  | 'amount_credited'
  | 'amount_refunded'
  | 'amount_due'
  | 'amount_to_refund'
  | 'payment_status'
>;

export type ValidatedInvoice = Pick<
  InvoiceListItem,
  | 'invoice_id'
  | 'formatted_invoice_id'
  | 'issue_date'
  | 'due_date'
  | 'payment_reference'
  | 'total_amount'
>;

export interface PaymentRequest {
  amount: number;
  paid_at: string;
  method: PaymentMethod;
  create_revenue: boolean;
}

/** addRefund's body: `create_expense` also records the Sortie. */
export interface RefundRequest {
  amount: number;
  paid_at: string;
  method: PaymentMethod;
  create_expense: boolean;
}

export interface CreditNoteRequest {
  reason: string;
  /** Absent: the whole invoice (what is left of it). */
  lines?: { invoice_line_id: number; quantity: number }[];
}

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
  const query = pageSearchParams(request);
  if (!filters.showValidated) query.set('show_validated', 'false');
  if (filters.payment !== 'all') query.set('payment_status', filters.payment);
  return successOf(
    await apiRequest<Paged<InvoicePageItem>>(`${BASE}/getInvoiceList?${query.toString()}`, {
      signal,
    }),
  );
}

export async function getInvoiceDetails(
  invoiceId: number,
  signal?: AbortSignal,
): Promise<InvoiceDetails | undefined> {
  const result = successOf(
    await apiRequest<InvoiceDetailsResponse>(`${BASE}/getInvoiceDetails?invoice_id=${invoiceId}`, {
      signal,
    }),
  );
  return result?.invoice;
}

/** Gives a pending invoice its definitive number; refused (409) while the identity is incomplete. */
export async function validateInvoice(invoiceId: number) {
  return outcomeOf(
    await apiRequest<{ message: string; invoice: ValidatedInvoice }>(
      `${BASE}/validateInvoice?invoice_id=${invoiceId}`,
    ),
  );
}

/**
 * The payment recorded, a refusal about one of its fields (shown under it), or undefined (the
 * fetch helper said why).
 */
export async function addPayment(invoiceId: number, payment: PaymentRequest) {
  return formRequest<{ message: string; payment: PaymentDto; invoice: InvoiceBalance }>(
    `${BASE}/addPayment?invoice_id=${invoiceId}`,
    { method: 'POST', body: payment },
    paymentFieldOfMessage,
  );
}

/** Like addPayment: what a credit note left owed back to the client, paid back. */
export async function addRefund(invoiceId: number, refund: RefundRequest) {
  return formRequest<{ message: string; refund: RefundDto; invoice: InvoiceBalance }>(
    `${BASE}/addRefund?invoice_id=${invoiceId}`,
    { method: 'POST', body: refund },
    refundFieldOfMessage,
  );
}

/** Deletes a payment or a refund (both are the invoice's payments, by id). */
export async function deletePayment(paymentId: number) {
  return outcomeOf(
    await apiRequest<{ message: string; invoice: InvoiceBalance }>(
      `${BASE}/deletePayment?payment_id=${paymentId}`,
      { method: 'DELETE' },
    ),
  );
}

/** Like addPayment: the credit note, a refusal about its reason or a line, or undefined. */
export async function createCreditNote(invoiceId: number, creditNote: CreditNoteRequest) {
  return formRequest<{
    message: string;
    credit_note: Pick<
      CreditNoteListItem,
      'credit_note_id' | 'formatted_credit_note_id' | 'total_amount'
    >;
  }>(
    `${BASE}/createCreditNote?invoice_id=${invoiceId}`,
    { method: 'POST', body: creditNote },
    creditNoteFieldOfMessage,
  );
}

/** The PDF, or undefined when the server refused (the helper showed its message). */
export async function getInvoicePdf(invoiceId: number): Promise<Blob | undefined> {
  return blobOf(await apiRequest<Blob>(`${BASE}/getInvoicePdf?invoice_id=${invoiceId}`));
}

export async function getCreditNotePdf(creditNoteId: number): Promise<Blob | undefined> {
  return blobOf(await apiRequest<Blob>(`${BASE}/getCreditNotePdf?credit_note_id=${creditNoteId}`));
}

/** The Peppol BIS 3.0 e-invoice (UBL) of a validated invoice; undefined when refused. */
export async function getInvoiceUbl(invoiceId: number): Promise<Blob | undefined> {
  return blobOf(await apiRequest<Blob>(`${BASE}/getInvoiceUbl?invoice_id=${invoiceId}`));
}

export async function getCreditNoteUbl(creditNoteId: number): Promise<Blob | undefined> {
  return blobOf(await apiRequest<Blob>(`${BASE}/getCreditNoteUbl?credit_note_id=${creditNoteId}`));
}

/** The "Envoyer par e-mail" calls of a validated invoice (its PDF and its Peppol UBL). */
export const invoiceEmail = documentEmailCalls(
  `${BASE}/getInvoiceEmailDraft`,
  `${BASE}/sendInvoiceEmail`,
  'invoice_id',
);

/** The "Envoyer par e-mail" calls of a credit note. */
export const creditNoteEmail = documentEmailCalls(
  `${BASE}/getCreditNoteEmailDraft`,
  `${BASE}/sendCreditNoteEmail`,
  'credit_note_id',
);
