// What a Peppol BIS 3.0 / Factur-X e-invoice needs of its two parties, as French labels of the
// missing fields: shown on the organization page (is it ready?) and on an invoice before it is
// validated (can its client receive it?). The documents themselves are written by the API.
import type { EuCountry } from './eu-countries';
import { normalizeIban, type Country } from './legal-identity';

export type EinvoiceSeller = {
  country: Country;
  enterprise_number: string | null;
  address: string | null;
  postal_code: string | null;
  city: string | null;
  bank_account: string;
  is_vat_subject: boolean;
  vat_number: string | null;
};

export type EinvoiceBuyer = {
  country: EuCountry;
  client_type: 'company' | 'person';
  enterprise_number: string | null;
  client_address: string | null;
  postal_code: string | null;
  city: string | null;
  client_email: string | null;
  vat_number?: string | null;
};

/**
 * The ISO 6523 scheme of a party's registration number (BT-30/BT-47, and its Peppol address):
 * BCE/KBO, SIREN, the Dutch KvK. Another member state's national number has none here: a client
 * there is addressed by its VAT number (VAT_ENDPOINT_SCHEMES), else by its email.
 */
export const REGISTRATION_SCHEMES: Readonly<Partial<Record<EuCountry, string>>> = {
  BE: '0208',
  FR: '0002',
  NL: '0106',
};

/** The Peppol electronic address schemes (EAS) of the member states' VAT numbers. */
export const VAT_ENDPOINT_SCHEMES: Readonly<Partial<Record<EuCountry, string>>> = {
  AT: '9914',
  BG: '9926',
  CY: '9928',
  CZ: '9929',
  DE: '9930',
  EE: '9931',
  ES: '9920',
  GR: '9933',
  HR: '9934',
  HU: '9910',
  IE: '9935',
  IT: '0211',
  LT: '9937',
  LU: '9938',
  LV: '9939',
  MT: '9943',
  PL: '9945',
  PT: '9946',
  RO: '9947',
  SI: '9949',
  SK: '9950',
};

const filled = (value: string | null | undefined) => (value ?? '').trim() !== '';

/** BE: the enterprise number (BCE/KBO, Peppol scheme 0208); FR: the SIREN (scheme 0002); NL: KvK. */
export const registrationLabel = (country: EuCountry) =>
  country === 'FR' ? 'SIREN' : 'numéro d’entreprise';

function addressMissing(street: string | null, postalCode: string | null, city: string | null) {
  const missing: string[] = [];
  if (!filled(street)) missing.push('adresse');
  if (!filled(postalCode)) missing.push('code postal');
  if (!filled(city)) missing.push('ville');
  return missing;
}

/** What the organization must still fill in to issue e-invoices (empty: ready). */
export function sellerEinvoiceMissing(org: EinvoiceSeller): string[] {
  const missing: string[] = [];
  if (!filled(org.enterprise_number)) missing.push(registrationLabel(org.country));
  missing.push(...addressMissing(org.address, org.postal_code, org.city));
  if (normalizeIban(org.bank_account) === null) missing.push('IBAN valide');
  if (org.is_vat_subject && !filled(org.vat_number)) missing.push('numéro de TVA');
  return missing;
}

/**
 * Peppol carries invoices between businesses and to public bodies: a private person has no
 * address on it, and the Belgian mandate leaves sales to consumers out. Their document is the PDF
 * (and, in France, its Factur-X); no UBL is made for them (docs/decisions.md).
 */
export const goesThroughPeppol = (clientType: EinvoiceBuyer['client_type']) =>
  clientType === 'company';

export const MSG_UBL_CONSUMER_INVOICE =
  'Une facture à un particulier ne passe pas par Peppol : envoyez le PDF.';
export const MSG_UBL_CONSUMER_CREDIT_NOTE =
  'Une note de crédit à un particulier ne passe pas par Peppol : envoyez le PDF.';

/**
 * What a company client lacks to be addressed on Peppol: its registration number and its postal
 * address. Nothing for a person, who is not addressed on Peppol at all (`goesThroughPeppol`).
 */
export function buyerEinvoiceMissing(client: EinvoiceBuyer): string[] {
  if (!goesThroughPeppol(client.client_type)) return [];
  const missing: string[] = [];
  if (REGISTRATION_SCHEMES[client.country] === undefined) {
    if (!filled(client.vat_number) && !filled(client.client_email)) missing.push('numéro de TVA');
  } else if (!filled(client.enterprise_number)) {
    missing.push(registrationLabel(client.country));
  }
  missing.push(...addressMissing(client.client_address, client.postal_code, client.city));
  return missing;
}
