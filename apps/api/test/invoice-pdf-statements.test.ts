// The PDF of a pending invoice is drawn on every download (#34): everything it prints is read in
// one round, the invoice (client, lines, quote, sale) beside its organization (plan, logo), not
// in seven reads one after the other. The app is built on a pg pool whose clients report every
// statement it sends to PostgreSQL; the statements are counted, never timed.
import request from 'supertest';
import { expect, test } from 'vitest';
import {
  createClient,
  createInvoice,
  createOrganization,
  createUser,
} from './support/factories.js';
import { binary } from './support/http.js';
import { useRecordedApp } from './support/recorded-statements.js';
import { signIn } from './support/session.js';

const ctx = useRecordedApp();

test('a pending invoice PDF costs the session and one round of reads', async () => {
  const { app, db, statements } = ctx;
  const organization = await createOrganization(db);
  const orgId = organization.organization_id;
  const cookie = await signIn(app, await createUser(db, { organization_id: orgId }));
  const client = await createClient(db, orgId);
  const invoice = await createInvoice(db, orgId, client.client_id);
  await db.invoiceLine.createMany({
    data: [1, 2, 3].map((position) => ({
      organization_id: orgId,
      invoice_id: invoice.invoice_id,
      kind: 'service' as const,
      name: `Prestation ${position}`,
      quantity: position,
      price_at_time_of_quote_cents: 2500,
      tva_rate: 21,
      position,
    })),
  });
  statements.length = 0;
  const res = await binary(
    request(app)
      .get(`/api/invoice/getInvoicePdf?invoice_id=${invoice.invoice_id}`)
      .set('Cookie', cookie),
  );
  expect(res.status).toBe(200);
  expect(res.body.subarray(0, 5).toString()).toBe('%PDF-');
  const sql = [...statements];
  console.warn(`getInvoicePdf (pending): ${sql.length} statements`);
  // Nothing is written to draw a pending invoice.
  expect(sql.every((text) => /^\s*SELECT/i.test(text))).toBe(true);
  // The session's statement, then the invoice with its client, lines, quote and sale (Prisma
  // reads each relation with a statement of its own) beside the organization with its plan and
  // logo: there were 14 with the session, each waiting for the one before.
  expect(sql.length).toBeLessThanOrEqual(10);
});
