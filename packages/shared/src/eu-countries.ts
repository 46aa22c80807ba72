// The 27 member states of the European Union, by ISO 3166-1 alpha-2 code, with their French
// names, international calling codes and the shape of their VAT numbers as the EU's VIES service
// checks them. A client may be in any of them; an organization stays Belgian or French.
import { lazy } from './lazy';

export const EU_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
] as const;
export type EuCountry = (typeof EU_COUNTRIES)[number];

interface EuCountryFacts {
  /** The French name, as a form or a document prints it. */
  name: string;
  /** The international calling code, "+31". */
  calling: string;
  /** The VAT number's prefix: the ISO code, except Greece (EL). */
  vatPrefix: string;
  /** What follows the prefix, as VIES accepts it. */
  vatPattern: RegExp;
  /** A number of that shape, for placeholders and messages. */
  vatExample: string;
}

export const EU_COUNTRY_FACTS: Readonly<Record<EuCountry, EuCountryFacts>> = {
  AT: fact('Autriche', '+43', /^U\d{8}$/, 'U12345678'),
  BE: fact('Belgique', '+32', /^[01]\d{9}$/, '0123456749'),
  BG: fact('Bulgarie', '+359', /^\d{9,10}$/, '123456789'),
  CY: fact('Chypre', '+357', /^\d{8}[A-Z]$/, '12345678X'),
  CZ: fact('Tchéquie', '+420', /^\d{8,10}$/, '12345678'),
  DE: fact('Allemagne', '+49', /^\d{9}$/, '123456789'),
  DK: fact('Danemark', '+45', /^\d{8}$/, '12345678'),
  EE: fact('Estonie', '+372', /^\d{9}$/, '123456789'),
  ES: fact('Espagne', '+34', /^[A-Z0-9]\d{7}[A-Z0-9]$/, 'B12345678'),
  FI: fact('Finlande', '+358', /^\d{8}$/, '12345678'),
  FR: fact('France', '+33', /^[0-9A-HJ-NP-Z]{2}\d{9}$/, '40303265045'),
  GR: { ...fact('Grèce', '+30', /^\d{9}$/, '123456789'), vatPrefix: 'EL' },
  HR: fact('Croatie', '+385', /^\d{11}$/, '12345678901'),
  HU: fact('Hongrie', '+36', /^\d{8}$/, '12345678'),
  IE: fact('Irlande', '+353', /^(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/, '1234567WA'),
  IT: fact('Italie', '+39', /^\d{11}$/, '12345678901'),
  LT: fact('Lituanie', '+370', /^(\d{9}|\d{12})$/, '123456789'),
  LU: fact('Luxembourg', '+352', /^\d{8}$/, '12345678'),
  LV: fact('Lettonie', '+371', /^\d{11}$/, '12345678901'),
  MT: fact('Malte', '+356', /^\d{8}$/, '12345678'),
  NL: fact('Pays-Bas', '+31', /^\d{9}B\d{2}$/, '123456789B01'),
  PL: fact('Pologne', '+48', /^\d{10}$/, '1234567890'),
  PT: fact('Portugal', '+351', /^\d{9}$/, '123456789'),
  RO: fact('Roumanie', '+40', /^[1-9]\d{1,9}$/, '1234567890'),
  SE: fact('Suède', '+46', /^\d{10}01$/, '123456789001'),
  SI: fact('Slovénie', '+386', /^\d{8}$/, '12345678'),
  SK: fact('Slovaquie', '+421', /^\d{10}$/, '1234567890'),
};

function fact(name: string, calling: string, vatPattern: RegExp, example: string): EuCountryFacts {
  return { name, calling, vatPrefix: '', vatPattern, vatExample: example };
}

/** The French name of a member state: "Pays-Bas". */
export const euCountryName = (country: EuCountry) => EU_COUNTRY_FACTS[country].name;

/** The VAT number's prefix of a member state: its ISO code, "EL" for Greece. */
export const vatPrefixOf = (country: EuCountry) => EU_COUNTRY_FACTS[country].vatPrefix || country;

/** A VAT number of the country's shape, "NL123456789B01", for placeholders and messages. */
export const vatExampleOf = (country: EuCountry) =>
  `${vatPrefixOf(country)}${EU_COUNTRY_FACTS[country].vatExample}`;

/**
 * The VAT number as stored (prefix, uppercase, no separators) when it has the country's VIES
 * shape, else null. Only the shape: the check digits are the national administrations' own, and
 * the Belgian and French ones are checked by legal-identity.
 */
export function normalizeEuVatNumber(country: EuCountry, compacted: string): string | null {
  const prefix = vatPrefixOf(country);
  if (!compacted.startsWith(prefix)) return null;
  return EU_COUNTRY_FACTS[country].vatPattern.test(compacted.slice(prefix.length))
    ? compacted
    : null;
}

/**
 * The countries in French alphabetical order, as a select offers them; sorted at the first call,
 * since the French collation's data takes 11 ms to load and the server never shows the select.
 */
export const euCountryOptions: () => readonly { value: EuCountry; label: string }[] = lazy(() =>
  EU_COUNTRIES.map((value) => ({ value, label: euCountryName(value) })).sort((a, b) =>
    a.label.localeCompare(b.label, 'fr'),
  ),
);
