import { describe, expect, test } from 'vitest';
import { clientInputSchema } from './clients';
import { EU_COUNTRIES, euCountryName, euCountryOptions, vatExampleOf } from './eu-countries';
import { normalizeAnyVatNumber, vatFormatMessage } from './legal-identity';

describe('the 27 member states', () => {
  test('each has a French name, and the select lists them in French order', () => {
    expect(EU_COUNTRIES).toHaveLength(27);
    expect(euCountryName('NL')).toBe('Pays-Bas');
    expect(euCountryName('DE')).toBe('Allemagne');
    expect(euCountryOptions()[0]).toEqual({ value: 'DE', label: 'Allemagne' });
    expect(euCountryOptions().map((o) => o.label)).toContain('Luxembourg');
  });

  // BE and FR examples are real numbers; the others only need their VIES shape.
  test.each(EU_COUNTRIES.filter((c) => c !== 'BE' && c !== 'FR'))(
    '%s: its example VAT number passes, typed with spaces and dots too',
    (country) => {
      const example = vatExampleOf(country);
      expect(normalizeAnyVatNumber(country, example)).toBe(example);
      const typed =
        `${example.slice(0, 4)} ${example.slice(4, 7)}.${example.slice(7)}`.toLowerCase();
      expect(normalizeAnyVatNumber(country, typed)).toBe(example);
    },
  );

  test.each([
    ['NL', 'NL123456789B01', 'NL123456789B01'],
    ['NL', 'NL123456789', null],
    ['NL', 'BE0403170701', null],
    ['LU', 'LU 1234 5678', 'LU12345678'],
    ['LU', 'LU1234567', null],
    ['DE', 'DE123456789', 'DE123456789'],
    ['DE', 'DE12345678', null],
    ['GR', 'EL123456789', 'EL123456789'],
    ['GR', 'GR123456789', null],
    ['AT', 'ATU12345678', 'ATU12345678'],
    ['AT', 'AT12345678', null],
    ['ES', 'ESX1234567Z', 'ESX1234567Z'],
    ['SE', 'SE123456789001', 'SE123456789001'],
    ['SE', 'SE123456789000', null],
    ['IE', 'IE1234567WA', 'IE1234567WA'],
    ['BE', 'BE0403170701', 'BE0403170701'],
    ['BE', 'BE0403170702', null],
    ['FR', 'FR44732829320', 'FR44732829320'],
  ] as const)('%s %s → %s', (country, typed, expected) => {
    expect(normalizeAnyVatNumber(country, typed)).toBe(expected);
  });
});

describe('a client from another member state', () => {
  test('is accepted with its VAT number, its national number kept as typed and unchecked', () => {
    const parsed = clientInputSchema.parse({
      client_name: 'Stichting Feest',
      country: 'NL',
      vat_number: 'nl 123456789 b01',
      enterprise_number: 'KvK 12345678',
    });
    expect(parsed).toMatchObject({
      country: 'NL',
      vat_number: 'NL123456789B01',
      enterprise_number: 'KvK 12345678',
    });
  });

  test('a VAT number of the wrong shape is refused on vat_number, with the expected format', () => {
    const result = clientInputSchema.safeParse({
      client_name: 'Fête asbl',
      country: 'LU',
      vat_number: 'LU123',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['vat_number', vatFormatMessage('LU')],
    ]);
    expect(vatFormatMessage('LU')).toBe('Numéro de TVA invalide (format attendu : LU12345678)');
  });

  test('a country outside the EU is refused', () => {
    const result = clientInputSchema.safeParse({ client_name: 'X', country: 'CH' });
    expect(result.error?.issues[0]?.message).toBe(
      "Le pays doit être un État membre de l'Union européenne.",
    );
  });
});
