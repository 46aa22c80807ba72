// Parsing of accounting requests (multipart fields, read with http/form-fields.ts); each rule
// answers the spec's French message.
import {
  MAX_AMOUNT_EUROS,
  MAX_QUANTITY,
  MSG_DATE_INVALID,
  MSG_PAYMENT_METHOD_INVALID,
  MSG_PRICE_INVALID,
  MSG_QUANTITY_INVALID,
  MSG_REQUIRED_FIELDS,
  PAYMENT_METHODS,
  toBusinessDate,
  type PaymentMethod,
} from '@app/shared/accounting';
import { AppError } from '../../errors/app-error.js';
import {
  euroCents,
  fieldText,
  optionalId,
  requiredId,
  wholeNumber,
} from '../../http/form-fields.js';

const bad = (message: string) => new AppError('BAD_REQUEST', message);

/** Euros with at most 2 decimals → cents; 0 counts as "not filled" (spec §5, like the client). */
export function parseEuros(value: unknown): number | undefined {
  const cents = euroCents(value, MSG_PRICE_INVALID, MAX_AMOUNT_EUROS);
  return cents === 0 ? undefined : cents;
}

export const parseQuantity = (value: unknown) =>
  wholeNumber(value, MSG_QUANTITY_INVALID, MAX_QUANTITY);

export function parseDate(value: unknown): string | undefined {
  const text = fieldText(value);
  if (text === '') return undefined;
  const date = toBusinessDate(text);
  if (!date) throw bad(MSG_DATE_INVALID);
  return date;
}

export function parsePaymentMethod(value: unknown): PaymentMethod | undefined {
  const text = fieldText(value);
  if (text === '') return undefined;
  if (!(PAYMENT_METHODS as readonly string[]).includes(text)) throw bad(MSG_PAYMENT_METHOD_INVALID);
  return text as PaymentMethod;
}

export type ExpenseFields = {
  product_name: string;
  price_cents: number;
  recorded_date: string;
  payment_method: PaymentMethod;
  /** Null: the organization paid. */
  user_id: number | null;
  event_id: number | null;
};

export type RevenueFields = {
  product_name: string;
  unit_price_cents: number;
  amount: number;
  recorded_date: string;
  payment_method: PaymentMethod | null;
  event_id: number | null;
};

const MAX_NAME = 200;

function parseName(value: unknown): string | undefined {
  const text = fieldText(value);
  if (text === '') return undefined;
  if (text.length > MAX_NAME) throw bad(`Le nom ne peut dépasser ${MAX_NAME} caractères.`);
  return text;
}

/** Spec §5: name, price, date, payment method, payer and receipt are all required. */
export function parseExpenseFields(body: Record<string, unknown>, hasFile: boolean): ExpenseFields {
  const required = [body.product_name, body.price, body.recorded_date, body.payment_method];
  if (required.some((value) => fieldText(value) === '') || fieldText(body.user_id) === '') {
    throw bad(MSG_REQUIRED_FIELDS);
  }
  if (!hasFile) throw bad(MSG_REQUIRED_FIELDS);
  const product_name = parseName(body.product_name);
  const price_cents = parseEuros(body.price);
  const recorded_date = parseDate(body.recorded_date);
  const payment_method = parsePaymentMethod(body.payment_method);
  if (!product_name || !price_cents || !recorded_date || !payment_method) {
    throw bad(MSG_REQUIRED_FIELDS);
  }
  return {
    product_name,
    price_cents,
    recorded_date,
    payment_method,
    user_id: optionalId(body.user_id, 'Payeur invalide.') ?? null,
    event_id: optionalId(body.event_id, 'Événement invalide.') ?? null,
  };
}

/** Spec §5: only name, unit price and date are required; quantity defaults to 1. */
export function parseRevenueFields(body: Record<string, unknown>): RevenueFields {
  const product_name = parseName(body.product_name);
  const unit_price_cents = parseEuros(body.unit_price);
  const recorded_date = parseDate(body.recorded_date);
  if (!product_name || !unit_price_cents || !recorded_date) throw bad(MSG_REQUIRED_FIELDS);
  return {
    product_name,
    unit_price_cents,
    amount: parseQuantity(body.amount) ?? 1,
    recorded_date,
    payment_method: parsePaymentMethod(body.payment_method) ?? null,
    event_id: optionalId(body.event_id, 'Événement invalide.') ?? null,
  };
}

export const MSG_ID_INVALID = 'Identifiant manquant ou invalide.';

/** A positive id; missing, -1 or malformed is a 400. */
export const requiredEntryId = (value: unknown) => requiredId(value, MSG_ID_INVALID);
