import type { IsoDateRange } from '@app/shared/dates';
import { pageSearchParams, type Paged } from '@app/shared/paged-list';
import { saleFieldOfMessage, type SaleDto, type SaleInput } from '@app/shared/sales';
import { apiRequest, blobOf, successOf } from '../../api/client';
import { createOrUpdate, type SaveCalls } from '../../api/form-request';
import type { PageRequest } from '../../components/lists/usePagedList';

// Spec part 2 §7 "Sales", and the invoice of a sale (§7 "Invoices").
const BASE = '/api/sale';
const SAVE: SaveCalls = { create: `${BASE}/createSale`, update: `${BASE}/updateSale` };

/** Spec §8: a sale answer may carry an error flag; its message is then an error toast. */
type Message = { message: string; error?: unknown };
export type SaleSaved = Message & { sale: { sale_id: number; formatted_sale_id: string } };
export type SaleInvoiced = Message & {
  invoice?: { invoice_id: number; formatted_invoice_id: string };
};

/** One page of the period's sales: the same call, with `page` in its query. */
export async function getSalesPage(
  range: IsoDateRange,
  request: PageRequest,
  signal?: AbortSignal,
) {
  const query = pageSearchParams({ ...request, from: range.start, until: range.end });
  return successOf(
    await apiRequest<Paged<SaleDto>>(`${BASE}/getSales?${query.toString()}`, {
      method: 'POST',
      body: {},
      signal,
    }),
  );
}

export async function getSaleDetails(saleId: number, signal?: AbortSignal) {
  return successOf(
    await apiRequest<{ sale: SaleDto }>(`${BASE}/getSaleDetails?sale_id=${saleId}`, { signal }),
  )?.sale;
}

/**
 * createSale when the input has no sale_id, updateSale otherwise: the saved sale, a refusal about
 * one of its fields, or undefined (the helper said why).
 */
export async function saveSale(input: SaleInput) {
  return createOrUpdate<SaleSaved>(SAVE, input.sale_id !== undefined, input, saleFieldOfMessage);
}

/**
 * The PDF, or undefined when it could not be had. Quiet: spec §8 gives a sale PDF failure its
 * own message, which the page shows instead of the server's.
 */
export async function getSalePdf(saleId: number): Promise<Blob | undefined> {
  return blobOf(await apiRequest<Blob>(`${BASE}/getSalePdf?sale_id=${saleId}`, { quiet: true }));
}

export async function deleteSale(saleId: number) {
  return successOf(
    await apiRequest<Message>(`${BASE}/deleteSale?sale_id=${saleId}`, {
      method: 'DELETE',
      body: { sale_id: saleId },
    }),
  );
}

export async function createInvoiceFromSale(saleId: number) {
  return successOf(
    await apiRequest<SaleInvoiced>(`/api/invoice/createInvoice?sale_id=${saleId}`, {
      method: 'POST',
    }),
  );
}
