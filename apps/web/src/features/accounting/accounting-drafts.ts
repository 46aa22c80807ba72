// Drafts of the accounting forms (spec part 1 §3 Expense / Revenue, §5 validation, §7 payloads).
import {
  expenseFieldsSchema,
  MSG_REQUIRED_FIELDS,
  ORGANIZATION_PAYER_ID,
  revenueFieldsSchema,
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
  /** The bank line this Sortie is added from (issue #31): the save links it and marks it matched. */
  bank_line_id?: number;
  /** The received purchase invoice this Sortie books (issue #33): its file is the receipt. */
  received_document_id?: number;
}

export interface RevenueDraft extends EntryDraftCommon {
  revenue_id: number;
  unit_price: number | null;
  /** The quantity. */
  amount: number | null;
}

/** The request fields the Sortie form shows: a refusal naming one goes under it (receipt: `file`). */
export const EXPENSE_FORM_FIELDS = [
  'product_name',
  'price',
  'recorded_date',
  'payment_method',
  'user_id',
  'event_id',
  'file',
] as const satisfies readonly (keyof ExpenseDraft)[];

/** The request fields the Rentrée form shows. */
export const REVENUE_FORM_FIELDS = [
  'product_name',
  'unit_price',
  'amount',
  'recorded_date',
  'payment_method',
  'event_id',
  'file',
] as const satisfies readonly (keyof RevenueDraft)[];

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
    // A revenue counts one unit unless told otherwise (0 is refused).
    amount: 1,
    recorded_date: today,
    payment_method: null,
    event_id: null,
    file: null,
  };
}

/** The request fields of spec §7 addExpense / updateExpense: event_id only when set. */
export function expenseFields(draft: ExpenseDraft): Record<string, string> {
  return {
    product_name: draft.product_name.trim(),
    price: String(draft.price ?? ''),
    recorded_date: draft.recorded_date,
    payment_method: draft.payment_method ?? '',
    user_id: String(draft.user_id ?? ''),
    expense_id: String(draft.expense_id),
    ...(draft.event_id === null ? {} : { event_id: String(draft.event_id) }),
    ...(draft.bank_line_id === undefined ? {} : { bank_line_id: String(draft.bank_line_id) }),
    ...(draft.received_document_id === undefined
      ? {}
      : { received_document_id: String(draft.received_document_id) }),
  };
}

/** What the bank page hands the Sortie form, in the router state of /accounting (issue #31). */
export interface BankSortiePrefill {
  bank_line_id: number;
  product_name: string;
  price: number;
  recorded_date: string;
  payment_method: 'Virement';
}

/** The router state that opens Ajouter › Sortie prefilled from a bank line. */
export const bankSortieState = (prefill: BankSortiePrefill) => ({ bankSortie: prefill });

/** What « Factures reçues » hands the Sortie form (issue #33): the draft of a received invoice. */
export interface ReceivedSortiePrefill {
  received_document_id: number;
  product_name: string;
  /** Euros; 0 when the page leaves it to the user (a credit note). */
  price: number;
  recorded_date: string;
  payment_method: 'Virement';
}

/** The router state that opens Ajouter › Sortie prefilled from a received invoice. */
export const receivedSortieState = (prefill: ReceivedSortiePrefill) => ({
  receivedSortie: prefill,
});

type SortieState = {
  bankSortie?: Partial<BankSortiePrefill>;
  receivedSortie?: Partial<ReceivedSortiePrefill>;
} | null;

/**
 * The Sortie draft of a bank line (the receipt still to add) or of a received invoice (its file is
 * the receipt), when the router state carries one.
 */
export function expenseFromRouterState(state: unknown): ExpenseDraft | null {
  const { bankSortie, receivedSortie } = (state as SortieState) ?? {};
  const prefill = bankSortie ?? receivedSortie;
  const link =
    typeof bankSortie?.bank_line_id === 'number'
      ? { bank_line_id: bankSortie.bank_line_id }
      : typeof receivedSortie?.received_document_id === 'number'
        ? { received_document_id: receivedSortie.received_document_id }
        : null;
  if (!prefill || !link) return null;
  return {
    ...blankExpense(),
    product_name: prefill.product_name ?? '',
    price: prefill.price ?? 0,
    recorded_date: prefill.recorded_date ?? todayIso(),
    payment_method: 'Virement',
    ...link,
  };
}

/** Spec §7 addRevenue / updateRevenue: payment method and event only when set. */
export function revenueFields(draft: RevenueDraft): Record<string, string> {
  return {
    product_name: draft.product_name.trim(),
    unit_price: String(draft.unit_price ?? ''),
    recorded_date: draft.recorded_date,
    ...(draft.payment_method ? { payment_method: draft.payment_method } : {}),
    revenue_id: String(draft.revenue_id),
    amount: String(draft.amount ?? ''),
    ...(draft.event_id === null ? {} : { event_id: String(draft.event_id) }),
  };
}

/** The multipart body of a save: the fields, then the receipt when there is one. */
export function entryFormData(fields: Record<string, string>, file: File | null): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', file);
  return form;
}

/** The first rule of spec §5 a draft breaks: the server's message and the draft field it is about. */
export interface DraftProblem<Draft> {
  message: string;
  field: keyof Draft | undefined;
}

/** A shared schema's safeParse answer. */
type Parsed = { error?: { issues: readonly { message: string; path: readonly PropertyKey[] }[] } };

function firstProblem<Draft>(parsed: Parsed) {
  const issue = parsed.error?.issues[0];
  if (!issue) return null;
  const [key] = issue.path;
  // The request fields are named like the draft's.
  const field = typeof key === 'string' ? (key as keyof Draft) : undefined;
  return { message: issue.message, field } satisfies DraftProblem<Draft>;
}

/**
 * Spec §5: name, price, date, payment method, payer and receipt must all be filled (a price of 0
 * counts as not filled, docs/decisions.md). Checked with the server's schema, in its order: the
 * required fields, the receipt, then the values.
 */
export function expenseProblem(draft: ExpenseDraft): DraftProblem<ExpenseDraft> | null {
  const problem = firstProblem<ExpenseDraft>(expenseFieldsSchema.safeParse(expenseFields(draft)));
  // A received invoice's Sortie has its receipt already: the received file.
  const hasReceipt = draft.file !== null || draft.received_document_id !== undefined;
  if (hasReceipt || problem?.message === MSG_REQUIRED_FIELDS) return problem;
  return { message: MSG_REQUIRED_FIELDS, field: 'file' };
}

/** Spec §5: only the name, the unit price and the date are enforced for a revenue. */
export function revenueProblem(draft: RevenueDraft): DraftProblem<RevenueDraft> | null {
  return firstProblem<RevenueDraft>(revenueFieldsSchema.safeParse(revenueFields(draft)));
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
