import { describe, expect, test } from 'vitest';
import {
  MSG_COEFFICIENT_INVALID,
  MSG_DESCRIPTION_TOO_LONG,
  MSG_DUPLICATE_LINE,
  MSG_EVENT_INVALID,
  MSG_LINE_DISCOUNT_INVALID,
  MSG_LINE_PRICE_INVALID,
  MSG_LINE_VAT_INVALID,
  MSG_QUANTITY_INVALID,
  MSG_QUOTE_DATES_ORDER,
  MSG_QUOTE_ID_MISSING,
  MSG_QUOTE_NEEDS_CLIENT,
  MSG_QUOTE_NEEDS_DATES,
  MSG_QUOTE_NEEDS_LINE,
  quoteIdSchema,
} from './quotes.js';
import { quoteFieldsSchema } from './quote-fields.js';

const body = (overrides: Record<string, unknown> = {}) => ({
  client_id: 3,
  products: [{ product_id: 5, quantity: 2, price: 45.5, tva_rate: 21, discount: 10 }],
  services: [{ service_id: 7, quantity: '1', price: '60,1', tva_rate: '', discount: '' }],
  rent_date: '2026-06-01',
  reserved_from: '2026-06-12',
  reserved_until: '2026-06-15',
  description: ' Fête ',
  event_id: null,
  ...overrides,
});

/** The message of the first issue: the one the API answers. */
function firstMessage(value: unknown) {
  const parsed = quoteFieldsSchema.safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

describe('quoteFieldsSchema', () => {
  test('reads lines in cents, drops unselected rows and fills what is not sent', () => {
    const parsed = quoteFieldsSchema.parse(
      body({
        products: [
          { product_id: '-1', quantity: 'abc' },
          { product_id: 5, quantity: 2, price: 45.5, tva_rate: 21, discount: 10 },
        ],
      }),
    );
    expect(parsed).toEqual({
      products: [{ itemId: 5, quantity: 2, priceCents: 4550, vatRate: 21, discountCents: 1000 }],
      services: [{ itemId: 7, quantity: 1, priceCents: 6010, vatRate: 0, discountCents: 0 }],
      client_id: 3,
      rent_date: '2026-06-01',
      reserved_from: '2026-06-12',
      reserved_until: '2026-06-15',
      valid_until: null,
      coefficient: null,
      event_id: null,
      description: 'Fête',
      allow_overbooking: false,
    });
  });

  test.each([
    [true, true],
    ['true', true],
    [false, false],
    ['false', false],
    [null, false],
  ])('allow_overbooking %o reads as %o', (allow_overbooking, expected) => {
    expect(quoteFieldsSchema.parse(body({ allow_overbooking })).allow_overbooking).toBe(expected);
  });

  test.each([
    [{ valid_until: '2026-07-01', coefficient: '1,5', event_id: '4' }, ['2026-07-01', 1.5, 4]],
    [{ valid_until: 'demain', coefficient: '', event_id: -1 }, [null, null, null]],
    [{ valid_until: 'null', coefficient: 2, event_id: '' }, [null, 2, null]],
  ])('optional fields %o', (overrides, [valid_until, coefficient, event_id]) => {
    expect(quoteFieldsSchema.parse(body(overrides))).toMatchObject({
      valid_until,
      coefficient,
      event_id,
    });
  });

  test.each<[string, Record<string, unknown> | undefined, string]>([
    ['no body', undefined, MSG_QUOTE_NEEDS_LINE],
    ['no line, no client', { products: [], services: null, client_id: -1 }, MSG_QUOTE_NEEDS_LINE],
    ['lines that are not a list', { products: 'x' }, MSG_QUOTE_NEEDS_LINE],
    ['a row that is not an object', { products: [[5]] }, MSG_QUOTE_NEEDS_LINE],
    ['a malformed id', { products: [{ product_id: 'a' }] }, MSG_QUOTE_NEEDS_LINE],
    [
      'only unselected rows',
      { products: [{ product_id: -1 }], services: [] },
      MSG_QUOTE_NEEDS_LINE,
    ],
    [
      'a duplicate before its own wrong quantity',
      { products: [{ product_id: 5 }, { product_id: 5, quantity: -1 }] },
      MSG_DUPLICATE_LINE,
    ],
    [
      'the first wrong row',
      { products: [{ product_id: 5, quantity: 1.5 }, { product_id: 'a' }] },
      MSG_QUANTITY_INVALID,
    ],
    [
      'a price with 3 decimals',
      { products: [{ product_id: 5, price: '1,234' }] },
      MSG_LINE_PRICE_INVALID,
    ],
    ['a VAT rate over 100', { products: [{ product_id: 5, tva_rate: 150 }] }, MSG_LINE_VAT_INVALID],
    [
      'a negative discount',
      { products: [{ product_id: 5, discount: -1 }] },
      MSG_LINE_DISCOUNT_INVALID,
    ],
    [
      'a wrong line before no client',
      { products: [{ product_id: 5, quantity: 'x' }], client_id: '' },
      MSG_QUANTITY_INVALID,
    ],
    ['no client before no date', { client_id: 'x', reserved_from: '' }, MSG_QUOTE_NEEDS_CLIENT],
    ['an impossible date', { rent_date: '2026-02-30' }, MSG_QUOTE_NEEDS_DATES],
    ['a year out of range', { reserved_until: '0999-01-01' }, MSG_QUOTE_NEEDS_DATES],
    [
      'an end before the start',
      { reserved_until: '2026-06-01', coefficient: 'x' },
      MSG_QUOTE_DATES_ORDER,
    ],
    ['a zero coefficient', { coefficient: '0' }, MSG_COEFFICIENT_INVALID],
    ['a coefficient with 3 decimals', { coefficient: '1.234' }, MSG_COEFFICIENT_INVALID],
    ['a coefficient of 5 digits', { coefficient: 10000 }, MSG_COEFFICIENT_INVALID],
    ['a malformed event', { event_id: 'q' }, MSG_EVENT_INVALID],
    ['a long description', { description: 'x'.repeat(5001) }, MSG_DESCRIPTION_TOO_LONG],
  ])('refuses %s', (_label, overrides, message) => {
    expect(firstMessage(overrides && body(overrides))).toBe(message);
  });
});

describe('quoteIdSchema', () => {
  test.each([
    [{ quote_id: '12' }, { quote_id: 12 }],
    [{ quote_id: -1 }, MSG_QUOTE_ID_MISSING],
    [undefined, MSG_QUOTE_ID_MISSING],
    [['12'], MSG_QUOTE_ID_MISSING],
  ])('%o', (value, expected) => {
    const parsed = quoteIdSchema.safeParse(value);
    expect(parsed.success ? parsed.data : parsed.error.issues[0]?.message).toEqual(expected);
  });
});
