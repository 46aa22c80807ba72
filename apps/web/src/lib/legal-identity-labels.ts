import type { Country } from '@app/shared/legal-identity';

/** The countries whose legal identity the app knows, as the forms offer them. */
export const COUNTRY_OPTIONS: readonly { value: Country; label: string }[] = [
  { value: 'BE', label: 'Belgique' },
  { value: 'FR', label: 'France' },
];

/** The enterprise number's name in each country. */
export const ENTERPRISE_NUMBER_LABELS: Record<Country, string> = {
  BE: "Numéro d'entreprise (BCE)",
  FR: 'SIREN',
};

/** What a number looks like in each country, as the fields' placeholders show it. */
export const ENTERPRISE_NUMBER_PLACEHOLDERS: Record<Country, string> = {
  BE: '0123.456.749',
  FR: '123 456 782',
};

export const VAT_NUMBER_PLACEHOLDERS: Record<Country, string> = {
  BE: 'BE0123456749',
  FR: 'FR40303265045',
};

export const IBAN_PLACEHOLDERS: Record<Country, string> = {
  BE: 'BE00 0000 0000 0000',
  FR: 'FR76 0000 0000 0000 0000 0000 000',
};
