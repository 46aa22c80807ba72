// Load: 2,000 mixed authenticated requests from 50 concurrent clients against the app
// listening on loopback complete with zero errors and zero 5xx.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestContext, type TestContext } from '../support/app.js';
import { signedInMember } from '../support/factories.js';
import { recordReliability } from './report.js';

const CLIENTS = 50;
const REQUESTS = 2_000;

let ctx: TestContext;
let server: Server;
let base: string;

beforeAll(async () => {
  ctx = await createTestContext();
  server = ctx.app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await ctx.close();
});

describe('load', () => {
  test(`${REQUESTS} mixed requests from ${CLIENTS} concurrent clients: no error, no 5xx`, async () => {
    // A few organizations, so the requests also cross tenants.
    const tenants = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const member = await signedInMember(ctx);
        const orgId = member.organization.organization_id;
        const client = await ctx.db.client.create({
          data: { organization_id: orgId, client_name: 'Client' },
        });
        const service = await ctx.db.service.create({
          data: { organization_id: orgId, name: 'Service', description: 'd', price_cents: 1000 },
        });
        return { cookie: member.cookie, clientId: client.client_id, serviceId: service.service_id };
      }),
    );

    const kinds = [
      (t: (typeof tenants)[number]) =>
        fetch(`${base}/api/clients/list`, { headers: { cookie: t.cookie } }),
      (t: (typeof tenants)[number]) =>
        fetch(`${base}/api/quote/getQuoteList`, { headers: { cookie: t.cookie } }),
      (t: (typeof tenants)[number]) =>
        fetch(`${base}/api/accounting/dashboard/expensesVsRevenues`, {
          method: 'POST',
          headers: { cookie: t.cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ startDate: '2026-01-01', endDate: '2026-12-31' }),
        }),
      (t: (typeof tenants)[number]) =>
        fetch(`${base}/api/clients/createClient`, {
          method: 'POST',
          headers: { cookie: t.cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ client_name: 'Charge' }),
        }),
      (t: (typeof tenants)[number]) =>
        fetch(`${base}/api/quote/createQuote`, {
          method: 'POST',
          headers: { cookie: t.cookie, 'content-type': 'application/json' },
          body: JSON.stringify({
            client_id: t.clientId,
            products: [],
            services: [{ service_id: t.serviceId, quantity: 1, price: 10, tva_rate: 21 }],
            rent_date: '2026-05-01',
            reserved_from: '2026-05-01',
            reserved_until: '2026-05-03',
          }),
        }),
      () => fetch(`${base}/api/stripe/getPlans`),
    ];

    const statuses = new Map<number, number>();
    let errors = 0;
    let next = 0;
    const started = Date.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        for (let index = next++; index < REQUESTS; index = next++) {
          const tenant = tenants[index % tenants.length]!;
          try {
            const res = await kinds[index % kinds.length]!(tenant);
            await res.arrayBuffer();
            statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          } catch {
            errors += 1;
          }
        }
      }),
    );
    const seconds = (Date.now() - started) / 1000;
    const serverErrors = [...statuses]
      .filter(([status]) => status >= 500)
      .reduce((sum, [, n]) => sum + n, 0);
    recordReliability('load', {
      requests: REQUESTS,
      clients: CLIENTS,
      seconds: Math.round(seconds * 10) / 10,
      statuses: Object.fromEntries(statuses),
      errors,
      serverErrors,
    });
    expect(errors).toBe(0);
    expect(serverErrors).toBe(0);
    expect([...statuses.keys()].sort()).toEqual([200, 201]);
    // Quote numbers stayed unique and gapless under the load.
    for (const tenant of tenants) {
      const list = await fetch(`${base}/api/quote/getQuoteList`, {
        headers: { cookie: tenant.cookie },
      });
      const { quotes } = (await list.json()) as { quotes: { formatted_quote_id: string }[] };
      const numbers = quotes
        .map((quote) => Number(quote.formatted_quote_id.slice(-4)))
        .sort((a, b) => a - b);
      expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
    }
  }, 300_000);
});
