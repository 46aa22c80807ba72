import { describe, expect, test } from 'vitest';
import { startEachTestOn } from '../../test/clock';
import {
  DEFAULT_PERIOD_OPTION,
  initialAccountingRange,
  initialPeriod,
  isCompleteRange,
  periodRange,
  readStoredPeriodOption,
  type PeriodOption,
} from './period-filter-options';

describe('periodRange', () => {
  test.each<[PeriodOption, string, { start: string; end: string } | null]>([
    ['today', '2026-03-15', { start: '2026-03-15', end: '2026-03-15' }],
    ['yesterday', '2026-03-01', { start: '2026-02-28', end: '2026-02-28' }],
    ['last7days', '2026-03-15', { start: '2026-03-09', end: '2026-03-15' }],
    ['last30days', '2026-03-15', { start: '2026-02-14', end: '2026-03-15' }],
    ['thisMonth', '2028-02-10', { start: '2028-02-01', end: '2028-02-29' }],
    ['lastMonth', '2026-01-20', { start: '2025-12-01', end: '2025-12-31' }],
    ['lastMonth', '2026-03-31', { start: '2026-02-01', end: '2026-02-28' }],
    ['thisYear', '2026-03-15', { start: '2026-01-01', end: '2026-12-31' }],
    ['lastYear', '2026-03-15', { start: '2025-01-01', end: '2025-12-31' }],
    ['custom', '2026-03-15', null],
  ])('%s on %s', (option, today, expected) => {
    expect(periodRange(option, today)).toEqual(expected);
  });

  test('last 30 days across a DST change still counts calendar days', () => {
    expect(periodRange('last30days', '2026-04-05')).toEqual({
      start: '2026-03-07',
      end: '2026-04-05',
    });
  });
});

describe('initial ranges', () => {
  // 23:30 UTC on 31 March is already 1 April in Brussels.
  startEachTestOn('2026-03-31T23:30:00Z');

  test('the list range runs from 1 January to the end of the current month (Brussels)', () => {
    expect(initialAccountingRange()).toEqual({ start: '2026-01-01', end: '2026-04-30' });
  });

  test('nothing stored: the last 30 days; a stored option is applied; custom keeps the initial range', () => {
    expect(readStoredPeriodOption()).toBe(DEFAULT_PERIOD_OPTION);
    expect(initialPeriod()).toEqual({
      option: 'last30days',
      range: { start: '2026-03-03', end: '2026-04-01' },
    });
    localStorage.setItem('dateFilterOption', 'lastYear');
    expect(initialPeriod().range).toEqual({ start: '2025-01-01', end: '2025-12-31' });
    localStorage.setItem('dateFilterOption', 'custom');
    expect(initialPeriod()).toEqual({
      option: 'custom',
      range: { start: '2026-01-01', end: '2026-04-30' },
    });
    localStorage.setItem('dateFilterOption', 'n importe quoi');
    expect(initialPeriod().option).toBe('last30days');
  });
});

test('a range is complete with two valid dates in order', () => {
  expect(isCompleteRange({ start: '2026-01-01', end: '2026-01-01' })).toBe(true);
  expect(isCompleteRange({ start: '2026-02-01', end: '2026-01-01' })).toBe(false);
  expect(isCompleteRange({ start: '2026-02-30', end: '2026-03-01' })).toBe(false);
  expect(isCompleteRange({ start: '', end: '2026-03-01' })).toBe(false);
});
