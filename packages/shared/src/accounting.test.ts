import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import {
  expenseFieldsSchema,
  expenseIdSchema,
  revenueFieldsSchema,
  updateExpenseSchema,
  updateRevenueSchema,
} from './accounting.js';
import { toBusinessDate } from './dates.js';

describe('toBusinessDate', () => {
  test.each([
    ['2026-03-14', '2026-03-14'],
    [' 2026-03-14 ', '2026-03-14'],
    // Local midnight in Brussels, as a date picker's Date serialises it.
    ['2026-03-14T23:00:00.000Z', '2026-03-15'],
    ['2026-07-14T22:00:00.000Z', '2026-07-15'],
    ['2026-07-14T21:59:59.999Z', '2026-07-14'],
    ['2026-12-31T23:30:00+00:00', '2027-01-01'],
  ])('%s is the calendar day %s', (input, expected) => {
    expect(toBusinessDate(input)).toBe(expected);
  });

  test.each([
    ['0000-01-01'],
    ['1899-12-31'],
    ['3000-01-01'],
    ['2026-02-30'],
    ['2026-02-30T10:00:00Z'],
    ['14/03/2026'],
    ['hier'],
    [''],
    [null],
    [20260314],
  ])('%o is not a date', (input) => {
    expect(toBusinessDate(input)).toBeUndefined();
  });
});

const REQUIRED = 'Veuillez remplir tous les champs obligatoires.';
const PRICE_INVALID = 'Le prix doit être un nombre positif avec 2 décimales au plus.';
const DATE_INVALID = 'La date doit être une date valide (AAAA-MM-JJ).';
const PAYMENT_INVALID = 'Moyen de paiement invalide : choisissez Cash, Carte bancaire ou Virement.';

/** The message a request answers: the first issue, as the API's error middleware reads it. */
const firstMessage = (schema: z.ZodType, body: unknown) =>
  schema.safeParse(body).error?.issues[0]?.message;

const expense = (overrides: Record<string, unknown> = {}) => ({
  product_name: 'Location sono',
  price: '125.50',
  recorded_date: '2026-03-14',
  payment_method: 'Virement',
  user_id: '-1',
  ...overrides,
});

describe('expenseFieldsSchema', () => {
  test('reads multipart strings, with -1 as the organization paying', () => {
    expect(expenseFieldsSchema.parse(expense({ event_id: '' }))).toEqual({
      product_name: 'Location sono',
      price_cents: 12550,
      recorded_date: '2026-03-14',
      payment_method: 'Virement',
      user_id: null,
      event_id: null,
      bank_line_id: null,
      received_document_id: null,
    });
  });

  test('bank_line_id (issue #31): an id on an add, ignored by an update', () => {
    expect(expenseFieldsSchema.parse(expense({ bank_line_id: '12' })).bank_line_id).toBe(12);
    expect(firstMessage(expenseFieldsSchema, expense({ bank_line_id: 'abc' }))).toBe(
      'Ligne bancaire invalide.',
    );
    const edit = updateExpenseSchema.parse(expense({ expense_id: '3', bank_line_id: 'abc' }));
    expect(edit).toMatchObject({ expense_id: 3, bank_line_id: null });
  });

  test('received_document_id (issue #33): an id on an add, ignored by an update', () => {
    const add = expenseFieldsSchema.parse(expense({ received_document_id: '7' }));
    expect(add.received_document_id).toBe(7);
    expect(firstMessage(expenseFieldsSchema, expense({ received_document_id: 'abc' }))).toBe(
      'Document reçu invalide.',
    );
    const edit = updateExpenseSchema.parse(
      expense({ expense_id: '3', received_document_id: 'abc' }),
    );
    expect(edit).toMatchObject({ expense_id: 3, received_document_id: null });
  });

  test('reads JSON numbers and a comma', () => {
    expect(
      expenseFieldsSchema.parse(expense({ price: 12.5, user_id: 7, event_id: 3 })),
    ).toMatchObject({ price_cents: 1250, user_id: 7, event_id: 3 });
    expect(expenseFieldsSchema.parse(expense({ price: '99,90' })).price_cents).toBe(9990);
  });

  test.each([
    ['no name', { product_name: '' }, REQUIRED],
    ['no price', { price: '' }, REQUIRED],
    ['a price of 0', { price: '0' }, REQUIRED],
    ['no date', { recorded_date: '' }, REQUIRED],
    ['no payment method', { payment_method: '' }, REQUIRED],
    ['no payer', { user_id: '' }, REQUIRED],
    ['an unset value sent by FormData', { product_name: 'undefined' }, REQUIRED],
    ['a missing field before a wrong one', { price: '1.005', user_id: '' }, REQUIRED],
    ['an unknown payment method', { payment_method: 'Chèque' }, PAYMENT_INVALID],
    ['a price with 3 decimals', { price: '1.005' }, PRICE_INVALID],
    ['a negative price', { price: '-5' }, PRICE_INVALID],
    ['a price over what 32-bit cents hold', { price: '30000000' }, PRICE_INVALID],
    ['a wrong price before a price of 0 elsewhere', { price: '1e308' }, PRICE_INVALID],
    ['an impossible date', { recorded_date: '2026-02-30' }, DATE_INVALID],
    ['a wrong date with a price of 0', { price: '0', recorded_date: 'hier' }, DATE_INVALID],
    ['a payer id that is not a number', { user_id: 'abc' }, 'Payeur invalide.'],
    ['a wrong event', { event_id: 'x' }, 'Événement invalide.'],
    [
      'a name too long',
      { product_name: 'a'.repeat(201) },
      'Le nom ne peut dépasser 200 caractères.',
    ],
  ])('refuses %s', (_label, overrides, message) => {
    expect(firstMessage(expenseFieldsSchema, expense(overrides))).toBe(message);
  });

  test('the required-fields issue names the first field not filled', () => {
    const issue = expenseFieldsSchema.safeParse(expense({ price: '0' })).error?.issues[0];
    expect(issue?.path).toEqual(['price']);
  });
});

describe('revenueFieldsSchema', () => {
  const revenue = (overrides: Record<string, unknown> = {}) => ({
    product_name: 'Bar',
    unit_price: '2,50',
    recorded_date: '2026-03-14T23:00:00.000Z',
    ...overrides,
  });

  test('only name, unit price and date are required; the quantity defaults to 1', () => {
    expect(revenueFieldsSchema.parse(revenue())).toEqual({
      product_name: 'Bar',
      unit_price_cents: 250,
      amount: 1,
      recorded_date: '2026-03-15',
      payment_method: null,
      event_id: null,
    });
    expect(
      revenueFieldsSchema.parse(revenue({ amount: 3, payment_method: 'Cash', event_id: -1 })),
    ).toMatchObject({ amount: 3, payment_method: 'Cash', event_id: null });
  });

  test.each([
    ['no name', { product_name: '' }, REQUIRED],
    ['a unit price of 0', { unit_price: 0 }, REQUIRED],
    ['a wrong price before a missing name', { product_name: '', unit_price: 'x' }, PRICE_INVALID],
    ['a missing name before a wrong quantity', { product_name: '', amount: 'x' }, REQUIRED],
    [
      'a quantity that is not whole',
      { amount: '1.5' },
      'La quantité doit être un nombre entier positif.',
    ],
    ['an unknown payment method', { payment_method: 'Chèque' }, PAYMENT_INVALID],
  ])('refuses %s', (_label, overrides, message) => {
    expect(firstMessage(revenueFieldsSchema, revenue(overrides))).toBe(message);
  });
});

describe('entry ids', () => {
  test.each([[undefined], [''], ['-1'], ['abc'], [0], ['2147483648']])('%o is refused', (id) => {
    expect(firstMessage(expenseIdSchema, { expense_id: id })).toBe(
      'Identifiant manquant ou invalide.',
    );
  });

  test('an update with a wrong field answers its message', () => {
    expect(firstMessage(updateExpenseSchema, expense({ expense_id: '3', product_name: '' }))).toBe(
      REQUIRED,
    );
  });

  test('the id is read before the fields of an update', () => {
    expect(firstMessage(updateRevenueSchema, { revenue_id: 'x' })).toBe(
      'Identifiant manquant ou invalide.',
    );
    expect(
      updateRevenueSchema.parse({
        revenue_id: '4',
        ...{ product_name: 'Bar', unit_price: 1, recorded_date: '2026-01-02' },
      }),
    ).toMatchObject({ revenue_id: 4, unit_price_cents: 100 });
  });
});
