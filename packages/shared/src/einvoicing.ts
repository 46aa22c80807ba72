// What a Peppol BIS 3.0 / Factur-X e-invoice needs of its two parties, as French labels of the
// missing fields: shown on the organization page (is it ready?) and on an invoice before it is
// validated (can its client receive it?). The documents themselves are written by the API.
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
  country: Country;
  client_type: 'company' | 'person';
  enterprise_number: string | null;
  client_address: string | null;
  postal_code: string | null;
  city: string | null;
  client_email: string | null;
};

const filled = (value: string | null | undefined) => (value ?? '').trim() !== '';

/** BE: the enterprise number (BCE/KBO, Peppol scheme 0208); FR: the SIREN (scheme 0002). */
export const registrationLabel = (country: Country) =>
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
  if (!filled(client.enterprise_number)) missing.push(registrationLabel(client.country));
  missing.push(...addressMissing(client.client_address, client.postal_code, client.city));
  return missing;
}
