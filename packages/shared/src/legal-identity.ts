// The legal identifiers an invoice must carry in Belgium and France: enterprise number (BCE/KBO)
// or SIREN/SIRET, VAT number, IBAN and BIC. Each normalizer answers the value as we store it, or
// null when it is not a valid number, so the API and the web forms agree on one rule per field.
// IBAN and BIC go through ibantools (it also checks the Belgian and French national check digits
// inside the BBAN); the enterprise numbers are a few lines of mod 97 and Luhn, cheaper than a
// library that ships every country's validators to the browser.
import { isValidBIC, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { normalizeEuVatNumber, vatExampleOf, EU_COUNTRIES, type EuCountry } from './eu-countries';
import { formValue } from './form-values';

export const COUNTRIES = ['BE', 'FR'] as const;
export type Country = (typeof COUNTRIES)[number];

export const MSG_COUNTRY_INVALID = 'Le pays doit être BE ou FR.';
export const MSG_EU_COUNTRY_INVALID = "Le pays doit être un État membre de l'Union européenne.";
/** A VAT number outside BE/FR, whose shape only is known: the message shows one. */
export const vatFormatMessage = (country: EuCountry) =>
  `Numéro de TVA invalide (format attendu : ${vatExampleOf(country)})`;

/** Whether the app knows the country's enterprise numbers (BCE/KBO, SIREN) and checks them. */
export const isCompanyCountry = (country: EuCountry): country is Country =>
  country === 'BE' || country === 'FR';
export const MSG_ENTERPRISE_NUMBER_INVALID = "Numéro d'entreprise invalide";
export const MSG_SIRET_INVALID = 'SIRET invalide';
export const MSG_IBAN_INVALID = 'IBAN invalide';
export const MSG_BIC_INVALID = 'BIC invalide';
export const MSG_VAT_NUMBER_INVALID = 'Numéro de TVA invalide';
export const MSG_SIRET_NOT_MATCHING_SIREN = 'Le SIRET doit commencer par le SIREN.';
export const MSG_SIRET_FRANCE_ONLY = 'Le SIRET ne concerne que les organisations françaises.';
export const MSG_VAT_NOT_MATCHING_ENTERPRISE_NUMBER =
  "Le numéro de TVA ne correspond pas au numéro d'entreprise.";

/** People type these numbers with spaces, dots and dashes ("0403.170.701", "BE 0403-170-701"). */
function compact(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

// Luhn from the rightmost digit, doubling every second one. SIREN and SIRET both use it.
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * Belgian enterprise number (BCE/KBO) as 10 digits, e.g. "0403170701"; a 9-digit number from
 * before 2005 gets its leading 0 back. Null when not valid.
 */
export function normalizeEnterpriseNumber(value: string): string | null {
  let digits = compact(value);
  if (/^\d{9}$/.test(digits)) digits = `0${digits}`;
  // Numbers starting with 0 are the old VAT numbers; 1 was opened when they ran out.
  if (!/^[01]\d{9}$/.test(digits)) return null;
  const check = 97 - (Number(digits.slice(0, 8)) % 97);
  return check === Number(digits.slice(8)) ? digits : null;
}

/** French SIREN as 9 digits, or null. */
export function normalizeSiren(value: string): string | null {
  const digits = compact(value);
  return /^\d{9}$/.test(digits) && passesLuhn(digits) ? digits : null;
}

// La Poste registers all its offices under one SIREN and ran out of Luhn-valid SIRET numbers, so
// INSEE lets its establishments use a sum of digits that is a multiple of 5 instead.
const LA_POSTE_SIREN = '356000000';

/** French SIRET as 14 digits, or null. */
export function normalizeSiret(value: string): string | null {
  const digits = compact(value);
  if (!/^\d{14}$/.test(digits)) return null;
  if (passesLuhn(digits)) return digits;
  if (digits.startsWith(LA_POSTE_SIREN)) {
    const sum = [...digits].reduce((total, digit) => total + Number(digit), 0);
    if (sum % 5 === 0) return digits;
  }
  return null;
}

/** Whether a SIRET belongs to the organization of this SIREN (both in any typed form). */
export function siretMatchesSiren(siret: string, siren: string): boolean {
  const normalizedSiret = normalizeSiret(siret);
  const normalizedSiren = normalizeSiren(siren);
  return (
    normalizedSiret !== null &&
    normalizedSiren !== null &&
    normalizedSiret.startsWith(normalizedSiren)
  );
}

/** IBAN in its electronic form (uppercase, no spaces), e.g. "BE68539007547034", or null. */
/** An IBAN as compared and stored from outside (a statement, a supplier's invoice): capitals, no separators ('' for none). */
export const compactIban = (iban: string | null | undefined): string => compact(iban ?? '');

export function normalizeIban(value: string): string | null {
  const iban = compact(value);
  return isValidIBAN(iban) ? iban : null;
}

/** An IBAN as printed on paper: groups of 4 ("BE68 5390 0754 7034"). */
export function formatIban(iban: string): string {
  return compact(iban)
    .replace(/(.{4})(?=.)/g, '$1 ')
    .trim();
}

/** BIC of 8 or 11 characters, uppercase; format and country code only, there is no check digit. */
export function normalizeBic(value: string): string | null {
  const bic = compact(value);
  return isValidBIC(bic) ? bic : null;
}

/** The numeric key of a French VAT number, from its SIREN. */
export function frenchVatKey(siren: string): string {
  const key = (12 + 3 * (Number(siren) % 97)) % 97;
  return String(key).padStart(2, '0');
}

// The DGFiP also hands out alphanumeric keys (without I and O); their algorithm is not published
// by the administration, so only their shape is checked.
const FRENCH_VAT_PATTERN = /^FR([0-9A-HJ-NP-Z]{2})(\d{9})$/;

/**
 * VAT number for the country, e.g. "BE0403170701" or "FR40303265045", or null. A Belgian VAT
 * number is BE followed by the enterprise number (the old 9-digit form is accepted); a French one
 * is FR, a 2-character key and the SIREN.
 */
export function normalizeVatNumber(country: Country, value: string): string | null {
  const vat = compact(value);
  if (country === 'BE') {
    if (!vat.startsWith('BE')) return null;
    const enterpriseNumber = normalizeEnterpriseNumber(vat.slice(2));
    return enterpriseNumber === null ? null : `BE${enterpriseNumber}`;
  }
  const match = FRENCH_VAT_PATTERN.exec(vat);
  if (!match) return null;
  const [, key = '', siren = ''] = match;
  if (normalizeSiren(siren) === null) return null;
  if (/^\d{2}$/.test(key) && key !== frenchVatKey(siren)) return null;
  return vat;
}

/**
 * The VAT number an organization gets from its enterprise number (BE) or SIREN (FR), or null when
 * that number is not valid. For France it uses the numeric key; the tax office may have given an
 * alphanumeric one instead, so this is a suggestion, not a check.
 */
export function vatNumberFor(country: Country, enterpriseNumber: string): string | null {
  if (country === 'BE') {
    const number = normalizeEnterpriseNumber(enterpriseNumber);
    return number === null ? null : `BE${number}`;
  }
  const siren = normalizeSiren(enterpriseNumber);
  return siren === null ? null : `FR${frenchVatKey(siren)}${siren}`;
}

/**
 * Whether the VAT number is the one of this enterprise number (BE) or SIREN (FR). False when
 * either is invalid.
 */
export function vatNumberMatches(country: Country, vatNumber: string, enterpriseNumber: string) {
  const vat = normalizeVatNumber(country, vatNumber);
  if (vat === null) return false;
  const number =
    country === 'BE'
      ? normalizeEnterpriseNumber(enterpriseNumber)
      : normalizeSiren(enterpriseNumber);
  return number !== null && vat.endsWith(number);
}

/** The enterprise number of the country: BCE/KBO number in Belgium, SIREN in France. */
export function normalizeCompanyNumber(country: Country, value: string): string | null {
  return country === 'BE' ? normalizeEnterpriseNumber(value) : normalizeSiren(value);
}

export const countrySchema = z.enum(COUNTRIES, { error: MSG_COUNTRY_INVALID });
/** A client's country: any member state of the EU. */
export const euCountrySchema = z.enum(EU_COUNTRIES, { error: MSG_EU_COUNTRY_INVALID });

/**
 * The VAT number of any member state as stored, or null: BE and FR with their check digits
 * (normalizeVatNumber), the others by their VIES shape.
 */
export function normalizeAnyVatNumber(country: EuCountry, value: string): string | null {
  return isCompanyCountry(country)
    ? normalizeVatNumber(country, value)
    : normalizeEuVatNumber(country, compact(value));
}

// Long enough for any of these numbers typed with separators, short enough to refuse garbage.
const MAX_TYPED_LENGTH = 64;

/** Free text read like form-values' optionalText: '', null, undefined → null. */
export const optionalIdentityText = () =>
  z
    .preprocess(formValue, z.string().max(MAX_TYPED_LENGTH).optional())
    .transform((text) => text ?? null);

const optionalNormalized = (normalize: (value: string) => string | null, invalid: string) =>
  z
    .preprocess(formValue, z.string().max(MAX_TYPED_LENGTH, invalid).optional())
    .transform((text, ctx) => {
      if (text === undefined) return null;
      const normalized = normalize(text);
      if (normalized === null) {
        ctx.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
      return normalized;
    });

const requiredNormalized = (
  normalize: (value: string) => string | null,
  missing: string,
  invalid: string,
) =>
  z
    .preprocess(formValue, z.string({ error: missing }).max(MAX_TYPED_LENGTH, invalid))
    .transform((text, ctx) => {
      const normalized = normalize(text);
      if (normalized === null) {
        ctx.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
      return normalized;
    });

/** An IBAN in its electronic form, or null when not filled. */
export const optionalIban = () => optionalNormalized(normalizeIban, MSG_IBAN_INVALID);
export const requiredIban = (missing: string) =>
  requiredNormalized(normalizeIban, missing, MSG_IBAN_INVALID);
/** A BIC, or null when not filled. */
export const optionalBic = () => optionalNormalized(normalizeBic, MSG_BIC_INVALID);
/** A SIRET, or null when not filled (its link to the SIREN is checked by checkLegalIdentity). */
export const optionalSiret = () => optionalNormalized(normalizeSiret, MSG_SIRET_INVALID);

/**
 * The country-dependent fields; each may be null or absent when the form left it empty. An
 * organization is BE or FR; a client may be in any member state, whose enterprise number is then
 * taken as typed (no check) and whose VAT number is checked by its shape.
 */
export interface LegalIdentityInput {
  country: EuCountry;
  enterprise_number?: string | null;
  vat_number?: string | null;
  siret?: string | null;
}

/**
 * For a zod superRefine on an object holding these fields: adds an issue on each field that is
 * invalid for the country, and on vat_number or siret when they belong to another enterprise.
 * Pair it with `.transform(normalizeLegalIdentity)` to store the normalized values.
 */
export function checkLegalIdentity(value: LegalIdentityInput, ctx: z.RefinementCtx): void {
  const { country } = value;
  const invalid = (field: keyof LegalIdentityInput, message: string) =>
    ctx.addIssue({ code: 'custom', path: [field], message });

  const checked = isCompanyCountry(country);
  const enterpriseNumber =
    value.enterprise_number && checked
      ? normalizeCompanyNumber(country, value.enterprise_number)
      : null;
  if (value.enterprise_number && checked && enterpriseNumber === null) {
    invalid('enterprise_number', MSG_ENTERPRISE_NUMBER_INVALID);
  }

  if (value.vat_number) {
    const vat = normalizeAnyVatNumber(country, value.vat_number);
    if (vat === null) {
      invalid('vat_number', checked ? MSG_VAT_NUMBER_INVALID : vatFormatMessage(country));
    } else if (enterpriseNumber !== null && !vat.endsWith(enterpriseNumber)) {
      invalid('vat_number', MSG_VAT_NOT_MATCHING_ENTERPRISE_NUMBER);
    }
  }

  if (value.siret) {
    const siret = normalizeSiret(value.siret);
    if (country !== 'FR') invalid('siret', MSG_SIRET_FRANCE_ONLY);
    else if (siret === null) invalid('siret', MSG_SIRET_INVALID);
    else if (enterpriseNumber !== null && !siret.startsWith(enterpriseNumber)) {
      invalid('siret', MSG_SIRET_NOT_MATCHING_SIREN);
    }
  }
}

/**
 * The same object with its identifiers in stored form. Meant after checkLegalIdentity passed; a
 * value that still does not normalize is left as typed rather than lost.
 */
export function normalizeLegalIdentity<T extends LegalIdentityInput>(value: T): T {
  const normalized = { ...value };
  const { country } = value;
  if (value.enterprise_number) {
    normalized.enterprise_number = isCompanyCountry(country)
      ? (normalizeCompanyNumber(country, value.enterprise_number) ?? value.enterprise_number)
      : value.enterprise_number.trim();
  }
  if (value.vat_number) {
    normalized.vat_number = normalizeAnyVatNumber(country, value.vat_number) ?? value.vat_number;
  }
  if (value.siret) {
    normalized.siret = normalizeSiret(value.siret) ?? value.siret;
  }
  return normalized;
}
