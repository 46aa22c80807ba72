import { PLAN_CATALOG, type PlanName } from '@app/shared/plans';
import type { Config } from '../../config.js';
import type { Db } from '../../db/prisma.js';

type PriceConfig = Pick<
  Config,
  'STRIPE_SECRET_KEY' | 'STRIPE_PRICE_ESSENTIEL' | 'STRIPE_PRICE_PRO' | 'STRIPE_PRICE_ENTREPRISE'
>;

/**
 * The Stripe price of each plan when Stripe is on; undefined in local billing. Selling a plan
 * without its price would fail at checkout, so a missing one stops the boot with a clear error.
 */
export function stripePriceIds(config: PriceConfig): Record<PlanName, string> | undefined {
  if (!config.STRIPE_SECRET_KEY) return undefined;
  const prices = {
    Essentiel: config.STRIPE_PRICE_ESSENTIEL,
    Pro: config.STRIPE_PRICE_PRO,
    Entreprise: config.STRIPE_PRICE_ENTREPRISE,
  };
  const missing = Object.entries(prices)
    .filter(([, price]) => !price)
    .map(([name]) => `STRIPE_PRICE_${name.toUpperCase()}`);
  if (missing.length > 0) {
    throw new Error(`STRIPE_SECRET_KEY is set but ${missing.join(', ')} is missing`);
  }
  return prices as Record<PlanName, string>;
}

/**
 * Inserts or refreshes the plans by name; safe to run at every boot and from every replica. With
 * Stripe, each plan's price_id becomes its Stripe price.
 */
export async function seedPlans(db: Db, config: PriceConfig = {}): Promise<void> {
  const prices = stripePriceIds(config);
  for (const plan of PLAN_CATALOG) {
    const row = { ...plan, price_id: prices?.[plan.nom] ?? plan.price_id };
    await db.plan.upsert({ where: { nom: plan.nom }, create: row, update: row });
  }
}
