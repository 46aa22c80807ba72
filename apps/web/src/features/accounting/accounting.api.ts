import type {
  AmountsResponse,
  ExpenseDetailsResponse,
  ExpenseListItem,
  OverTimeResponse,
  ProductRentalStatsResponse,
  RevenueDetailsResponse,
  RevenueListItem,
} from '@app/shared/accounting';
import type { IsoDateRange } from '@app/shared/dates';
import { apiRequest, blobOf, successOf } from '../../api/client';

// Spec part 1 §7 "Accounting". Dates travel as ISO calendar dates (YYYY-MM-DD).
const BASE = '/api/accounting';
const REVENUE = `${BASE}/revenue`;
const DASHBOARD = `${BASE}/dashboard`;

export type MessageResponse = { message: string };

const rangeBody = (range: IsoDateRange) => ({ startDate: range.start, endDate: range.end });

async function send(path: string, method: 'POST' | 'PUT', body: FormData) {
  return successOf(await apiRequest<MessageResponse>(path, { method, body }));
}

export const addExpense = (form: FormData) => send(`${BASE}/addExpense`, 'POST', form);
export const updateExpense = (form: FormData) => send(`${BASE}/updateExpense`, 'PUT', form);
export const addRevenue = (form: FormData) => send(`${REVENUE}/addRevenue`, 'POST', form);
export const updateRevenue = (form: FormData) => send(`${REVENUE}/updateRevenue`, 'PUT', form);

export async function getExpenseDetails(expenseId: number, signal?: AbortSignal) {
  return successOf(
    await apiRequest<ExpenseDetailsResponse>(`${BASE}/getExpenseDetails?expense_id=${expenseId}`, {
      signal,
    }),
  )?.expense;
}

export async function getRevenueDetails(revenueId: number, signal?: AbortSignal) {
  return successOf(
    await apiRequest<RevenueDetailsResponse>(
      `${REVENUE}/getRevenueDetails?revenue_id=${revenueId}`,
      { signal },
    ),
  )?.revenue;
}

/**
 * The receipt's bytes. Quiet: a failed download has its own message (spec §8), and a failure
 * while opening an entry for editing is only logged.
 */
export async function getExpensesFile(expenseId: number, signal?: AbortSignal) {
  return blobOf(
    await apiRequest<Blob>(`${BASE}/getExpensesFile?expense_id=${expenseId}`, {
      signal,
      quiet: true,
    }),
  );
}

export async function getRevenuesFile(revenueId: number, signal?: AbortSignal) {
  return blobOf(
    await apiRequest<Blob>(`${REVENUE}/getRevenuesFile?revenue_id=${revenueId}`, {
      signal,
      quiet: true,
    }),
  );
}

export async function getExpenses(range: IsoDateRange, signal?: AbortSignal) {
  return successOf(
    await apiRequest<{ expenses: ExpenseListItem[] }>(`${BASE}/getExpenses`, {
      method: 'POST',
      body: rangeBody(range),
      signal,
    }),
  )?.expenses;
}

export async function getRevenues(range: IsoDateRange, signal?: AbortSignal) {
  return successOf(
    await apiRequest<{ revenues: RevenueListItem[] }>(`${REVENUE}/getRevenues`, {
      method: 'POST',
      body: rangeBody(range),
      signal,
    }),
  )?.revenues;
}

/** Spec §7: {error?, message}. A refusal (non-OK) was already toasted by the helper: undefined. */
export type DeleteResult = MessageResponse & { error?: unknown };

export async function deleteExpense(expenseId: number) {
  return successOf(
    await apiRequest<DeleteResult>(`${BASE}/deleteExpense?expense_id=${expenseId}`, {
      method: 'DELETE',
      body: { expense_id: expenseId },
    }),
  );
}

export async function deleteRevenue(revenueId: number) {
  return successOf(
    await apiRequest<DeleteResult>(`${REVENUE}/deleteRevenue?revenue_id=${revenueId}`, {
      method: 'DELETE',
      body: { revenue_id: revenueId },
    }),
  );
}

/** The zip of the period (depenses.csv, rentrees.csv and the receipts). */
export async function exportAccounting(range: IsoDateRange) {
  return blobOf(
    await apiRequest<Blob>(`${BASE}/exportAccounting`, { method: 'POST', body: rangeBody(range) }),
  );
}

export function exportFileName(range: IsoDateRange): string {
  return `accounting_${range.start}_to_${range.end}.zip`;
}

export async function getExpensesVsRevenues(range: IsoDateRange, signal?: AbortSignal) {
  return successOf(
    await apiRequest<AmountsResponse>(`${DASHBOARD}/expensesVsRevenues`, {
      method: 'POST',
      body: rangeBody(range),
      signal,
    }),
  );
}

export async function getEventRevenues(eventId: number, signal?: AbortSignal) {
  return successOf(
    await apiRequest<AmountsResponse>(`${DASHBOARD}/eventRevenues`, {
      method: 'POST',
      body: { event_id: eventId },
      signal,
    }),
  );
}

export async function getRevenuesAndExpensesOverTime(range: IsoDateRange, signal?: AbortSignal) {
  return successOf(
    await apiRequest<OverTimeResponse>(`${DASHBOARD}/revenuesAndExpensesOverTime`, {
      method: 'POST',
      body: rangeBody(range),
      signal,
    }),
  );
}

export async function getProductRentalStats(productId: number, signal?: AbortSignal) {
  return successOf(
    await apiRequest<ProductRentalStatsResponse>(`${DASHBOARD}/productRentalStats`, {
      method: 'POST',
      body: { product_id: productId },
      signal,
    }),
  );
}
