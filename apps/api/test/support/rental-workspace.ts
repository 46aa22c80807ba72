import type { Express } from 'express';
import type { Db } from '../../src/db/prisma.js';
import { createClient, productsIn, signedInMember } from './factories.js';

/**
 * A signed-in member whose organization rents 10 folding chairs (category "Mobilier", 5 €) and
 * has the client Patro; `product(name, stock)` adds another product of the same category.
 */
export async function rentalWorkspace(ctx: { app: Express; db: Db }) {
  const { organization, api } = await signedInMember(ctx);
  const orgId = organization.organization_id;
  const product = await productsIn(ctx.db, orgId, 'Mobilier', 500);
  const chairs = await product('Chaise pliante', 10);
  const patro = await createClient(ctx.db, orgId, { client_name: 'Patro' });
  return { orgId, api, product, chairs, patro };
}
