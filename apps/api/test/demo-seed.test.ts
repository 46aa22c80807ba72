// The demo organization of README's first command: seeded through the app's own use cases, so a
// new user signs in to invoices that are issued, paid, partly paid and corrected.
import { todayIso } from '@app/shared/dates';
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
    expect.arrayContaining([
      'Validated paid',
      'Validated partial',
      'Validated overdue',
      'Pending unpaid',
    ]),
  );
  expect(list.body.credit_notes).toHaveLength(1);
  expect(list.body.credit_notes[0].total_amount).toBeLessThan(0);
  const validated = list.body.invoices.filter(
    (invoice: { status: string }) => invoice.status === 'Validated',
  );
  // Dated over the months they belong to (not all on the day the demo was seeded), numbered in
  // the order of their dates, none in the future.
  const byDate = validated
    .map((invoice: { formatted_invoice_id: string; issue_date: string }) => invoice)
    .sort((a: { issue_date: string }, b: { issue_date: string }) =>
      a.issue_date.localeCompare(b.issue_date),
    );
  const numbers = byDate.map(
    (invoice: { formatted_invoice_id: string }) => invoice.formatted_invoice_id,
  );
  expect(numbers).toHaveLength(4);
  for (const number of numbers) expect(number).toMatch(/^FAC-\d{4}-\d{4}$/);
  expect([...numbers].sort()).toEqual(numbers);
  const dates = byDate.map((invoice: { issue_date: string }) => invoice.issue_date);
  expect(new Set(dates.map((date: string) => date.slice(0, 7))).size).toBe(4);
  expect(dates.every((date: string) => date < todayIso())).toBe(true);
});
