// The quote form's draft and what is derived from it (spec part 2 §2 "Quotes", §5, §9). Totals
// come from the shared pricing functions, the same ones the server recomputes with.
import { eurosToCents } from '@app/shared/money';
import {
  DEFAULT_QUOTE_QUANTITY,
  MAX_QUANTITY,
  dayCoefficient,
  priceDocument,
  priceLine,
  type PricedDocument,
  type PricedLine,
  type PricedLineInput,
} from '@app/shared/pricing';
import { quoteFieldsSchema } from '@app/shared/quote-fields';
import type { QuoteDetailsResponse, QuoteInput } from '@app/shared/quotes';
import { newLineKey } from '../../lib/line-key';
import { draftRowOfIssue, type DraftCheck } from '../../lib/line-refusal';
import type { CatalogueChoice } from '../../lib/picker-choices';

/** The id of a row whose product or service is not chosen yet (spec §5: not sent). */
export const UNSELECTED = -1;

/** Largest day coefficient the server accepts (4 digits and 2 decimals). */
export const MAX_COEFFICIENT = 9999.99;

export type LineKind = 'product' | 'service';

export interface QuoteLineDraft {
  /** Stable React key: rows move when one above them is removed. */
  key: number;
  itemId: number;
  quantity: number | null;
  /** Euros, excluding VAT. */
  price: number | null;
  /** Euros, for the whole line. */
  discount: number | null;
  tva_rate: number | null;
}

export interface QuoteDraft {
  /** -1 while the quote is not saved yet. */
  quote_id: number;
  client_id: number | null;
  products: QuoteLineDraft[];
  services: QuoteLineDraft[];
  /** Date de début: the rental date and the start of the reservation. */
  reserved_from: string;
  /** Date de fin. */
  reserved_until: string;
  coefficient: number | null;
  event_id: number | null;
  description: string;
}

export type CatalogueItem = CatalogueChoice;

export function blankLine(): QuoteLineDraft {
  return {
    key: newLineKey(),
    itemId: UNSELECTED,
    quantity: DEFAULT_QUOTE_QUANTITY,
    price: null,
    discount: null,
    tva_rate: null,
  };
}

export function blankQuote(): QuoteDraft {
  return {
    quote_id: -1,
    client_id: null,
    products: [blankLine()],
    services: [blankLine()],
    reserved_from: '',
    reserved_until: '',
    coefficient: null,
    event_id: null,
    description: '',
  };
}

/** The draft of a saved quote, as the Modifier tab opens it. */
export function draftFromDetails(details: QuoteDetailsResponse): QuoteDraft {
  const line = (saved: {
    quantity: number;
    price: number;
    discount: number;
    tva_rate: number;
  }): Omit<QuoteLineDraft, 'itemId'> => ({
    key: newLineKey(),
    quantity: saved.quantity,
    price: saved.price,
    discount: saved.discount === 0 ? null : saved.discount,
    tva_rate: saved.tva_rate,
  });
  return {
    quote_id: details.quote.quote_id,
    client_id: details.quote.client_id,
    products: details.products.map((saved) => ({ ...line(saved), itemId: saved.product_id })),
    services: details.services.map((saved) => ({ ...line(saved), itemId: saved.service_id })),
    reserved_from: details.quote.reserved_from,
    reserved_until: details.quote.reserved_until,
    coefficient: details.quote.coefficient,
    event_id: details.event?.event_id ?? null,
    description: details.quote.description,
  };
}

/** The line with a catalogue item chosen: its price and VAT rate become the line's defaults. */
export function chooseItem(line: QuoteLineDraft, item: CatalogueItem | undefined): QuoteLineDraft {
  if (!item) return { ...line, itemId: UNSELECTED };
  const quantity = line.quantity ?? DEFAULT_QUOTE_QUANTITY;
  return {
    ...line,
    itemId: item.id,
    price: item.price,
    tva_rate: item.tva_rate,
    quantity: item.stock === undefined ? quantity : Math.min(quantity, item.stock),
  };
}

/** Spec §5: the quantity can go up to the product's stock, or 9999999 without a product. */
export function maxQuantity(item: CatalogueItem | undefined): number {
  return item?.stock ?? MAX_QUANTITY;
}

/** Spec §2: a new row would have nothing to offer once every item is chosen in a row. */
export function allItemsChosen(
  items: readonly CatalogueItem[],
  lines: readonly QuoteLineDraft[],
): boolean {
  const chosen = new Set(lines.map((line) => line.itemId));
  return items.length > 0 && items.every((item) => chosen.has(item.id));
}

/** Spec §4: recomputed from the dates when creating only; null until both dates are set. */
export function coefficientFromDates(from: string, until: string): number | null {
  if (!isDate(from) || !isDate(until)) return null;
  return dayCoefficient(from, until);
}

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

const isSelected = (line: QuoteLineDraft) => line.itemId !== UNSELECTED;

function pricedInput(line: QuoteLineDraft, isVatSubject: boolean): PricedLineInput {
  return {
    priceCents: eurosToCents(line.price ?? 0),
    quantity: line.quantity ?? 0,
    discountCents: eurosToCents(line.discount ?? 0),
    vatRate: isVatSubject ? (line.tva_rate ?? 0) : 0,
  };
}

export interface DraftPricing {
  /** Every row of each table, chosen or not, in order. */
  products: PricedLine[];
  services: PricedLine[];
  /** The chosen rows only, as the server will price them. */
  document: PricedDocument;
}

/** The effective coefficient: the one typed, else the one the dates give, else 1. */
export function effectiveCoefficient(draft: QuoteDraft): number {
  return draft.coefficient ?? coefficientFromDates(draft.reserved_from, draft.reserved_until) ?? 1;
}

export function priceDraft(draft: QuoteDraft, isVatSubject: boolean): DraftPricing {
  const coefficient = effectiveCoefficient(draft);
  const input = (line: QuoteLineDraft) => pricedInput(line, isVatSubject);
  return {
    products: draft.products.map((line) => priceLine(input(line), coefficient)),
    services: draft.services.map((line) => priceLine(input(line), 1)),
    document: priceDocument({
      products: draft.products.filter(isSelected).map(input),
      services: draft.services.filter(isSelected).map(input),
      coefficient,
      isVatSubject,
    }),
  };
}

export type QuoteDraftField =
  | 'lines'
  | 'service_lines'
  | 'client_id'
  | 'reserved_from'
  | 'reserved_until'
  | 'coefficient'
  | 'event_id'
  | 'description';

/** The first rule the draft breaks; undefined `field`: a request field the form has no control for. */
export type QuoteDraftProblem = DraftCheck<QuoteDraftField>;

/** The form field of each field of the request. */
const DRAFT_FIELDS: Partial<Record<string, QuoteDraftField>> = {
  products: 'lines',
  services: 'service_lines',
  client_id: 'client_id',
  // The form has one start date: it is both the rental date and the start of the reservation.
  rent_date: 'reserved_from',
  reserved_from: 'reserved_from',
  reserved_until: 'reserved_until',
  coefficient: 'coefficient',
  event_id: 'event_id',
  description: 'description',
};

/** The request fields the form shows: a refusal naming one goes under it (draftFieldOfRequest). */
export const QUOTE_FORM_FIELDS: readonly string[] = Object.keys(DRAFT_FIELDS);

/**
 * The form field a refusal of the server about a request field goes under. A line's
 * message is given to the products: it goes to the services when only services are chosen.
 */
export function draftFieldOfRequest(
  requestField: string,
  draft: QuoteDraft,
): QuoteDraftField | undefined {
  const field = DRAFT_FIELDS[requestField];
  const onlyServices = !draft.products.some(isSelected) && draft.services.some(isSelected);
  return field === 'lines' && onlyServices ? 'service_lines' : field;
}

/**
 * The first rule of spec §5 the draft breaks, with the spec's message and the field it is
 * about, or null. The request the form would send is checked with the server's own schema,
 * in the same order, before anything is sent.
 */
export function quoteDraftProblem(
  draft: QuoteDraft,
  isVatSubject: boolean,
): QuoteDraftProblem | null {
  const issue = quoteFieldsSchema.safeParse(quotePayload(draft, isVatSubject)).error?.issues[0];
  if (!issue) return null;
  const [key] = issue.path;
  const field = typeof key === 'string' ? DRAFT_FIELDS[key] : undefined;
  const rows = { lines: draft.products, service_lines: draft.services };
  const row =
    field === 'lines' || field === 'service_lines'
      ? draftRowOfIssue(issue.path, rows[field], isSelected)
      : undefined;
  return { message: issue.message, field, ...(row === undefined ? {} : { row }) };
}

/** The JSON of createQuote / updateQuote (spec §7); unselected rows are left out. */
export function quotePayload(draft: QuoteDraft, isVatSubject: boolean): QuoteInput {
  const line = (row: QuoteLineDraft) => ({
    quantity: row.quantity ?? 0,
    price: row.price ?? 0,
    tva_rate: isVatSubject ? (row.tva_rate ?? 0) : 0,
    discount: row.discount ?? 0,
  });
  return {
    ...(draft.quote_id === -1 ? {} : { quote_id: draft.quote_id }),
    client_id: draft.client_id ?? -1,
    products: draft.products
      .filter(isSelected)
      .map((row) => ({ product_id: row.itemId, ...line(row) })),
    services: draft.services
      .filter(isSelected)
      .map((row) => ({ service_id: row.itemId, ...line(row) })),
    // The form has one start date: it is both the rental date and the start of the reservation.
    rent_date: draft.reserved_from,
    reserved_from: draft.reserved_from,
    reserved_until: draft.reserved_until,
    coefficient: effectiveCoefficient(draft),
    description: draft.description,
    event_id: draft.event_id,
  };
}
