import type { IsoDateRange } from '@app/shared/dates';
import type { SaleDto, SaleInput } from '@app/shared/sales';
import { INVOICES } from '@app/shared/invoices-endpoints';
import { SALES } from '@app/shared/sales-endpoints';
import { blobOf, successOf } from '../../api/client';
import { call, callPage } from '../../api/endpoints';
import { formCall } from '../../api/form-request';
import type { PageRequest } from '../../components/lists/usePagedList';

// Spec part 2 §7 "Sales" (declared in @app/shared/sales-endpoints), and the invoice of a sale
// (§7 "Invoices").
export type { SaleSaved } from '@app/shared/sales-endpoints';

/** One page of the period's sales: the same call, with `page` in its query. */
export async function getSalesPage(
  range: IsoDateRange,
  request: PageRequest,
  signal?: AbortSignal,
) {
  const page = { ...request, from: range.start, until: range.end };
  return successOf(await callPage(SALES.getSales, page, { signal }));
}

export async function getSaleDetails(saleId: number, signal?: AbortSignal) {
  return successOf(await call(SALES.getSaleDetails, { sale_id: saleId }, { signal }))?.sale;
}

/**
 * createSale when the input has no sale_id, updateSale otherwise: the saved sale, a refusal about
 * one of its fields (the API names it), or undefined (the helper said why).
 */
export async function saveSale(input: SaleInput) {
  const { sale_id, ...fields } = input;
  return sale_id === undefined
    ? formCall(SALES.createSale, fields)
    : formCall(SALES.updateSale, { sale_id, ...fields });
}

/**
 * The PDF, or undefined when it could not be had. Quiet: spec §8 gives a sale PDF failure its
 * own message, which the page shows instead of the server's.
 */
export async function getSalePdf(saleId: number): Promise<Blob | undefined> {
  return blobOf(await call(SALES.getSalePdf, { sale_id: saleId }, { quiet: true }));
}

export async function deleteSale(saleId: number) {
  return successOf(await call(SALES.deleteSale, { sale_id: saleId }));
}

export async function createInvoiceFromSale(saleId: number) {
  return successOf(await call(INVOICES.createInvoice, { sale_id: saleId }));
}

/** The sale of its page: a refusal (missing, another organization's) is the page's to say. */
export const getSaleOfPage = (saleId: number, signal: AbortSignal) =>
  call(SALES.getSaleDetails, { sale_id: saleId }, { signal, quiet: true });

export async function getSaleHistory(saleId: number, signal?: AbortSignal) {
  return successOf(await call(SALES.getSaleHistory, { sale_id: saleId }, { signal }));
}

/** The router state under which the sales page opens a sale in its Modifier tab. */
export const SALE_LINK_KEY = 'openSale';

/** Where to go, with what state, to edit `sale`: `navigate(to, { state })`. */
export const saleLink = (sale: SaleDto) => ({ to: '/sales', state: { [SALE_LINK_KEY]: sale } });
