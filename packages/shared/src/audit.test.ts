import { describe, expect, test } from 'vitest';
import { AUDIT_ACTIONS, auditPageQuerySchema, isAuditAction, maskIban } from './audit';

describe('maskIban: the country code and the last 4 characters, the rest as dots', () => {
  test.each([
    { iban: 'BE68539007547034', expected: 'BE•• •••• •••• 7034' },
    { iban: 'be68 5390 0754 7034', expected: 'BE•• •••• •••• 7034' },
    { iban: 'FR7630006000011234567890189', expected: 'FR•• •••• •••• •••• •••• •••0 189' },
    { iban: 'NL91ABNA0417164300', expected: 'NL•• •••• •••• ••43 00' },
    { iban: '12345678', expected: '•••• 5678' },
    { iban: '123456', expected: '•••• 56' },
    { iban: '1234', expected: '••••' },
    { iban: '', expected: null },
    { iban: null, expected: null },
  ])('$iban → $expected', ({ iban, expected }) => {
    expect(maskIban(iban)).toBe(expected);
  });

  test('never shows more than 4 characters of the account itself', () => {
    const masked = maskIban('BE68539007547034')!;
    expect(masked.replace(/[•\s]/g, '')).toBe('BE7034');
  });
});

describe('the actions', () => {
  test('each has a French label; codes are area.verb', () => {
    for (const [action, label] of Object.entries(AUDIT_ACTIONS)) {
      expect(action).toMatch(/^[a-z_]+\.[a-z_]+$/);
      expect(label.length).toBeGreaterThan(3);
      expect(isAuditAction(action)).toBe(true);
    }
    expect(isAuditAction('toString')).toBe(false);
  });
});

describe('auditPageQuerySchema', () => {
  test.each([
    { query: {}, page: 1 },
    { query: { page: '3' }, page: 3 },
  ])('$query → page $page', ({ query, page }) => {
    expect(auditPageQuerySchema.parse(query)).toEqual({ page });
  });

  test.each([{ page: '0' }, { page: '-1' }, { page: 'abc' }, { page: ['1', '2'] }])(
    '%o is refused in French',
    (query) => {
      expect(auditPageQuerySchema.safeParse(query).error?.issues[0]?.message).toBe(
        'Numéro de page invalide : un nombre entier à partir de 1.',
      );
    },
  );
});
