// Reading a quote from the form (spec part 2 §5). Lines arrive in euros; rows whose id is -1 are
// unselected and dropped; totals sent by the client are ignored (the service recomputes them).
import { toBusinessDate } from '@app/shared/accounting';
import {
  MSG_COEFFICIENT_INVALID,
  MSG_DUPLICATE_LINE,
  MSG_LINE_DISCOUNT_INVALID,
  MSG_LINE_PRICE_INVALID,
  MSG_LINE_VAT_INVALID,
  MSG_QUANTITY_INVALID,
  MSG_QUOTE_DATES_ORDER,
  MSG_QUOTE_NEEDS_CLIENT,
  MSG_QUOTE_NEEDS_DATES,
  MSG_QUOTE_NEEDS_LINE,
} from '@app/shared/quotes';
import { AppError } from '../../errors/app-error.js';
import {
  euroCents,
  fieldText,
  optionalId,
  optionalText,
  percent,
  wholeNumber,
} from '../../http/form-fields.js';

const bad = (message: string) => new AppError('BAD_REQUEST', message);

export type LineInput = {
  itemId: number;
  quantity: number;
  priceCents: number;
  vatRate: number;
  discountCents: number;
};

export type QuoteFields = {
  client_id: number;
  event_id: number | null;
  products: LineInput[];
  services: LineInput[];
  rent_date: string;
  reserved_from: string;
  reserved_until: string;
  valid_until: string | null;
  /** Null: computed from the reservation dates. */
  coefficient: number | null;
  description: string;
};

const MAX_LINES = 200;

function parseLines(value: unknown, idField: 'product_id' | 'service_id'): LineInput[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > MAX_LINES) throw bad(MSG_QUOTE_NEEDS_LINE);
  const lines: LineInput[] = [];
  const seen = new Set<number>();
  for (const raw of value) {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
      throw bad(MSG_QUOTE_NEEDS_LINE);
    const row = raw as Record<string, unknown>;
    // -1 (or nothing) is the form's unselected row.
    const itemId = optionalId(row[idField], MSG_QUOTE_NEEDS_LINE);
    if (itemId === undefined) continue;
    if (seen.has(itemId)) throw bad(MSG_DUPLICATE_LINE);
    seen.add(itemId);
    lines.push({
      itemId,
      quantity: wholeNumber(row.quantity, MSG_QUANTITY_INVALID) ?? 0,
      priceCents: euroCents(row.price, MSG_LINE_PRICE_INVALID) ?? 0,
      vatRate: percent(row.tva_rate, MSG_LINE_VAT_INVALID) ?? 0,
      discountCents: euroCents(row.discount, MSG_LINE_DISCOUNT_INVALID) ?? 0,
    });
  }
  return lines;
}

function requiredDate(value: unknown): string {
  const date = toBusinessDate(fieldText(value));
  if (!date) throw bad(MSG_QUOTE_NEEDS_DATES);
  return date;
}

export function parseQuoteFields(body: Record<string, unknown>): QuoteFields {
  const products = parseLines(body.products, 'product_id');
  const services = parseLines(body.services, 'service_id');
  if (products.length + services.length === 0) throw bad(MSG_QUOTE_NEEDS_LINE);
  const client_id = optionalId(body.client_id, MSG_QUOTE_NEEDS_CLIENT);
  if (client_id === undefined) throw bad(MSG_QUOTE_NEEDS_CLIENT);
  const rent_date = requiredDate(body.rent_date);
  const reserved_from = requiredDate(body.reserved_from);
  const reserved_until = requiredDate(body.reserved_until);
  if (reserved_until < reserved_from) throw bad(MSG_QUOTE_DATES_ORDER);
  const validText = fieldText(body.valid_until);
  const valid_until = validText === '' ? null : (toBusinessDate(validText) ?? null);
  const coefficientText = fieldText(body.coefficient).replace(',', '.');
  let coefficient: number | null = null;
  if (coefficientText !== '') {
    if (!/^\d{1,4}(\.\d{1,2})?$/.test(coefficientText) || Number(coefficientText) <= 0) {
      throw bad(MSG_COEFFICIENT_INVALID);
    }
    coefficient = Number(coefficientText);
  }
  return {
    client_id,
    event_id: optionalId(body.event_id, 'Événement invalide.') ?? null,
    products,
    services,
    rent_date,
    reserved_from,
    reserved_until,
    valid_until,
    coefficient,
    description: optionalText(body.description, 5000, 'La description est trop longue.') ?? '',
  };
}
