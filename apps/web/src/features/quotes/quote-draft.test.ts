import { MAX_DOCUMENT_LINES } from '@app/shared/document-lines';
import {
  MSG_COEFFICIENT_INVALID,
  MSG_LINE_PRICE_INVALID,
  MSG_QUOTE_DATES_ORDER,
  MSG_QUOTE_NEEDS_CLIENT,
  MSG_QUOTE_NEEDS_DATES,
  MSG_QUOTE_NEEDS_LINE,
  MSG_QUOTE_TOO_MANY_LINES,
} from '@app/shared/quotes';
import { describe, expect, test } from 'vitest';
import { blankLine, blankQuote, quoteDraftProblem, type QuoteDraft } from './quote-draft';

const chosen = (itemId: number, price: number | null = 10) => ({
  ...blankLine(),
  itemId,
  price,
  tva_rate: 21,
});

const draft = (changes: Partial<QuoteDraft> = {}): QuoteDraft => ({
  ...blankQuote(),
  products: [chosen(5)],
  client_id: 3,
  reserved_from: '2026-06-12',
  reserved_until: '2026-06-15',
  coefficient: 1.75,
  ...changes,
});

describe('quoteDraftProblem', () => {
  test('a complete draft has none', () => {
    expect(quoteDraftProblem(draft(), true)).toBeNull();
    expect(quoteDraftProblem(draft({ coefficient: null }), true)).toBeNull();
  });

  test.each<[string, Partial<QuoteDraft>, string, string | undefined]>([
    ['no chosen line', { products: [blankLine()], client_id: null }, MSG_QUOTE_NEEDS_LINE, 'lines'],
    [
      'a wrong service price',
      { services: [chosen(7, -1)] },
      MSG_LINE_PRICE_INVALID,
      'service_lines',
    ],
    ['no client', { client_id: null, reserved_from: '' }, MSG_QUOTE_NEEDS_CLIENT, 'client_id'],
    ['no start date', { reserved_from: '' }, MSG_QUOTE_NEEDS_DATES, 'reserved_from'],
    ['no end date', { reserved_until: '' }, MSG_QUOTE_NEEDS_DATES, 'reserved_until'],
    [
      'an end before the start',
      { reserved_until: '2026-06-01' },
      MSG_QUOTE_DATES_ORDER,
      'reserved_until',
    ],
    ['a zero coefficient', { coefficient: 0 }, MSG_COEFFICIENT_INVALID, 'coefficient'],
  ])('%s', (_label, changes, message, field) => {
    const { row: _row, ...problem } = quoteDraftProblem(draft(changes), true) ?? {};
    expect(problem).toEqual({ message, field });
  });

  test('a rule of one line gives its row, counting the empty rows the request leaves out', () => {
    const products = [chosen(5), blankLine(), chosen(6, 12.555)];
    expect(quoteDraftProblem(draft({ products }), true)).toEqual({
      message: MSG_LINE_PRICE_INVALID,
      field: 'lines',
      row: 2,
    });
    const services = [blankLine(), chosen(7, -1)];
    expect(quoteDraftProblem(draft({ services }), true)).toEqual({
      message: MSG_LINE_PRICE_INVALID,
      field: 'service_lines',
      row: 1,
    });
  });

  test('a rule of the whole table gives no row', () => {
    expect(quoteDraftProblem(draft({ products: [blankLine()] }), true)).toEqual({
      message: MSG_QUOTE_NEEDS_LINE,
      field: 'lines',
    });
  });

  // The API refuses more lines than a document holds; the form says so first, in
  // the API's words.
  test.each<[string, number, number, string | null]>([
    ['500 lines, products and services together', 300, 200, null],
    ['501 products', MAX_DOCUMENT_LINES + 1, 0, 'lines'],
    ['501 services', 0, MAX_DOCUMENT_LINES + 1, 'service_lines'],
    ['300 products and 201 services', 300, 201, 'lines'],
  ])('%s', (_label, products, services, field) => {
    const rows = (count: number) => Array.from({ length: count }, (_, i) => chosen(i + 1));
    const problem = quoteDraftProblem(
      draft({ products: rows(products), services: rows(services) }),
      true,
    );
    expect(problem).toEqual(field === null ? null : { message: MSG_QUOTE_TOO_MANY_LINES, field });
  });
});
