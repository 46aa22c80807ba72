import { PLAN_CATALOG, type PlanName } from '@app/shared/plans';
import type { Config } from '../../config.js';
import { pgPoolOf, type Db } from '../../db/prisma.js';

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

/** The columns a plan's row is written with, in PLAN_CATALOG's order. */
const PLAN_COLUMNS = Object.keys(PLAN_CATALOG[0]) as (keyof (typeof PLAN_CATALOG)[number])[];

/**
 * Inserts or refreshes the plans by name; safe to run at every boot and from every replica. With
 * Stripe, each plan's price_id becomes its Stripe price. One statement on the pg pool, not three
 * Prisma upserts: the start then does not wait for Prisma's query compiler (loaded by the first
 * request instead), which was most of this step's time.
 */
export async function seedPlans(db: Db, config: PriceConfig = {}): Promise<void> {
  const prices = stripePriceIds(config);
  const rows = PLAN_CATALOG.map((plan) => ({
    ...plan,
    price_id: prices?.[plan.nom] ?? plan.price_id,
  }));
  const params = rows.flatMap((row) => PLAN_COLUMNS.map((column) => row[column]));
  const tuples = rows.map(
    (_row, r) =>
      `(${PLAN_COLUMNS.map((_column, c) => `$${r * PLAN_COLUMNS.length + c + 1}`).join(', ')})`,
  );
  await pgPoolOf(db).query(
    `INSERT INTO plans (${PLAN_COLUMNS.join(', ')}) VALUES ${tuples.join(', ')}
     ON CONFLICT (nom) DO UPDATE SET ${PLAN_COLUMNS.map((column) => `${column} = EXCLUDED.${column}`).join(', ')}`,
    params,
  );
}
