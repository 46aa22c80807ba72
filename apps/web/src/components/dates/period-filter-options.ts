// The period filter of the accounting list (spec part 1 §4 "Accounting list", §9). Ranges are
// calendar dates 'YYYY-MM-DD' of the business time zone, both ends included.
import {
  endOfMonthIso,
  isIsoDate,
  isoDateToUtcMs,
  startOfYearIso,
  todayIso,
  type IsoDateRange,
} from '@app/shared/dates';
import { STORAGE_KEY_DATE_FILTER_OPTION } from '../../storage-keys';

export const PERIOD_OPTIONS = [
  { id: 'today', label: "Aujourd'hui" },
  { id: 'yesterday', label: 'Hier' },
  { id: 'last7days', label: 'Les 7 derniers jours' },
  { id: 'last30days', label: 'Les 30 derniers jours' },
  { id: 'thisMonth', label: 'Ce mois-ci' },
  { id: 'lastMonth', label: 'Le mois dernier' },
  { id: 'thisYear', label: 'Cette année' },
  { id: 'lastYear', label: "L'année dernière" },
  { id: 'custom', label: 'Personnalisé' },
] as const;

export type PeriodOption = (typeof PERIOD_OPTIONS)[number]['id'];

export const DEFAULT_PERIOD_OPTION: PeriodOption = 'last30days';

export interface Period {
  option: PeriodOption;
  range: IsoDateRange;
}

const DAY_MS = 86_400_000;

function fromUtcMs(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDaysIso(date: string, days: number): string {
  return fromUtcMs(isoDateToUtcMs(date) + days * DAY_MS);
}

function monthRange(year: number, month: number): IsoDateRange {
  // Day 0 of the next month is the last day of this one.
  const first = Date.UTC(year, month - 1, 1);
  const last = Date.UTC(year, month, 0);
  return { start: fromUtcMs(first), end: fromUtcMs(last) };
}

/** The range an option stands for on the given day; custom has none of its own. */
export function periodRange(option: PeriodOption, today: string = todayIso()): IsoDateRange | null {
  const [year, month] = today.split('-').map(Number) as [number, number];
  switch (option) {
    case 'today':
      return { start: today, end: today };
    case 'yesterday': {
      const yesterday = addDaysIso(today, -1);
      return { start: yesterday, end: yesterday };
    }
    case 'last7days':
      return { start: addDaysIso(today, -6), end: today };
    case 'last30days':
      return { start: addDaysIso(today, -29), end: today };
    case 'thisMonth':
      return monthRange(year, month);
    case 'lastMonth':
      return month === 1 ? monthRange(year - 1, 12) : monthRange(year, month - 1);
    case 'thisYear':
      return { start: `${year}-01-01`, end: `${year}-12-31` };
    case 'lastYear':
      return { start: `${year - 1}-01-01`, end: `${year - 1}-12-31` };
    case 'custom':
      return null;
  }
}

/** Spec §4: the list starts from 1 January of the current year to the end of the current month. */
export function initialAccountingRange(now: Date = new Date()): IsoDateRange {
  return { start: startOfYearIso(now), end: endOfMonthIso(now) };
}

export function isPeriodOption(value: unknown): value is PeriodOption {
  return PERIOD_OPTIONS.some((option) => option.id === value);
}

export function readStoredPeriodOption(): PeriodOption {
  try {
    const stored = localStorage.getItem(STORAGE_KEY_DATE_FILTER_OPTION);
    return isPeriodOption(stored) ? stored : DEFAULT_PERIOD_OPTION;
  } catch {
    return DEFAULT_PERIOD_OPTION;
  }
}

export function storePeriodOption(option: PeriodOption): void {
  try {
    localStorage.setItem(STORAGE_KEY_DATE_FILTER_OPTION, option);
  } catch {
    // Storage unavailable (private browsing): the choice lasts for this visit only.
  }
}

/**
 * The period a list opens with: the stored option (default: the last 30 days) applied at once;
 * Personnalisé, whose dates are not stored, starts from the initial range.
 */
export function initialPeriod(initialRange: IsoDateRange = initialAccountingRange()): Period {
  const option = readStoredPeriodOption();
  return { option, range: periodRange(option) ?? initialRange };
}

export function isCompleteRange(range: {
  start?: string | null;
  end?: string | null;
}): range is IsoDateRange {
  return isIsoDate(range.start) && isIsoDate(range.end) && range.start <= range.end;
}
