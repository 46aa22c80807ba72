import { describe, expect, test } from 'vitest';
import { toBusinessDate } from './accounting.js';

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
