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

/** What each number looks like in each country, as the fields' placeholders show it. */
const SAMPLES = {
  BE: { enterprise: '0123.456.749', vat: 'BE0123456749', iban: 'BE00 0000 0000 0000' },
  FR: {
    enterprise: '123 456 782',
    vat: 'FR40303265045',
    iban: 'FR76 0000 0000 0000 0000 0000 000',
  },
} as const;

const samplesOf = (kind: keyof (typeof SAMPLES)['BE']): Record<Country, string> => ({
  BE: SAMPLES.BE[kind],
  FR: SAMPLES.FR[kind],
});

export const ENTERPRISE_NUMBER_PLACEHOLDERS = samplesOf('enterprise');
export const VAT_NUMBER_PLACEHOLDERS = samplesOf('vat');
export const IBAN_PLACEHOLDERS = samplesOf('iban');
