// The one implementation of quote, invoice and sale totals (spec part 2 §5 and §9). The web
// shows these numbers while editing and the API recomputes them from the lines before saving,
// so both sides always agree to the cent.
import { toEpochMs } from './dates';
import { assertFinite, roundHalfAwayFromZero } from './money';

export const DEFAULT_SALE_VAT_RATE = 21;
export const MAX_QUANTITY = 9_999_999;
export const DEFAULT_QUOTE_QUANTITY = 1;

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
  /** Informative: the document's VAT is computed once per rate (see `vatLines`). */
  vatCents: number;
  /** Informative line amount including VAT. */
  totalCents: number;
};

/** Subtotals of a table of lines; `vatCents` and `totalCents` sum the informative line values. */
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
  return 1 + (rentalDays(start, end) - 1) * EXTRA_DAY_COEFFICIENT;
}

/** The days a rental is priced for: whole days between start and end, rounded up, at least 1. */
export function rentalDays(start: Date | string, end: Date | string): number {
  return Math.max(1, Math.ceil((toEpochMs(end) - toEpochMs(start)) / MS_PER_DAY));
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
 * Quote or invoice totals. Products take the day coefficient, services do not. The total
 * excluding VAT is the sum of the rounded line amounts; the VAT of each rate is computed once, on
 * that rate's base, rounded half away from zero (EN 16931 BR-CO-17), and the total including VAT
 * is the total excluding VAT plus those VAT amounts. Line amounts including VAT are informative:
 * their sum may differ from the total by a cent or two.
 */
export function priceDocument(input: PriceDocumentInput): PricedDocument {
  const withVat = (line: PricedLineInput): PricedLineInput =>
    input.isVatSubject ? line : { ...line, vatRate: 0 };
  const products = input.products.map((line) => priceLine(withVat(line), input.coefficient));
  const services = input.services.map((line) => priceLine(withVat(line), 1));
  const all = [...products, ...services];
  const perRate = input.isVatSubject ? vatLines(all) : [];
  const totalExclVatCents = sum(all, 'netCents');
  const totalVatCents = perRate.reduce((total, line) => total + line.vatCents, 0);
  return {
    products,
    services,
    productsSubtotal: subtotal(products),
    servicesSubtotal: subtotal(services),
    totalExclVatCents,
    vatLines: perRate,
    totalVatCents,
    totalInclVatCents: totalExclVatCents + totalVatCents,
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

/** One line per rate: the rate's base (sum of net line amounts) and its VAT, rounded once. */
export function vatLines(lines: readonly Pick<PricedLine, 'vatRate' | 'netCents'>[]): VatLine[] {
  const bases = new Map<number, number>();
  for (const line of lines) bases.set(line.vatRate, (bases.get(line.vatRate) ?? 0) + line.netCents);
  return [...bases]
    .sort(([a], [b]) => a - b)
    .map(([rate, baseCents]) => ({
      rate,
      baseCents,
      // base × rate first, as in priceLine: exact in integers, so a half cent stays a half.
      vatCents: roundHalfAwayFromZero((baseCents * rate) / 100),
    }));
}

function sum(lines: readonly PricedLine[], key: Exclude<keyof PricedLine, 'vatRate'>): number {
  return lines.reduce((total, line) => total + line[key], 0);
}

export type CreditLineInput = {
  /** The invoice line's amount excluding VAT (discount included) and quantity. */
  netCents: number;
  quantity: number;
  vatRate: number;
  /** Units already taken back by earlier credit notes. */
  alreadyCredited: number;
  /** Units this credit note takes back. */
  credit: number;
};

export type PricedCreditNote = {
  /** The amount excluding VAT taken back on each line. */
  lines: { netCents: number }[];
  vatLines: VatLine[];
  totalExclVatCents: number;
  totalVatCents: number;
  totalInclVatCents: number;
};

/**
 * What a credit note takes back from an invoice. Each line's share and each rate's VAT are
 * prorated on the cumulated credited quantity and differenced with what earlier credit notes
 * took, so that crediting every unit, in any number of notes, gives back exactly the invoice's
 * amounts, VAT per rate included (rounded once per rate, as on the invoice).
 */
export function priceCreditNote(lines: readonly CreditLineInput[]): PricedCreditNote {
  const share = (line: CreditLineInput, units: number) =>
    line.quantity === 0 ? 0 : roundHalfAwayFromZero((line.netCents * units) / line.quantity);
  const before = lines.map((line) => share(line, line.alreadyCredited));
  const after = lines.map((line) => share(line, line.alreadyCredited + line.credit));
  const rates = [...new Set(lines.map((line) => line.vatRate))].sort((a, b) => a - b);
  const vat = (base: number, rate: number) => roundHalfAwayFromZero((base * rate) / 100);
  const vatLines = rates
    .map((rate) => {
      const at = (amounts: number[]) =>
        lines.reduce((total, line, i) => total + (line.vatRate === rate ? amounts[i]! : 0), 0);
      const [baseBefore, baseAfter] = [at(before), at(after)];
      return {
        rate,
        baseCents: baseAfter - baseBefore,
        vatCents: vat(baseAfter, rate) - vat(baseBefore, rate),
      };
    })
    // A rate the note credits a line of, even a line of 0 €: every line's rate has its VAT
    // breakdown (EN 16931 BR-S-01, BR-Z-01…); the rates of lines left alone do not appear.
    .filter(
      (line) =>
        line.baseCents !== 0 ||
        line.vatCents !== 0 ||
        lines.some((credited) => credited.vatRate === line.rate && credited.credit > 0),
    );
  const credited = lines.map((_, i) => ({ netCents: after[i]! - before[i]! }));
  const totalExclVatCents = credited.reduce((total, line) => total + line.netCents, 0);
  const totalVatCents = vatLines.reduce((total, line) => total + line.vatCents, 0);
  return {
    lines: credited,
    vatLines,
    totalExclVatCents,
    totalVatCents,
    totalInclVatCents: totalExclVatCents + totalVatCents,
  };
}
