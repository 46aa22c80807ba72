import { MSG_REQUIRED_FIELDS } from '@app/shared/accounting';
import { describe, expect, test } from 'vitest';
import { blankExpense, blankRevenue, expenseProblem, revenueProblem } from './accounting-drafts';

const receipt = new File(['%PDF'], 'facture.pdf', { type: 'application/pdf' });

describe('expenseProblem', () => {
  const filled = () => ({
    ...blankExpense('2026-03-14'),
    product_name: 'Location sono',
    price: 125.5,
    payment_method: 'Virement' as const,
    file: receipt,
  });

  test('a complete draft has no problem', () => {
    expect(expenseProblem(filled())).toBeNull();
  });

  test.each([
    ['product_name', { product_name: ' ' }],
    ['price', { price: 0 }],
    ['recorded_date', { recorded_date: '' }],
    ['payment_method', { payment_method: null }],
    ['user_id', { user_id: null }],
    ['file', { file: null }],
  ] as const)('%s not filled is the required-fields message', (field, change) => {
    expect(expenseProblem({ ...filled(), ...change })).toEqual({
      message: MSG_REQUIRED_FIELDS,
      field,
    });
  });

  test('a wrong value answers the server message for its field', () => {
    expect(expenseProblem({ ...filled(), price: 1.005 })).toEqual({
      message: 'Le prix doit être un nombre positif avec 2 décimales au plus.',
      field: 'price',
    });
  });
});

describe('revenueProblem', () => {
  test('only the name, the unit price and the date are required', () => {
    const draft = { ...blankRevenue('2026-03-14'), product_name: 'Bar', unit_price: 2.5 };
    expect(revenueProblem(draft)).toBeNull();
    expect(revenueProblem({ ...draft, unit_price: null })).toEqual({
      message: MSG_REQUIRED_FIELDS,
      field: 'unit_price',
    });
  });
});
