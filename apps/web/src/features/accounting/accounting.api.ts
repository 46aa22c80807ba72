import {
  expenseFieldOfMessage,
  revenueFieldOfMessage,
  type ExpenseDetailsResponse,
  type ExpenseListItem,
  type RevenueDetailsResponse,
  type RevenueListItem,
} from '@app/shared/accounting';
import type {
  AmountsResponse,
  OverTimeResponse,
  ProductRentalStatsResponse,
} from '@app/shared/dashboard';
import type { FieldOfMessage } from '@app/shared/message-fields';
import type { IsoDateRange } from '@app/shared/dates';
import { pageSearchParams, type Paged } from '@app/shared/paged-list';
import type { PageRequest } from '../../components/lists/usePagedList';
import { apiRequest, blobOf, successOf, type ApiRequestOptions } from '../../api/client';
import { formRequest } from '../../api/form-request';

// Spec part 1 §7 "Accounting". Dates travel as ISO calendar dates (YYYY-MM-DD).
const BASE = '/api/accounting';
const REVENUE = `${BASE}/revenue`;
const DASHBOARD = `${BASE}/dashboard`;

export type MessageResponse = { message: string };

const rangeBody = (range: IsoDateRange) => ({ startDate: range.start, endDate: range.end });

/**
 * A save of the Sortie or Rentrée form: its message, a refusal about one of its fields (not
 * toasted: the form shows it under that field), or undefined (the fetch helper said why).
 */
const send = (path: string, method: 'POST' | 'PUT', body: FormData, fieldOf: FieldOfMessage) =>
  formRequest<MessageResponse>(path, { method, body }, fieldOf);

export const addExpense = (form: FormData) =>
  send(`${BASE}/addExpense`, 'POST', form, expenseFieldOfMessage);
export const updateExpense = (form: FormData) =>
  send(`${BASE}/updateExpense`, 'PUT', form, expenseFieldOfMessage);
export const addRevenue = (form: FormData) =>
  send(`${REVENUE}/addRevenue`, 'POST', form, revenueFieldOfMessage);
export const updateRevenue = (form: FormData) =>
  send(`${REVENUE}/updateRevenue`, 'PUT', form, revenueFieldOfMessage);

/** A JSON answer, or undefined when refused (the helper already told the user). */
async function call<T>(path: string, init: ApiRequestOptions = {}) {
  return successOf(await apiRequest<T>(path, init));
}

/** A POST of the period's bounds (lists and dashboard figures). */
const postRange = <T>(path: string, range: IsoDateRange, signal?: AbortSignal) =>
  call<T>(path, { method: 'POST', body: rangeBody(range), signal });

/**
 * The receipt's bytes. Quiet: a failed download has its own message (spec §8), and a failure
 * while opening an entry for editing is only logged.
 */
const receipt = async (path: string, signal?: AbortSignal) =>
  blobOf(await apiRequest<Blob>(path, { signal, quiet: true }));

export const getExpenseDetails = async (expenseId: number, signal?: AbortSignal) =>
  (
    await call<ExpenseDetailsResponse>(`${BASE}/getExpenseDetails?expense_id=${expenseId}`, {
      signal,
    })
  )?.expense;

export const getRevenueDetails = async (revenueId: number, signal?: AbortSignal) =>
  (
    await call<RevenueDetailsResponse>(`${REVENUE}/getRevenueDetails?revenue_id=${revenueId}`, {
      signal,
    })
  )?.revenue;

export const getExpensesFile = (expenseId: number, signal?: AbortSignal) =>
  receipt(`${BASE}/getExpensesFile?expense_id=${expenseId}`, signal);

export const getRevenuesFile = (revenueId: number, signal?: AbortSignal) =>
  receipt(`${REVENUE}/getRevenuesFile?revenue_id=${revenueId}`, signal);

/** One page of the period's entries: the same call, with `page` in its query. */
const postPage = <T>(
  path: string,
  range: IsoDateRange,
  request: PageRequest,
  signal?: AbortSignal,
) =>
  call<Paged<T>>(
    `${path}?${pageSearchParams({ ...request, from: range.start, until: range.end }).toString()}`,
    { method: 'POST', body: {}, signal },
  );

export const getExpensesPage = (range: IsoDateRange, request: PageRequest, signal?: AbortSignal) =>
  postPage<ExpenseListItem>(`${BASE}/getExpenses`, range, request, signal);

export const getRevenuesPage = (range: IsoDateRange, request: PageRequest, signal?: AbortSignal) =>
  postPage<RevenueListItem>(`${REVENUE}/getRevenues`, range, request, signal);

/** Spec §7: {error?, message}. A refusal (non-OK) was already toasted by the helper: undefined. */
export type DeleteResult = MessageResponse & { error?: unknown };

/** The id goes in the JSON body (spec) and in the query, for servers that drop DELETE bodies. */
const deleteEntry = (path: string, key: string, id: number) =>
  call<DeleteResult>(`${path}?${key}=${id}`, { method: 'DELETE', body: { [key]: id } });

export const deleteExpense = (expenseId: number) =>
  deleteEntry(`${BASE}/deleteExpense`, 'expense_id', expenseId);

export const deleteRevenue = (revenueId: number) =>
  deleteEntry(`${REVENUE}/deleteRevenue`, 'revenue_id', revenueId);

/** The zip of the period (depenses.csv, rentrees.csv and the receipts). */
export async function exportAccounting(range: IsoDateRange) {
  return blobOf(
    await apiRequest<Blob>(`${BASE}/exportAccounting`, { method: 'POST', body: rangeBody(range) }),
  );
}

export function exportFileName(range: IsoDateRange): string {
  return `accounting_${range.start}_to_${range.end}.zip`;
}

export const getExpensesVsRevenues = (range: IsoDateRange, signal?: AbortSignal) =>
  postRange<AmountsResponse>(`${DASHBOARD}/expensesVsRevenues`, range, signal);

export const getRevenuesAndExpensesOverTime = (range: IsoDateRange, signal?: AbortSignal) =>
  postRange<OverTimeResponse>(`${DASHBOARD}/revenuesAndExpensesOverTime`, range, signal);

export const getEventRevenues = (eventId: number, signal?: AbortSignal) =>
  call<AmountsResponse>(`${DASHBOARD}/eventRevenues`, {
    method: 'POST',
    body: { event_id: eventId },
    signal,
  });

export const getProductRentalStats = (productId: number, signal?: AbortSignal) =>
  call<ProductRentalStatsResponse>(`${DASHBOARD}/productRentalStats`, {
    method: 'POST',
    body: { product_id: productId },
    signal,
  });
