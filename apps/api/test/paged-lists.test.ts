import { describe, expect, test } from 'vitest';
import { expensesList } from '../src/modules/accounting/expenses-list.js';
import { useTestContext } from './support/app.js';
import {
  createClient,
  createEvent,
  createQuote,
  createSale,
  signedInMember,
  type Member,
} from './support/factories.js';
import { PDF, expectFailure } from './support/http.js';
import { recordedDb } from './support/recorded-statements.js';

const ctx = useTestContext();

type Fields = Record<string, string | number>;

const addExpense = async (m: Member, fields: Fields) => {
  const res = await m.api.postForm(
    '/api/accounting/addExpense',
    {
      price: '10',
      recorded_date: '2026-03-14',
      payment_method: 'Virement',
      user_id: '-1',
      ...fields,
    },
    { bytes: PDF, name: `${String(fields.product_name)}.pdf` },
  );
  expect(res.status).toBe(201);
  return res.body.expense as { expense_id: number; product_name: string; price: number };
};

const addRevenue = async (m: Member, fields: Fields) => {
  const res = await m.api.postForm('/api/accounting/revenue/addRevenue', {
    unit_price: '5',
    recorded_date: '2026-04-01',
    ...fields,
  });
  expect(res.status).toBe(201);
  return res.body.revenue as { revenue_id: number; product_name: string };
};

const expensesPage = (m: Member, query: string) =>
  m.api.post(`/api/accounting/getExpenses?${query}`).send({});

const names = (body: { items: { product_name: string }[] }) =>
  body.items.map((item) => item.product_name);

/** An organization with five expenses: two paid by the member, one for an event. */
async function organizationWithExpenses() {
  const m = await signedInMember(ctx, { name: 'Jeanne Trésorière' });
  const event = await createEvent(ctx.db, m.organization.organization_id, {
    name: 'Fête du village',
  });
  const added = [
    await addExpense(m, {
      product_name: 'Location sono',
      price: '125.50',
      recorded_date: '2026-03-14',
      event_id: event.event_id,
    }),
    await addExpense(m, {
      product_name: 'Affiches',
      price: '40',
      recorded_date: '2026-01-10',
      user_id: m.user.user_id,
    }),
    await addExpense(m, {
      product_name: 'Boissons 100%',
      price: '80',
      recorded_date: '2026-02-20',
    }),
    await addExpense(m, {
      product_name: 'Chapiteau',
      price: '300',
      recorded_date: '2026-05-02',
      payment_method: 'Cash',
    }),
    await addExpense(m, {
      product_name: 'Gobelets',
      price: '12.5',
      recorded_date: '2025-12-31',
      user_id: m.user.user_id,
      payment_method: 'Carte bancaire',
    }),
  ];
  return { m, event, added };
}

describe('accounting lists, paged (issue #16)', () => {
  test('without page, the spec’s full answer of the period is unchanged, in one statement', async () => {
    const { m, added } = await organizationWithExpenses();
    const res = await m.api
      .post('/api/accounting/getExpenses')
      .send({ startDate: '2026-01-01', endDate: '2026-12-31' });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['expenses']);
    // What the add calls answered, newest first, 2025's expense left out.
    const [sono, affiches, boissons, chapiteau] = added;
    expect(res.body.expenses).toEqual([chapiteau, sono, boissons, affiches]);

    const { db: counted, statements, close } = recordedDb(ctx.config.DATABASE_URL!);
    try {
      const rows: unknown[] = [];
      const sink = {
        add: (row: unknown) => void rows.push(row),
        signal: new AbortController().signal,
      };
      const range = { start: '2026-01-01', end: '2026-12-31' };
      await expensesList.stream(counted, m.organization.organization_id, range, sink);
      expect(rows).toEqual(res.body.expenses);
    } finally {
      await close();
    }
    expect(statements).toHaveLength(1);
  });

  test('pages: items, total, page and page_size; a page past the end is empty', async () => {
    const { m } = await organizationWithExpenses();
    const first = await expensesPage(m, 'page=1&page_size=2');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 5, page: 1, page_size: 2 });
    expect(Object.keys(first.body).sort()).toEqual(['items', 'page', 'page_size', 'total']);
    expect(names(first.body)).toEqual(['Chapiteau', 'Location sono']);
    expect(names((await expensesPage(m, 'page=2&page_size=2')).body)).toEqual([
      'Boissons 100%',
      'Affiches',
    ]);
    expect(names((await expensesPage(m, 'page=3&page_size=2')).body)).toEqual(['Gobelets']);
    expect((await expensesPage(m, 'page=9&page_size=2')).body).toEqual({
      items: [],
      total: 5,
      page: 9,
      page_size: 2,
    });
    // page_size defaults to 50.
    expect((await expensesPage(m, 'page=1')).body).toMatchObject({ total: 5, page_size: 50 });
  });

  test('a paged item is the same JSON as the full list’s', async () => {
    const { m, added } = await organizationWithExpenses();
    const res = await expensesPage(m, 'page=1&sort=price&order=desc&page_size=1');
    expect(res.body.items).toEqual([added[3]]);
  });

  test.each([
    [
      'sort=price&order=asc',
      ['Gobelets', 'Affiches', 'Boissons 100%', 'Location sono', 'Chapiteau'],
    ],
    ['sort=price', ['Gobelets', 'Affiches', 'Boissons 100%', 'Location sono', 'Chapiteau']],
    [
      'sort=product_name&order=desc',
      ['Location sono', 'Gobelets', 'Chapiteau', 'Boissons 100%', 'Affiches'],
    ],
    [
      'sort=recorded_date&order=asc',
      ['Gobelets', 'Affiches', 'Boissons 100%', 'Location sono', 'Chapiteau'],
    ],
    [
      'sort=payment_method&order=asc',
      ['Gobelets', 'Chapiteau', 'Location sono', 'Affiches', 'Boissons 100%'],
    ],
  ])('sorts on a visible column: %s', async (query, expected) => {
    const { m } = await organizationWithExpenses();
    const res = await expensesPage(m, `page=1&${query}`);
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(expected);
  });

  test.each([
    ['sono', ['Location sono']],
    ['SONO', ['Location sono']],
    ['trésorière', ['Affiches', 'Gobelets']],
    ['fête', ['Location sono']],
    ['100%', ['Boissons 100%']],
    ['%', ['Boissons 100%']],
    ['_', []],
    ['introuvable', []],
  ])('searches the name, the payer and the event: %s', async (q, expected) => {
    const { m } = await organizationWithExpenses();
    const res = await expensesPage(m, `page=1&sort=product_name&q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(expected);
    expect(res.body.total).toBe(expected.length);
  });

  test('filters on the period, both ends included, either end open', async () => {
    const { m } = await organizationWithExpenses();
    const within = await expensesPage(m, 'page=1&from=2026-01-10&until=2026-03-14');
    expect(names(within.body)).toEqual(['Location sono', 'Boissons 100%', 'Affiches']);
    expect(names((await expensesPage(m, 'page=1&from=2026-03-01')).body)).toEqual([
      'Chapiteau',
      'Location sono',
    ]);
    expect(names((await expensesPage(m, 'page=1&until=2025-12-31')).body)).toEqual(['Gobelets']);
    const combined = await expensesPage(m, 'page=1&from=2026-01-01&q=trésorière');
    expect(combined.body).toMatchObject({ total: 1, items: [{ product_name: 'Affiches' }] });
  });

  test('another organization’s entries are invisible', async () => {
    await organizationWithExpenses();
    const stranger = await signedInMember(ctx);
    await addExpense(stranger, { product_name: 'Sono à moi' });
    const res = await expensesPage(stranger, 'page=1&q=sono');
    expect(res.body).toEqual({
      items: [expect.objectContaining({ product_name: 'Sono à moi' })],
      total: 1,
      page: 1,
      page_size: 50,
    });
    const revenues = await stranger.api.post('/api/accounting/revenue/getRevenues?page=1').send({});
    expect(revenues.body).toEqual({ items: [], total: 0, page: 1, page_size: 50 });
  });

  test.each([
    ['page=', 'Numéro de page invalide : un nombre entier à partir de 1.'],
    ['page=0', 'Numéro de page invalide : un nombre entier à partir de 1.'],
    ['page=deux', 'Numéro de page invalide : un nombre entier à partir de 1.'],
    ['page=1&page=2', 'Numéro de page invalide : un nombre entier à partir de 1.'],
    ['page=1&page_size=201', 'Taille de page invalide : un nombre entier de 1 à 200.'],
    ['page=1&page_size=0', 'Taille de page invalide : un nombre entier de 1 à 200.'],
    ['page=1&sort=file_id', 'Tri invalide : choisissez une des colonnes de la liste.'],
    ['page=1&sort=price&order=up', 'Ordre de tri invalide : choisissez asc ou desc.'],
    ['page=1&q=' + 'x'.repeat(201), 'La recherche ne peut dépasser 200 caractères.'],
    [
      'page=1&from=2026-02-30',
      'Veuillez choisir une période valide : des dates AAAA-MM-JJ, la date de début avant la date de fin.',
    ],
    [
      'page=1&from=2026-03-01&until=2026-02-01',
      'Veuillez choisir une période valide : des dates AAAA-MM-JJ, la date de début avant la date de fin.',
    ],
  ])('refuses %s with a French 400', async (query, message) => {
    const m = await signedInMember(ctx);
    const res = await expensesPage(m, query);
    expectFailure(res, 400, message);
  });

  test('revenues: pages, sort on quantity, search on the event', async () => {
    const m = await signedInMember(ctx);
    const event = await createEvent(ctx.db, m.organization.organization_id, { name: 'Brocante' });
    await addRevenue(m, { product_name: 'Buvette', amount: '30' });
    await addRevenue(m, {
      product_name: 'Stand',
      amount: '4',
      event_id: event.event_id,
      payment_method: 'Cash',
    });
    await addRevenue(m, { product_name: 'Tombola', amount: '12', recorded_date: '2026-05-01' });
    const byAmount = await m.api
      .post('/api/accounting/revenue/getRevenues?page=1&page_size=2&sort=amount&order=desc')
      .send({});
    expect(byAmount.body).toMatchObject({ total: 3, page: 1, page_size: 2 });
    expect(names(byAmount.body)).toEqual(['Buvette', 'Tombola']);
    const searched = await m.api.post('/api/accounting/revenue/getRevenues?page=1&q=broc').send({});
    expect(searched.body.items).toEqual([
      {
        revenue_id: expect.any(Number),
        product_name: 'Stand',
        unit_price: 5,
        amount: 4,
        recorded_date: '2026-04-01',
        payment_method: 'Cash',
        event: { event_id: event.event_id, name: 'Brocante' },
        file_path: null,
      },
    ]);
    const full = await m.api
      .post('/api/accounting/revenue/getRevenues')
      .send({ startDate: '2026-04-01', endDate: '2026-04-30' });
    expect(full.body.revenues.map((r: { product_name: string }) => r.product_name)).toEqual([
      'Stand',
      'Buvette',
    ]);
  });
});

describe('quotes and sales lists, paged (issue #16)', () => {
  /** Three quotes: two for Dupont (one with a validated invoice), one for Martin at an event. */
  async function organizationWithQuotes() {
    const m = await signedInMember(ctx);
    const org = m.organization.organization_id;
    const dupont = await createClient(ctx.db, org, { client_name: 'Dupont' });
    const martin = await createClient(ctx.db, org, { client_name: 'Martin' });
    const event = await createEvent(ctx.db, org, { name: 'Kermesse' });
    const first = await createQuote(ctx.db, org, dupont.client_id);
    const second = await createQuote(ctx.db, org, martin.client_id, { event_id: event.event_id });
    const third = await createQuote(ctx.db, org, dupont.client_id);
    // The factory's numbers are random: these sort in creation order.
    for (const [index, quote] of [first, second, third].entries()) {
      await ctx.db.quote.update({
        where: { quote_id: quote.quote_id },
        data: { formatted_quote_id: `DEV-2026-000${index + 1}` },
      });
    }
    await ctx.db.quote.update({
      where: { quote_id: second.quote_id },
      data: { total_price_cents: 50_000, rent_date: new Date('2026-08-01T00:00:00Z') },
    });
    await ctx.db.invoice.create({
      data: {
        organization_id: org,
        formatted_invoice_id: 'FAC-2026-0001',
        quote_id: first.quote_id,
        client_id: dupont.client_id,
        issue_date: new Date('2026-06-20T00:00:00Z'),
        due_date: new Date('2026-07-20T00:00:00Z'),
        total_amount_cents: 0,
        status: 'Validated',
      },
    });
    return { m, ids: [first.quote_id, second.quote_id, third.quote_id] };
  }

  const quoteIds = (body: { items: { quote_id: number }[] }) => body.items.map((q) => q.quote_id);

  test('quotes: the full list is unchanged; a page is the same items, searched, filtered and sorted', async () => {
    const { m, ids } = await organizationWithQuotes();
    const [first, second, third] = ids as [number, number, number];
    const full = await m.api.get('/api/quote/getQuoteList');
    expect(full.status).toBe(200);
    expect(Object.keys(full.body)).toEqual(['quotes']);
    expect(full.body.quotes).toHaveLength(3);

    const paged = await m.api.get(
      '/api/quote/getQuoteList?page=1&page_size=2&sort=total_price&order=desc',
    );
    expect(paged.body).toMatchObject({ total: 3, page: 1, page_size: 2 });
    expect(quoteIds(paged.body)[0]).toBe(second);
    const byId = new Map(full.body.quotes.map((q: { quote_id: number }) => [q.quote_id, q]));
    expect(paged.body.items[0]).toEqual(byId.get(second));

    const dupont = await m.api.get('/api/quote/getQuoteList?page=1&q=dupont&sort=id&order=asc');
    expect(quoteIds(dupont.body)).toEqual([first, third]);
    const kermesse = await m.api.get('/api/quote/getQuoteList?page=1&q=KERMESSE');
    expect(quoteIds(kermesse.body)).toEqual([second]);
    const unfinished = await m.api.get(
      '/api/quote/getQuoteList?page=1&show_finished=false&sort=id&order=asc',
    );
    expect(quoteIds(unfinished.body)).toEqual([second, third]);
    const august = await m.api.get('/api/quote/getQuoteList?page=1&from=2026-07-01');
    expect(quoteIds(august.body)).toEqual([second]);
    const bad = await m.api.get('/api/quote/getQuoteList?page=1&show_finished=peut-être');
    expectFailure(bad, 400, 'Filtre invalide : show_finished vaut true ou false.');

    const stranger = await signedInMember(ctx);
    expect((await stranger.api.get('/api/quote/getQuoteList?page=1')).body).toEqual({
      items: [],
      total: 0,
      page: 1,
      page_size: 50,
    });
  });

  test('sales: the full period is unchanged; a page is the same items, searched and sorted', async () => {
    const m = await signedInMember(ctx);
    const org = m.organization.organization_id;
    const client = await createClient(ctx.db, org, { client_name: 'Boulangerie Lemaire' });
    const other = await createClient(ctx.db, org, { client_name: 'Café du coin' });
    const counter = await createSale(ctx.db, org, client.client_id);
    const market = await createSale(ctx.db, org, other.client_id);
    await ctx.db.sale.update({
      where: { sale_id: market.sale_id },
      data: { name: 'Marché de Noël', recorded_date: new Date('2026-12-12T00:00:00Z') },
    });
    const full = await m.api
      .post('/api/sale/getSales')
      .send({ startDate: '2026-01-01', endDate: '2026-12-31' });
    expect(full.status).toBe(200);
    expect(full.body.sales.map((s: { sale_id: number }) => s.sale_id)).toEqual([
      market.sale_id,
      counter.sale_id,
    ]);

    const first = await m.api.post('/api/sale/getSales?page=1&page_size=1').send({});
    expect(first.body).toEqual({ items: [full.body.sales[0]], total: 2, page: 1, page_size: 1 });
    const byName = await m.api.post('/api/sale/getSales?page=1&sort=name&order=asc').send({});
    expect(byName.body.items.map((s: { name: string }) => s.name)).toEqual([
      'Marché de Noël',
      'Vente au comptoir',
    ]);
    const lemaire = await m.api.post('/api/sale/getSales?page=1&q=lemaire').send({});
    expect(lemaire.body.items).toEqual([full.body.sales[1]]);
    const june = await m.api.post('/api/sale/getSales?page=1&until=2026-06-30').send({});
    expect(june.body.total).toBe(1);
    const bad = await m.api.post('/api/sale/getSales?page=1&sort=client_id').send({});
    expectFailure(bad, 400, 'Tri invalide : choisissez une des colonnes de la liste.');
  });
});
