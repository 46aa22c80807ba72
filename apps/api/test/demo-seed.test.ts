// The demo organization of README's first command: seeded through the app's own use cases, so a
// new user signs in to invoices that are issued, paid, partly paid and corrected.
import request from 'supertest';
import { expect, test } from 'vitest';
import { seedDemoAccounting } from '../src/seed/demo-accounting.js';
import { seedDemoCatalogue } from '../src/seed/demo-catalogue.js';
import { seedDemoDocuments } from '../src/seed/demo-documents.js';
import { seedDemo } from '../src/seed/demo-seed.js';
import { useTestContext } from './support/app.js';
import { withSession } from './support/http.js';

const ctx = useTestContext();

test('the demo organization has a complete legal identity and invoices in every state', async () => {
  const credentials = await seedDemo(ctx.db);
  expect(credentials).toBeDefined();
  const demo = await ctx.db.organization.findFirstOrThrow();
  await seedDemoCatalogue(ctx.db, demo.organization_id);
  await seedDemoAccounting(ctx.db, demo.organization_id);
  await seedDemoDocuments(ctx.db, demo.organization_id);

  const login = await request(ctx.app).post('/api/auth/login').send(credentials);
  const cookie = login.headers['set-cookie']![0]!.split(';')[0]!;
  const org = await withSession(ctx.app, cookie).get('/api/organization/getOrganization');
  expect(org.body.organization).toMatchObject({ country: 'BE', missing_identity: [] });
  const clients = await withSession(ctx.app, cookie).get('/api/clients/list');
  expect(clients.body.clients).toContainEqual(
    expect.objectContaining({
      client_name: 'Marie Dupont',
      client_type: 'person',
      postal_code: '1050',
    }),
  );

  const list = await withSession(ctx.app, cookie).get('/api/invoice/getInvoiceList');
  const statuses = list.body.invoices.map(
    (invoice: { status: string; payment_status: string }) =>
      `${invoice.status} ${invoice.payment_status}`,
  );
  expect(statuses).toEqual(
    expect.arrayContaining(['Validated paid', 'Validated partial', 'Pending unpaid']),
  );
  expect(list.body.credit_notes).toHaveLength(1);
  expect(list.body.credit_notes[0].total_amount).toBeLessThan(0);
  const validated = list.body.invoices.filter(
    (invoice: { status: string }) => invoice.status === 'Validated',
  );
  expect(
    validated
      .map((invoice: { formatted_invoice_id: string }) => invoice.formatted_invoice_id)
      .sort(),
  ).toEqual([1, 2, 3].map((n) => expect.stringMatching(new RegExp(`^FAC-\\d{4}-000${n}$`))));
});
