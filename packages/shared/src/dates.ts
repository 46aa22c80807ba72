// Business records carry calendar dates ('YYYY-MM-DD'); "today", the current month and the
// current year are those of the business time zone, not of the machine running the code.

import { lazy } from './lazy';

export const BUSINESS_TIME_ZONE = 'Europe/Brussels';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export type IsoDateRange = { start: string; end: string };

export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

// UTC midnight of a calendar date: arithmetic on these never crosses a DST change.
export function isoDateToUtcMs(value: string): number {
  if (!isIsoDate(value)) throw new RangeError(`Invalid calendar date: ${value}`);
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  // setUTCFullYear, unlike Date.UTC, does not map years 0-99 to 1900-1999.
  return new Date(0).setUTCFullYear(year, month - 1, day);
}

// Instant of a Date, a calendar date (its UTC midnight) or an ISO timestamp. V8's Date.parse
// rolls impossible dates over ('2026-02-30' becomes 2 March), so the date part is checked first.
export function toEpochMs(value: Date | string): number {
  if (typeof value !== 'string') {
    const ms = value.getTime();
    if (Number.isNaN(ms)) throw new RangeError('Invalid Date');
    return ms;
  }
  const datePart = value.slice(0, 10);
  if (value.length === 10) return isoDateToUtcMs(value);
  const ms = Date.parse(value);
  if (!isIsoDate(datePart) || value[10] !== 'T' || Number.isNaN(ms)) {
    throw new RangeError(`Invalid date or timestamp: ${value}`);
  }
  return ms;
}

export function todayIso(now: Date = new Date()): string {
  const { year, month, day } = businessDateParts(now);
  return toIsoDate(year, month, day);
}

/** The calendar date `days` days after (or before, when negative) an ISO date. */
export function addDaysIso(value: string, days: number): string {
  if (!Number.isInteger(days)) throw new RangeError(`Invalid number of days: ${String(days)}`);
  const date = new Date(isoDateToUtcMs(value) + days * 86_400_000);
  return toIsoDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

export function startOfYearIso(now: Date = new Date()): string {
  return toIsoDate(businessDateParts(now).year, 1, 1);
}

export function endOfMonthIso(now: Date = new Date()): string {
  const { year, month } = businessDateParts(now);
  return toIsoDate(year, month, daysInMonth(year, month));
}

export function monthRangeIso(now: Date = new Date()): IsoDateRange {
  const { year, month } = businessDateParts(now);
  return {
    start: toIsoDate(year, month, 1),
    end: toIsoDate(year, month, daysInMonth(year, month)),
  };
}

const businessDateFormat = lazy(
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: BUSINESS_TIME_ZONE,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    }),
);

export function businessDateParts(instant: Date): { year: number; month: number; day: number } {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid Date');
  const parts = businessDateFormat().formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) {
    const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    return leap ? 29 : 28;
  }
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function toIsoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * A calendar date from what a client sends: 'YYYY-MM-DD', or an ISO timestamp, read as the
 * calendar day it is in Brussels (a date picked at local midnight arrives as 23:00Z the day
 * before). Undefined when it is neither.
 */
export function toBusinessDate(value: unknown): string | undefined {
  const date = readBusinessDate(value);
  // PostgreSQL has no year 0, and a business record outside these years is a typo.
  if (!date) return undefined;
  const year = Number(date.slice(0, 4));
  return year >= 1900 && year <= 2999 ? date : undefined;
}

function readBusinessDate(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  const datePart = text.slice(0, 10);
  if (text.length === 10) return isIsoDate(text) ? text : undefined;
  if (!isIsoDate(datePart) || text[10] !== 'T') return undefined;
  const instant = new Date(text);
  if (Number.isNaN(instant.getTime())) return undefined;
  const { year, month, day } = businessDateParts(instant);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  const date = `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
  return isIsoDate(date) ? date : undefined;
}
