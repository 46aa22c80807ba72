import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import {
  MSG_BIC_INVALID,
  MSG_ENTERPRISE_NUMBER_INVALID,
  MSG_IBAN_INVALID,
  MSG_SIRET_FRANCE_ONLY,
  MSG_SIRET_INVALID,
  MSG_SIRET_NOT_MATCHING_SIREN,
  MSG_VAT_NOT_MATCHING_ENTERPRISE_NUMBER,
  MSG_VAT_NUMBER_INVALID,
  checkLegalIdentity,
  countrySchema,
  formatIban,
  frenchVatKey,
  normalizeBic,
  normalizeEnterpriseNumber,
  normalizeIban,
  normalizeLegalIdentity,
  normalizeSiren,
  normalizeSiret,
  normalizeVatNumber,
  optionalBic,
  optionalIban,
  optionalIdentityText,
  optionalSiret,
  requiredIban,
  siretMatchesSiren,
  vatNumberFor,
  vatNumberMatches,
} from './legal-identity';

// Every valid vector below was checked by hand from its definition:
//  BE: 97 − (first 8 digits mod 97) = last 2 digits, e.g. 04031707 mod 97 = 96 → 01.
//  SIREN/SIRET: Luhn sum ≡ 0 (mod 10).
//  FR VAT key: (12 + 3 × (SIREN mod 97)) mod 97, e.g. 303265045 → 40.
//  IBAN: the ISO 13616 / bank documentation examples, remainder 1 after moving the first 4
//  characters to the end and reading letters as 10…35.

describe('normalizeEnterpriseNumber', () => {
  test.each([
    { input: '0403170701', expected: '0403170701' },
    { input: '0403.170.701', expected: '0403170701' },
    { input: '0417 497 106', expected: '0417497106' },
    { input: '0202-239-951', expected: '0202239951' },
    // The 9-digit form of before 2005.
    { input: '403170701', expected: '0403170701' },
    { input: '403.170.701', expected: '0403170701' },
    // Numbers starting with 1: 97 − (10000000 mod 97) = 21.
    { input: '1000.000.021', expected: '1000000021' },
  ])('$input → $expected', ({ input, expected }) => {
    expect(normalizeEnterpriseNumber(input)).toBe(expected);
  });

  test.each([
    { input: '0403170702', why: 'last digit changed' },
    { input: '0430170701', why: 'two digits swapped' },
    { input: '0417497107', why: 'last digit changed' },
    { input: '2000000042', why: 'check digits right but first digit 2' },
    { input: '04031707011', why: '11 digits' },
    { input: '04031707', why: '8 digits' },
    { input: 'BE0403170701', why: 'a VAT number, not an enterprise number' },
    { input: '0403l70701', why: 'a letter' },
    { input: '', why: 'empty' },
  ])('$input is refused ($why)', ({ input }) => {
    expect(normalizeEnterpriseNumber(input)).toBeNull();
  });
});

describe('normalizeSiren', () => {
  test.each([
    { input: '732829320', expected: '732829320' },
    { input: '443 061 841', expected: '443061841' },
    { input: '542.065.479', expected: '542065479' },
    { input: '552-120-222', expected: '552120222' },
    { input: '303265045', expected: '303265045' },
  ])('$input → $expected', ({ input, expected }) => {
    expect(normalizeSiren(input)).toBe(expected);
  });

  test.each([
    { input: '732829321', why: 'last digit changed' },
    { input: '732829302', why: 'two digits swapped' },
    { input: '44306184', why: '8 digits' },
    { input: '4430618410', why: '10 digits' },
    { input: '44306184A', why: 'a letter' },
  ])('$input is refused ($why)', ({ input }) => {
    expect(normalizeSiren(input)).toBeNull();
  });
});

describe('normalizeSiret', () => {
  test.each([
    { input: '73282932000074', expected: '73282932000074' },
    { input: '732 829 320 00074', expected: '73282932000074' },
    { input: '443 061 841 00047', expected: '44306184100047' },
    // La Poste: 35600000049837 fails Luhn but its digits add up to 45.
    { input: '356 000 000 49837', expected: '35600000049837' },
    // La Poste's head office passes Luhn like everyone else.
    { input: '35600000000048', expected: '35600000000048' },
  ])('$input → $expected', ({ input, expected }) => {
    expect(normalizeSiret(input)).toBe(expected);
  });

  test.each([
    { input: '73282932000075', why: 'last digit changed' },
    { input: '7328293200007', why: '13 digits' },
    { input: '732829320000740', why: '15 digits' },
    { input: '7328293200007A', why: 'a letter' },
    // Digit sum 46: neither Luhn nor La Poste's rule.
    { input: '35600000049838', why: 'La Poste number with a wrong digit' },
    // Fails Luhn with a digit sum of 45: the exception is La Poste's alone.
    { input: '73282932000072', why: 'sum of digits rule outside La Poste' },
  ])('$input is refused ($why)', ({ input }) => {
    expect(normalizeSiret(input)).toBeNull();
  });

  test.each([
    { siret: '73282932000074', siren: '732 829 320', expected: true },
    { siret: '73282932000074', siren: '443061841', expected: false },
    { siret: '54206547900017', siren: '542065479', expected: true },
    { siret: '73282932000075', siren: '732829320', expected: false },
  ])('siretMatchesSiren($siret, $siren) → $expected', ({ siret, siren, expected }) => {
    expect(siretMatchesSiren(siret, siren)).toBe(expected);
  });
});

describe('normalizeIban and formatIban', () => {
  test.each([
    { input: 'BE68539007547034', expected: 'BE68539007547034', shown: 'BE68 5390 0754 7034' },
    { input: 'be68 5390 0754 7034', expected: 'BE68539007547034', shown: 'BE68 5390 0754 7034' },
    {
      input: 'FR14 2004 1010 0505 0001 3M02 606',
      expected: 'FR1420041010050500013M02606',
      shown: 'FR14 2004 1010 0505 0001 3M02 606',
    },
    {
      input: 'GB82WEST12345698765432',
      expected: 'GB82WEST12345698765432',
      shown: 'GB82 WEST 1234 5698 7654 32',
    },
    {
      input: 'DE89 3704 0044 0532 0130 00',
      expected: 'DE89370400440532013000',
      shown: 'DE89 3704 0044 0532 0130 00',
    },
  ])('$input → $expected', ({ input, expected, shown }) => {
    expect(normalizeIban(input)).toBe(expected);
    expect(formatIban(expected)).toBe(shown);
  });

  test.each([
    { input: 'BE68539007547035', why: 'last digit changed' },
    { input: 'BE86539007547034', why: 'check digits swapped' },
    { input: 'FR1420041010050500013M02607', why: 'last digit changed' },
    { input: 'GB82WEST1234569876543', why: 'one character short' },
    { input: 'DE893704004405320130000', why: 'one digit too many' },
    { input: 'XX68539007547034', why: 'unknown country' },
    { input: 'BE68 5390 0754 703!', why: 'punctuation' },
    { input: '', why: 'empty' },
  ])('$input is refused ($why)', ({ input }) => {
    expect(normalizeIban(input)).toBeNull();
  });
});

describe('normalizeBic', () => {
  test.each([
    { input: 'GEBABEBB', expected: 'GEBABEBB' },
    { input: 'gkccbebb', expected: 'GKCCBEBB' },
    { input: 'BNPAFRPP XXX', expected: 'BNPAFRPPXXX' },
    { input: 'DEUTDEFF500', expected: 'DEUTDEFF500' },
  ])('$input → $expected', ({ input, expected }) => {
    expect(normalizeBic(input)).toBe(expected);
  });

  test.each(['GEBABEB', 'GEBABEBBX', 'GEBABEBB1234', 'GEB4BEBB', 'GEBAXXBB', ''])(
    '%s is refused',
    (input) => {
      expect(normalizeBic(input)).toBeNull();
    },
  );
});

describe('normalizeVatNumber', () => {
  test.each([
    { country: 'BE' as const, input: 'BE0403170701', expected: 'BE0403170701' },
    { country: 'BE' as const, input: 'BE 0403.170.701', expected: 'BE0403170701' },
    { country: 'BE' as const, input: 'BE403170701', expected: 'BE0403170701' },
    { country: 'BE' as const, input: 'be 0417-497-106', expected: 'BE0417497106' },
    { country: 'FR' as const, input: 'FR40303265045', expected: 'FR40303265045' },
    { country: 'FR' as const, input: 'FR 40 303 265 045', expected: 'FR40303265045' },
    { country: 'FR' as const, input: 'FR44732829320', expected: 'FR44732829320' },
    { country: 'FR' as const, input: 'FR64443061841', expected: 'FR64443061841' },
    { country: 'FR' as const, input: 'FR82542065479', expected: 'FR82542065479' },
    // Alphanumeric keys: shape only.
    { country: 'FR' as const, input: 'FRK7303265045', expected: 'FRK7303265045' },
  ])('$country $input → $expected', ({ country, input, expected }) => {
    expect(normalizeVatNumber(country, input)).toBe(expected);
  });

  test.each([
    { country: 'BE' as const, input: '0403170701', why: 'no BE prefix' },
    { country: 'BE' as const, input: 'BE0403170702', why: 'last digit changed' },
    { country: 'BE' as const, input: 'FR40303265045', why: 'a French number' },
    { country: 'BE' as const, input: 'BE2000000042', why: 'first digit 2' },
    { country: 'FR' as const, input: 'FR41303265045', why: 'wrong numeric key' },
    { country: 'FR' as const, input: 'FR40303265046', why: 'SIREN fails Luhn' },
    { country: 'FR' as const, input: 'FR4030326504', why: '8-digit SIREN' },
    { country: 'FR' as const, input: 'FRIO303265045', why: 'I and O are never keys' },
    { country: 'FR' as const, input: 'BE0403170701', why: 'a Belgian number' },
    { country: 'FR' as const, input: '40303265045', why: 'no FR prefix' },
  ])('$country $input is refused ($why)', ({ country, input }) => {
    expect(normalizeVatNumber(country, input)).toBeNull();
  });

  test.each([
    { siren: '303265045', key: '40' },
    { siren: '732829320', key: '44' },
    { siren: '443061841', key: '64' },
    { siren: '542065479', key: '82' },
    { siren: '552120222', key: '27' },
  ])('French key of $siren is $key', ({ siren, key }) => {
    expect(frenchVatKey(siren)).toBe(key);
  });

  test.each([
    { country: 'BE' as const, number: '0403.170.701', expected: 'BE0403170701' },
    { country: 'FR' as const, number: '303 265 045', expected: 'FR40303265045' },
    { country: 'BE' as const, number: '0403170702', expected: null },
    { country: 'FR' as const, number: '303265046', expected: null },
  ])('vatNumberFor($country, $number) → $expected', ({ country, number, expected }) => {
    expect(vatNumberFor(country, number)).toBe(expected);
  });

  test.each([
    { country: 'BE' as const, vat: 'BE 0403.170.701', number: '403170701', expected: true },
    { country: 'BE' as const, vat: 'BE0403170701', number: '0417497106', expected: false },
    { country: 'FR' as const, vat: 'FR40303265045', number: '303 265 045', expected: true },
    { country: 'FR' as const, vat: 'FRK7303265045', number: '303265045', expected: true },
    { country: 'FR' as const, vat: 'FR40303265045', number: '732829320', expected: false },
    { country: 'FR' as const, vat: 'FR41303265045', number: '303265045', expected: false },
  ])('vatNumberMatches($country, $vat, $number) → $expected', (row) => {
    expect(vatNumberMatches(row.country, row.vat, row.number)).toBe(row.expected);
  });
});

describe('zod field builders', () => {
  const schema = z.object({
    iban: optionalIban(),
    bic: optionalBic(),
    siret: optionalSiret(),
    note: optionalIdentityText(),
  });

  test.each([
    { input: {}, expected: { iban: null, bic: null, siret: null, note: null } },
    {
      input: { iban: '', bic: 'null', siret: 'undefined', note: '  ' },
      expected: { iban: null, bic: null, siret: null, note: null },
    },
    {
      input: { iban: 'be68 5390 0754 7034', bic: 'gebabebb', siret: '732 829 320 00074' },
      expected: {
        iban: 'BE68539007547034',
        bic: 'GEBABEBB',
        siret: '73282932000074',
        note: null,
      },
    },
  ])('reads $input', ({ input, expected }) => {
    expect(schema.parse(input)).toEqual(expected);
  });

  test.each([
    { field: 'iban', value: 'BE68539007547035', message: MSG_IBAN_INVALID },
    { field: 'bic', value: 'GEB4BEBB', message: MSG_BIC_INVALID },
    { field: 'siret', value: '73282932000075', message: MSG_SIRET_INVALID },
    { field: 'iban', value: 'B'.repeat(65), message: MSG_IBAN_INVALID },
  ])('$field $value → "$message"', ({ field, value, message }) => {
    const result = schema.safeParse({ [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: [field], message })]);
  });

  test('requiredIban answers its own message when missing', () => {
    const required = z.object({ iban: requiredIban('Veuillez saisir le compte bancaire.') });
    expect(required.safeParse({ iban: '' }).error?.issues[0]?.message).toBe(
      'Veuillez saisir le compte bancaire.',
    );
    expect(required.safeParse({ iban: 'BE00' }).error?.issues[0]?.message).toBe(MSG_IBAN_INVALID);
    expect(required.parse({ iban: 'BE68 5390 0754 7034' })).toEqual({ iban: 'BE68539007547034' });
  });
});

describe('checkLegalIdentity', () => {
  const schema = z
    .object({
      name: z.string(),
      country: countrySchema,
      enterprise_number: optionalIdentityText(),
      vat_number: optionalIdentityText(),
      siret: optionalIdentityText(),
    })
    .superRefine(checkLegalIdentity)
    .transform(normalizeLegalIdentity);

  test.each([
    {
      input: { country: 'BE', enterprise_number: '403.170.701', vat_number: 'be 0403 170 701' },
      expected: { enterprise_number: '0403170701', vat_number: 'BE0403170701', siret: null },
    },
    {
      input: {
        country: 'FR',
        enterprise_number: '303 265 045',
        vat_number: 'FR 40 303265045',
        siret: '',
      },
      expected: { enterprise_number: '303265045', vat_number: 'FR40303265045', siret: null },
    },
    {
      input: { country: 'FR', enterprise_number: '732829320', siret: '732 829 320 00074' },
      expected: { enterprise_number: '732829320', vat_number: null, siret: '73282932000074' },
    },
    // A VAT number alone is checked on its own.
    {
      input: { country: 'BE', vat_number: 'BE0417497106' },
      expected: { enterprise_number: null, vat_number: 'BE0417497106', siret: null },
    },
    {
      input: { country: 'FR' },
      expected: { enterprise_number: null, vat_number: null, siret: null },
    },
  ])('accepts $input', ({ input, expected }) => {
    expect(schema.parse({ name: 'Asbl', ...input })).toEqual({
      name: 'Asbl',
      ...input,
      ...expected,
    });
  });

  test.each([
    {
      input: { country: 'BE', enterprise_number: '0403170702' },
      issues: [{ path: ['enterprise_number'], message: MSG_ENTERPRISE_NUMBER_INVALID }],
    },
    {
      // A valid Belgian number is not a SIREN.
      input: { country: 'FR', enterprise_number: '0403170701' },
      issues: [{ path: ['enterprise_number'], message: MSG_ENTERPRISE_NUMBER_INVALID }],
    },
    {
      input: { country: 'BE', vat_number: 'FR40303265045' },
      issues: [{ path: ['vat_number'], message: MSG_VAT_NUMBER_INVALID }],
    },
    {
      input: { country: 'BE', enterprise_number: '0417497106', vat_number: 'BE0403170701' },
      issues: [{ path: ['vat_number'], message: MSG_VAT_NOT_MATCHING_ENTERPRISE_NUMBER }],
    },
    {
      input: { country: 'FR', enterprise_number: '443061841', siret: '73282932000074' },
      issues: [{ path: ['siret'], message: MSG_SIRET_NOT_MATCHING_SIREN }],
    },
    {
      input: { country: 'FR', siret: '73282932000075' },
      issues: [{ path: ['siret'], message: MSG_SIRET_INVALID }],
    },
    {
      input: { country: 'BE', siret: '73282932000074' },
      issues: [{ path: ['siret'], message: MSG_SIRET_FRANCE_ONLY }],
    },
    {
      input: {
        country: 'FR',
        enterprise_number: '303265046',
        vat_number: 'FR41303265045',
        siret: '1',
      },
      issues: [
        { path: ['enterprise_number'], message: MSG_ENTERPRISE_NUMBER_INVALID },
        { path: ['vat_number'], message: MSG_VAT_NUMBER_INVALID },
        { path: ['siret'], message: MSG_SIRET_INVALID },
      ],
    },
  ])('refuses $input', ({ input, issues }) => {
    const result = schema.safeParse({ name: 'Asbl', ...input });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual(issues);
  });

  test('refuses an unknown country', () => {
    expect(schema.safeParse({ name: 'Asbl', country: 'LU' }).success).toBe(false);
  });
});
