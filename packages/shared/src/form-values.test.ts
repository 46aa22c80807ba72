import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import {
  formValue,
  optionalEuros,
  optionalId,
  optionalText,
  requiredEuros,
  requiredId,
} from './form-values.js';

/** The value a schema gives, or the message of its first issue. */
function read(schema: z.ZodType, value: unknown) {
  const parsed = schema.safeParse(value);
  return parsed.success ? { value: parsed.data } : { message: parsed.error.issues[0]?.message };
}

describe('formValue', () => {
  test.each([
    [' Micro ', 'Micro'],
    ['12,5', '12,5'],
    [12.5, '12.5'],
    ['a\u0000b', 'ab'],
    ['', undefined],
    ['   ', undefined],
    ['undefined', undefined],
    ['null', undefined],
    [null, undefined],
    [Number.NaN, undefined],
    [['x'], undefined],
  ])('%o reads as %o', (input, expected) => {
    expect(formValue(input)).toBe(expected);
  });
});

describe('euros', () => {
  const price = requiredEuros('manquant', 'invalide');
  test.each([
    ['45,50', { value: 45.5 }],
    ['0', { value: 0 }],
    [19.99, { value: 19.99 }],
    ['9999999.99', { value: 9_999_999.99 }],
    ['10000000', { message: 'invalide' }],
    ['-3', { message: 'invalide' }],
    ['12.345', { message: 'invalide' }],
    ['1e3', { message: 'invalide' }],
    ['', { message: 'manquant' }],
    ['undefined', { message: 'manquant' }],
  ])('required %o → %o', (input, expected) => {
    expect(read(price, input)).toEqual(expected);
  });

  test('optional: absent is undefined, a wrong value still answers its message', () => {
    const discount = optionalEuros('invalide');
    expect(read(discount, '')).toEqual({ value: undefined });
    expect(read(discount, 'abc')).toEqual({ message: 'invalide' });
  });
});

describe('ids', () => {
  test.each([
    ['12', { value: 12 }],
    [12, { value: 12 }],
    ['-1', { value: null }],
    ['', { value: null }],
    ['0', { message: 'introuvable' }],
    ['2147483648', { message: 'introuvable' }],
    ['2.5', { message: 'introuvable' }],
  ])('optional %o → %o', (input, expected) => {
    expect(read(optionalId('introuvable'), input)).toEqual(expected);
  });

  test.each([['-1'], [''], [undefined], ['abc']])('required %o → the missing message', (input) => {
    expect(read(requiredId('ID non spécifié.'), input)).toEqual({ message: 'ID non spécifié.' });
  });
});

test('optional text: null when not filled, the message when too long', () => {
  const address = optionalText(5, 'trop long');
  expect(read(address, '  ')).toEqual({ value: null });
  expect(read(address, ' Rue ')).toEqual({ value: 'Rue' });
  expect(read(address, 'Chaussée')).toEqual({ message: 'trop long' });
});
