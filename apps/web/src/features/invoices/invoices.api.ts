import type { PaymentMethod } from '@app/shared/accounting';
import type {
  DocumentEmailDraft,
  DocumentEmailInput,
  DocumentEmailSent,
} from '@app/shared/document-email';
import type {
  CreditNoteListItem,
  InvoiceDetailsResponse,
  InvoiceListItem,
  InvoicePageItem,
  PaymentDto,
  PaymentStatus,
} from '@app/shared/invoices';
import { pageSearchParams, type Paged } from '@app/shared/paged-list';
import { apiRequest, blobOf, isApiFailure, successOf, type ApiResult } from '../../api/client';
import type { PageRequest } from '../../components/usePagedList';

const BASE = '/api/invoice';

export type InvoiceDetails = InvoiceDetailsResponse['invoice'];

/** What addPayment and deletePayment say about the invoice afterwards. */
export type InvoiceBalance = Pick<
  InvoiceListItem,
  'invoice_id' | 'amount_paid' | 'amount_credited' | 'amount_due' | 'payment_status'
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

export interface CreditNoteRequest {
  reason: string;
  /** Absent: the whole invoice (what is left of it). */
  lines?: { invoice_line_id: number; quantity: number }[];
}

/**
 * A success body, or the server's French message for a refusal (already shown as a toast by the
 * fetch helper) so that a form can also show it next to its fields.
 */
export type Outcome<T> = { ok: true; data: T } | { ok: false; message: string | null };

function outcomeOf<T>(result: ApiResult<T>): Outcome<T> {
  if (result !== undefined && !isApiFailure(result)) return { ok: true, data: result as T };
  const message =
    isApiFailure(result) && typeof result.message === 'string' ? result.message : null;
  return { ok: false, message };
}

/** What the invoices' page filters on, beside its search (issue #16). */
export interface InvoiceFilters {
  showValidated: boolean;
  payment: PaymentStatus | 'all';
}

/**
 * One page of the invoices and credit notes (issue #16): the spec's call with `page` in its
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

export async function addPayment(invoiceId: number, payment: PaymentRequest) {
  return outcomeOf(
    await apiRequest<{ message: string; payment: PaymentDto; invoice: InvoiceBalance }>(
      `${BASE}/addPayment?invoice_id=${invoiceId}`,
      { method: 'POST', body: payment },
    ),
  );
}

export async function deletePayment(paymentId: number) {
  return outcomeOf(
    await apiRequest<{ message: string; invoice: InvoiceBalance }>(
      `${BASE}/deletePayment?payment_id=${paymentId}`,
      { method: 'DELETE' },
    ),
  );
}

export async function createCreditNote(invoiceId: number, creditNote: CreditNoteRequest) {
  return outcomeOf(
    await apiRequest<{
      message: string;
      credit_note: Pick<
        CreditNoteListItem,
        'credit_note_id' | 'formatted_credit_note_id' | 'total_amount'
      >;
    }>(`${BASE}/createCreditNote?invoice_id=${invoiceId}`, { method: 'POST', body: creditNote }),
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

/** The "Envoyer par e-mail" dialog's draft of a validated invoice. */
export async function getInvoiceEmailDraft(invoiceId: number) {
  return successOf(
    await apiRequest<DocumentEmailDraft>(`${BASE}/getInvoiceEmailDraft?invoice_id=${invoiceId}`),
  );
}

/** Sends the invoice's PDF and its Peppol UBL; a refusal's message comes back too. */
export async function sendInvoiceEmail(invoiceId: number, input: DocumentEmailInput) {
  return outcomeOf(
    await apiRequest<DocumentEmailSent>(`${BASE}/sendInvoiceEmail`, {
      method: 'POST',
      body: { invoice_id: invoiceId, ...input },
    }),
  );
}

export async function getCreditNoteEmailDraft(creditNoteId: number) {
  return successOf(
    await apiRequest<DocumentEmailDraft>(
      `${BASE}/getCreditNoteEmailDraft?credit_note_id=${creditNoteId}`,
    ),
  );
}

export async function sendCreditNoteEmail(creditNoteId: number, input: DocumentEmailInput) {
  return outcomeOf(
    await apiRequest<DocumentEmailSent>(`${BASE}/sendCreditNoteEmail`, {
      method: 'POST',
      body: { credit_note_id: creditNoteId, ...input },
    }),
  );
}
