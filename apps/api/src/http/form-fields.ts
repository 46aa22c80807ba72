// Reading form fields: multipart bodies carry every value as a string ("12.5", "", "-1", and
// "undefined"/"null" from a FormData of an unset value); JSON bodies carry numbers. Each reader
// returns undefined for "not filled" and throws a French 400 for a value that is filled but wrong.
import { eurosToCents } from '@app/shared/money';
import { AppError } from '../errors/app-error.js';

const bad = (message: string) => new AppError('BAD_REQUEST', message);

/** The request body as a record (multer leaves it undefined for a request without fields). */
export const bodyFields = (body: unknown): Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};

/** A field's text, or '' for absent, non-text and the strings FormData makes of unset values. */
export function fieldText(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return '';
  // PostgreSQL text cannot hold U+0000 (multipart fields escape the JSON check of app.ts).
  const text = value.replaceAll('\u0000', '').trim();
  return text === 'undefined' || text === 'null' ? '' : text;
}

/** Optional text: null when empty, 400 when longer than `max`. */
export function optionalText(value: unknown, max: number, tooLong: string): string | null {
  const text = fieldText(value);
  if (text === '') return null;
  if (text.length > max) throw bad(tooLong);
  return text;
}

/** Required text: `missing` when empty. */
export function requiredText(value: unknown, max: number, missing: string, tooLong: string) {
  const text = optionalText(value, max, tooLong);
  if (text === null) throw bad(missing);
  return text;
}

const DECIMAL = /^\d{1,9}([.,]\d{1,2})?$/;

/** Euros (≥ 0, at most 2 decimals, comma or dot) as cents. */
// Cents are stored in 32-bit integer columns: 9 999 999,99 € is the largest amount they all hold.
export function euroCents(value: unknown, invalid: string, maxEuros = 9_999_999.99) {
  const text = fieldText(value);
  if (text === '') return undefined;
  if (!DECIMAL.test(text)) throw bad(invalid);
  const euros = Number(text.replace(',', '.'));
  if (euros > maxEuros) throw bad(invalid);
  return eurosToCents(euros);
}

/** A whole number between 0 and `max`. */
export function wholeNumber(value: unknown, invalid: string, max = 9_999_999) {
  const text = fieldText(value);
  if (text === '') return undefined;
  if (!/^\d{1,10}$/.test(text) || Number(text) > max) throw bad(invalid);
  return Number(text);
}

/** A rate in percent, 0 to 100, at most 2 decimals. */
export function percent(value: unknown, invalid: string) {
  const text = fieldText(value);
  if (text === '') return undefined;
  if (!/^\d{1,3}([.,]\d{1,2})?$/.test(text)) throw bad(invalid);
  const rate = Number(text.replace(',', '.'));
  if (rate > 100) throw bad(invalid);
  return rate;
}

const MAX_ID = 2_147_483_647;

/** A database id; '' and the spec's -1 ("none") are undefined; anything else is `invalid`. */
export function optionalId(value: unknown, invalid: string): number | undefined {
  const text = fieldText(value);
  if (text === '' || text === '-1') return undefined;
  if (!/^\d{1,10}$/.test(text) || Number(text) < 1 || Number(text) > MAX_ID) throw bad(invalid);
  return Number(text);
}

/** A required database id: missing, -1 or malformed is `invalid` (400). */
export function requiredId(value: unknown, invalid: string): number {
  const id = optionalId(value, invalid);
  if (id === undefined) throw bad(invalid);
  return id;
}
