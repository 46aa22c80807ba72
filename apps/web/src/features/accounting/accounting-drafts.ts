// Drafts of the accounting forms (spec part 1 §3 Expense / Revenue, §5 validation, §7 payloads).
import {
  ORGANIZATION_PAYER_ID,
  type ExpenseDetailsResponse,
  type PaymentMethod,
  type RevenueDetailsResponse,
} from '@app/shared/accounting';
import { todayIso } from '@app/shared/dates';

/** Spec §3 "Accounting screen state": the id of the revenue type is 'rentrée', accent included. */
export const ACCOUNTING_TYPES = [
  { id: 'sortie', name: 'Sortie' },
  { id: 'rentrée', name: 'Rentrée' },
] as const;

export type AccountingType = (typeof ACCOUNTING_TYPES)[number];
export type AccountingTypeId = AccountingType['id'];

export const DEFAULT_ACCOUNTING_TYPE: AccountingType = ACCOUNTING_TYPES[0];

export function accountingTypeOf(id: AccountingTypeId): AccountingType {
  return ACCOUNTING_TYPES.find((type) => type.id === id) ?? DEFAULT_ACCOUNTING_TYPE;
}

/** The fields both entry forms hold, in the same controls. */
export interface EntryDraftCommon {
  product_name: string;
  /** 'YYYY-MM-DD', '' when cleared. */
  recorded_date: string;
  payment_method: PaymentMethod | null;
  event_id: number | null;
  file: File | null;
}

export interface ExpenseDraft extends EntryDraftCommon {
  /** -1 while new. */
  expense_id: number;
  price: number | null;
  /** -1: the organization paid; null when cleared. */
  user_id: number | null;
}

export interface RevenueDraft extends EntryDraftCommon {
  revenue_id: number;
  unit_price: number | null;
  /** The quantity. */
  amount: number | null;
}

export function blankExpense(today: string = todayIso()): ExpenseDraft {
  return {
    expense_id: -1,
    product_name: '',
    price: 0,
    recorded_date: today,
    payment_method: null,
    user_id: ORGANIZATION_PAYER_ID,
    event_id: null,
    file: null,
  };
}

export function blankRevenue(today: string = todayIso()): RevenueDraft {
  return {
    revenue_id: -1,
    product_name: '',
    unit_price: 0,
    amount: 0,
    recorded_date: today,
    payment_method: null,
    event_id: null,
    file: null,
  };
}

// A price of 0 counts as not filled, as on the server (docs/decisions.md "Accounting entries").
const filledAmount = (value: number | null) => value !== null && value > 0;

/** Spec §5: name, price, date, payment method, payer and receipt must all be filled. */
export function isExpenseComplete(draft: ExpenseDraft): boolean {
  return (
    draft.product_name.trim() !== '' &&
    filledAmount(draft.price) &&
    draft.recorded_date !== '' &&
    draft.payment_method !== null &&
    draft.user_id !== null &&
    draft.file !== null
  );
}

/** Spec §5: only the name, the unit price and the date are enforced for a revenue. */
export function isRevenueComplete(draft: RevenueDraft): boolean {
  return (
    draft.product_name.trim() !== '' && filledAmount(draft.unit_price) && draft.recorded_date !== ''
  );
}

/** Spec §7 addExpense / updateExpense: event_id only when set. */
export function expenseFormData(draft: ExpenseDraft): FormData {
  const form = new FormData();
  form.append('product_name', draft.product_name.trim());
  form.append('price', String(draft.price ?? ''));
  form.append('recorded_date', draft.recorded_date);
  form.append('payment_method', draft.payment_method ?? '');
  form.append('user_id', String(draft.user_id ?? ''));
  form.append('expense_id', String(draft.expense_id));
  if (draft.event_id !== null) form.append('event_id', String(draft.event_id));
  if (draft.file) form.append('file', draft.file);
  return form;
}

/** Spec §7 addRevenue / updateRevenue: payment method, event and file only when set. */
export function revenueFormData(draft: RevenueDraft): FormData {
  const form = new FormData();
  form.append('product_name', draft.product_name.trim());
  form.append('unit_price', String(draft.unit_price ?? ''));
  form.append('recorded_date', draft.recorded_date);
  if (draft.payment_method) form.append('payment_method', draft.payment_method);
  form.append('revenue_id', String(draft.revenue_id));
  form.append('amount', String(draft.amount ?? ''));
  if (draft.event_id !== null) form.append('event_id', String(draft.event_id));
  if (draft.file) form.append('file', draft.file);
  return form;
}

export function expenseDraftFromDetails(details: ExpenseDetailsResponse['expense']): ExpenseDraft {
  const { expense, user, event } = details;
  return {
    expense_id: expense.expense_id,
    product_name: expense.product_name,
    price: expense.price,
    recorded_date: expense.recorded_date,
    payment_method: expense.payment_method,
    // A null user from the server stands for the organization (spec §3).
    user_id: user?.user_id ?? ORGANIZATION_PAYER_ID,
    event_id: event?.event_id ?? expense.event_id ?? null,
    file: null,
  };
}

export function revenueDraftFromDetails(details: RevenueDetailsResponse['revenue']): RevenueDraft {
  const { revenue, event } = details;
  return {
    revenue_id: revenue.revenue_id,
    product_name: revenue.product_name,
    unit_price: revenue.unit_price,
    amount: revenue.amount,
    recorded_date: revenue.recorded_date,
    payment_method: revenue.payment_method,
    event_id: event?.event_id ?? revenue.event_id ?? null,
    file: null,
  };
}

/**
 * The receipt downloaded for editing, rebuilt as the File the form holds and sends again. Built
 * from the bytes rather than the Blob, so a Blob from another realm (a test runner's fetch)
 * cannot end up stringified inside the File.
 */
export async function receiptFile(blob: Blob, fileName: string): Promise<File> {
  return new File([await blob.arrayBuffer()], fileName, { type: blob.type });
}

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/svg+xml': 'svg',
  'image/webp': 'webp',
};

/**
 * Downloads are named after the entry (spec §7 "named after product_name"), with the receipt's
 * extension so the file opens where it lands.
 */
export function downloadName(productName: string, fileName: string | null, mimeType: string) {
  const fromName = fileName?.match(/\.([A-Za-z0-9]{1,5})$/)?.[1]?.toLowerCase();
  const extension = fromName ?? EXTENSIONS[mimeType];
  const base = productName.replace(/[\\/:*?"<>|]+/g, '_').trim() || 'justificatif';
  return extension && !base.toLowerCase().endsWith(`.${extension}`) ? `${base}.${extension}` : base;
}
