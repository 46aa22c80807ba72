// The organization's own identifier on Peppol (issue #33, « Facturation électronique »): which it
// is, and its registration with the access point, so that others can send to it.
import { participantOfOrganization, participantText } from '@app/shared/peppol';
import {
  MSG_PEPPOL_NO_SENDER,
  type PeppolRegistrationState,
  type PeppolSettingsDto,
} from '@app/shared/peppol-transmissions';
import type { Db } from '../../db/prisma.js';
import { AppError } from '../../errors/app-error.js';
import type { PeppolWiring } from '../peppol/peppol-wiring.js';
import { TransientTransportError, type Registration } from '../peppol/transport.js';

export const MSG_PEPPOL_PROVIDER_DOWN =
  'Le point d’accès Peppol ne répond pas pour le moment : réessayez plus tard.';

/** The participant its UBL names as seller: its SIRET (0009), else its registration number. */
export function organizationParticipant(org: {
  country: 'BE' | 'FR';
  enterprise_number: string | null;
  siret: string | null;
}): string | null {
  const participant = participantOfOrganization(org);
  return participant ? participantText(participant) : null;
}

const ORGANIZATION_SELECT = {
  organization_name: true,
  country: true,
  enterprise_number: true,
  siret: true,
  address: true,
  postal_code: true,
  city: true,
  peppol_registration: true,
  peppol_registration_reason: true,
} as const;

async function organizationOf(db: Db, organizationId: number) {
  return db.organization.findUniqueOrThrow({
    where: { organization_id: organizationId },
    select: ORGANIZATION_SELECT,
  });
}

const isState = (value: string | null): value is PeppolRegistrationState =>
  value === 'registered' || value === 'pending' || value === 'failed';

export async function getPeppolSettings(
  db: Db,
  wiring: PeppolWiring,
  organizationId: number,
): Promise<PeppolSettingsDto> {
  const org = await organizationOf(db, organizationId);
  return {
    provider: wiring.transport.name,
    participant_id: organizationParticipant(org),
    registration: isState(org.peppol_registration) ? org.peppol_registration : null,
    reason: org.peppol_registration_reason,
  };
}

/** Registers the organization's identifier with the access point and keeps the state it answers. */
export async function registerPeppol(
  db: Db,
  wiring: PeppolWiring,
  organizationId: number,
): Promise<PeppolSettingsDto> {
  const org = await organizationOf(db, organizationId);
  const participant = organizationParticipant(org);
  if (!participant) throw new AppError('CONFLICT', MSG_PEPPOL_NO_SENDER);
  let registration: Registration;
  try {
    registration = await wiring.transport.register({
      participant,
      name: org.organization_name,
      country: org.country,
      ...(org.address && org.postal_code && org.city
        ? { address: { line1: org.address, zip: org.postal_code, city: org.city } }
        : {}),
    });
  } catch (err) {
    if (err instanceof TransientTransportError) {
      throw new AppError('UNAVAILABLE', MSG_PEPPOL_PROVIDER_DOWN);
    }
    const reason = err instanceof Error && err.message ? err.message : 'Enregistrement refusé.';
    registration = { state: 'failed', reason };
  }
  await db.organization.update({
    where: { organization_id: organizationId },
    data: {
      peppol_registration: registration.state,
      peppol_registration_reason: registration.state === 'failed' ? registration.reason : null,
    },
  });
  return getPeppolSettings(db, wiring, organizationId);
}
