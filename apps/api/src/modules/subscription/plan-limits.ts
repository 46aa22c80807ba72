// Plan limits (spec part 1 §3 "Plan", §6): the one check every creating endpoint calls, inside its
// transaction, before it writes. Over the limit → 409 with a French message naming plan and limit.
import { describePlanFeature, type PlanFeature } from '@app/shared/plans';
import { lockOrganization } from '../../db/own-rows.js';
import type { DbOrTx } from '../../db/prisma.js';
import { AppError } from '../../errors/app-error.js';
import {
  countUsage,
  findOrganizationPlan,
  type CountedFeature,
  type PlanRow,
} from './subscription.data.js';

export type SwitchFeature = Extract<PlanFeature, 'sauvegarde_cloud' | 'creation_factures_pdf'>;

const COUNTED_NOUNS: Record<CountedFeature, string> = {
  utilisateurs: 'membres',
  clients: 'clients',
  factures: 'factures cette année',
  devis: 'devis cette année',
  nombre_produits: 'produits',
  nombre_services: 'services',
};

async function loadPlan(db: DbOrTx, organizationId: number) {
  const plan = await findOrganizationPlan(db, organizationId);
  if (!plan) throw new AppError('PAYMENT_REQUIRED', '');
  return plan;
}

/**
 * Refuses with 409 when adding `adding` more of `feature` would exceed the organization's plan.
 * Call it in the creating transaction so the count and the insert see the same rows.
 */
export async function assertWithinPlanLimit(
  db: DbOrTx,
  organizationId: number,
  feature: CountedFeature,
  adding = 1,
): Promise<void> {
  // Serializes concurrent creations of one organization, so two requests cannot both take the
  // last free place (the lock lasts until the caller's transaction ends).
  await lockOrganization(db, organizationId);
  const plan = await loadPlan(db, organizationId);
  const limit = plan[feature];
  const used = await countUsage(db, organizationId, feature);
  if (used + adding > limit) {
    throw new AppError(
      'CONFLICT',
      `Limite de votre abonnement ${plan.nom} atteinte : ${describePlanFeature(feature, limit)} au maximum ` +
        `(${used} ${COUNTED_NOUNS[feature]}). Passez à une formule supérieure pour en ajouter.`,
    );
  }
}

/** Refuses with 409 when the plan does not include a switch feature (PDF creation, cloud backup). */
export async function assertPlanIncludes(
  db: DbOrTx,
  organizationId: number,
  feature: SwitchFeature,
): Promise<void> {
  assertPlanRowIncludes(await findOrganizationPlan(db, organizationId), feature);
}

/** The same refusal on a plan already read (null: no plan, 402) with the caller's other reads. */
export function assertPlanRowIncludes(plan: PlanRow | null, feature: SwitchFeature): void {
  if (!plan) throw new AppError('PAYMENT_REQUIRED', '');
  if (!plan[feature]) {
    throw new AppError(
      'CONFLICT',
      `Votre abonnement ${plan.nom} ne comprend pas : ${describePlanFeature(feature, false)}.`,
    );
  }
}
