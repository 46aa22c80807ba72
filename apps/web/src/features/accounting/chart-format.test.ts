import { expect, test } from 'vitest';
import { plain } from '../../test/render-route';
import { formatAmount, formatShortDate, mergeSeries, seriesTotal } from './chart-format';

test('amounts in euros with 2 decimals, dates in French', () => {
  expect(plain(formatAmount(1234.5))).toBe('1 234,50 €');
  expect(formatShortDate('2026-03-07')).toBe('07/03');
});

test('totals add up in cents (no floating-point drift)', () => {
  expect(
    seriesTotal([
      { date: '2026-03-01', amount: 0.1 },
      { date: '2026-03-02', amount: 0.2 },
    ]),
  ).toBe(0.3);
  expect(seriesTotal([])).toBe(0);
});

test('one row per day of the range, 0 where nothing was recorded', () => {
  expect(
    mergeSeries(
      [{ date: '2026-03-02', amount: 20.5 }],
      [
        { date: '2026-03-02', amount: 5 },
        { date: '2026-03-04', amount: 300 },
      ],
      { start: '2026-03-01', end: '2026-03-04' },
    ),
  ).toEqual([
    { date: '2026-03-01', expenses: 0, revenues: 0 },
    { date: '2026-03-02', expenses: 20.5, revenues: 5 },
    { date: '2026-03-03', expenses: 0, revenues: 0 },
    { date: '2026-03-04', expenses: 0, revenues: 300 },
  ]);
});

test('over more than two years only the days with entries are drawn', () => {
  const rows = mergeSeries([{ date: '2025-06-01', amount: 1 }], [], {
    start: '2020-01-01',
    end: '2026-12-31',
  });
  expect(rows).toEqual([{ date: '2025-06-01', expenses: 1, revenues: 0 }]);
});
