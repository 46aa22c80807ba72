import { ACCOUNTING, type EntryForm } from '@app/shared/accounting-endpoints';
import type { IsoDateRange } from '@app/shared/dates';
import type { PageRequest } from '../../components/lists/usePagedList';
import { blobOf, successOf } from '../../api/client';
import { call, callPage } from '../../api/endpoints';
import { formCall } from '../../api/form-request';
import { EXPENSE_FORM_FIELDS, REVENUE_FORM_FIELDS } from './accounting-drafts';

// The bank page opens the Sortie form prefilled from a debit line: /accounting with this state.
export { bankSortieState, type BankSortiePrefill } from './accounting-drafts';
// « Factures reçues » opens it prefilled from a received invoice (issue #33).
export { receivedSortieState, type ReceivedSortiePrefill } from './accounting-drafts';
export const ACCOUNTING_PATH = '/accounting';

// Spec part 1 §7 "Accounting" (declared in @app/shared/accounting-endpoints). Dates travel as ISO
// calendar dates (YYYY-MM-DD).
const A = ACCOUNTING;

export type MessageResponse = { message: string };

const rangeBody = (range: IsoDateRange) => ({ startDate: range.start, endDate: range.end });

/** The form's fields as the declared call sends them again (the receipt as `file`). */
const fieldsOf = (form: FormData): EntryForm => Object.fromEntries(form.entries());

/**
 * A save of the Sortie or Rentrée form: its message, a refusal about one of its fields (not
 * toasted: the form shows it under that field), or undefined (the fetch helper said why).
 */
export const addExpense = (form: FormData) =>
  formCall(A.addExpense, fieldsOf(form), EXPENSE_FORM_FIELDS);
export const updateExpense = (form: FormData) =>
  formCall(A.updateExpense, fieldsOf(form), EXPENSE_FORM_FIELDS);
export const addRevenue = (form: FormData) =>
  formCall(A.addRevenue, fieldsOf(form), REVENUE_FORM_FIELDS);
export const updateRevenue = (form: FormData) =>
  formCall(A.updateRevenue, fieldsOf(form), REVENUE_FORM_FIELDS);

/**
 * The receipt's bytes. Quiet: a failed download has its own message (spec §8), and a failure
 * while opening an entry for editing is only logged.
 */
export const getExpensesFile = async (expenseId: number, signal?: AbortSignal) =>
  blobOf(await call(A.getExpensesFile, { expense_id: expenseId }, { signal, quiet: true }));

export const getRevenuesFile = async (revenueId: number, signal?: AbortSignal) =>
  blobOf(await call(A.getRevenuesFile, { revenue_id: revenueId }, { signal, quiet: true }));

export const getExpenseDetails = async (expenseId: number, signal?: AbortSignal) =>
  successOf(await call(A.getExpenseDetails, { expense_id: expenseId }, { signal }))?.expense;

export const getRevenueDetails = async (revenueId: number, signal?: AbortSignal) =>
  successOf(await call(A.getRevenueDetails, { revenue_id: revenueId }, { signal }))?.revenue;

/** One page of the period's entries: the same call, with `page` in its query. */
const pageOf = (range: IsoDateRange, request: PageRequest) => ({
  ...request,
  from: range.start,
  until: range.end,
});

export const getExpensesPage = async (
  range: IsoDateRange,
  request: PageRequest,
  signal?: AbortSignal,
) => successOf(await callPage(A.getExpenses, pageOf(range, request), { signal }));

export const getRevenuesPage = async (
  range: IsoDateRange,
  request: PageRequest,
  signal?: AbortSignal,
) => successOf(await callPage(A.getRevenues, pageOf(range, request), { signal }));

/** Spec §7: {error?, message}. A refusal (non-OK) was already toasted by the helper: undefined. */
export type DeleteResult = MessageResponse & { error?: unknown };

/** The id goes in the JSON body (spec) and in the query, for servers that drop DELETE bodies. */
export const deleteExpense = async (expenseId: number): Promise<DeleteResult | undefined> =>
  successOf(await call(A.deleteExpense, { expense_id: expenseId }));

export const deleteRevenue = async (revenueId: number): Promise<DeleteResult | undefined> =>
  successOf(await call(A.deleteRevenue, { revenue_id: revenueId }));

/** The zip of the period (depenses.csv, rentrees.csv and the receipts). */
export async function exportAccounting(range: IsoDateRange) {
  return blobOf(await call(A.exportAccounting, rangeBody(range)));
}

export function exportFileName(range: IsoDateRange): string {
  return `accounting_${range.start}_to_${range.end}.zip`;
}

export const getExpensesVsRevenues = async (range: IsoDateRange, signal?: AbortSignal) =>
  successOf(await call(A.expensesVsRevenues, rangeBody(range), { signal }));

export const getRevenuesAndExpensesOverTime = async (range: IsoDateRange, signal?: AbortSignal) =>
  successOf(await call(A.revenuesAndExpensesOverTime, rangeBody(range), { signal }));

export const getEventRevenues = async (eventId: number, signal?: AbortSignal) =>
  successOf(await call(A.eventRevenues, { event_id: eventId }, { signal }));

export const getProductRentalStats = async (productId: number, signal?: AbortSignal) =>
  successOf(await call(A.productRentalStats, { product_id: productId }, { signal }));
