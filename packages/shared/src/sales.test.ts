import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import { MSG_LINE_VAT_INVALID, MSG_QUANTITY_INVALID } from './quotes.js';
import {
  MSG_SALE_DATE_REQUIRED,
  MSG_SALE_ID_MISSING,
  MSG_SALE_NAME_REQUIRED,
  MSG_SALE_NAME_TOO_LONG,
  MSG_SALE_NEEDS_CLIENT,
  MSG_SALE_NEEDS_PRODUCT,
  MSG_SALE_UNIT_PRICE_INVALID,
  saleFieldsSchema,
  saleIdSchema,
  updateSaleSchema,
} from './sales.js';

const body = (overrides: Record<string, unknown> = {}) => ({
  sale_id: -1,
  name: ' Tournoi ',
  recorded_date: '2026-04-12',
  client_id: 3,
  products: [
    { product_id: 5, quantity: 4, unit_price: 2.5, tva_rate: 21 },
    { product_id: '6', quantity: '10', unit_price: '1,05', tva_rate: '6' },
  ],
  ...overrides,
});

/** The first issue: the message the API answers and the field the form marks. */
function firstIssue(value: unknown, schema: z.ZodType = saleFieldsSchema) {
  const issue = schema.safeParse(value).error?.issues[0];
  return issue && { message: issue.message, path: issue.path };
}

describe('saleFieldsSchema', () => {
  test('reads JSON numbers and multipart strings as cents, and drops the sale id', () => {
    expect(saleFieldsSchema.parse(body())).toEqual({
      name: 'Tournoi',
      recorded_date: '2026-04-12',
      client_id: 3,
      lines: [
        { productId: 5, quantity: 4, unitPriceCents: 250, vatRate: 21 },
        { productId: 6, quantity: 10, unitPriceCents: 105, vatRate: 6 },
      ],
      // Not sent: units a rental holds are refused until confirmed (issue #30).
      allow_overbooking: false,
    });
  });

  test('skips rows without a product; fills what is not sent (rate: the sale default 21 %)', () => {
    const parsed = saleFieldsSchema.parse(
      body({
        products: [
          { product_id: -1, quantity: 'abc' },
          { product_id: '', unit_price: 'x' },
          { product_id: 'undefined' },
          [],
          { product_id: 5 },
        ],
      }),
    );
    expect(parsed.lines).toEqual([{ productId: 5, quantity: 0, unitPriceCents: 0, vatRate: 21 }]);
  });

  test('negative numbers are floored at 0', () => {
    const parsed = saleFieldsSchema.parse(
      body({ products: [{ product_id: 5, quantity: -3, unit_price: '-2', tva_rate: -21 }] }),
    );
    expect(parsed.lines).toEqual([{ productId: 5, quantity: 0, unitPriceCents: 0, vatRate: 0 }]);
  });

  test('the same product twice is one line with both quantities, priced by its first row', () => {
    const parsed = saleFieldsSchema.parse(
      body({
        products: [
          { product_id: 5, quantity: 2, unit_price: 3 },
          { product_id: 5, quantity: 1, unit_price: 'not read' },
        ],
      }),
    );
    expect(parsed.lines).toEqual([{ productId: 5, quantity: 3, unitPriceCents: 300, vatRate: 21 }]);
  });

  test('an ISO instant is the business day in Brussels', () => {
    const parsed = saleFieldsSchema.parse(body({ recorded_date: '2026-04-11T23:30:00.000Z' }));
    expect(parsed.recorded_date).toBe('2026-04-12');
  });

  test.each<[string, Record<string, unknown>, string, (string | number)[]]>([
    ['no products', { products: undefined }, MSG_SALE_NEEDS_PRODUCT, ['products']],
    ['products that are not a list', { products: 4 }, MSG_SALE_NEEDS_PRODUCT, ['products']],
    [
      'only unselected rows',
      { products: [{ product_id: -1 }] },
      MSG_SALE_NEEDS_PRODUCT,
      ['products'],
    ],
    ['a row that is not an object', { products: [null] }, MSG_SALE_NEEDS_PRODUCT, ['products', 0]],
    [
      'a malformed product id',
      { products: [{ product_id: 'abc' }] },
      MSG_SALE_NEEDS_PRODUCT,
      ['products', 0, 'product_id'],
    ],
    [
      'a decimal quantity',
      { products: [{ product_id: 5, quantity: 1.5 }] },
      MSG_QUANTITY_INVALID,
      ['products', 0, 'quantity'],
    ],
    [
      'a price with 3 decimals',
      { products: [{ product_id: 5, unit_price: '1.005' }] },
      MSG_SALE_UNIT_PRICE_INVALID,
      ['products', 0, 'unit_price'],
    ],
    [
      'a price over 9 999 999,99 €',
      { products: [{ product_id: 5, unit_price: 10_000_000 }] },
      MSG_SALE_UNIT_PRICE_INVALID,
      ['products', 0, 'unit_price'],
    ],
    [
      'a VAT rate over 100',
      { products: [{ product_id: 5, tva_rate: 150 }] },
      MSG_LINE_VAT_INVALID,
      ['products', 0, 'tva_rate'],
    ],
    [
      'text that is not a number',
      { products: [{ product_id: 5 }, { product_id: 6, quantity: '-abc' }] },
      MSG_QUANTITY_INVALID,
      ['products', 1, 'quantity'],
    ],
    ['no client', { client_id: -1 }, MSG_SALE_NEEDS_CLIENT, ['client_id']],
    ['an empty client', { client_id: '' }, MSG_SALE_NEEDS_CLIENT, ['client_id']],
    ['a malformed client', { client_id: 'x' }, MSG_SALE_NEEDS_CLIENT, ['client_id']],
    ['a blank name', { name: '  ' }, MSG_SALE_NAME_REQUIRED, ['name']],
    ['a name of 201 characters', { name: 'a'.repeat(201) }, MSG_SALE_NAME_TOO_LONG, ['name']],
    ['no date', { recorded_date: '' }, MSG_SALE_DATE_REQUIRED, ['recorded_date']],
    [
      'an impossible date',
      { recorded_date: '2026-02-30' },
      MSG_SALE_DATE_REQUIRED,
      ['recorded_date'],
    ],
    ['the year 26', { recorded_date: '0026-02-10' }, MSG_SALE_DATE_REQUIRED, ['recorded_date']],
  ])('refuses %s', (_, overrides, message, path) => {
    expect(firstIssue(body(overrides))).toEqual({ message, path });
  });

  test('answers the first rule broken: the rows, then the client, the name and the date', () => {
    const everythingWrong = { products: [{ product_id: 5, quantity: 'x' }], client_id: '' };
    expect(firstIssue(body({ ...everythingWrong, name: '', recorded_date: '' }))?.message).toBe(
      MSG_QUANTITY_INVALID,
    );
    expect(firstIssue(body({ client_id: '', name: '', recorded_date: '' }))?.message).toBe(
      MSG_SALE_NEEDS_CLIENT,
    );
    expect(firstIssue(body({ name: '', recorded_date: '' }))?.message).toBe(MSG_SALE_NAME_REQUIRED);
    expect(firstIssue({})?.message).toBe(MSG_SALE_NEEDS_PRODUCT);
  });
});

describe('sale ids', () => {
  test.each([
    [{ sale_id: 7 }, { sale_id: 7 }],
    [{ sale_id: '7' }, { sale_id: 7 }],
  ])('%j is read', (value, expected) => {
    expect(saleIdSchema.parse(value)).toEqual(expected);
  });

  test.each([{}, { sale_id: -1 }, { sale_id: '' }, { sale_id: '1e308' }, { sale_id: 0 }])(
    '%j is refused',
    (value) => {
      expect(firstIssue(value, saleIdSchema)?.message).toBe(MSG_SALE_ID_MISSING);
    },
  );

  test('updateSale reads the id first, then the fields of createSale', () => {
    expect(updateSaleSchema.parse(body({ sale_id: '9' }))).toMatchObject({
      sale_id: 9,
      client_id: 3,
      lines: [{ productId: 5 }, { productId: 6 }],
    });
    expect(firstIssue(body({ sale_id: -1, client_id: -1 }), updateSaleSchema)).toEqual({
      message: MSG_SALE_ID_MISSING,
      path: ['sale_id'],
    });
  });
});
