// Accounting: expenses (Sortie) and revenues (Rentrée) with receipts, the list, the export and the
// dashboard (spec part 1 §3, §5, §7 "Accounting"). Both sides use these shapes and messages.
import { z } from 'zod';
import { toBusinessDate } from './dates.js';
import {
  formValue,
  optionalEuros,
  optionalId,
  optionalText,
  optionalWholeNumber,
  requiredId,
  requestRecord,
} from './form-values.js';
import { eurosToCents } from './money.js';
import { pagedQuery, type PageQuery } from './paged-list.js';
import { MSG_RECEIVED_DOCUMENT_INVALID } from './purchase-invoices.js';

export const PAYMENT_METHODS = ['Cash', 'Carte bancaire', 'Virement'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** user_id of the organization itself paying an expense ("Organization" in the UI). */
export const ORGANIZATION_PAYER_ID = -1;
export const ORGANIZATION_PAYER_NAME = 'Organization';
/** How the organization as payer reads in the list and the export (spec: "shown as Organisation"). */
export const ORGANIZATION_PAYER_LABEL = 'Organisation';

export const MSG_REQUIRED_FIELDS = 'Veuillez remplir tous les champs obligatoires.';
export const MSG_PAYMENT_METHOD_INVALID =
  'Moyen de paiement invalide : choisissez Cash, Carte bancaire ou Virement.';
export const MSG_PRICE_INVALID = 'Le prix doit être un nombre positif avec 2 décimales au plus.';
export const MSG_QUANTITY_INVALID = 'La quantité doit être un nombre entier positif.';
/** A revenue of quantity 0 would record nothing: a Rentrée counts at least one. */
export const MSG_QUANTITY_ZERO = 'La quantité d’une rentrée doit être au moins 1.';
export const MSG_DATE_INVALID = 'La date doit être une date valide (AAAA-MM-JJ).';
export const MSG_RANGE_INVALID =
  'Veuillez choisir une période valide : une date de début et une date de fin, dans cet ordre.';
export const MSG_EXPENSE_NOT_FOUND = 'Dépense introuvable.';
export const MSG_REVENUE_NOT_FOUND = 'Rentrée introuvable.';
export const MSG_MEMBER_NOT_FOUND = 'Ce membre ne fait pas partie de votre organisation.';
export const MSG_EVENT_NOT_FOUND = 'Événement introuvable.';
export const MSG_PRODUCT_NOT_FOUND = 'Produit introuvable.';
export const MSG_NO_RECEIPT = "Cette entrée n'a pas de justificatif.";
export const MSG_ID_INVALID = 'Identifiant manquant ou invalide.';
export const MSG_PAYER_INVALID = 'Payeur invalide.';
export const MSG_EVENT_INVALID = 'Événement invalide.';
export const MSG_BANK_LINE_INVALID = 'Ligne bancaire invalide.';
/** addExpense from a bank line (issue #31): only money paid out can become a Sortie. */
export const MSG_BANK_LINE_NOT_DEBIT =
  'Seul un montant payé peut devenir une sortie : cette ligne est un montant reçu, rapprochez-la d’une facture.';
export const MAX_NAME = 200;
export const MSG_NAME_TOO_LONG = `Le nom ne peut dépasser ${MAX_NAME} caractères.`;

/** The largest amount accepted (in euros): cents are stored in 32-bit integer columns. */
export const MAX_AMOUNT_EUROS = 9_999_999.99;
export const MAX_QUANTITY = 9_999_999;

// Request schemas (spec §5). A request answers the first rule it breaks, in the order the spec's
// form reads its fields, so each stage below only adds its issues after the previous ones.

/** Adds the required-fields issue on the first value not filled (a price of 0 counts as such). */
function anyMissing(ctx: z.RefinementCtx, values: Record<string, unknown>): boolean {
  const field = Object.keys(values).find((key) => !values[key]);
  if (field !== undefined)
    ctx.addIssue({ code: 'custom', message: MSG_REQUIRED_FIELDS, path: [field] });
  return field !== undefined;
}

/** Every one of `keys` filled in, before any other rule is read. */
const filledFirst = (keys: readonly string[]) =>
  z.record(z.string(), z.unknown()).superRefine((body, ctx) => {
    anyMissing(ctx, Object.fromEntries(keys.map((key) => [key, formValue(body[key])])));
  });

const nameSchema = optionalText(MAX_NAME, MSG_NAME_TOO_LONG);

/** Cents; 0 when not filled (docs/decisions.md "Accounting entries": 0 is not filled either). */
const priceSchema = optionalEuros(MSG_PRICE_INVALID).transform((euros) =>
  euros === undefined ? 0 : eurosToCents(euros),
);

/** A business date (YYYY-MM-DD, or an ISO instant read in Brussels). */
const dateSchema = z.preprocess(
  formValue,
  z
    .string()
    .transform((text, ctx) => {
      const date = toBusinessDate(text);
      if (date === undefined) ctx.addIssue({ code: 'custom', message: MSG_DATE_INVALID });
      return date ?? z.NEVER;
    })
    .optional(),
);

const paymentMethodSchema = z.preprocess(
  formValue,
  z.enum(PAYMENT_METHODS, { error: MSG_PAYMENT_METHOD_INVALID }).optional(),
);

const expenseEntryStage = z
  .object({
    product_name: nameSchema,
    price: priceSchema,
    recorded_date: dateSchema,
    payment_method: paymentMethodSchema,
  })
  .transform(({ product_name, price, recorded_date, payment_method }, ctx) => {
    if (!product_name || !price || !recorded_date || !payment_method) {
      anyMissing(ctx, { product_name, price, recorded_date, payment_method });
      return z.NEVER;
    }
    return { product_name, price_cents: price, recorded_date, payment_method };
  });

/**
 * addExpense and updateExpense (spec §5): name, price, date, payment method and payer are
 * required (the receipt too, on creation: the route checks it, since it is not a field). A payer
 * of -1 is the organization (null). `bank_line_id` (issue #31, addExpense only): the debit bank
 * line the Sortie is added from, matched to it in the same transaction. `received_document_id`
 * (issue #33, addExpense only): the received purchase invoice it books, its file the receipt when
 * none is uploaded.
 */
export const expenseFieldsSchema = z.preprocess(
  requestRecord,
  filledFirst(['product_name', 'price', 'recorded_date', 'payment_method', 'user_id']).pipe(
    expenseEntryStage.and(
      z.object({
        user_id: optionalId(MSG_PAYER_INVALID),
        event_id: optionalId(MSG_EVENT_INVALID),
        bank_line_id: optionalId(MSG_BANK_LINE_INVALID),
        received_document_id: optionalId(MSG_RECEIVED_DOCUMENT_INVALID),
      }),
    ),
  ),
);
export type ExpenseFields = z.output<typeof expenseFieldsSchema>;

/** updateExpense's fields: an edit never matches a bank line nor books a received document. */
const expenseEditSchema = z.preprocess((body) => {
  const {
    bank_line_id: _ignored,
    received_document_id: _ignoredToo,
    ...fields
  } = requestRecord(body);
  return fields;
}, expenseFieldsSchema);

const revenueEntryStage = z
  .object({ product_name: nameSchema, unit_price: priceSchema, recorded_date: dateSchema })
  .transform(({ product_name, unit_price, recorded_date }, ctx) => {
    if (!product_name || !unit_price || !recorded_date) {
      anyMissing(ctx, { product_name, unit_price, recorded_date });
      return z.NEVER;
    }
    return { product_name, unit_price_cents: unit_price, recorded_date };
  });

/** addRevenue and updateRevenue (spec §5): only name, unit price and date are required. */
export const revenueFieldsSchema = z.preprocess(
  requestRecord,
  revenueEntryStage.and(
    z.object({
      /** The quantity: 1 when not filled, never 0. */
      amount: optionalWholeNumber(MSG_QUANTITY_INVALID, MAX_QUANTITY)
        .refine((amount) => amount !== 0, MSG_QUANTITY_ZERO)
        .transform((amount) => amount ?? 1),
      payment_method: paymentMethodSchema.transform((method) => method ?? null),
      event_id: optionalId(MSG_EVENT_INVALID),
    }),
  ),
);
export type RevenueFields = z.output<typeof revenueFieldsSchema>;

/** `{ [key]: id }`: missing, -1 or malformed answers MSG_ID_INVALID. */
export const entryIdSchema = <Key extends string>(key: Key) =>
  z.object({ [key]: requiredId(MSG_ID_INVALID) } as Record<Key, ReturnType<typeof requiredId>>);

export const expenseIdSchema = entryIdSchema('expense_id');
export const revenueIdSchema = entryIdSchema('revenue_id');

/** The id and the fields, the id's issues first (an intersection would merge the raw id in). */
const withId = <Id extends z.ZodType<object>, Fields extends z.ZodType<object>>(
  id: Id,
  fields: Fields,
) =>
  z.unknown().transform((body, ctx): z.output<Id> & z.output<Fields> => {
    const idResult = id.safeParse(body);
    const fieldsResult = fields.safeParse(body);
    if (idResult.success && fieldsResult.success) return { ...idResult.data, ...fieldsResult.data };
    for (const { message, path } of [
      ...(idResult.error?.issues ?? []),
      ...(fieldsResult.error?.issues ?? []),
    ]) {
      ctx.addIssue({ code: 'custom', message, path });
    }
    return z.NEVER;
  });

/** updateExpense / updateRevenue: the id first, then the fields. */
export const updateExpenseSchema = withId(expenseIdSchema, expenseEditSchema);
export const updateRevenueSchema = withId(revenueIdSchema, revenueFieldsSchema);

export interface ExpenseListItem {
  expense_id: number;
  product_name: string;
  /** Euros. */
  price: number;
  recorded_date: string;
  payment_method: PaymentMethod;
  user_id: number;
  /** Null when the organization paid (the list shows Organisation). */
  user_name: string | null;
  event: { event_id: number; name: string } | null;
  file_path: string;
}

export interface RevenueListItem {
  revenue_id: number;
  product_name: string;
  unit_price: number;
  amount: number;
  recorded_date: string;
  payment_method: PaymentMethod | null;
  event: { event_id: number; name: string } | null;
  file_path: string | null;
}

/** The visible columns of the expenses' list, by which a page can be sorted. */
export const EXPENSE_SORTS = [
  'product_name',
  'user_name',
  'recorded_date',
  'payment_method',
  'event',
  'price',
] as const;
export type ExpenseSort = (typeof EXPENSE_SORTS)[number];

/** The visible columns of the revenues' list, by which a page can be sorted. */
export const REVENUE_SORTS = [
  'product_name',
  'recorded_date',
  'payment_method',
  'event',
  'unit_price',
  'amount',
] as const;
export type RevenueSort = (typeof REVENUE_SORTS)[number];

/**
 * getExpenses?page=…: a page of the expenses, newest first unless sorted; `q` is
 * searched in the name, the payer and the event.
 */
export const expensesPageSchema = pagedQuery(EXPENSE_SORTS, 'recorded_date');
export type ExpensesPageQuery = PageQuery<ExpenseSort>;

/** getRevenues?page=…: a page of the revenues; `q` is searched in the name and the event. */
export const revenuesPageSchema = pagedQuery(REVENUE_SORTS, 'recorded_date');
export type RevenuesPageQuery = PageQuery<RevenueSort>;

export interface ExpenseDetailsResponse {
  expense: {
    expense: Omit<ExpenseListItem, 'user_name' | 'event'> & { event_id: number | null };
    user: { user_id: number; name: string; email: string };
    event: { event_id: number; name: string } | null;
  };
}

export interface RevenueDetailsResponse {
  revenue: {
    revenue: Omit<RevenueListItem, 'event'> & { event_id: number | null };
    event: { event_id: number; name: string } | null;
  };
}
