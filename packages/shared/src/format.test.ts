import { describe, expect, test } from 'vitest';
import {
  formatDateFr,
  formatDateTimeFr,
  formatDocumentNumber,
  formatEuros,
  formatEurosAmount,
  formatPercent,
} from './format';

// fr-FR groups thousands with U+202F (narrow no-break space) and puts U+00A0 (no-break space)
// before the currency and percent signs.
const NNBSP = '\u202f';
const NBSP = '\u00a0';

describe('formatEuros', () => {
  test.each([
    { cents: 123450, expected: `1${NNBSP}234,50${NBSP}€` },
    { cents: 1999, expected: `19,99${NBSP}€` },
    { cents: 5, expected: `0,05${NBSP}€` },
    { cents: 0, expected: `0,00${NBSP}€` },
    { cents: -0, expected: `0,00${NBSP}€` },
    { cents: 123456789, expected: `1${NNBSP}234${NNBSP}567,89${NBSP}€` },
    { cents: -123450, expected: `-1${NNBSP}234,50${NBSP}€` },
  ])('$cents cents → $expected', ({ cents, expected }) => {
    expect(formatEuros(cents)).toBe(expected);
  });
});

describe('formatDateFr', () => {
  test.each([
    { label: 'calendar date', value: '2026-03-28', expected: '28/03/2026' },
    { label: 'calendar date, first of January', value: '2026-01-01', expected: '01/01/2026' },
    {
      label: 'calendar date as serialized from a Date at UTC midnight',
      value: '2026-03-28T00:00:00.000Z',
      expected: '28/03/2026',
    },
    {
      label: 'instant after midnight in Brussels, previous day in UTC',
      value: new Date('2026-03-28T23:30:00Z'),
      expected: '29/03/2026',
    },
    {
      label: 'ISO timestamp after midnight in Brussels in summer',
      value: '2026-06-30T22:15:00Z',
      expected: '01/07/2026',
    },
    {
      label: 'ISO timestamp before midnight in Brussels',
      value: '2026-06-30T21:59:59Z',
      expected: '30/06/2026',
    },
    {
      label: 'ISO timestamp with an offset',
      value: '2026-01-05T23:30:00-05:00',
      expected: '06/01/2026',
    },
  ])('$label → $expected', ({ value, expected }) => {
    expect(formatDateFr(value)).toBe(expected);
  });

  test.each([
    { label: 'impossible calendar date', value: '2026-02-30' },
    { label: 'not a date', value: 'hier' },
    { label: 'French date', value: '28/03/2026' },
    { label: 'Invalid Date', value: new Date(Number.NaN) },
  ])('$label throws a RangeError', ({ value }) => {
    expect(() => formatDateFr(value)).toThrow(RangeError);
  });
});

describe('formatDateTimeFr', () => {
  test.each([
    { label: 'winter (UTC+1)', value: '2026-01-15T08:05:00Z', expected: '15/01/2026 09:05' },
    { label: 'summer (UTC+2)', value: '2026-07-01T21:59:00Z', expected: '01/07/2026 23:59' },
    {
      label: 'the next day in Brussels',
      value: '2026-06-30T22:15:00Z',
      expected: '01/07/2026 00:15',
    },
    { label: 'a Date', value: new Date('2026-03-29T01:30:00Z'), expected: '29/03/2026 03:30' },
  ])('$label → $expected', ({ value, expected }) => {
    expect(formatDateTimeFr(value)).toBe(expected);
  });

  test('Invalid Date throws a RangeError', () => {
    expect(() => formatDateTimeFr('hier')).toThrow(RangeError);
  });
});

describe('formatDocumentNumber', () => {
  test.each([
    { prefix: 'DEV', year: 2026, sequence: 1, expected: 'DEV-2026-0001' },
    { prefix: 'FAC', year: 2026, sequence: 42, expected: 'FAC-2026-0042' },
    { prefix: 'VEN', year: 2027, sequence: 9999, expected: 'VEN-2027-9999' },
    { prefix: 'DEV', year: 2026, sequence: 12345, expected: 'DEV-2026-12345' },
  ] as const)('$prefix $year $sequence → $expected', ({ prefix, year, sequence, expected }) => {
    expect(formatDocumentNumber(prefix, year, sequence)).toBe(expected);
  });

  test.each([
    { year: 2026, sequence: 0 },
    { year: 2026, sequence: -1 },
    { year: 2026, sequence: 1.5 },
    { year: 2026, sequence: Number.NaN },
    { year: 26, sequence: 1 },
    { year: 2026.5, sequence: 1 },
  ])('year $year, sequence $sequence throws a RangeError', ({ year, sequence }) => {
    expect(() => formatDocumentNumber('FAC', year, sequence)).toThrow(RangeError);
  });
});

describe('formatPercent', () => {
  test.each([
    { rate: 21, expected: `21${NBSP}%` },
    { rate: 5.5, expected: `5,5${NBSP}%` },
    { rate: 6, expected: `6${NBSP}%` },
    { rate: 12.5, expected: `12,5${NBSP}%` },
    { rate: 0, expected: `0${NBSP}%` },
    { rate: -0, expected: `0${NBSP}%` },
    { rate: 100, expected: `100${NBSP}%` },
  ])('$rate → $expected', ({ rate, expected }) => {
    expect(formatPercent(rate)).toBe(expected);
  });

  test('a non-finite rate throws a RangeError', () => {
    expect(() => formatPercent(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatEurosAmount', () => {
  test.each([
    [1234.5, '1\u202f234,50\u00a0€'],
    [0.1 + 0.2, '0,30\u00a0€'],
    [-42.35, '-42,35\u00a0€'],
  ])('%s € → %s', (euros, expected) => {
    expect(formatEurosAmount(euros)).toBe(expected);
  });
});
