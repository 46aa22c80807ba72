import type { Db } from '../../src/db/prisma.js';

/** What quotes and sales of an organization need: the ids of a client, a service and a product. */
export type ShopIds = { orgId: number; clientId: number; serviceId: number; productId: number };

/** A client, a service (10 €) and a product (4 €, `stock` units) in the organization. */
export async function createShop(db: Db, orgId: number, stock: number): Promise<ShopIds> {
  const client = await db.client.create({
    data: { organization_id: orgId, client_name: 'Client' },
  });
  const service = await db.service.create({
    data: { organization_id: orgId, name: 'Service', description: 'd', price_cents: 1000 },
  });
  const category = await db.category.create({ data: { organization_id: orgId, name: 'Bar' } });
  const product = await db.product.create({
    data: {
      organization_id: orgId,
      name: 'Bière',
      price_cents: 400,
      category_id: category.category_id,
      stock,
    },
  });
  return {
    orgId,
    clientId: client.client_id,
    serviceId: service.service_id,
    productId: product.product_id,
  };
}

/** The body of a createQuote call for the shop: its service once, on 1–2 May 2026. */
export const shopQuote = (shop: ShopIds) => ({
  client_id: shop.clientId,
  products: [],
  services: [{ service_id: shop.serviceId, quantity: 1, price: 10, tva_rate: 21 }],
  rent_date: '2026-05-01',
  reserved_from: '2026-05-01',
  reserved_until: '2026-05-02',
});
