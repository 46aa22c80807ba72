import type { Config } from '../../config.js';
import type { Db } from '../../db/prisma.js';

/**
 * The three plans sold. Prices are monthly, in cents. `price_id` is the Stripe price of each plan;
 * without Stripe (local billing) the placeholder ids below identify the plans.
 */
export const PLAN_CATALOG = [
  {
    nom: 'Essentiel',
    price_id: 'local_essentiel',
    prix_cents: 900,
    utilisateurs: 2,
    clients: 50,
    factures: 100,
    devis: 100,
    nombre_produits: 50,
    nombre_services: 20,
    sauvegarde_cloud: false,
    creation_factures_pdf: true,
    position: 1,
  },
  {
    nom: 'Pro',
    price_id: 'local_pro',
    prix_cents: 1900,
    utilisateurs: 5,
    clients: 500,
    factures: 1000,
    devis: 1000,
    nombre_produits: 500,
    nombre_services: 100,
    sauvegarde_cloud: true,
    creation_factures_pdf: true,
    position: 2,
  },
  {
    nom: 'Entreprise',
    price_id: 'local_entreprise',
    prix_cents: 3900,
    utilisateurs: 20,
    clients: 5000,
    factures: 10000,
    devis: 10000,
    nombre_produits: 5000,
    nombre_services: 1000,
    sauvegarde_cloud: true,
    creation_factures_pdf: true,
    position: 3,
  },
] as const;

export type PlanName = (typeof PLAN_CATALOG)[number]['nom'];

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
