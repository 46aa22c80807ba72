// Peppol participant identifiers (issue #33): `<scheme>:<id>`, the scheme an ISO 6523 ICD or a
// Peppol electronic address scheme (EAS). Belgian and French numbers are checked with their check
// digits; the other member states' numbers by their shape. The electronic address a party gets on
// an e-invoice (BT-34/BT-49) is chosen here once, for the UBL/CII writers and for the lookup.
import { z } from 'zod';
import { REGISTRATION_SCHEMES, VAT_ENDPOINT_SCHEMES } from './einvoicing.js';
import { EU_COUNTRIES, normalizeEuVatNumber, type EuCountry } from './eu-countries.js';
import {
  MSG_ENTERPRISE_NUMBER_INVALID,
  MSG_SIRET_INVALID,
  MSG_VAT_NUMBER_INVALID,
  normalizeEnterpriseNumber,
  normalizeSiren,
  normalizeSiret,
  normalizeVatNumber,
  vatFormatMessage,
} from './legal-identity.js';

/** A participant of the Peppol network: `0208` and `0123456749` make `0208:0123456749`. */
export type PeppolParticipant = { scheme: string; id: string };

/** What GET /api/peppol/lookup answers. */
export interface PeppolLookupDto {
  /** `<scheme>:<id>`, the id as stored (e.g. `0208:0123456749`). */
  participant_id: string;
  /** The SML name asked for its NAPTR record (smlDnsName). */
  dns_name: string;
  /** The SML knows the participant (its name has an SMP). */
  registered: boolean;
  /** Its SMP accepts Peppol BIS Billing 3.0 invoices. */
  accepts_invoice: boolean;
  /** Its SMP accepts Peppol BIS Billing 3.0 credit notes. */
  accepts_credit_note: boolean;
}

/** The ISO 6523 scheme of the participant identifiers, as the SML and SMP name it. */
export const PARTICIPANT_ID_SCHEME = 'iso6523-actorid-upis';
/** The SML's production zone; the test network's is `acc.edelivery.tech.ec.europa.eu`. */
export const SML_ZONE = 'edelivery.tech.ec.europa.eu';

export const MSG_PEPPOL_SCHEME_INVALID =
  'Schéma Peppol inconnu : 0208 (numéro d’entreprise belge), 9925 (TVA belge), 0009 (SIRET), 0002 (SIREN) ou le schéma d’un autre État membre.';
export const MSG_PEPPOL_ID_MISSING = 'Veuillez indiquer l’identifiant Peppol.';
export const MSG_PEPPOL_PARTICIPANT_INVALID =
  'Identifiant Peppol invalide (format attendu : 0208:0123456749).';
export const MSG_PEPPOL_UNAVAILABLE =
  'Le réseau Peppol ne répond pas pour le moment : vérification impossible, réessayez plus tard.';
export const MSG_SIREN_INVALID = 'SIREN invalide';
export const MSG_KVK_INVALID = 'Numéro KvK invalide (8 chiffres)';

const compact = (value: string) => value.replace(/[\s.-]/g, '').toUpperCase();
const normalizeKvk = (value: string) => (/^\d{8}$/.test(compact(value)) ? compact(value) : null);

type SchemeRule = { normalize: (id: string) => string | null; invalid: string };

/** The schemes whose numbers the app checks, with the message of a wrong one. */
const CHECKED_SCHEMES: Readonly<Record<string, SchemeRule>> = {
  '0208': { normalize: normalizeEnterpriseNumber, invalid: MSG_ENTERPRISE_NUMBER_INVALID },
  '9925': { normalize: (id) => normalizeVatNumber('BE', id), invalid: MSG_VAT_NUMBER_INVALID },
  '0009': { normalize: normalizeSiret, invalid: MSG_SIRET_INVALID },
  '0002': { normalize: normalizeSiren, invalid: MSG_SIREN_INVALID },
  '0106': { normalize: normalizeKvk, invalid: MSG_KVK_INVALID },
};

/** The rule of a scheme: a checked one, or another member state's VAT scheme (its shape only). */
function ruleOf(scheme: string): SchemeRule | undefined {
  const checked = CHECKED_SCHEMES[scheme];
  if (checked) return checked;
  const country = EU_COUNTRIES.find((code) => VAT_ENDPOINT_SCHEMES[code] === scheme);
  if (country === undefined) return undefined;
  return {
    normalize: (id) => normalizeEuVatNumber(country, compact(id)),
    invalid: vatFormatMessage(country),
  };
}

/** Every scheme the app looks up, e.g. for a select. */
export const PEPPOL_SCHEMES: readonly string[] = [
  ...Object.keys(CHECKED_SCHEMES),
  ...EU_COUNTRIES.map((country) => VAT_ENDPOINT_SCHEMES[country]).filter(
    (scheme): scheme is string => scheme !== undefined,
  ),
];

export type ParticipantCheck =
  | { ok: true; participant: PeppolParticipant }
  | { ok: false; field: 'scheme' | 'id'; message: string };

/** A scheme and a number as typed, checked: the participant with its number as stored, or why not. */
export function checkParticipant(scheme: string, id: string): ParticipantCheck {
  const rule = ruleOf(scheme.trim());
  if (rule === undefined) return { ok: false, field: 'scheme', message: MSG_PEPPOL_SCHEME_INVALID };
  if (id.trim() === '') return { ok: false, field: 'id', message: MSG_PEPPOL_ID_MISSING };
  const normalized = id.length > 64 ? null : rule.normalize(id);
  return normalized === null
    ? { ok: false, field: 'id', message: rule.invalid }
    : { ok: true, participant: { scheme: scheme.trim(), id: normalized } };
}

/** `0208:0123456749` (with or without `iso6523-actorid-upis::` before it), checked. */
export function parseParticipant(text: string): ParticipantCheck {
  const value = text.trim().replace(/^iso6523-actorid-upis::/i, '');
  const colon = value.indexOf(':');
  if (colon < 0) return { ok: false, field: 'id', message: MSG_PEPPOL_PARTICIPANT_INVALID };
  return checkParticipant(value.slice(0, colon), value.slice(colon + 1));
}

/** `<scheme>:<id>`. */
export const participantText = (participant: PeppolParticipant) =>
  `${participant.scheme}:${participant.id}`;

/** A party as an e-invoice addresses it (BT-34/BT-49): its numbers as stored. */
export interface AddressedParty {
  country: EuCountry;
  enterprise_number: string | null;
  /** Compacted, with its country prefix. */
  vat_number?: string | null;
  /** The seller's only (FR). */
  siret?: string | null;
  email?: string | null;
}

const digits = (value: string | null | undefined) => (value ?? '').replace(/\D/g, '');

/** BT-30/BT-47: the legal registration (BCE/KBO 0208, SIREN 0002, KvK 0106), when known. */
export function legalRegistrationOf(party: AddressedParty): PeppolParticipant | undefined {
  const enterprise = digits(party.enterprise_number);
  const scheme = REGISTRATION_SCHEMES[party.country];
  return enterprise === '' || scheme === undefined ? undefined : { id: enterprise, scheme };
}

/**
 * The electronic address of a party on its e-invoice: a French SIRET (0009) when there is one,
 * else its registration, else (where no registration scheme is known: LU, DE…) its VAT number,
 * else its email (scheme EM, not a Peppol participant).
 */
export function electronicAddressOf(party: AddressedParty): PeppolParticipant | undefined {
  const siret = digits(party.siret);
  if (siret.length === 14) return { id: siret, scheme: '0009' };
  const legal = legalRegistrationOf(party);
  if (legal) return legal;
  const vatScheme = VAT_ENDPOINT_SCHEMES[party.country];
  const vat = party.vat_number ?? '';
  if (vat !== '' && vatScheme !== undefined) return { id: vat, scheme: vatScheme };
  return party.email ? { id: party.email, scheme: 'EM' } : undefined;
}

/** The participant of an address that is one on Peppol and whose number checks out. */
function participantOfAddress(address: PeppolParticipant | undefined) {
  if (address === undefined || address.scheme === 'EM') return null;
  const checked = checkParticipant(address.scheme, address.id);
  return checked.ok ? checked.participant : null;
}

/** BE → 0208:<enterprise number>; FR → 0009:<SIRET> when filled, else 0002:<SIREN>. */
export function participantOfOrganization(org: {
  country: 'BE' | 'FR';
  enterprise_number: string | null;
  siret: string | null;
}): PeppolParticipant | null {
  return participantOfAddress(electronicAddressOf(org));
}

/** A company client's participant: the EndpointID its UBL carries; null for a person. */
export function participantOfClient(client: {
  client_type: 'company' | 'person';
  country: EuCountry;
  enterprise_number: string | null;
  vat_number: string | null;
}): PeppolParticipant | null {
  if (client.client_type !== 'company') return null;
  const vat = client.vat_number?.replace(/[\s.]/g, '').toUpperCase() ?? null;
  return participantOfAddress(electronicAddressOf({ ...client, vat_number: vat }));
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32, without padding. */
function base32(bytes: Uint8Array): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    // Fewer than 5 bits are left over between bytes: 16 bits hold what is still to encode.
    buffer = ((buffer << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(buffer << (5 - bits)) & 31];
  return out;
}

/**
 * The SML name of a participant (Peppol Policy for use of identifiers 4.4, POLICY 7; SML 1.3):
 * the lower-cased `<scheme>:<id>` (without `iso6523-actorid-upis::`) hashed with SHA-256, in
 * base32 without padding, lower-cased, then `.iso6523-actorid-upis.` and the zone. Async: Web
 * Crypto, the same in the browser and in Node.
 */
export async function smlDnsName(participant: PeppolParticipant, zone: string): Promise<string> {
  const value = participantText(participant).toLowerCase();
  const hash = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(value));
  return `${base32(new Uint8Array(hash)).toLowerCase()}.${PARTICIPANT_ID_SCHEME}.${zone}`;
}

const MAX_TYPED = 200;
const typed = (missing: string) => z.string({ error: missing }).max(MAX_TYPED, missing);

/** GET /api/peppol/lookup?scheme=0208&id=0123456749: the participant, checked. */
export const peppolLookupQuerySchema = z
  .object({ scheme: typed(MSG_PEPPOL_SCHEME_INVALID), id: typed(MSG_PEPPOL_ID_MISSING) })
  .transform((query, ctx) => {
    const checked = checkParticipant(query.scheme, query.id);
    if (checked.ok) return checked.participant;
    ctx.addIssue({ code: 'custom', path: [checked.field], message: checked.message });
    return z.NEVER;
  });
