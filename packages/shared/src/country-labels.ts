// The words and examples that differ between the organization's countries: France says HT/TTC
// where Belgium says HTVA/TVAC, phones start with +33 or +32, and a form's BIC example is a bank
// of the country. Screens and PDFs take their labels from here so they never disagree.
import type { Country } from './legal-identity';

export interface VatLabels {
  /** The short word after an amount without VAT: "HTVA" / "HT". */
  excl: string;
  /** The short word after an amount with VAT: "TVAC" / "TTC". */
  incl: string;
  /** "Total HTVA" / "Total HT". */
  totalExcl: string;
  /** "Total TVAC" / "Total TTC". */
  totalIncl: string;
  /** The unit price column of a PDF: "P.U. HTVA" / "P.U. HT". */
  unitPriceExcl: string;
}

const VAT_WORDS: Record<Country, { excl: string; incl: string }> = {
  BE: { excl: 'HTVA', incl: 'TVAC' },
  FR: { excl: 'HT', incl: 'TTC' },
};

/** The VAT labels of the organization's country. */
export function vatLabels(country: Country): VatLabels {
  const { excl, incl } = VAT_WORDS[country];
  return {
    excl,
    incl,
    totalExcl: `Total ${excl}`,
    totalIncl: `Total ${incl}`,
    unitPriceExcl: `P.U. ${excl}`,
  };
}

/** The spec's phone prefixes (part 1 §9), in the spec's stored form "+32-". */
export const PHONE_PREFIXES: Readonly<Record<Country, '+32-' | '+33-'>> = {
  BE: '+32-',
  FR: '+33-',
};

/** The phone prefix of the country, "+32-" or "+33-". */
export function phonePrefix(country: Country): '+32-' | '+33-' {
  return PHONE_PREFIXES[country];
}

/** A number after the prefix, in the country's own grouping (a mobile number). */
export const PHONE_NUMBER_PLACEHOLDERS: Readonly<Record<Country, string>> = {
  BE: '470 12 34 56',
  FR: '6 12 34 56 78',
};

/** A phone field's prefix while empty and its example number, for the country. */
export function phoneHints(country: Country) {
  return {
    defaultPrefix: PHONE_PREFIXES[country],
    placeholder: PHONE_NUMBER_PLACEHOLDERS[country],
  };
}

/** A BIC example of a bank of the country (BNP Paribas Fortis, BNP Paribas). */
export const BIC_PLACEHOLDERS: Readonly<Record<Country, string>> = {
  BE: 'GEBABEBB',
  FR: 'BNPAFRPP',
};
