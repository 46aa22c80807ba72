import { MAX_DOCUMENT_LINES } from '@app/shared/document-lines';
import { MAX_QUANTITY } from '@app/shared/pricing';
import {
  MSG_SALE_DATE_REQUIRED,
  MSG_SALE_NAME_REQUIRED,
  MSG_SALE_NEEDS_CLIENT,
  MSG_SALE_NEEDS_PRODUCT,
  MSG_SALE_TOO_MANY_LINES,
  MSG_SALE_UNIT_PRICE_INVALID,
} from '@app/shared/sales';
import { describe, expect, test } from 'vitest';
import { sale } from '../../test/fixtures';
import {
  allProductsAdded,
  blankLine,
  blankSale,
  chooseProduct,
  draftFromSale,
  maxQuantity,
  priceSaleDraft,
  saleDraftProblem,
  salePayload,
  type SaleDraft,
  type SaleDraftField,
  type SaleProduct,
} from './sale-draft';

const TENTE: SaleProduct = { id: 1, name: 'Tente 3x3', price: 45.5, tva_rate: 21, stock: 4 };
const BANC: SaleProduct = { id: 2, name: 'Banc brasserie', price: 3, tva_rate: 6, stock: 0 };

const filled = (changes: Partial<SaleDraft> = {}): SaleDraft => ({
  ...blankSale('2026-03-15'),
  name: 'Brocante',
  client_id: 5,
  lines: [chooseProduct(blankLine(), TENTE, {})],
  ...changes,
});

describe('saleDraftProblem', () => {
  test.each<[string, Partial<SaleDraft>, string, SaleDraftField]>([
    ['no product chosen', { lines: [blankLine()] }, MSG_SALE_NEEDS_PRODUCT, 'lines'],
    ['no client', { client_id: null }, MSG_SALE_NEEDS_CLIENT, 'client_id'],
    ['the -1 client', { client_id: -1 }, MSG_SALE_NEEDS_CLIENT, 'client_id'],
    ['a blank name', { name: '  ' }, MSG_SALE_NAME_REQUIRED, 'name'],
    ['no date', { recorded_date: '' }, MSG_SALE_DATE_REQUIRED, 'recorded_date'],
    [
      'an impossible date',
      { recorded_date: '2026-02-30' },
      MSG_SALE_DATE_REQUIRED,
      'recorded_date',
    ],
    [
      'a year the server refuses',
      { recorded_date: '0026-02-10' },
      MSG_SALE_DATE_REQUIRED,
      'recorded_date',
    ],
  ])('%s', (_, changes, message, field) => {
    expect(saleDraftProblem(filled(changes))).toEqual({ message, field });
  });

  test('a rule of one line gives its row, counting the empty rows the request leaves out', () => {
    const lines = [
      ...filled().lines,
      blankLine(),
      { ...chooseProduct(blankLine(), BANC, {}), unit_price: 2.555 },
    ];
    expect(saleDraftProblem(filled({ lines }))).toEqual({
      message: MSG_SALE_UNIT_PRICE_INVALID,
      field: 'lines',
      row: 2,
    });
  });

  test('a complete draft has none, even with an empty row', () => {
    expect(saleDraftProblem(filled({ lines: [...filled().lines, blankLine()] }))).toBeNull();
  });

  // The API refuses more lines than a document holds; the form says so first, in
  // the API's words, under the lines.
  test('500 products are a sale; one more is refused with the API’s message', () => {
    const lines = (count: number) =>
      Array.from({ length: count }, (_, i) =>
        chooseProduct(blankLine(), { ...TENTE, id: i + 1, name: `Article ${i + 1}` }, {}),
      );
    expect(saleDraftProblem(filled({ lines: lines(MAX_DOCUMENT_LINES) }))).toBeNull();
    expect(saleDraftProblem(filled({ lines: lines(MAX_DOCUMENT_LINES + 1) }))).toEqual({
      message: MSG_SALE_TOO_MANY_LINES,
      field: 'lines',
    });
  });
});

describe('quantities', () => {
  test.each([
    ['no product', undefined, {}, MAX_QUANTITY],
    ['a product: its stock', TENTE, {}, 4],
    ['a saved sale also holds 2 of it', TENTE, { 1: 2 }, 6],
    ['out of stock', BANC, {}, 0],
  ] as const)('%s', (_, product, held, max) => {
    expect(maxQuantity(product, held)).toBe(max);
  });

  test('choosing a product takes its price and rate, and caps the quantity at what is left', () => {
    const line = { ...blankLine(), quantity: 9 };
    expect(chooseProduct(line, TENTE, {})).toMatchObject({
      productId: 1,
      unit_price: 45.5,
      tva_rate: 21,
      quantity: 4,
    });
    expect(chooseProduct(line, undefined, {})).toMatchObject({ productId: -1 });
  });

  test('all products are added once each has a row', () => {
    expect(allProductsAdded([TENTE, BANC], [blankLine()])).toBe(false);
    expect(allProductsAdded([TENTE, BANC], [blankLine(), blankLine()])).toBe(true);
  });
});

describe('payload and totals', () => {
  test('rows without a product are left out; an empty rate is the default 21 %', () => {
    const draft = filled({
      lines: [{ ...chooseProduct(blankLine(), TENTE, {}), tva_rate: null }, blankLine()],
    });
    expect(salePayload(draft, true)).toEqual({
      name: 'Brocante',
      recorded_date: '2026-03-15',
      client_id: 5,
      products: [{ product_id: 1, quantity: 1, unit_price: 45.5, tva_rate: 21 }],
    });
    expect(priceSaleDraft(draft, true).totalInclVatCents).toBe(5506);
    expect(salePayload(draft, false).products).toEqual([
      { product_id: 1, quantity: 1, unit_price: 45.5 },
    ]);
    expect(priceSaleDraft(draft, false).totalInclVatCents).toBe(4550);
  });

  test('a saved sale keeps its id and what it holds of each product', () => {
    const saved = sale({ sale_id: 3, formatted_sale_id: 'VEN-2026-0003', name: 'Buvette' });
    const draft = draftFromSale(saved);
    expect(draft.held).toEqual({ 1: 2 });
    expect(salePayload(draft, true)).toEqual({
      sale_id: 3,
      name: 'Buvette',
      recorded_date: '2026-02-14',
      client_id: 5,
      products: [{ product_id: 1, quantity: 2, unit_price: 45.5, tva_rate: 21 }],
    });
  });
});
