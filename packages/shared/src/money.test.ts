import { describe, expect, test } from 'vitest';
import { centsToEuros, eurosToCents, roundHalfAwayFromZero } from './money';

describe('roundHalfAwayFromZero', () => {
  test.each([
    { x: 0.5, expected: 1 },
    { x: -0.5, expected: -1 },
    { x: 1.5, expected: 2 },
    { x: 2.5, expected: 3 },
    { x: -2.5, expected: -3 },
    { x: 0.49, expected: 0 },
    { x: -0.49, expected: 0 },
    { x: 0.51, expected: 1 },
    { x: 2.4999, expected: 2 },
    { x: 42, expected: 42 },
    { x: 0, expected: 0 },
    // Float noise: these products are a few ulps below the exact half they stand for.
    { x: 1.005 * 100, expected: 101 },
    { x: 2.675 * 100, expected: 268 },
    { x: 0.285 * 100, expected: 29 },
    { x: -1.005 * 100, expected: -101 },
    // Beyond 2^52 every double is a whole number and must come back unchanged.
    { x: 2 ** 53, expected: 2 ** 53 },
    { x: 2 ** 52 + 1, expected: 2 ** 52 + 1 },
    { x: 2 ** 51 + 0.5, expected: 2 ** 51 + 1 },
  ])('$x → $expected', ({ x, expected }) => {
    expect(roundHalfAwayFromZero(x)).toBe(expected);
  });

  test('never returns -0', () => {
    expect(Object.is(roundHalfAwayFromZero(-0.2), 0)).toBe(true);
    expect(Object.is(roundHalfAwayFromZero(-0), 0)).toBe(true);
  });
});

describe('eurosToCents', () => {
  test.each([
    { euros: 19.99, cents: 1999 },
    { euros: 12.5, cents: 1250 },
    { euros: 0.1, cents: 10 },
    { euros: 1.15, cents: 115 },
    { euros: 2.675, cents: 268 },
    { euros: 1.005, cents: 101 },
    { euros: 0.07, cents: 7 },
    { euros: 1234567.89, cents: 123456789 },
    { euros: -4.35, cents: -435 },
    { euros: 0, cents: 0 },
  ])('$euros € → $cents cents', ({ euros, cents }) => {
    expect(eurosToCents(euros)).toBe(cents);
  });
});

describe('centsToEuros', () => {
  test.each([
    { cents: 1999, euros: 19.99, json: '19.99' },
    { cents: 1250, euros: 12.5, json: '12.5' },
    { cents: 7, euros: 0.07, json: '0.07' },
    { cents: 115, euros: 1.15, json: '1.15' },
    { cents: 123456789, euros: 1234567.89, json: '1234567.89' },
    { cents: -435, euros: -4.35, json: '-4.35' },
    { cents: 0, euros: 0, json: '0' },
  ])('$cents cents → $json', ({ cents, euros, json }) => {
    expect(centsToEuros(cents)).toBe(euros);
    expect(JSON.stringify(centsToEuros(cents))).toBe(json);
  });

  test.each([0, 1, 7, 99, 1999, 12345, 99999999])('round trip of %i cents', (cents) => {
    expect(eurosToCents(centsToEuros(cents))).toBe(cents);
  });
});

describe('non-finite input', () => {
  test.each([
    { name: 'roundHalfAwayFromZero', fn: roundHalfAwayFromZero },
    { name: 'eurosToCents', fn: eurosToCents },
    { name: 'centsToEuros', fn: centsToEuros },
  ])('$name throws a RangeError', ({ fn }) => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(() => fn(value)).toThrow(RangeError);
    }
  });
});
