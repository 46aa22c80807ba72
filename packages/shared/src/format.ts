// French display formats shared by the web pages and the API's PDFs.
import { BUSINESS_TIME_ZONE, businessDateParts, isIsoDate, toEpochMs } from './dates';
import { lazy } from './lazy';
import { centsToEuros, eurosToCents } from './money';

export type DocumentPrefix = 'DEV' | 'FAC' | 'VEN' | 'NC';

const eurosFormat = lazy(
  () => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }),
);
const percentFormat = lazy(
  () => new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 2 }),
);

/** '1 234,50 €' with the narrow no-break (U+202F) and no-break (U+00A0) spaces of fr-FR. */
export function formatEuros(cents: number): string {
  return eurosFormat().format(centsToEuros(cents));
}

/** The same for an amount in euros, as the API answers it (JSON numbers with 2 decimals). */
export function formatEurosAmount(euros: number): string {
  return formatEuros(eurosToCents(euros));
}

/**
 * dd/MM/yyyy. A calendar date is shown as is; an instant is shown as the day it is in
 * Europe/Brussels, whatever the time zone of the browser or server.
 */
export function formatDateFr(value: Date | string): string {
  if (isIsoDate(value)) {
    const [year, month, day] = value.split('-');
    return `${day}/${month}/${year}`;
  }
  const { year, month, day } = businessDateParts(new Date(toEpochMs(value)));
  return `${pad(day, 2)}/${pad(month, 2)}/${pad(year, 4)}`;
}

const businessTimeFormat = lazy(
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: BUSINESS_TIME_ZONE,
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    }),
);

/** dd/MM/yyyy HH:mm of an instant, as the clock showed it in Europe/Brussels. */
export function formatDateTimeFr(value: Date | string): string {
  const instant = new Date(toEpochMs(value));
  const parts = businessTimeFormat().formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  return `${formatDateFr(instant)} ${pad(part('hour'), 2)}:${pad(part('minute'), 2)}`;
}

/** 'DEV-2026-0001': at least 4 digits, more once the year passes 9999 documents. */
export function formatDocumentNumber(
  prefix: DocumentPrefix,
  year: number,
  sequence: number,
): string {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) {
    throw new RangeError(`Invalid document year: ${String(year)}`);
  }
  if (!Number.isInteger(sequence) || sequence < 1) {
    throw new RangeError(`Invalid document sequence: ${String(sequence)}`);
  }
  return `${prefix}-${year}-${pad(sequence, 4)}`;
}

/** A VAT rate in percent: 21 → '21 %', 5.5 → '5,5 %' (no-break space before %). */
export function formatPercent(rate: number): string {
  if (!Number.isFinite(rate)) throw new RangeError(`Invalid rate: ${String(rate)}`);
  // Normalizes -0, which Intl prints as '-0 %'.
  return percentFormat().format(rate === 0 ? 0 : rate / 100);
}

function pad(value: number, length: number): string {
  return String(value).padStart(length, '0');
}
