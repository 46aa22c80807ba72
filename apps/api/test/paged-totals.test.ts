// The paged lists' `total` without a window count (issue #34): unfiltered, the total of the
// expenses, revenues and clients comes from per-organization row counts kept by triggers; it stays
// exact through adds, deletes, bulk inserts (the bank import's Rentrées) and other organizations'
// writes, and a filtered list still counts its matches.
import { parseStructuredCommunication } from '@app/shared/payment-reference';
import { describe, expect, test } from 'vitest';
import { expensesList } from '../src/modules/accounting/expenses-list.js';
import { useTestContext } from './support/app.js';
import { importMovements, invoiceDetails, pendingInvoice } from './support/bank-lines.js';
import { createClient, signedInMember, type Member } from './support/factories.js';
import { PDF } from './support/http.js';
import { invoicedWorkspace } from './support/quoted-workspace.js';
import { withWindowCounts } from './support/recorded-statements.js';

const ctx = useTestContext();

const addExpense = async (m: Member, product_name: string) => {
  const res = await m.api.postForm(
    '/api/accounting/addExpense',
    {
      product_name,
      price: '10',
      recorded_date: '2026-03-14',
      payment_method: 'Virement',
      user_id: '-1',
    },
    { bytes: PDF, name: `${product_name}.pdf` },
  );
  expect(res.status).toBe(201);
  return res.body.expense.expense_id as number;
};

const totalOf = async (m: Member, path: string, query = '') => {
  const res = path.startsWith('/api/clients')
    ? await m.api.get(`${path}?page=1&page_size=2${query}`)
    : await m.api.post(`${path}?page=1&page_size=2${query}`).send({});
  expect(res.status).toBe(200);
  return res.body.total as number;
};

const EXPENSES = '/api/accounting/getExpenses';
const REVENUES = '/api/accounting/revenue/getRevenues';
const CLIENTS = '/api/clients/list';

describe('paged totals from row counts (issue #34)', () => {
  test('expenses: exact after adds, deletes and a bulk insert, another organization not counted', async () => {
    const m = await signedInMember(ctx);
    const other = await signedInMember(ctx);
    const ids = [];
    for (const name of ['Sono', 'Affiches', 'Boissons']) ids.push(await addExpense(m, name));
    await addExpense(other, 'Ailleurs');
    expect(await totalOf(m, EXPENSES)).toBe(3);
    const gone = await m.api.delete(`/api/accounting/deleteExpense?expense_id=${ids[0]}`);
    expect(gone.status).toBe(200);
    expect(await totalOf(m, EXPENSES)).toBe(2);
    // Forty single-row writes: past the fold of the deltas (32), the sum stays exact.
    for (let i = 0; i < 40; i += 1) await addExpense(m, `Facture ${i}`);
    expect(await totalOf(m, EXPENSES)).toBe(42);
    // Concurrent adds fold the deltas at once (SKIP LOCKED): none lost, none counted twice.
    await Promise.all(Array.from({ length: 30 }, (_, i) => addExpense(m, `Ensemble ${i}`)));
    expect(await totalOf(m, EXPENSES)).toBe(72);
    // Filtered lists count their matches.
    expect(await totalOf(m, EXPENSES, '&q=Facture 1')).toBe(11);
    expect(await totalOf(m, EXPENSES, '&from=2027-01-01')).toBe(0);
    expect(await totalOf(other, EXPENSES)).toBe(1);
  });

  test('an unfiltered page reads no window count; a searched one does', async () => {
    const m = await signedInMember(ctx);
    await addExpense(m, 'Sono');
    const orgId = m.organization.organization_id;
    const query = {
      page: 1,
      page_size: 50,
      sort: 'recorded_date',
      order: 'desc',
      q: undefined,
      from: undefined,
      until: undefined,
    } as const;
    const url = ctx.config.DATABASE_URL!;
    const unfiltered = await withWindowCounts(url, (db) => expensesList.page(db, orgId, query));
    expect(unfiltered).toEqual({ answer: expect.objectContaining({ total: 1 }), windowCounts: 0 });
    const searched = await withWindowCounts(url, (db) =>
      expensesList.page(db, orgId, { ...query, q: 'Sono' }),
    );
    expect(searched).toEqual({ answer: expect.objectContaining({ total: 1 }), windowCounts: 1 });
  });

  test('revenues: the bank import’s Rentrées and a bulk insert are counted, deletes too', async () => {
    const w = await invoicedWorkspace(ctx);
    const id = await pendingInvoice(w.api, w.quoteId);
    expect((await w.api.get(`/api/invoice/validateInvoice?invoice_id=${id}`)).status).toBe(200);
    const invoice = await invoiceDetails(w.api, id);
    const digits = parseStructuredCommunication(invoice.payment_reference as string);
    await importMovements(w.api, [
      { bank_ref: 'REF1', amount_cents: 500, structured: digits! },
      { bank_ref: 'REF2', amount_cents: 700, structured: digits! },
    ]);
    const member = { api: w.api } as Member;
    const imported = await ctx.db.revenue.count({ where: { organization_id: w.orgId } });
    expect(imported).toBe(2);
    expect(await totalOf(member, REVENUES)).toBe(2);
    await ctx.db.revenue.createMany({
      data: Array.from({ length: 500 }, (_, i) => ({
        organization_id: w.orgId,
        product_name: `Vente ${i}`,
        unit_price_cents: 100,
        amount: 1,
        recorded_date: new Date('2026-04-01T00:00:00Z'),
      })),
    });
    expect(await totalOf(member, REVENUES)).toBe(502);
    await ctx.db.revenue.deleteMany({
      where: { organization_id: w.orgId, product_name: { startsWith: 'Vente 1' } },
    });
    expect(await totalOf(member, REVENUES)).toBe(
      await ctx.db.revenue.count({ where: { organization_id: w.orgId } }),
    );
    expect(await totalOf(member, REVENUES, '&q=Vente 2')).toBe(111);
  });

  test('clients: adds, deletes, another organization’s clients, a search', async () => {
    const m = await signedInMember(ctx);
    const other = await signedInMember(ctx);
    const orgId = m.organization.organization_id;
    const before = await totalOf(m, CLIENTS);
    expect(before).toBe(await ctx.db.client.count({ where: { organization_id: orgId } }));
    const made = await createClient(ctx.db, orgId, { client_name: 'Comité des fêtes' });
    await createClient(ctx.db, other.organization.organization_id, { client_name: 'Ailleurs' });
    expect(await totalOf(m, CLIENTS)).toBe(before + 1);
    const res = await m.api.delete('/api/clients/deleteClient').send({ client_id: made.client_id });
    expect(res.status).toBe(200);
    expect(await totalOf(m, CLIENTS)).toBe(before);
    expect(await totalOf(m, CLIENTS, '&q=Comité')).toBe(0);
  });
});
