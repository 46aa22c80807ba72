// French labels for the dashboard charts (spec part 1 §2 "Chart locale is French", §9 euros with
// 2 decimals). Amounts arrive in euros; arithmetic goes through cents.
import type { SeriesPoint } from '@app/shared/dashboard';
import type { IsoDateRange } from '@app/shared/dates';
import { formatDateFr, formatEurosAmount } from '@app/shared/format';
import { eurosToCents } from '@app/shared/money';
import { addDaysIso, isCompleteRange } from '../../components/dates/period-filter-options';

export const formatAmount = formatEurosAmount;

const axisEuros = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  notation: 'compact',
  maximumFractionDigits: 1,
});

export const formatAxisEuros = (value: number) => axisEuros.format(value);

const axisCount = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

export const formatAxisCount = (value: number) => axisCount.format(value);

/** 'YYYY-MM-DD' → 'dd/MM' for axis ticks. */
export function formatShortDate(iso: string): string {
  return formatDateFr(iso).slice(0, 5);
}

/** The sum of a series in euros, added up in cents. */
export function seriesTotal(points: readonly SeriesPoint[]): number {
  return points.reduce((sum, point) => sum + eurosToCents(point.amount), 0) / 100;
}

export interface OverTimeRow {
  date: string;
  expenses: number;
  revenues: number;
}

/** Beyond two years of days, only the days with entries are drawn. */
const MAX_FILLED_DAYS = 731;

/**
 * One row per day of the range, in date order, 0 where nothing was recorded, so the lines show
 * quiet days as such (over a very long range, only the days with entries).
 */
export function mergeSeries(
  expenses: readonly SeriesPoint[],
  revenues: readonly SeriesPoint[],
  range?: IsoDateRange,
): OverTimeRow[] {
  const byDate = new Map<string, OverTimeRow>();
  const row = (date: string) => {
    let found = byDate.get(date);
    if (!found) {
      found = { date, expenses: 0, revenues: 0 };
      byDate.set(date, found);
    }
    return found;
  };
  if (range && isCompleteRange(range)) {
    for (let day = range.start, count = 0; day <= range.end && count < MAX_FILLED_DAYS; count++) {
      row(day);
      day = addDaysIso(day, 1);
    }
    if (byDate.size >= MAX_FILLED_DAYS) byDate.clear();
  }
  for (const point of expenses) row(point.date).expenses = point.amount;
  for (const point of revenues) row(point.date).revenues = point.amount;
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}
