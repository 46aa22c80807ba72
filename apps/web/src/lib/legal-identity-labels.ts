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
