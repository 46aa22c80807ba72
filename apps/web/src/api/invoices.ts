import type { InvoiceListItem } from '@app/shared/invoices';
import { apiRequest, blobOf, successOf } from './client';

const BASE = '/api/invoice';

export async function listInvoices(signal?: AbortSignal): Promise<InvoiceListItem[] | undefined> {
  const result = successOf(
    await apiRequest<{ invoices: InvoiceListItem[] }>(`${BASE}/getInvoiceList`, { signal }),
  );
  return result?.invoices;
}

export async function validateInvoice(invoiceId: number) {
  return successOf(
    await apiRequest<{ message: string }>(`${BASE}/validateInvoice?invoice_id=${invoiceId}`),
  );
}

/** The PDF, or undefined when the server refused (the helper showed its message). */
export async function getInvoicePdf(invoiceId: number): Promise<Blob | undefined> {
  return blobOf(await apiRequest<Blob>(`${BASE}/getInvoicePdf?invoice_id=${invoiceId}`));
}
