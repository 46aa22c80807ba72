// Accounting: expenses (Sortie) and revenues (Rentrée) with receipts, the list, the export and the
// dashboard (spec part 1 §3, §5, §7 "Accounting"). Both sides use these shapes and messages.
import { businessDateParts, isIsoDate } from './dates.js';

export const PAYMENT_METHODS = ['Cash', 'Carte bancaire', 'Virement'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** user_id of the organization itself paying an expense ("Organization" in the UI). */
export const ORGANIZATION_PAYER_ID = -1;
export const ORGANIZATION_PAYER_NAME = 'Organization';

export const MSG_REQUIRED_FIELDS = 'Veuillez remplir tous les champs obligatoires.';
export const MSG_PAYMENT_METHOD_INVALID =
  'Moyen de paiement invalide : choisissez Cash, Carte bancaire ou Virement.';
export const MSG_PRICE_INVALID = 'Le prix doit être un nombre positif avec 2 décimales au plus.';
export const MSG_QUANTITY_INVALID = 'La quantité doit être un nombre entier positif.';
export const MSG_DATE_INVALID = 'La date doit être une date valide (AAAA-MM-JJ).';
export const MSG_RANGE_INVALID =
  'Veuillez choisir une période valide : une date de début et une date de fin, dans cet ordre.';
export const MSG_EXPENSE_NOT_FOUND = 'Dépense introuvable.';
export const MSG_REVENUE_NOT_FOUND = 'Rentrée introuvable.';
export const MSG_MEMBER_NOT_FOUND = 'Ce membre ne fait pas partie de votre organisation.';
export const MSG_EVENT_NOT_FOUND = 'Événement introuvable.';
export const MSG_PRODUCT_NOT_FOUND = 'Produit introuvable.';
export const MSG_NO_RECEIPT = "Cette entrée n'a pas de justificatif.";

/** The largest amount accepted (in euros): cents are stored in 32-bit integer columns. */
export const MAX_AMOUNT_EUROS = 9_999_999.99;
export const MAX_QUANTITY = 9_999_999;

/**
 * A calendar date from what a client sends: 'YYYY-MM-DD', or an ISO timestamp, read as the
 * calendar day it is in Brussels (a date picked at local midnight arrives as 23:00Z the day
 * before). Undefined when it is neither.
 */
export function toBusinessDate(value: unknown): string | undefined {
  const date = readBusinessDate(value);
  // PostgreSQL has no year 0, and a business record outside these years is a typo.
  if (!date) return undefined;
  const year = Number(date.slice(0, 4));
  return year >= 1900 && year <= 2999 ? date : undefined;
}

function readBusinessDate(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  const datePart = text.slice(0, 10);
  if (text.length === 10) return isIsoDate(text) ? text : undefined;
  if (!isIsoDate(datePart) || text[10] !== 'T') return undefined;
  const instant = new Date(text);
  if (Number.isNaN(instant.getTime())) return undefined;
  const { year, month, day } = businessDateParts(instant);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  const date = `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
  return isIsoDate(date) ? date : undefined;
}

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
  file_name: string;
}

export interface RevenueListItem {
  revenue_id: number;
  product_name: string;
  unit_price: number;
  amount: number;
  recorded_date: string;
  payment_method: PaymentMethod | null;
  event: { event_id: number; name: string } | null;
  file_name: string | null;
}

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

export interface AmountsResponse {
  expenseAmount: number;
  revenueAmount: number;
}

export interface SeriesPoint {
  date: string;
  amount: number;
}

export interface OverTimeResponse {
  expenses: SeriesPoint[];
  revenues: SeriesPoint[];
}

export interface ProductRentalStatsResponse {
  invoices: { issue_date: string; quantity: number; price_at_time_of_quote: number }[];
  /** Sum of quantity × unit price over the invoices, in euros. */
  total: number;
}
