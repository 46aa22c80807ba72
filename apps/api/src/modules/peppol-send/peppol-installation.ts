// The Peppol wiring of a server (issue #33): the transport `PEPPOL_PROVIDER` names, the lookup
// that says whether a client can be reached, and the inbox of documents received for an
// organization of this installation. Tests build their own (test/peppol/peppol-fixture.ts).
import { parseParticipant, participantText } from '@app/shared/peppol';
import type { Config } from '../../config.js';
import type { Db } from '../../db/prisma.js';
import { lookupParticipant } from '../peppol/lookup/lookup.service.js';
import { demoLookup, peppolTransport, type PeppolWiring } from '../peppol/peppol-wiring.js';
import type { StorecoveLegalEntities } from '../peppol/storecove.js';
import { receiveDocument } from '../purchase-invoices/receive.js';

/**
 * The organization of this installation that registered `participant` on Peppol (« Enregistrer
 * sur Peppol »), the first to have done so; null when none did. An organization that merely typed
 * the same number receives nothing: registering is what makes a number one's address.
 */
export async function registeredOrganization(db: Db, participant: string): Promise<number | null> {
  const checked = parseParticipant(participant);
  if (!checked.ok) return null;
  const { scheme, id } = checked.participant;
  const rows = await db.$queryRaw<{ organization_id: number }[]>`
    SELECT organization_id FROM organizations
    WHERE peppol_registration = 'registered'
      AND CASE ${scheme}
        WHEN '0009' THEN regexp_replace(coalesce(siret, ''), '\D', '', 'g') = ${id}
        WHEN '0208' THEN country = 'BE'
          AND regexp_replace(coalesce(enterprise_number, ''), '\D', '', 'g') = ${id}
        WHEN '0002' THEN country = 'FR'
          AND regexp_replace(coalesce(enterprise_number, ''), '\D', '', 'g') = ${id}
        ELSE false
      END
    ORDER BY organization_id
    LIMIT 1`;
  return rows[0]?.organization_id ?? null;
}

/** Storecove's legal entity ids, kept in the database across restarts and replicas. */
function legalEntitiesIn(db: Db, provider: string): StorecoveLegalEntities {
  return {
    async find(participant) {
      const row = await db.peppolLegalEntity.findUnique({
        where: { provider_participant: { provider, participant } },
      });
      return row?.legal_entity_id ?? null;
    },
    async remember(participant, legalEntityId) {
      await db.peppolLegalEntity.upsert({
        where: { provider_participant: { provider, participant } },
        create: { provider, participant, legal_entity_id: legalEntityId },
        update: { legal_entity_id: legalEntityId },
      });
    },
  };
}

export function installationPeppolWiring(config: Config, db: Db): PeppolWiring {
  const inbox: PeppolWiring['inbox'] = async (receiver, sender, xml) => {
    const organizationId = await registeredOrganization(db, receiver);
    if (organizationId === null) return;
    const checked = parseParticipant(sender);
    await receiveDocument(db, organizationId, {
      bytes: Buffer.from(xml, 'utf8'),
      fileName: `peppol-${(checked.ok ? participantText(checked.participant) : 'inconnu').replace(':', '-')}.xml`,
      source: 'peppol',
      sender: checked.ok ? participantText(checked.participant) : null,
    });
  };
  // The demo network is this installation: every participant is reachable through it.
  const lookup: PeppolWiring['lookup'] =
    config.PEPPOL_PROVIDER === 'demo'
      ? demoLookup
      : (participant) => lookupParticipant(config, participant);
  const transport = peppolTransport(config, inbox, legalEntitiesIn(db, config.PEPPOL_PROVIDER));
  return { transport, lookup, inbox };
}
