import type { Country } from '@app/shared/legal-identity';
import type { DocumentParty } from './document-data.js';

const COUNTRY_NAMES: Record<Country, string> = { BE: 'Belgique', FR: 'France' };

/** 0403.170.701 (BE), 732 829 320 (SIREN) and 732 829 320 00074 (SIRET), as they are printed. */
export function formatEnterpriseNumber(country: Country, digits: string): string {
  if (country === 'BE' && /^\d{10}$/.test(digits)) {
    return `${digits.slice(0, 4)}.${digits.slice(4, 7)}.${digits.slice(7)}`;
  }
  if (/^\d{9}$/.test(digits) || /^\d{14}$/.test(digits)) {
    return digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{5})?$/, (_, a, b, c, d?: string) =>
      [a, b, c, d].filter(Boolean).join(' '),
    );
  }
  return digits;
}

/**
 * The address and legal identity lines of a party. BE: the VAT number, or the enterprise number
 * of an organization that has none (AR n°1 TVA art. 5); FR: SIREN, SIRET and VAT number (CGI art.
 * 242 nonies A). The country is named when it is not the seller's.
 */
export function partyLines(
  party: DocumentParty,
  options: { withContact: boolean; seller?: { country: Country } },
): string[] {
  const country = party.country ?? 'BE';
  const locality = [party.postalCode, party.city].filter(Boolean).join(' ');
  const lines: (string | null | undefined)[] = [
    party.legalMention,
    party.address,
    locality || null,
  ];
  if (options.seller && party.country && party.country !== options.seller.country) {
    lines.push(COUNTRY_NAMES[party.country]);
  }
  if (country === 'FR') {
    if (party.enterpriseNumber) {
      lines.push(`SIREN : ${formatEnterpriseNumber('FR', party.enterpriseNumber)}`);
    }
    if (party.siret) lines.push(`SIRET : ${formatEnterpriseNumber('FR', party.siret)}`);
    if (party.vatNumber) lines.push(`N° TVA : ${party.vatNumber}`);
  } else if (party.vatNumber) {
    lines.push(`TVA : ${party.vatNumber}`);
  } else if (party.enterpriseNumber) {
    lines.push(`N° d’entreprise : ${formatEnterpriseNumber('BE', party.enterpriseNumber)}`);
  }
  if (options.withContact) lines.push(party.email, party.phone);
  return lines.filter((line): line is string => Boolean(line));
}
