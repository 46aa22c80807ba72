import { describe, expect, test } from 'vitest';
import {
  addDaysIso,
  endOfMonthIso,
  isIsoDate,
  monthRangeIso,
  startOfYearIso,
  todayIso,
} from './dates';

describe('isIsoDate', () => {
  test.each([
    { value: '2026-02-28', expected: true },
    { value: '2026-12-31', expected: true },
    { value: '2024-02-29', expected: true },
    { value: '2000-02-29', expected: true },
    { value: '2026-02-29', expected: false },
    { value: '2100-02-29', expected: false },
    { value: '2026-02-30', expected: false },
    { value: '2026-04-31', expected: false },
    { value: '2026-13-01', expected: false },
    { value: '2026-00-10', expected: false },
    { value: '2026-01-00', expected: false },
    { value: '2026-4-1', expected: false },
    { value: ' 2026-04-01', expected: false },
    { value: '2026-04-01T00:00:00Z', expected: false },
    { value: '01/04/2026', expected: false },
    { value: '', expected: false },
    { value: 20260401, expected: false },
    { value: null, expected: false },
    { value: new Date('2026-04-01'), expected: false },
  ])('$value → $expected', ({ value, expected }) => {
    expect(isIsoDate(value)).toBe(expected);
  });
});

describe('business calendar in Europe/Brussels', () => {
  test.each([
    {
      label: 'just after midnight in Brussels, still the previous day in UTC (winter)',
      now: '2026-03-28T23:30:00Z',
      today: '2026-03-29',
      startOfYear: '2026-01-01',
      endOfMonth: '2026-03-31',
      month: { start: '2026-03-01', end: '2026-03-31' },
    },
    {
      label: 'just after midnight in Brussels, new month in Brussels only (summer)',
      now: '2026-06-30T22:15:00Z',
      today: '2026-07-01',
      startOfYear: '2026-01-01',
      endOfMonth: '2026-07-31',
      month: { start: '2026-07-01', end: '2026-07-31' },
    },
    {
      label: 'just before midnight in Brussels (summer)',
      now: '2026-06-30T21:59:59Z',
      today: '2026-06-30',
      startOfYear: '2026-01-01',
      endOfMonth: '2026-06-30',
      month: { start: '2026-06-01', end: '2026-06-30' },
    },
    {
      label: 'New Year in Brussels, still last year in UTC',
      now: '2025-12-31T23:05:00Z',
      today: '2026-01-01',
      startOfYear: '2026-01-01',
      endOfMonth: '2026-01-31',
      month: { start: '2026-01-01', end: '2026-01-31' },
    },
    {
      label: 'February of a leap year',
      now: '2028-02-10T12:00:00Z',
      today: '2028-02-10',
      startOfYear: '2028-01-01',
      endOfMonth: '2028-02-29',
      month: { start: '2028-02-01', end: '2028-02-29' },
    },
    {
      label: 'February of a common year',
      now: '2026-02-15T08:00:00Z',
      today: '2026-02-15',
      startOfYear: '2026-01-01',
      endOfMonth: '2026-02-28',
      month: { start: '2026-02-01', end: '2026-02-28' },
    },
    {
      label: 'night of the autumn DST change',
      now: '2026-10-25T00:30:00Z',
      today: '2026-10-25',
      startOfYear: '2026-01-01',
      endOfMonth: '2026-10-31',
      month: { start: '2026-10-01', end: '2026-10-31' },
    },
  ])('$label', ({ now, today, startOfYear, endOfMonth, month }) => {
    const instant = new Date(now);
    expect(todayIso(instant)).toBe(today);
    expect(startOfYearIso(instant)).toBe(startOfYear);
    expect(endOfMonthIso(instant)).toBe(endOfMonth);
    expect(monthRangeIso(instant)).toEqual(month);
  });

  test.each([
    { name: 'todayIso', fn: todayIso },
    { name: 'startOfYearIso', fn: startOfYearIso },
    { name: 'endOfMonthIso', fn: endOfMonthIso },
  ])('$name defaults to now and gives a calendar date', ({ fn }) => {
    expect(isIsoDate(fn())).toBe(true);
  });

  test('an Invalid Date throws a RangeError', () => {
    expect(() => todayIso(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('addDaysIso', () => {
  test.each([
    { from: '2026-01-31', days: 30, expected: '2026-03-02' },
    { from: '2028-02-28', days: 1, expected: '2028-02-29' },
    { from: '2026-12-15', days: 30, expected: '2027-01-14' },
    // Across the DST change of 29 March 2026: calendar days, not 24-hour steps in Brussels.
    { from: '2026-03-28', days: 2, expected: '2026-03-30' },
    { from: '2026-03-01', days: 0, expected: '2026-03-01' },
    { from: '2026-03-01', days: -1, expected: '2026-02-28' },
  ])('$from + $days → $expected', ({ from, days, expected }) => {
    expect(addDaysIso(from, days)).toBe(expected);
  });

  test('refuses fractions of days and impossible dates', () => {
    expect(() => addDaysIso('2026-03-01', 1.5)).toThrow(RangeError);
    expect(() => addDaysIso('2026-02-30', 1)).toThrow(RangeError);
  });
});
