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

/** Inserts or refreshes the plans by name; safe to run at every boot and from every replica. */
export async function seedPlans(db: Db): Promise<void> {
  for (const plan of PLAN_CATALOG) {
    await db.plan.upsert({ where: { nom: plan.nom }, create: { ...plan }, update: { ...plan } });
  }
}
