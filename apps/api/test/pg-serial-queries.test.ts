import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { useTestContext } from './support/app.js';
import { createClient, createSoundCatalogue, signedInMember } from './support/factories.js';
import { quotedWorkspace } from './support/quoted-workspace.js';

// pg warns (and pg@9 will throw) when a query is sent on a client that is still running one.
// Prisma reads the relations of one read concurrently, which inside an interactive transaction
// means one connection: src/db/serial-client.ts queues those queries. pg's warning is emitted
// once per process, and each test file runs in a process of its own.

const ctx = useTestContext();
const warnings: Error[] = [];
const collect = (warning: Error) => warnings.push(warning);
beforeAll(() => {
  process.on('warning', collect);
});
afterAll(() => {
  process.off('warning', collect);
});

/** Warnings are emitted on the next tick: let them arrive before looking. */
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('queries of one transaction', () => {
  test('an invoice made from a quote (relations read in a transaction) raises no pg warning', async () => {
    const { api, quoteId: quote_id } = await quotedWorkspace(ctx, {
      client: { client_name: 'Patro' },
      speakerLine: { price: 45.5 },
      dates: { rent_date: '2026-06-01', reserved_from: '2026-06-12', reserved_until: '2026-06-15' },
    });

    const created = await api.post(`/api/invoice/createInvoice?quote_id=${quote_id}`);
    expect(created.status).toBe(201);
    const id = created.body.invoice.invoice_id as number;
    const validated = await api.get(`/api/invoice/validateInvoice?invoice_id=${id}`);
    expect(validated.status).toBe(200);

    // The queued reads still answer what they read: the invoice holds both lines of the quote.
    const details = await api.get(`/api/invoice/getInvoiceDetails?invoice_id=${id}`);
    expect(details.status).toBe(200);
    await settled();
    expect(warnings.map((warning) => `${warning.name}: ${warning.message}`)).toEqual([]);
  });

  test('a transaction reading several relations of one row at once gets them all', async () => {
    const { organization } = await signedInMember(ctx);
    const orgId = organization.organization_id;
    const { speaker, delivery } = await createSoundCatalogue(ctx.db, orgId);
    const client = await createClient(ctx.db, orgId);
    const quote = await ctx.db.quote.create({
      data: {
        organization_id: orgId,
        formatted_quote_id: 'DEV-2026-0001',
        client_id: client.client_id,
        rent_date: new Date('2026-06-20T00:00:00Z'),
        reserved_from: new Date('2026-06-20T00:00:00Z'),
        reserved_until: new Date('2026-06-21T00:00:00Z'),
        total_price_cents: 0,
        products: {
          create: [speaker.product_id].map((product_id) => ({
            organization_id: orgId,
            product_id,
            quantity: 3,
            price_cents: 4550,
            tva_rate: 21,
            position: 0,
          })),
        },
        services: {
          create: {
            organization_id: orgId,
            service_id: delivery.service_id,
            quantity: 1,
            price_cents: 6000,
            tva_rate: 21,
            position: 1,
          },
        },
      },
    });
    const read = await ctx.db.$transaction((tx) =>
      Promise.all(
        [1, 2, 3].map(() =>
          tx.quote.findUniqueOrThrow({
            where: { quote_id: quote.quote_id },
            select: {
              client: { select: { client_id: true } },
              products: { select: { product_id: true, quantity: true } },
              services: { select: { service_id: true } },
            },
          }),
        ),
      ),
    );
    expect(read).toEqual(
      Array(3).fill({
        client: { client_id: client.client_id },
        products: [{ product_id: speaker.product_id, quantity: 3 }],
        services: [{ service_id: delivery.service_id }],
      }),
    );
    await settled();
    expect(warnings.map((warning) => `${warning.name}: ${warning.message}`)).toEqual([]);
  });
});
