// zod builders for request fields as the forms send them. Multipart bodies carry every value as
// text ("12.5", "12,5", "", "-1", and "undefined"/"null" from a FormData of an unset value); JSON
// bodies carry numbers. Each builder reads "not filled" as absent and answers its own French
// message for a value that is filled but wrong, so the API and the web forms agree on the rules.
import { z } from 'zod';

/** A field's text, or undefined for absent, non-text and the strings FormData makes of unset values. */
export function formValue(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value !== 'string') return undefined;
  // PostgreSQL text cannot hold U+0000.
  const text = value.replaceAll('\u0000', '').trim();
  return text === '' || text === 'undefined' || text === 'null' ? undefined : text;
}

const read = <T extends z.ZodType>(schema: T) => z.preprocess(formValue, schema);

/** The message of a text field longer than `max` characters. */
export const tooLongMessage = (max: number) => `Ce champ ne peut dépasser ${max} caractères.`;

export const requiredText = (missing: string, max: number, tooLong: string) =>
  read(z.string({ error: missing }).max(max, tooLong));

/** Null when not filled. */
export const optionalText = (max: number, tooLong: string) =>
  read(z.string().max(max, tooLong).optional()).transform((text) => text ?? null);

/** Euros: at most 2 decimals, dot or comma, no sign. */
export const EUROS_PATTERN = /^\d{1,9}([.,]\d{1,2})?$/;
/** Cents are stored in 32-bit integer columns: 9 999 999,99 € is the largest amount they all hold. */
export const MAX_EUROS = 9_999_999.99;
export const WHOLE_NUMBER_PATTERN = /^\d{1,10}$/;
/** A rate in percent: at most 3 digits and 2 decimals (the value is then checked ≤ 100). */
export const PERCENT_PATTERN = /^\d{1,3}([.,]\d{1,2})?$/;
/** Ids are 32-bit serial columns. */
export const MAX_ID = 2_147_483_647;
/** "12,5" or "12.5" as a number. */
export const decimalNumber = (text: string) => Number(text.replace(',', '.'));

const euros = (text: z.ZodString, invalid: string) =>
  text
    .regex(EUROS_PATTERN, invalid)
    .transform(decimalNumber)
    .refine((value) => value <= MAX_EUROS, invalid);

/** Euros from 0 to MAX_EUROS with at most 2 decimals (dot or comma), as a number of euros. */
export const requiredEuros = (missing: string, invalid: string) =>
  read(euros(z.string({ error: missing }), invalid));

export const optionalEuros = (invalid: string) => read(euros(z.string(), invalid).optional());

const whole = (text: z.ZodString, invalid: string, max: number) =>
  text
    .regex(WHOLE_NUMBER_PATTERN, invalid)
    .transform(Number)
    .refine((value) => value <= max, invalid);

/** A whole number from 0 to `max`. */
export const requiredWholeNumber = (missing: string, invalid: string, max = 9_999_999) =>
  read(whole(z.string({ error: missing }), invalid, max));

export const optionalWholeNumber = (invalid: string, max = 9_999_999) =>
  read(whole(z.string(), invalid, max).optional());

/** A rate in percent, 0 to 100, at most 2 decimals. */
export const optionalPercent = (invalid: string) =>
  read(
    z
      .string()
      .regex(PERCENT_PATTERN, invalid)
      .transform(decimalNumber)
      .refine((value) => value <= 100, invalid)
      .optional(),
  );

/** The spec's -1 means "none", like an empty field. */
const idValue = (value: unknown) => {
  const text = formValue(value);
  return text === '-1' ? undefined : text;
};

const id = (text: z.ZodString, invalid: string) =>
  text
    .regex(WHOLE_NUMBER_PATTERN, invalid)
    .transform(Number)
    .refine((value) => value >= 1 && value <= MAX_ID, invalid);

/** A database id; empty and -1 are null, anything else that is not an id is `invalid`. */
export const optionalId = (invalid: string) =>
  z.preprocess(idValue, id(z.string(), invalid).optional()).transform((value) => value ?? null);

/** A required database id: missing, -1 or malformed all answer `invalid`. */
export const requiredId = (invalid: string) =>
  z.preprocess(idValue, id(z.string({ error: invalid }), invalid));

/** A database id sent in the query string; one message for whatever is wrong with it. */
export const queryId = (invalid: string) =>
  z.coerce.number({ error: invalid }).int(invalid).positive(invalid).max(MAX_ID, invalid);

/** The request's fields as a record: multer leaves the body undefined for a request without. */
export const requestRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
