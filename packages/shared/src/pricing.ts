// The one implementation of quote, invoice and sale totals (spec part 2 §5 and §9). The web
// shows these numbers while editing and the API recomputes them from the lines before saving,
// so both sides always agree to the cent.
import { toEpochMs } from './dates';
import { assertFinite, roundHalfAwayFromZero } from './money';

export const DEFAULT_SALE_VAT_RATE = 21;
export const MAX_QUANTITY = 9_999_999;
export const DEFAULT_QUOTE_QUANTITY = 1;

/** Printed on documents, and shown under totals, of an organization not subject to VAT. */
export const VAT_FRANCHISE_MENTION =
  'TVA non applicable : régime de franchise des petites entreprises.';

const MS_PER_DAY = 86_400_000;
const EXTRA_DAY_COEFFICIENT = 0.25;

export type PricedLineInput = {
  priceCents: number;
  quantity: number;
  discountCents?: number;
  vatRate?: number;
};

export type PricedLine = {
  grossCents: number;
  /** The discount actually applied: 0 when the requested one exceeded the gross. */
  discountCents: number;
  netCents: number;
  vatRate: number;
  vatCents: number;
  totalCents: number;
};

export type Subtotal = { netCents: number; vatCents: number; totalCents: number };

export type VatLine = { rate: number; baseCents: number; vatCents: number };

export type PriceDocumentInput = {
  products: readonly PricedLineInput[];
  services: readonly PricedLineInput[];
  coefficient: number;
  isVatSubject: boolean;
};

export type PricedDocument = {
  products: PricedLine[];
  services: PricedLine[];
  productsSubtotal: Subtotal;
  servicesSubtotal: Subtotal;
  totalExclVatCents: number;
  vatLines: VatLine[];
  totalVatCents: number;
  totalInclVatCents: number;
  totalDiscountCents: number;
};

/**
 * Whole days between start and end, rounded up: 1 for one day or less (end before start
 * included), plus 0.25 per extra day. Calendar dates count from their UTC midnights, so a DST
 * change in between never adds or removes an hour.
 */
export function dayCoefficient(start: Date | string, end: Date | string): number {
  const days = Math.ceil((toEpochMs(end) - toEpochMs(start)) / MS_PER_DAY);
  return days <= 1 ? 1 : 1 + (days - 1) * EXTRA_DAY_COEFFICIENT;
}

/**
 * Prices one line in integer cents. Inputs are floored at 0 like the form fields of the spec
 * (quantity is also made whole) and the VAT rate is clamped to 0..100, so no total is negative.
 */
export function priceLine(line: PricedLineInput, coefficient = 1): PricedLine {
  const price = atLeastZero(line.priceCents, 'priceCents');
  const quantity = Math.floor(atLeastZero(line.quantity, 'quantity'));
  const grossCents = roundHalfAwayFromZero(
    price * quantity * atLeastZero(coefficient, 'coefficient'),
  );
  const requestedDiscount = roundHalfAwayFromZero(
    atLeastZero(line.discountCents ?? 0, 'discountCents'),
  );
  const discountCents = requestedDiscount > grossCents ? 0 : requestedDiscount;
  const netCents = grossCents - discountCents;
  const vatRate = Math.min(atLeastZero(line.vatRate ?? 0, 'vatRate'), 100);
  // net × rate first: with integer cents and rates such as 21 or 5.5 the product is exact, so
  // a half cent stays an exact half before the division.
  const vatCents = roundHalfAwayFromZero((netCents * vatRate) / 100);
  return {
    grossCents,
    discountCents,
    netCents,
    vatRate,
    vatCents,
    totalCents: netCents + vatCents,
  };
}

/**
 * Quote or invoice totals. Products take the day coefficient, services do not. Every total is
 * a sum of rounded line values, so lines, subtotals, VAT lines and grand totals add up exactly.
 */
export function priceDocument(input: PriceDocumentInput): PricedDocument {
  const withVat = (line: PricedLineInput): PricedLineInput =>
    input.isVatSubject ? line : { ...line, vatRate: 0 };
  const products = input.products.map((line) => priceLine(withVat(line), input.coefficient));
  const services = input.services.map((line) => priceLine(withVat(line), 1));
  const all = [...products, ...services];
  return {
    products,
    services,
    productsSubtotal: subtotal(products),
    servicesSubtotal: subtotal(services),
    totalExclVatCents: sum(all, 'netCents'),
    vatLines: input.isVatSubject ? vatLines(all) : [],
    totalVatCents: sum(all, 'vatCents'),
    totalInclVatCents: sum(all, 'totalCents'),
    totalDiscountCents: sum(all, 'discountCents'),
  };
}

/**
 * Direct sale totals: product lines without a day coefficient. A line without a VAT rate takes
 * the sale default of 21 % (it still counts as 0 for an organization not subject to VAT).
 */
export function priceSale(
  lines: readonly PricedLineInput[],
  isVatSubject: boolean,
): PricedDocument {
  return priceDocument({
    products: lines.map((line) => ({ ...line, vatRate: line.vatRate ?? DEFAULT_SALE_VAT_RATE })),
    services: [],
    coefficient: 1,
    isVatSubject,
  });
}

function atLeastZero(value: number, name: string): number {
  assertFinite(value, name);
  return Math.max(0, value);
}

function subtotal(lines: readonly PricedLine[]): Subtotal {
  return {
    netCents: sum(lines, 'netCents'),
    vatCents: sum(lines, 'vatCents'),
    totalCents: sum(lines, 'totalCents'),
  };
}

function vatLines(lines: readonly PricedLine[]): VatLine[] {
  const byRate = new Map<number, VatLine>();
  for (const line of lines) {
    const vatLine = byRate.get(line.vatRate) ?? { rate: line.vatRate, baseCents: 0, vatCents: 0 };
    vatLine.baseCents += line.netCents;
    vatLine.vatCents += line.vatCents;
    byRate.set(line.vatRate, vatLine);
  }
  return [...byRate.values()].sort((a, b) => a.rate - b.rate);
}

function sum(lines: readonly PricedLine[], key: Exclude<keyof PricedLine, 'vatRate'>): number {
  return lines.reduce((total, line) => total + line[key], 0);
}
