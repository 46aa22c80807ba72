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

/** What a rental may say besides its lines and days: its client (Patro unless said), its event. */
export interface BookingOptions {
  client?: { client_id: number };
  event?: { event_id: number };
  allow_overbooking?: boolean;
}

/** A rental's lines: each product with its units. */
export type BookedLines = [{ product_id: number }, number][];

/**
 * The quote form's body of a rental of `lines` from `from` to `until` (both days included), 5 € a
 * unit at VAT 21 %, for `patro` unless `options` names another client.
 */
export const rentalQuoteBody = (
  patro: { client_id: number },
  lines: BookedLines,
  from: string,
  until: string,
  options: BookingOptions = {},
) => ({
  client_id: (options.client ?? patro).client_id,
  event_id: options.event?.event_id,
  products: lines.map(([{ product_id }, quantity]) => ({
    product_id,
    quantity,
    price: 5,
    tva_rate: 21,
  })),
  services: [],
  rent_date: from,
  reserved_from: from,
  reserved_until: until,
  ...(options.allow_overbooking === undefined
    ? {}
    : { allow_overbooking: options.allow_overbooking }),
});
