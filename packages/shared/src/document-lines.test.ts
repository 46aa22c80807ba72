// Every list a request carries is bounded, and a list beyond the bound is refused
// with a message naming it, never cut short (createSale kept the first 200 rows of 205).
import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import { MAX_DOCUMENT_LINES } from './document-lines.js';
import { createCreditNoteSchema, MSG_CREDIT_NOTE_TOO_MANY_LINES } from './invoices.js';
import { quoteFieldsSchema } from './quote-fields.js';
import { MSG_QUOTE_TOO_MANY_LINES } from './quotes.js';
import { MSG_RETURN_TOO_MANY_LINES, returnSchema } from './rental-movements.js';
import { MSG_SALE_TOO_MANY_LINES, saleFieldsSchema, updateSaleSchema } from './sales.js';

const rows = <Row>(count: number, row: (id: number) => Row) =>
  Array.from({ length: count }, (_, index) => row(index + 1));

const quote = (products: number, services: number) => ({
  client_id: 3,
  products: rows(products, (product_id) => ({ product_id, quantity: 1, price: 1 })),
  services: rows(services, (service_id) => ({ service_id, quantity: 1, price: 1 })),
  rent_date: '2026-06-01',
  reserved_from: '2026-06-01',
  reserved_until: '2026-06-02',
});
const sale = (count: number) => ({
  sale_id: 9,
  name: 'Tournoi',
  recorded_date: '2026-04-12',
  client_id: 3,
  products: rows(count, (product_id) => ({ product_id, quantity: 1, unit_price: 1 })),
});
const creditNote = (count: number) => ({
  reason: 'Retour',
  lines: rows(count, (invoice_line_id) => ({ invoice_line_id, quantity: 1 })),
});
const giveBack = (count: number) => ({
  date: '2026-06-02',
  products: rows(count, (product_id) => ({ product_id, quantity_returned: 1 })),
});

/** The first issue: the message the API answers and the field the form marks. */
function firstIssue(schema: z.ZodType, value: unknown) {
  const issue = schema.safeParse(value).error?.issues[0];
  return issue && { message: issue.message, path: issue.path };
}

/** Label, schema, request of n rows, message, field refused, field of the parsed lines. */
type Case = [string, z.ZodType, (count: number) => unknown, string, string, string];

const cases: Case[] = [
  [
    'quote products',
    quoteFieldsSchema,
    (n) => quote(n, 0),
    MSG_QUOTE_TOO_MANY_LINES,
    'products',
    'products',
  ],
  [
    'quote services',
    quoteFieldsSchema,
    (n) => quote(0, n),
    MSG_QUOTE_TOO_MANY_LINES,
    'services',
    'services',
  ],
  ['createSale', saleFieldsSchema, sale, MSG_SALE_TOO_MANY_LINES, 'products', 'lines'],
  ['updateSale', updateSaleSchema, sale, MSG_SALE_TOO_MANY_LINES, 'products', 'lines'],
  [
    'credit note',
    createCreditNoteSchema,
    creditNote,
    MSG_CREDIT_NOTE_TOO_MANY_LINES,
    'lines',
    'lines',
  ],
  ['return', returnSchema, giveBack, MSG_RETURN_TOO_MANY_LINES, 'products', 'products'],
];

describe(`at most ${MAX_DOCUMENT_LINES} lines per request`, () => {
  test('the messages name the limit', () => {
    expect([
      MSG_QUOTE_TOO_MANY_LINES,
      MSG_SALE_TOO_MANY_LINES,
      MSG_CREDIT_NOTE_TOO_MANY_LINES,
      MSG_RETURN_TOO_MANY_LINES,
    ]).toEqual([
      'Un devis compte au plus 500 lignes (produits et services réunis).',
      'Une vente compte au plus 500 lignes.',
      'Une note de crédit compte au plus 500 lignes.',
      'Un retour compte au plus 500 produits.',
    ]);
  });

  test.each(cases)('%s: 500 rows are read whole', (_label, schema, request, ...[, , read]) => {
    const parsed = schema.safeParse(request(MAX_DOCUMENT_LINES));
    expect(parsed.error?.issues).toBeUndefined();
    expect((parsed.data as Record<string, unknown[]>)[read]).toHaveLength(MAX_DOCUMENT_LINES);
  });

  test.each(cases)('%s: 501 rows are refused, first', (_label, schema, request, message, field) => {
    expect(firstIssue(schema, request(MAX_DOCUMENT_LINES + 1))).toEqual({ message, path: [field] });
  });

  test('a list of 1,000,000 rows is refused by its length, not row by row', () => {
    const many = { ...sale(0), products: Array.from({ length: 1_000_000 }, () => 'x') };
    expect(firstIssue(saleFieldsSchema, many)?.message).toBe(MSG_SALE_TOO_MANY_LINES);
  });

  test('unselected rows of a sale count: the request is refused, not trimmed', () => {
    const request = sale(MAX_DOCUMENT_LINES);
    request.products.push({ product_id: -1, quantity: 1, unit_price: 1 });
    expect(firstIssue(saleFieldsSchema, request)?.message).toBe(MSG_SALE_TOO_MANY_LINES);
  });

  test('a quote holds 500 lines with both tables together', () => {
    expect(quoteFieldsSchema.safeParse(quote(300, 200)).success).toBe(true);
    expect(firstIssue(quoteFieldsSchema, quote(300, 201))).toEqual({
      message: MSG_QUOTE_TOO_MANY_LINES,
      path: ['products'],
    });
  });
});
