import { describe, expect, test } from 'vitest';
import {
  DEFAULT_QUOTE_QUANTITY,
  DEFAULT_SALE_VAT_RATE,
  MAX_QUANTITY,
  dayCoefficient,
  priceCreditNote,
  priceDocument,
  priceLine,
  priceSale,
  type PricedDocument,
  type PricedLineInput,
} from './pricing';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const t0 = new Date('2026-06-12T10:00:00Z');
const after = (ms: number) => new Date(t0.getTime() + ms);

// Lines, subtotals, VAT lines and grand totals must always agree to the cent.
function expectAddsUp(doc: PricedDocument): void {
  const all = [...doc.products, ...doc.services];
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  for (const line of all) {
    expect(line.netCents).toBe(line.grossCents - line.discountCents);
    expect(line.totalCents).toBe(line.netCents + line.vatCents);
  }
  for (const [lines, subtotal] of [
    [doc.products, doc.productsSubtotal],
    [doc.services, doc.servicesSubtotal],
  ] as const) {
    expect(subtotal.netCents).toBe(sum(lines.map((l) => l.netCents)));
    expect(subtotal.vatCents).toBe(sum(lines.map((l) => l.vatCents)));
    expect(subtotal.totalCents).toBe(sum(lines.map((l) => l.totalCents)));
  }
  expect(doc.totalExclVatCents).toBe(doc.productsSubtotal.netCents + doc.servicesSubtotal.netCents);
  expect(doc.totalInclVatCents).toBe(doc.totalExclVatCents + doc.totalVatCents);
  expect(doc.totalDiscountCents).toBe(sum(all.map((l) => l.discountCents)));
  if (doc.vatLines.length > 0) {
    expect(sum(doc.vatLines.map((v) => v.baseCents))).toBe(doc.totalExclVatCents);
    expect(sum(doc.vatLines.map((v) => v.vatCents))).toBe(doc.totalVatCents);
  }
}

describe('constants', () => {
  test.each([
    { name: 'DEFAULT_SALE_VAT_RATE', value: DEFAULT_SALE_VAT_RATE, expected: 21 },
    { name: 'MAX_QUANTITY', value: MAX_QUANTITY, expected: 9999999 },
    { name: 'DEFAULT_QUOTE_QUANTITY', value: DEFAULT_QUOTE_QUANTITY, expected: 1 },
  ])('$name is $expected', ({ value, expected }) => {
    expect(value).toBe(expected);
  });
});

describe('dayCoefficient', () => {
  test.each([
    { label: 'same instant', start: t0, end: t0, expected: 1 },
    { label: '1 hour', start: t0, end: after(HOUR), expected: 1 },
    { label: '1 day', start: t0, end: after(DAY), expected: 1 },
    { label: '1 day and 1 ms', start: t0, end: after(DAY + 1), expected: 1.25 },
    { label: '25 hours', start: t0, end: after(25 * HOUR), expected: 1.25 },
    { label: '2 days', start: t0, end: after(2 * DAY), expected: 1.25 },
    { label: '3 days', start: t0, end: after(3 * DAY), expected: 1.5 },
    { label: '10 days', start: t0, end: after(10 * DAY), expected: 3.25 },
    { label: 'end before start', start: t0, end: after(-5 * DAY), expected: 1 },
    { label: 'calendar dates, same day', start: '2026-06-12', end: '2026-06-12', expected: 1 },
    { label: 'calendar dates, 1 day', start: '2026-06-12', end: '2026-06-13', expected: 1 },
    { label: 'calendar dates, 3 days', start: '2026-06-12', end: '2026-06-15', expected: 1.5 },
    { label: 'across a month end', start: '2026-02-27', end: '2026-03-02', expected: 1.5 },
    { label: 'spring DST change', start: '2026-03-28', end: '2026-03-30', expected: 1.25 },
    { label: 'autumn DST change', start: '2026-10-24', end: '2026-10-26', expected: 1.25 },
    {
      label: 'ISO timestamps, 25 hours',
      start: '2026-06-12T10:00:00Z',
      end: '2026-06-13T11:00:00Z',
      expected: 1.25,
    },
    {
      label: 'ISO timestamps with offsets, exactly 2 days',
      start: '2026-10-24T00:00:00+02:00',
      end: '2026-10-26T00:00:00+01:00',
      expected: 1.5,
    },
    { label: 'calendar date to Date', start: '2026-06-12', end: after(DAY), expected: 1.25 },
  ])('$label → $expected', ({ start, end, expected }) => {
    expect(dayCoefficient(start, end)).toBe(expected);
  });

  test.each([
    { label: 'impossible calendar date', start: '2026-02-30', end: '2026-03-02' },
    { label: 'impossible date in a timestamp', start: '2026-02-31T10:00:00Z', end: t0 },
    { label: 'not a date', start: 'demain', end: '2026-03-02' },
    { label: 'Invalid Date', start: new Date(Number.NaN), end: t0 },
  ])('$label throws a RangeError', ({ start, end }) => {
    expect(() => dayCoefficient(start, end)).toThrow(RangeError);
  });
});

describe('priceLine', () => {
  test.each<{
    label: string;
    line: PricedLineInput;
    coefficient?: number;
    expected: ReturnType<typeof priceLine>;
  }>([
    {
      label: 'product over 3 days with a discount',
      line: { priceCents: 1250, quantity: 3, discountCents: 500, vatRate: 21 },
      coefficient: 1.5,
      expected: {
        grossCents: 5625,
        discountCents: 500,
        netCents: 5125,
        vatRate: 21,
        vatCents: 1076,
        totalCents: 6201,
      },
    },
    {
      label: 'service (coefficient 1 by default)',
      line: { priceCents: 4575, quantity: 2, vatRate: 6 },
      expected: {
        grossCents: 9150,
        discountCents: 0,
        netCents: 9150,
        vatRate: 6,
        vatCents: 549,
        totalCents: 9699,
      },
    },
    {
      label: 'discount larger than the gross is ignored',
      line: { priceCents: 1000, quantity: 1, discountCents: 1500, vatRate: 21 },
      expected: {
        grossCents: 1000,
        discountCents: 0,
        netCents: 1000,
        vatRate: 21,
        vatCents: 210,
        totalCents: 1210,
      },
    },
    {
      label: 'discount larger than price × quantity but not than the gross with coefficient',
      line: { priceCents: 1000, quantity: 1, discountCents: 1200 },
      coefficient: 1.25,
      expected: {
        grossCents: 1250,
        discountCents: 1200,
        netCents: 50,
        vatRate: 0,
        vatCents: 0,
        totalCents: 50,
      },
    },
    {
      label: 'discount equal to the gross',
      line: { priceCents: 1000, quantity: 1, discountCents: 1000, vatRate: 21 },
      expected: {
        grossCents: 1000,
        discountCents: 1000,
        netCents: 0,
        vatRate: 21,
        vatCents: 0,
        totalCents: 0,
      },
    },
    {
      label: 'gross rounded half away from zero (12.5 cents)',
      line: { priceCents: 10, quantity: 1 },
      coefficient: 1.25,
      expected: {
        grossCents: 13,
        discountCents: 0,
        netCents: 13,
        vatRate: 0,
        vatCents: 0,
        totalCents: 13,
      },
    },
    {
      label: 'VAT of exactly half a cent rounds up (12.75 € at 6 %)',
      line: { priceCents: 1275, quantity: 1, vatRate: 6 },
      expected: {
        grossCents: 1275,
        discountCents: 0,
        netCents: 1275,
        vatRate: 6,
        vatCents: 77,
        totalCents: 1352,
      },
    },
    {
      label: 'VAT rate with a decimal (5.5 %)',
      line: { priceCents: 1990, quantity: 1, vatRate: 5.5 },
      expected: {
        grossCents: 1990,
        discountCents: 0,
        netCents: 1990,
        vatRate: 5.5,
        vatCents: 109,
        totalCents: 2099,
      },
    },
    {
      label: 'VAT rate above 100 is clamped to 100',
      line: { priceCents: 1000, quantity: 1, vatRate: 150 },
      expected: {
        grossCents: 1000,
        discountCents: 0,
        netCents: 1000,
        vatRate: 100,
        vatCents: 1000,
        totalCents: 2000,
      },
    },
    {
      label: 'fractional quantity is made whole',
      line: { priceCents: 1000, quantity: 2.7 },
      expected: {
        grossCents: 2000,
        discountCents: 0,
        netCents: 2000,
        vatRate: 0,
        vatCents: 0,
        totalCents: 2000,
      },
    },
    {
      label: 'maximum quantity',
      line: { priceCents: 1, quantity: MAX_QUANTITY, vatRate: 21 },
      expected: {
        grossCents: 9999999,
        discountCents: 0,
        netCents: 9999999,
        vatRate: 21,
        vatCents: 2100000,
        totalCents: 12099999,
      },
    },
  ])('$label', ({ line, coefficient, expected }) => {
    expect(priceLine(line, coefficient)).toEqual(expected);
  });

  test.each<{ label: string; line: PricedLineInput; coefficient?: number }>([
    { label: 'negative price', line: { priceCents: -500, quantity: 2, vatRate: 21 } },
    { label: 'negative quantity', line: { priceCents: 500, quantity: -2, vatRate: 21 } },
    {
      label: 'negative discount',
      line: { priceCents: 500, quantity: 2, discountCents: -300, vatRate: 21 },
    },
    { label: 'negative VAT rate', line: { priceCents: 500, quantity: 2, vatRate: -21 } },
    { label: 'negative coefficient', line: { priceCents: 500, quantity: 2 }, coefficient: -1.5 },
    {
      label: 'everything negative',
      line: { priceCents: -500, quantity: -2, discountCents: -300, vatRate: -21 },
      coefficient: -2,
    },
  ])('a total never goes below 0: $label', ({ line, coefficient }) => {
    const priced = priceLine(line, coefficient);
    for (const value of Object.values(priced)) expect(value).toBeGreaterThanOrEqual(0);
    expect(priced.discountCents).toBe(0);
  });

  test.each([
    { field: 'priceCents', line: { priceCents: Number.NaN, quantity: 1 } },
    { field: 'quantity', line: { priceCents: 100, quantity: Number.POSITIVE_INFINITY } },
    { field: 'discountCents', line: { priceCents: 100, quantity: 1, discountCents: Number.NaN } },
    { field: 'vatRate', line: { priceCents: 100, quantity: 1, vatRate: Number.NaN } },
  ])('non-finite $field throws a RangeError', ({ line }) => {
    expect(() => priceLine(line)).toThrow(RangeError);
  });
});

describe('priceDocument', () => {
  // Worked by hand. Rental from 12 to 15 June 2026: 3 days, coefficient 1 + 2 × 0.25 = 1.5.
  // Product: 12.50 € × 3 × 1.5 = 56.25 €, minus 5.00 € = 51.25 € excl. VAT;
  //          21 % of 51.25 € = 10.7625 € → 10.76 €; 62.01 € incl. VAT.
  // Service: 12.75 € × 1 = 12.75 € excl. VAT; 6 % = 0.765 € → 0.77 €; 13.52 € incl. VAT.
  // Totals: 64.00 € excl. VAT + 11.53 € VAT = 75.53 € incl. VAT, discount 5.00 €.
  test('worked quote example, to the cent', () => {
    const coefficient = dayCoefficient('2026-06-12', '2026-06-15');
    expect(coefficient).toBe(1.5);
    const doc = priceDocument({
      products: [{ priceCents: 1250, quantity: 3, discountCents: 500, vatRate: 21 }],
      services: [{ priceCents: 1275, quantity: 1, vatRate: 6 }],
      coefficient,
      isVatSubject: true,
    });
    expect(doc).toEqual({
      products: [
        {
          grossCents: 5625,
          discountCents: 500,
          netCents: 5125,
          vatRate: 21,
          vatCents: 1076,
          totalCents: 6201,
        },
      ],
      services: [
        {
          grossCents: 1275,
          discountCents: 0,
          netCents: 1275,
          vatRate: 6,
          vatCents: 77,
          totalCents: 1352,
        },
      ],
      productsSubtotal: { netCents: 5125, vatCents: 1076, totalCents: 6201 },
      servicesSubtotal: { netCents: 1275, vatCents: 77, totalCents: 1352 },
      totalExclVatCents: 6400,
      vatLines: [
        { rate: 6, baseCents: 1275, vatCents: 77 },
        { rate: 21, baseCents: 5125, vatCents: 1076 },
      ],
      totalVatCents: 1153,
      totalInclVatCents: 7553,
      totalDiscountCents: 500,
    });
    expectAddsUp(doc);
  });

  test.each<{
    label: string;
    products: PricedLineInput[];
    services: PricedLineInput[];
    coefficient: number;
    vatLines: { rate: number; baseCents: number; vatCents: number }[];
    totals: { excl: number; vat: number; incl: number; discount: number };
  }>([
    {
      label: '0 % and 21 % lines',
      products: [
        { priceCents: 1000, quantity: 2, vatRate: 21 },
        { priceCents: 333, quantity: 1, vatRate: 0 },
      ],
      services: [
        { priceCents: 1999, quantity: 1, vatRate: 21 },
        { priceCents: 500, quantity: 1, discountCents: 100, vatRate: 0 },
      ],
      coefficient: 1,
      vatLines: [
        { rate: 0, baseCents: 733, vatCents: 0 },
        { rate: 21, baseCents: 3999, vatCents: 840 },
      ],
      totals: { excl: 4732, vat: 840, incl: 5572, discount: 100 },
    },
    {
      label: 'rates sorted ascending, coefficient on products only',
      products: [
        { priceCents: 1000, quantity: 1, vatRate: 21 },
        { priceCents: 2000, quantity: 1, vatRate: 6 },
      ],
      services: [{ priceCents: 3000, quantity: 1, vatRate: 12 }],
      coefficient: 2,
      vatLines: [
        { rate: 6, baseCents: 4000, vatCents: 240 },
        { rate: 12, baseCents: 3000, vatCents: 360 },
        { rate: 21, baseCents: 2000, vatCents: 420 },
      ],
      totals: { excl: 9000, vat: 1020, incl: 10020, discount: 0 },
    },
    {
      // Once per rate: round(30 × 5.5 %) = round(1.65) = 2 cents, not 3 × round(0.55) = 3.
      label: 'VAT computed once on the rate’s base, not summed from the lines',
      products: [
        { priceCents: 10, quantity: 1, vatRate: 5.5 },
        { priceCents: 10, quantity: 1, vatRate: 5.5 },
        { priceCents: 10, quantity: 1, vatRate: 5.5 },
      ],
      services: [],
      coefficient: 1,
      vatLines: [{ rate: 5.5, baseCents: 30, vatCents: 2 }],
      totals: { excl: 30, vat: 2, incl: 32, discount: 0 },
    },
    {
      // The issue's case: the lines' VAT (12,69 × 3 = 38,07) overstates 21 % of 181,25 € = 38,06.
      label: 'TVA 21 % sur 181,25 € = 38,06 €',
      products: [
        { priceCents: 6042, quantity: 1, vatRate: 21 },
        { priceCents: 6042, quantity: 1, vatRate: 21 },
      ],
      services: [{ priceCents: 6041, quantity: 1, vatRate: 21 }],
      coefficient: 1,
      vatLines: [{ rate: 21, baseCents: 18125, vatCents: 3806 }],
      totals: { excl: 18125, vat: 3806, incl: 21931, discount: 0 },
    },
    {
      // 0.5 cent exactly: 10 × 5.5 % = 0.55 → 1 (half away from zero), per rate.
      label: 'a half cent on a rate’s base rounds away from zero',
      products: [{ priceCents: 10, quantity: 1, vatRate: 5 }],
      services: [],
      coefficient: 1,
      vatLines: [{ rate: 5, baseCents: 10, vatCents: 1 }],
      totals: { excl: 10, vat: 1, incl: 11, discount: 0 },
    },
    {
      label: 'ignored discount does not count in the total discount',
      products: [{ priceCents: 1000, quantity: 1, discountCents: 5000, vatRate: 21 }],
      services: [{ priceCents: 1000, quantity: 1, discountCents: 250, vatRate: 21 }],
      coefficient: 1,
      vatLines: [{ rate: 21, baseCents: 1750, vatCents: 368 }],
      totals: { excl: 1750, vat: 368, incl: 2118, discount: 250 },
    },
    {
      label: 'empty document',
      products: [],
      services: [],
      coefficient: 1.5,
      vatLines: [],
      totals: { excl: 0, vat: 0, incl: 0, discount: 0 },
    },
  ])('VAT subject: $label', ({ products, services, coefficient, vatLines, totals }) => {
    const doc = priceDocument({ products, services, coefficient, isVatSubject: true });
    expect(doc.vatLines).toEqual(vatLines);
    expect(doc.totalExclVatCents).toBe(totals.excl);
    expect(doc.totalVatCents).toBe(totals.vat);
    expect(doc.totalInclVatCents).toBe(totals.incl);
    expect(doc.totalDiscountCents).toBe(totals.discount);
    expectAddsUp(doc);
  });

  test.each<{ label: string; products: PricedLineInput[]; services: PricedLineInput[] }>([
    {
      label: 'rates sent are ignored',
      products: [{ priceCents: 1250, quantity: 3, discountCents: 500, vatRate: 21 }],
      services: [{ priceCents: 1275, quantity: 1, vatRate: 6 }],
    },
    {
      label: 'out-of-range rates are ignored',
      products: [{ priceCents: 1000, quantity: 1, vatRate: 150 }],
      services: [{ priceCents: 1000, quantity: 1, vatRate: -5 }],
    },
  ])('not VAT subject: VAT 0 and no VAT lines ($label)', ({ products, services }) => {
    const doc = priceDocument({ products, services, coefficient: 1.5, isVatSubject: false });
    expect(doc.vatLines).toEqual([]);
    expect(doc.totalVatCents).toBe(0);
    expect(doc.totalInclVatCents).toBe(doc.totalExclVatCents);
    for (const line of [...doc.products, ...doc.services]) {
      expect(line.vatRate).toBe(0);
      expect(line.vatCents).toBe(0);
      expect(line.totalCents).toBe(line.netCents);
    }
    expectAddsUp(doc);
  });

  test('the worked example without VAT', () => {
    const doc = priceDocument({
      products: [{ priceCents: 1250, quantity: 3, discountCents: 500, vatRate: 21 }],
      services: [{ priceCents: 1275, quantity: 1, vatRate: 6 }],
      coefficient: 1.5,
      isVatSubject: false,
    });
    expect(doc.totalExclVatCents).toBe(6400);
    expect(doc.totalInclVatCents).toBe(6400);
  });

  test('a document total never goes below 0', () => {
    const doc = priceDocument({
      products: [{ priceCents: -1000, quantity: 5, discountCents: 200, vatRate: 21 }],
      services: [{ priceCents: 1000, quantity: -1, discountCents: -500, vatRate: -6 }],
      coefficient: -1,
      isVatSubject: true,
    });
    expect(doc.totalInclVatCents).toBe(0);
    expect(doc.totalExclVatCents).toBe(0);
    expect(doc.totalDiscountCents).toBe(0);
    expectAddsUp(doc);
  });
});

describe('priceSale', () => {
  test.each<{
    label: string;
    lines: PricedLineInput[];
    isVatSubject: boolean;
    vatLines: { rate: number; baseCents: number; vatCents: number }[];
    excl: number;
    incl: number;
  }>([
    {
      label: 'missing rate defaults to 21 %',
      lines: [{ priceCents: 1999, quantity: 2 }],
      isVatSubject: true,
      vatLines: [{ rate: 21, baseCents: 3998, vatCents: 840 }],
      excl: 3998,
      incl: 4838,
    },
    {
      label: 'explicit rates, including 0 %',
      lines: [
        { priceCents: 1000, quantity: 1, vatRate: 6 },
        { priceCents: 500, quantity: 3, vatRate: 0 },
      ],
      isVatSubject: true,
      vatLines: [
        { rate: 0, baseCents: 1500, vatCents: 0 },
        { rate: 6, baseCents: 1000, vatCents: 60 },
      ],
      excl: 2500,
      incl: 2560,
    },
    {
      label: 'not VAT subject',
      lines: [{ priceCents: 1999, quantity: 2 }],
      isVatSubject: false,
      vatLines: [],
      excl: 3998,
      incl: 3998,
    },
  ])('$label', ({ lines, isVatSubject, vatLines, excl, incl }) => {
    const doc = priceSale(lines, isVatSubject);
    expect(doc.services).toEqual([]);
    expect(doc.vatLines).toEqual(vatLines);
    expect(doc.totalExclVatCents).toBe(excl);
    expect(doc.totalInclVatCents).toBe(incl);
    expectAddsUp(doc);
  });
});

describe('priceCreditNote', () => {
  // An invoice of three 10-cent lines at 5.5 %: base 30, VAT round(1.65) = 2, total 32.
  const threeLines = (alreadyCredited: number[], credit: number[]) =>
    [0, 1, 2].map((i) => ({
      netCents: 10,
      quantity: 1,
      vatRate: 5.5,
      alreadyCredited: alreadyCredited[i]!,
      credit: credit[i]!,
    }));

  test('the whole invoice at once gives back its exact totals', () => {
    expect(priceCreditNote(threeLines([0, 0, 0], [1, 1, 1]))).toEqual({
      lines: [{ netCents: 10 }, { netCents: 10 }, { netCents: 10 }],
      vatLines: [{ rate: 5.5, baseCents: 30, vatCents: 2 }],
      totalExclVatCents: 30,
      totalVatCents: 2,
      totalInclVatCents: 32,
    });
  });

  test('line by line, the credit notes add up to the invoice, VAT per rate included', () => {
    const notes = [
      priceCreditNote(threeLines([0, 0, 0], [1, 0, 0])),
      priceCreditNote(threeLines([1, 0, 0], [0, 1, 0])),
      priceCreditNote(threeLines([1, 1, 0], [0, 0, 1])),
    ];
    // 0.55 → 1, then 1.10 − 0.55 → 1 − 1 = 0, then 1.65 − 1.10 → 2 − 1 = 1.
    expect(notes.map((note) => note.totalVatCents)).toEqual([1, 0, 1]);
    expect(notes.reduce((total, note) => total + note.totalInclVatCents, 0)).toBe(32);
  });

  test('a discounted line credited unit by unit gives back its net exactly', () => {
    // 3 units for 1 000 cents net (after a discount): 333, 334 (667 − 333), 333 (1 000 − 667).
    const line = { netCents: 1000, quantity: 3, vatRate: 21 };
    const shares = [0, 1, 2].map(
      (already) =>
        priceCreditNote([{ ...line, alreadyCredited: already, credit: 1 }]).totalExclVatCents,
    );
    expect(shares).toEqual([333, 334, 333]);
    expect(priceCreditNote([{ ...line, alreadyCredited: 0, credit: 3 }])).toMatchObject({
      totalExclVatCents: 1000,
      vatLines: [{ rate: 21, baseCents: 1000, vatCents: 210 }],
      totalInclVatCents: 1210,
    });
  });

  test('two rates: only the credited rate appears', () => {
    const note = priceCreditNote([
      { netCents: 10000, quantity: 2, vatRate: 6, alreadyCredited: 0, credit: 1 },
      { netCents: 5000, quantity: 1, vatRate: 21, alreadyCredited: 0, credit: 0 },
    ]);
    expect(note.vatLines).toEqual([{ rate: 6, baseCents: 5000, vatCents: 300 }]);
    expect(note.totalInclVatCents).toBe(5300);
  });

  test('a line of 0 € credited keeps its rate, with a base and VAT of 0', () => {
    const note = priceCreditNote([
      { netCents: 0, quantity: 4, vatRate: 10, alreadyCredited: 0, credit: 4 },
      { netCents: 5000, quantity: 1, vatRate: 21, alreadyCredited: 0, credit: 0 },
    ]);
    expect(note.vatLines).toEqual([{ rate: 10, baseCents: 0, vatCents: 0 }]);
    expect(note.totalInclVatCents).toBe(0);
  });
});
