// The demo organization's catalogue, clients and events: what a Belgian association renting out
// event equipment would have. The records are data (demo-catalogue.json); this file stores them.
import type { Db } from '../db/prisma.js';
import demo from './demo-catalogue.json' with { type: 'json' };

const dayOffset = (days: number) => {
  const date = new Date();
  date.setUTCHours(0, 0, 0, 0);
  date.setUTCDate(date.getUTCDate() + days);
  return date;
};

/** "Street 1, 1410 Waterloo": the street line, then postal code and city. */
function splitAddress(address: string) {
  const [street, locality = ''] = address.split(', ');
  const [, postal_code = null, city = null] = /^(\d{4,5}) (.+)$/.exec(locality) ?? [];
  return { client_address: street ?? address, postal_code, city };
}

async function seedProducts(db: Db, organization_id: number): Promise<void> {
  for (const entry of demo.catalogue) {
    const { category_id } = await db.category.create({
      data: { organization_id, name: entry.category, description: entry.description },
    });
    for (const sub of entry.subCategories) {
      const { sub_category_id } = await db.subCategory.create({
        data: { organization_id, name: sub.name, category_id },
      });
      await db.product.createMany({
        data: sub.products.map((product) => ({
          ...product,
          organization_id,
          category_id,
          sub_category_id,
        })),
      });
    }
  }
}

export async function seedDemoCatalogue(db: Db, organizationId: number): Promise<void> {
  const organization_id = organizationId;
  await seedProducts(db, organization_id);
  await db.service.createMany({
    data: demo.services.map((service) => ({ ...service, organization_id })),
  });
  await db.client.createMany({
    data: demo.clients.map(({ address, client_type, ...client }) => ({
      ...client,
      ...splitAddress(address),
      organization_id,
      country: client.client_phone.startsWith('+33') ? ('FR' as const) : ('BE' as const),
      client_type: client_type === 'person' ? ('person' as const) : ('company' as const),
    })),
  });
  await db.event.createMany({
    data: demo.events.map(({ days_from_today, ...event }) => ({
      ...event,
      organization_id,
      date: dayOffset(days_from_today),
    })),
  });
}
