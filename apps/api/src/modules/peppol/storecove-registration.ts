// Registering an organization at Storecove, so that it may send and be reached over Peppol: a
// legal entity (its name and address) carrying its Peppol identifier under Storecove's own name
// for the scheme. docs/decisions.md, "Peppol access point: Storecove".
import { VAT_ENDPOINT_SCHEMES } from '@app/shared/einvoicing';
import { StorecoveRefusal, storecoveCall, type StorecoveConnection } from './storecove-http.js';
import {
  TransientTransportError,
  type OrganizationIdentity,
  type ParticipantId,
  type Registration,
} from './transport.js';

/**
 * Where the Storecove legal entity id of each registered participant is kept. Storecove needs it
 * on every submission and has no look-up by identifier; the lead wires one backed by the
 * organization's row, the default keeps it in memory (tests, a single short-lived process).
 */
export type StorecoveLegalEntities = {
  find(participant: ParticipantId): Promise<number | null>;
  remember(participant: ParticipantId, legalEntityId: number): Promise<void>;
};

export function legalEntitiesInMemory(): StorecoveLegalEntities {
  const ids = new Map<ParticipantId, number>();
  return {
    find: async (participant) => ids.get(participant) ?? null,
    remember: async (participant, id) => void ids.set(participant, id),
  };
}

/**
 * Storecove names identifier schemes by the "Scheme ID" of Peppol's code list ("BE:EN"), not by
 * their ISO 6523 code: the schemes the app issues (packages/shared/src/einvoicing.ts) by name.
 * A member state's VAT scheme is "<country>:VAT", Italy's "IT:IVA".
 */
const STORECOVE_SCHEMES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    Object.entries(VAT_ENDPOINT_SCHEMES).map(([country, code]) => [
      code,
      country === 'IT' ? 'IT:IVA' : `${country}:VAT`,
    ]),
  ),
  '0208': 'BE:EN',
  '9925': 'BE:VAT',
  '0002': 'FR:SIRENE',
  '0009': 'FR:SIRET',
  '9957': 'FR:VAT',
  '0106': 'NL:KVK',
  '0088': 'GLN',
};

export function storecoveIdentifier(participant: ParticipantId): { scheme: string; id: string } {
  const separator = participant.indexOf(':');
  const scheme = STORECOVE_SCHEMES[participant.slice(0, separator)];
  const id = participant.slice(separator + 1);
  if (separator < 0 || !scheme || id === '') {
    throw new StorecoveRefusal(
      `L’identifiant Peppol « ${participant} » est d’un schéma que l’adaptateur Storecove ne connaît pas.`,
    );
  }
  return { scheme, id };
}

/**
 * Registers the organization as a Storecove legal entity carrying its Peppol identifier. Pending:
 * the entity exists but its identifier could not be confirmed for now (registering again resumes
 * from there, the entity remembered and never created twice). A failure to create the entity for
 * now throws TransientTransportError: nothing was done.
 */
export async function registerAtStorecove(
  connection: StorecoveConnection,
  legalEntities: StorecoveLegalEntities,
  organization: OrganizationIdentity,
): Promise<Registration> {
  let identifier: { scheme: string; id: string };
  try {
    identifier = storecoveIdentifier(organization.participant);
  } catch (error) {
    return { state: 'failed', reason: (error as Error).message };
  }
  let legalEntityId = await legalEntities.find(organization.participant);
  if (legalEntityId === null) {
    const created = await createLegalEntity(connection, organization);
    if (typeof created === 'string') return { state: 'failed', reason: created };
    legalEntityId = created;
    await legalEntities.remember(organization.participant, legalEntityId);
  }
  try {
    await storecoveCall(connection, 'POST', `/legal_entities/${legalEntityId}/peppol_identifiers`, {
      superscheme: 'iso6523-actorid-upis',
      scheme: identifier.scheme,
      identifier: identifier.id,
    });
    return { state: 'registered' };
  } catch (error) {
    // The legal entity exists but its identifier is not confirmed: registering again resumes
    // from here (the entity is remembered, never created twice).
    if (error instanceof TransientTransportError) return { state: 'pending' };
    return { state: 'failed', reason: (error as Error).message };
  }
}

/** The new legal entity's id, or the French reason Storecove refused it. */
async function createLegalEntity(
  connection: StorecoveConnection,
  organization: OrganizationIdentity,
): Promise<number | string> {
  const address = organization.address;
  if (!address?.line1 || !address.zip || !address.city) {
    return 'Storecove demande l’adresse de l’organisation (rue, code postal et ville) : complétez-la.';
  }
  try {
    const answer = await storecoveCall(connection, 'POST', '/legal_entities', {
      party_name: organization.name,
      line1: address.line1,
      zip: address.zip,
      city: address.city,
      country: organization.country,
      // Echoed in Storecove's webhook events: the participant names the organization there.
      tenant_id: organization.participant,
      acts_as_sender: true,
      acts_as_receiver: true,
      advertisements: ['invoice'],
      public: true,
    });
    const id = (answer.body as { id?: unknown } | null)?.id;
    if (typeof id !== 'number') {
      throw new TransientTransportError('Storecove a répondu sans identifiant d’entité.');
    }
    return id;
  } catch (error) {
    if (error instanceof StorecoveRefusal) return error.message;
    throw error;
  }
}
