// Reading form fields: multipart bodies carry every value as a string ("12.5", "", "-1", and
// "undefined"/"null" from a FormData of an unset value); JSON bodies carry numbers. Each reader
// returns undefined for "not filled" and throws a French 400 for a value that is filled but wrong.
// The rules are the shared ones of the zod builders (@app/shared/form-values), which the newer
// areas (catalogue, clients, events) validate with directly.
import {
  decimalNumber,
  EUROS_PATTERN,
  formValue,
  MAX_EUROS,
  MAX_ID,
  PERCENT_PATTERN,
  WHOLE_NUMBER_PATTERN,
} from '@app/shared/form-values';
import { eurosToCents } from '@app/shared/money';
import { AppError } from '../errors/app-error.js';

const bad = (message: string) => new AppError('BAD_REQUEST', message);

/** The request body as a record (multer leaves it undefined for a request without fields). */
export const bodyFields = (body: unknown): Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};

/** A field's text, or '' for absent, non-text and the strings FormData makes of unset values. */
export const fieldText = (value: unknown): string => formValue(value) ?? '';

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

/** Euros (≥ 0, at most 2 decimals, comma or dot) as cents. */
export function euroCents(value: unknown, invalid: string, maxEuros = MAX_EUROS) {
  const text = fieldText(value);
  if (text === '') return undefined;
  if (!EUROS_PATTERN.test(text)) throw bad(invalid);
  const euros = decimalNumber(text);
  if (euros > maxEuros) throw bad(invalid);
  return eurosToCents(euros);
}

/** A whole number between 0 and `max`. */
export function wholeNumber(value: unknown, invalid: string, max = 9_999_999) {
  const text = fieldText(value);
  if (text === '') return undefined;
  if (!WHOLE_NUMBER_PATTERN.test(text) || Number(text) > max) throw bad(invalid);
  return Number(text);
}

/** A rate in percent, 0 to 100, at most 2 decimals. */
export function percent(value: unknown, invalid: string) {
  const text = fieldText(value);
  if (text === '') return undefined;
  if (!PERCENT_PATTERN.test(text)) throw bad(invalid);
  const rate = decimalNumber(text);
  if (rate > 100) throw bad(invalid);
  return rate;
}

/** A database id; '' and the spec's -1 ("none") are undefined; anything else is `invalid`. */
export function optionalId(value: unknown, invalid: string): number | undefined {
  const text = fieldText(value);
  if (text === '' || text === '-1') return undefined;
  if (!WHOLE_NUMBER_PATTERN.test(text) || Number(text) < 1 || Number(text) > MAX_ID) {
    throw bad(invalid);
  }
  return Number(text);
}

/** A required database id: missing, -1 or malformed is `invalid` (400). */
export function requiredId(value: unknown, invalid: string): number {
  const id = optionalId(value, invalid);
  if (id === undefined) throw bad(invalid);
  return id;
}
