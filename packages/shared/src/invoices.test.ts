import { describe, expect, test } from 'vitest';
import { createCreditNoteSchema } from './invoices';
import { addPaymentSchema, addRefundSchema, paymentStatus } from './payments.js';

describe('paymentStatus', () => {
  const base = { status: 'Validated' as const, dueDate: '2026-06-30', today: '2026-06-15' };
  test.each([
    { case: 'nothing paid yet', amountDueCents: 1000, amountPaidCents: 0, expected: 'unpaid' },
    { case: 'part paid', amountDueCents: 400, amountPaidCents: 600, expected: 'partial' },
    { case: 'all paid', amountDueCents: 0, amountPaidCents: 1000, expected: 'paid' },
    {
      case: 'overpaid after a credit note: money owed back',
      amountDueCents: -200,
      amountPaidCents: 1000,
      expected: 'refund_due',
    },
  ])('$case → $expected', ({ amountDueCents, amountPaidCents, expected }) => {
    expect(paymentStatus({ ...base, amountDueCents, amountPaidCents })).toBe(expected);
  });

  test('late: overdue the day after the due date, whether part was paid or not', () => {
    const late = { ...base, today: '2026-07-01' };
    expect(paymentStatus({ ...late, amountDueCents: 1000, amountPaidCents: 0 })).toBe('overdue');
    expect(paymentStatus({ ...late, amountDueCents: 10, amountPaidCents: 990 })).toBe('overdue');
    expect(
      paymentStatus({ ...base, today: '2026-06-30', amountDueCents: 1, amountPaidCents: 0 }),
    ).toBe('unpaid');
  });

  test('a pending invoice is never overdue', () => {
    expect(
      paymentStatus({
        ...base,
        status: 'Pending',
        today: '2027-01-01',
        amountDueCents: 1,
        amountPaidCents: 0,
      }),
    ).toBe('unpaid');
  });
});

describe('request schemas', () => {
  test('a payment in euros with at most 2 decimals, a calendar date and a known method', () => {
    expect(
      addPaymentSchema.parse({ amount: 12.5, paid_at: '2026-06-15', method: 'Virement' }),
    ).toEqual({
      amount: 12.5,
      paid_at: '2026-06-15',
      method: 'Virement',
      create_revenue: false,
    });
    expect(
      addPaymentSchema.safeParse({ amount: 0.001, paid_at: '2026-06-15', method: 'Cash' }).success,
    ).toBe(false);
    expect(
      addPaymentSchema.safeParse({ amount: 1, paid_at: '0202-06-15', method: 'Cash' }).success,
    ).toBe(false);
  });

  test('a refund: euros with at most 2 decimals, a calendar date, a known method; Sortie optional', () => {
    expect(addRefundSchema.parse({ amount: 60.5, paid_at: '2026-06-15', method: 'Cash' })).toEqual({
      amount: 60.5,
      paid_at: '2026-06-15',
      method: 'Cash',
      create_expense: false,
    });
    expect(
      addRefundSchema.safeParse({ amount: -1, paid_at: '2026-06-15', method: 'Cash' }).error
        ?.issues[0]?.message,
    ).toBe('Le montant du remboursement doit être un nombre positif avec au plus 2 décimales.');
  });

  test('a credit note needs a reason; its lines are whole positive quantities', () => {
    expect(createCreditNoteSchema.parse({ reason: ' Retour ' })).toEqual({ reason: 'Retour' });
    expect(createCreditNoteSchema.safeParse({ reason: '' }).success).toBe(false);
    expect(
      createCreditNoteSchema.safeParse({
        reason: 'x',
        lines: [{ invoice_line_id: 1, quantity: 1.5 }],
      }).success,
    ).toBe(false);
    expect(createCreditNoteSchema.safeParse({ reason: 'x', lines: [] }).success).toBe(false);
  });
});
