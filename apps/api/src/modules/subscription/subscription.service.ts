import { centsToEuros } from '@app/shared/money';
import type { GetPlansResponse } from '@app/shared/plans';
import type { Db } from '../../db/prisma.js';

export async function listPlans(
  db: Db,
  billingMode: GetPlansResponse['billing_mode'],
): Promise<GetPlansResponse> {
  const rows = await db.plan.findMany({ orderBy: { position: 'asc' } });
  return {
    billing_mode: billingMode,
    plans: rows.map((row) => ({
      plan_id: row.plan_id,
      price_id: row.price_id,
      nom: row.nom,
      prix: centsToEuros(row.prix_cents),
      utilisateurs: row.utilisateurs,
      clients: row.clients,
      factures: row.factures,
      devis: row.devis,
      nombre_produits: row.nombre_produits,
      nombre_services: row.nombre_services,
      sauvegarde_cloud: row.sauvegarde_cloud,
      creation_factures_pdf: row.creation_factures_pdf,
    })),
  };
}
