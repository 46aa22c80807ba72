// A quote as the API reads it: the list row and its mapper (the details extend them), and the
// organization's quote found or locked, 404 otherwise.
import { centsToEuros } from '@app/shared/money';
import { todayIso } from '@app/shared/dates';
import { MSG_QUOTE_NOT_FOUND, type QuoteListItem } from '@app/shared/quotes';
import { missingUnits } from '@app/shared/rental-movements';
import { lockOwnOr404 } from '../../db/own-rows.js';
import type { DbOrTx } from '../../db/prisma.js';
import { decimalToNumber, fromDbDate, fromDbDateOrNull } from '../../db/values.js';
import { foundOr404 } from '../../errors/app-error.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { invoiceStatusSelect, listedClientSelect } from '../documents/document-selects.js';

/** What prices a stored quote line, as the shared pricing functions read it. */
export const quoteLinePriceSelect = {
  quantity: true,
  price_cents: true,
  tva_rate: true,
  discount_cents: true,
} as const satisfies Prisma.QuoteProductSelect & Prisma.QuoteServiceSelect;

export const listSelect = {
  quote_id: true,
  formatted_quote_id: true,
  client_id: true,
  client: listedClientSelect,
  total_price_cents: true,
  status: true,
  user_decision: true,
  created_at: true,
  updated_at: true,
  valid_until: true,
  rent_date: true,
  reserved_from: true,
  reserved_until: true,
  coefficient: true,
  description: true,
  discount_cents: true,
  overbooked: true,
  event: { select: { event_id: true, name: true } },
  invoice: invoiceStatusSelect,
  last_sent_at: true,
  departed_on: true,
  departed_by: true,
  departure_note: true,
  returned_on: true,
  returned_by: true,
  return_note: true,
  products: { select: { quantity: true, quantity_returned: true } },
} as const satisfies Prisma.QuoteSelect;

type QuoteRow = Prisma.QuoteGetPayload<{ select: typeof listSelect }>;

export function toListItem(row: QuoteRow): QuoteListItem {
  return {
    quote_id: row.quote_id,
    formatted_quote_id: row.formatted_quote_id,
    client_id: row.client_id,
    client: row.client,
    total_price: centsToEuros(row.total_price_cents),
    status: row.status,
    user_decision: row.user_decision,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    valid_until: fromDbDateOrNull(row.valid_until),
    rent_date: fromDbDate(row.rent_date),
    reserved_from: fromDbDate(row.reserved_from),
    reserved_until: fromDbDate(row.reserved_until),
    coefficient: decimalToNumber(row.coefficient),
    description: row.description,
    discount: centsToEuros(row.discount_cents),
    overbooked: row.overbooked,
    event: row.event,
    invoice_id: row.invoice?.invoice_id ?? null,
    invoice_status: row.invoice?.status ?? null,
    last_sent_at: row.last_sent_at?.toISOString() ?? null,
    ...movementOf(row),
  };
}

/** Departure and return: who, when, the units missing, whether it is overdue. */
function movementOf(row: QuoteRow) {
  const returned = row.returned_on !== null;
  return {
    departed_on: fromDbDateOrNull(row.departed_on),
    departed_by: row.departed_by,
    departure_note: row.departure_note,
    returned_on: fromDbDateOrNull(row.returned_on),
    returned_by: row.returned_by,
    return_note: row.return_note,
    missing: returned ? row.products.reduce((sum, line) => sum + missingUnits(line), 0) : 0,
    overdue: row.departed_on !== null && !returned && fromDbDate(row.reserved_until) < todayIso(),
  };
}

/** The quote of the organization, its `select`ed fields; 404 otherwise. */
export async function findOwnQuoteFields<Select extends Prisma.QuoteSelect>(
  db: DbOrTx,
  organizationId: number,
  quoteId: number,
  select: Select,
): Promise<Prisma.QuoteGetPayload<{ select: Select }>> {
  const row = await db.quote.findFirst({
    where: { quote_id: quoteId, organization_id: organizationId },
    select,
  });
  return foundOr404(row, MSG_QUOTE_NOT_FOUND) as Prisma.QuoteGetPayload<{ select: Select }>;
}

/** The quote of the organization, with what decides whether it may change; 404 otherwise. */
export function findOwnQuote(tx: DbOrTx, organizationId: number, quoteId: number) {
  return findOwnQuoteFields(tx, organizationId, quoteId, {
    quote_id: true,
    formatted_quote_id: true,
    status: true,
    invoice: invoiceStatusSelect,
  });
}

/** The same, locked until the transaction ends: a change and its invoice's validation cannot interleave. */
export async function lockOwnQuote(tx: DbOrTx, organizationId: number, quoteId: number) {
  await lockOwnOr404(tx, 'quotes', quoteId, organizationId, MSG_QUOTE_NOT_FOUND);
  return findOwnQuote(tx, organizationId, quoteId);
}
