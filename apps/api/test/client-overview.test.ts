// A client's page (issue #30 §1): their documents and what they owe, computed in cents from the
// invoices' payments, credit notes and refunds.
import { addDaysIso, todayIso } from '@app/shared/dates';
import { expect, test } from 'vitest';
import { useTestContext } from './support/app.js';
import { createClient, createSale, signedInMember } from './support/factories.js';
import { expectFailure, expectForeignLikeMissing } from './support/http.js';
import { invoicedWorkspace, oneDayQuote } from './support/quoted-workspace.js';

const ctx = useTestContext();

type Workspace = Awaited<ReturnType<typeof invoicedWorkspace>>;

const overview = (w: Pick<Workspace, 'api'>, clientId: number | string) =>
  w.api.get(`/api/clients/getClientOverview?client_id=${clientId}`);

/** The invoice of `quoteId`, validated unless `pending`. */
async function invoiceOf(w: Workspace, quoteId: number, pending = false) {
  const created = await w.api.post(`/api/invoice/createInvoice?quote_id=${quoteId}`);
  expect(created.status).toBe(201);
  const id = created.body.invoice.invoice_id as number;
  if (!pending)
    expect((await w.api.get(`/api/invoice/validateInvoice?invoice_id=${id}`)).status).toBe(200);
  return id;
}

const pay = async (w: Workspace, id: number, amount: number, kind = 'addPayment') =>
  expect(
    (
      await w.api
        .post(`/api/invoice/${kind}?invoice_id=${id}`)
        .send({ amount, paid_at: todayIso(), method: 'Virement' })
    ).status,
  ).toBe(201);

/** Past its due date: the invoice is overdue from today on. */
const pastDue = (id: number) =>
  ctx.db.invoice.update({
    where: { invoice_id: id },
    data: { due_date: new Date(`${addDaysIso(todayIso(), -3)}T00:00:00Z`) },
  });

test('the overview lists the documents and nets payments, credit notes and refunds', async () => {
  const w = await invoicedWorkspace(ctx);
  // A: 160,40 €, 100 € paid, past due: 60,40 € due, all of it overdue.
  const a = await invoiceOf(w, w.quoteId);
  await pay(w, a, 100);
  await pastDue(a);
  // B: 10 € (one speaker at 10 €, no VAT given) paid, then credited in full, then refunded: nothing due.
  const b = await invoiceOf(w, await oneDayQuote(w));
  const details = (await w.api.get(`/api/invoice/getInvoiceDetails?invoice_id=${b}`)).body.invoice;
  await pay(w, b, 10);
  const line = details.lines[0];
  const credit = await w.api
    .post(`/api/invoice/createCreditNote?invoice_id=${b}`)
    .send({ reason: 'Annulé', lines: [{ invoice_line_id: line.invoice_line_id, quantity: 1 }] });
  expect(credit.status).toBe(201);
  await pay(w, b, 10, 'addRefund');
  // C: 10 € validated, not yet due. D: pending, owed by nobody yet.
  const c = await invoiceOf(w, await oneDayQuote(w));
  const d = await invoiceOf(w, await oneDayQuote(w), true);
  const sale = await createSale(ctx.db, w.orgId, w.client.client_id);

  const res = await overview(w, w.client.client_id);
  expect(res.status).toBe(200);
  expect(res.body.client).toMatchObject({
    client_id: w.client.client_id,
    client_name: 'Comité des fêtes',
  });
  expect(res.body.balance_due).toBe(70.4);
  expect(res.body.overdue_amount).toBe(60.4);
  expect(res.body.quotes).toHaveLength(4);
  expect(res.body.quotes.map((quote: { quote_id: number }) => quote.quote_id)).toContain(w.quoteId);
  const dues = Object.fromEntries(
    res.body.invoices.map(
      (invoice: { invoice_id: number; amount_due: number; payment_status: string }) => [
        invoice.invoice_id,
        [invoice.amount_due, invoice.payment_status],
      ],
    ),
  );
  expect(dues).toEqual({
    [a]: [60.4, 'overdue'],
    [b]: [0, 'paid'],
    [c]: [10, 'unpaid'],
    [d]: [10, 'unpaid'],
  });
  expect(res.body.sales).toEqual([
    expect.objectContaining({
      sale_id: sale.sale_id,
      formatted_sale_id: sale.formatted_sale_id,
      recorded_date: '2026-06-20',
      total_price: 0,
    }),
  ]);
});

test('a client without documents owes nothing', async () => {
  const m = await signedInMember(ctx, { role: 'viewer' });
  const client = await createClient(ctx.db, m.organization.organization_id, {
    client_name: 'Nouveau',
  });
  const res = await overview(m, client.client_id);
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({
    quotes: [],
    invoices: [],
    sales: [],
    balance_due: 0,
    overdue_amount: 0,
  });
});

test('another organization’s client answers like a missing one; a bad id is a 400', async () => {
  const w = await invoicedWorkspace(ctx);
  const other = await signedInMember(ctx);
  await expectForeignLikeMissing(w.client.client_id, 'Client introuvable.', [
    (id) => overview(other, id),
  ]);
  expectFailure(await overview(other, 'abc'), 400, 'ID du client non spécifié.', 'client_id');
});
