// The paged lists read by keyset (issue #34): a page asked `after` the last row of the page before
// it (or `before` the first row of the page after it) is exactly the page its number reads by
// OFFSET, for every sort of the clients, the expenses and the invoices, ties and NULLs included.
import { CLIENT_SORTS } from '@app/shared/clients';
import { EXPENSE_SORTS } from '@app/shared/accounting';
import { SERVICE_SORTS } from '@app/shared/catalogue';
import { INVOICE_SORTS } from '@app/shared/invoices';
import { MSG_CURSOR_INVALID, type Paged } from '@app/shared/paged-list';
import { describe, expect, test } from 'vitest';
import { useTestContext } from './support/app.js';
import {
  createClient,
  createQuoteThroughApi,
  createService,
  createSoundCatalogue,
  signedInMember,
  type Member,
} from './support/factories.js';
import { PDF } from './support/http.js';

const ctx = useTestContext();

type Item = Record<string, unknown>;
type PageBody = Paged<Item>;
interface List {
  path: string;
  method: 'get' | 'post';
  keyOf: (item: Item) => string;
}

const SIZE = 2;

async function getPage(m: Member, list: List, query: string, size = SIZE): Promise<PageBody> {
  const url = `${list.path}?page_size=${size}&${query}`;
  const res = list.method === 'get' ? await m.api.get(url) : await m.api.post(url).send({});
  expect(res.status, `${url}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body as PageBody;
}

const keys = (list: List, body: PageBody) => body.items.map(list.keyOf);

/**
 * With `sort` (both orders): the pages read by number are the list read whole, cut in pages; the
 * same pages read forward with `after` and backward with `before` are the same rows, total and
 * page number.
 */
async function expectKeysetWalks(m: Member, list: List, sorts: readonly string[]) {
  for (const sort of sorts) {
    for (const order of ['asc', 'desc']) {
      const query = `sort=${sort}&order=${order}&cursors=1`;
      const first = await getPage(m, list, `page=1&${query}`);
      const count = Math.ceil(first.total / SIZE);
      expect(count, 'several pages').toBeGreaterThan(2);
      const byNumber: PageBody[] = [first];
      for (let page = 2; page <= count; page++) {
        byNumber.push(await getPage(m, list, `page=${page}&${query}`));
      }
      const label = `${sort} ${order}`;
      // The pages by number (those past the middle of an unfiltered list read from its end) are
      // the list read whole, cut in pages.
      const whole = await getPage(m, list, `page=1&${query}`, 200);
      expect(
        byNumber.flatMap((body) => keys(list, body)),
        label,
      ).toEqual(keys(list, whole));
      expect(new Set(keys(list, whole)).size, label).toBe(first.total);
      // Each page from its neighbour: forward after its last row, backward before its first.
      const walk = async (page: number, cursor: string) => {
        const body = await getPage(m, list, `page=${page}&${cursor}&${query}`);
        expect(keys(list, body), `${label} ${cursor}`).toEqual(keys(list, byNumber[page - 1]!));
        expect(body).toEqual(byNumber[page - 1]);
        return body;
      };
      let previous = first;
      for (let page = 2; page <= count; page++) {
        previous = await walk(page, `after=${previous.last}`);
      }
      for (let page = count - 1; page >= 1; page--) {
        previous = await walk(page, `before=${previous.first}`);
      }
      // After the last row, and before the first: no row.
      const last = byNumber[count - 1]!;
      const end = await getPage(m, list, `page=${count + 1}&after=${last.last}&${query}`);
      expect(end.items).toEqual([]);
      expect(end.total).toBe(first.total);
      expect((await getPage(m, list, `page=1&before=${first.first}&${query}`)).items).toEqual([]);
    }
  }
}

const CLIENTS: List = {
  path: '/api/clients/list',
  method: 'get',
  keyOf: (item) => String(item.client_id),
};

/** Seven clients: names and localities that tie, contact fields NULL on some. */
async function organizationWithClients() {
  const m = await signedInMember(ctx);
  const org = m.organization.organization_id;
  const rows = [
    { client_name: 'Patro', client_email: 'b@patro.be', city: 'Namur', postal_code: '5000' },
    { client_name: 'patro', client_email: null, client_phone: '0470', city: 'Namur' },
    { client_name: 'Atelier', client_email: 'a@atelier.be', vat_number: 'BE0123' },
    { client_name: 'Zèbre', client_phone: '0470', bank_account: 'BE71' },
    { client_name: 'Patro', client_email: 'b@patro.be', vat_number: 'BE0123' },
    { client_name: 'Atelier', bank_account: 'BE71', postal_code: '5000', city: 'Namur' },
    { client_name: 'Chorale' },
  ];
  for (const row of rows) await createClient(ctx.db, org, row);
  return m;
}

const EXPENSES: List = {
  path: '/api/accounting/getExpenses',
  method: 'post',
  keyOf: (item) => String(item.expense_id),
};

async function organizationWithExpenses() {
  const m = await signedInMember(ctx, { name: 'Jeanne Trésorière' });
  const rows = [
    { product_name: 'Sono', price: '10', recorded_date: '2026-03-14', user_id: m.user.user_id },
    { product_name: 'sono', price: '10', recorded_date: '2026-03-14' },
    { product_name: 'Affiches', price: '40', recorded_date: '2026-01-10', payment_method: 'Cash' },
    { product_name: 'Sono', price: '10', recorded_date: '2026-03-14', payment_method: 'Cash' },
    { product_name: 'Gobelets', price: '12.5', recorded_date: '2025-12-31' },
    { product_name: 'Affiches', price: '40', recorded_date: '2026-03-14', user_id: m.user.user_id },
  ];
  for (const row of rows) {
    const res = await m.api.postForm(
      '/api/accounting/addExpense',
      { payment_method: 'Virement', user_id: '-1', ...row },
      { bytes: PDF, name: 'ticket.pdf' },
    );
    expect(res.status).toBe(201);
  }
  return m;
}

const INVOICES: List = {
  path: '/api/invoice/getInvoiceList',
  method: 'get',
  keyOf: (item) =>
    'credit_note_id' in item ? `n${String(item.credit_note_id)}` : `i${String(item.invoice_id)}`,
};

/** Five invoices (three validated, two credited) of two clients, all issued the same day. */
async function organizationWithInvoices() {
  const m = await signedInMember(ctx);
  const org = m.organization.organization_id;
  const { speaker } = await createSoundCatalogue(ctx.db, org);
  const clients = [
    await createClient(ctx.db, org, { client_name: 'Patro' }),
    await createClient(ctx.db, org, { client_name: 'patro' }),
  ];
  for (const [n, validated] of [true, true, false, true, false].entries()) {
    const { quote_id } = await createQuoteThroughApi(m.api, {
      client_id: clients[n % 2]!.client_id,
      products: [{ product_id: speaker.product_id, quantity: 1, price: 10, tva_rate: 21 }],
      services: [],
      rent_date: '2026-06-01',
      reserved_from: '2026-06-01',
      reserved_until: '2026-06-01',
    });
    const res = await m.api.post(`/api/invoice/createInvoice?quote_id=${quote_id}`);
    expect(res.status).toBe(201);
    const id = res.body.invoice.invoice_id as number;
    if (!validated) continue;
    expect((await m.api.get(`/api/invoice/validateInvoice?invoice_id=${id}`)).status).toBe(200);
    if (n === 3) continue;
    const note = await m.api
      .post(`/api/invoice/createCreditNote?invoice_id=${id}`)
      .send({ reason: 'Annulation' });
    expect(note.status).toBe(201);
  }
  const day = new Date('2026-06-20T00:00:00Z');
  await ctx.db.invoice.updateMany({ where: { organization_id: org }, data: { issue_date: day } });
  await ctx.db.creditNote.updateMany({
    where: { organization_id: org },
    data: { issue_date: day },
  });
  return m;
}

describe('paged lists read after or before a row (keyset)', () => {
  test('clients: every sort, both ways, the pages read by number', async () => {
    await expectKeysetWalks(await organizationWithClients(), CLIENTS, CLIENT_SORTS);
  });

  test('expenses: every sort, both ways, the pages read by number', async () => {
    await expectKeysetWalks(await organizationWithExpenses(), EXPENSES, EXPENSE_SORTS);
  });

  test('invoices and credit notes: every sort, both ways, the pages read by number', async () => {
    const m = await organizationWithInvoices();
    await expectKeysetWalks(m, INVOICES, INVOICE_SORTS);
  });

  test('services (a list read by id, its duration NULL on some): every sort, both ways', async () => {
    const m = await signedInMember(ctx);
    const org = m.organization.organization_id;
    for (const [name, duration] of [
      ['Montage', null],
      ['Montage', 30],
      ['Livraison', 30],
      ['livraison', null],
      ['Sonorisation', 60],
      ['Éclairage', 30],
    ] as const) {
      const { service_id } = await createService(ctx.db, org, { name, price_cents: 5000 });
      await ctx.db.service.update({ where: { service_id }, data: { duration } });
    }
    const services = {
      path: '/api/services/list',
      method: 'get',
      keyOf: (item: Item) => String(item.service_id),
    } as const;
    await expectKeysetWalks(m, services, SERVICE_SORTS);
  });

  test('a search keeps its total and its rows after a cursor', async () => {
    const m = await organizationWithClients();
    const query = 'q=patro&sort=client_email&cursors=1';
    const first = await getPage(m, CLIENTS, `page=1&${query}`);
    expect(first.total).toBe(3);
    const second = await getPage(m, CLIENTS, `page=2&after=${first.last}&${query}`);
    expect(second).toEqual(await getPage(m, CLIENTS, `page=2&${query}`));
    expect(second.total).toBe(3);
  });

  test('the cursor, not the page number, says where the page starts', async () => {
    const m = await organizationWithClients();
    const query = 'sort=locality&order=desc&cursors=1';
    const first = await getPage(m, CLIENTS, `page=1&${query}`);
    const second = await getPage(m, CLIENTS, `page=2&${query}`);
    const third = await getPage(m, CLIENTS, `page=3&${query}`);
    // Page "1" after page 2's last row is page 3's rows, page "5" before it page 2's rows.
    const after = await getPage(m, CLIENTS, `page=1&after=${second.last}&${query}`);
    expect(keys(CLIENTS, after)).toEqual(keys(CLIENTS, third));
    expect(after.page).toBe(1);
    const before = await getPage(m, CLIENTS, `page=5&before=${third.first}&${query}`);
    expect(keys(CLIENTS, before)).toEqual(keys(CLIENTS, second));
    expect(keys(CLIENTS, first)).not.toEqual(keys(CLIENTS, second));
  });

  test('without cursors=1 a page answers as before, without first and last', async () => {
    const m = await organizationWithClients();
    const body = await getPage(m, CLIENTS, 'page=1');
    expect(Object.keys(body).sort()).toEqual(['items', 'page', 'page_size', 'total']);
  });
});

describe('cursors refused', () => {
  const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

  test.each([
    ['not base64url', 'page=2&after=%25%25'],
    ['not JSON', `page=2&after=${Buffer.from('bonjour').toString('base64url')}`],
    ['another sort', `page=2&after=${cursorOf({ s: 'client_email', o: 'asc', k: ['a', '1'] })}`],
    ['another order', `page=2&after=${cursorOf({ s: 'client_name', o: 'desc', k: ['a', '1'] })}`],
    ['too few keys', `page=2&before=${cursorOf({ s: 'client_name', o: 'asc', k: ['a'] })}`],
    ['not text', `page=2&after=${cursorOf({ s: 'client_name', o: 'asc', k: ['a', 1] })}`],
    ['not an id', `page=2&after=${cursorOf({ s: 'client_name', o: 'asc', k: ['a', 'b'] })}`],
    ['huge id', `page=2&after=${cursorOf({ s: 'client_name', o: 'asc', k: ['a', '1e99'] })}`],
    ['NUL', `page=2&after=${cursorOf({ s: 'client_name', o: 'asc', k: ['a\u0000', '1'] })}`],
    ['both', `page=2&after=${cursorOf({})}&before=${cursorOf({})}`],
    ['cursors=2', 'page=1&cursors=2'],
  ])('%s: 400 in French, naming the parameter', async (_label, query) => {
    const m = await signedInMember(ctx);
    const res = await m.api.get(`${CLIENTS.path}?${query}`);
    expect(res.status).toBe(400);
    const field = /(\w+)=[^&]*$/.exec(query)![1];
    expect(res.body).toEqual({ error: true, message: MSG_CURSOR_INVALID, field });
  });

  test('a date that is not one, in the expenses’ cursor: 400', async () => {
    const m = await signedInMember(ctx);
    const res = await m.api
      .post(
        `${EXPENSES.path}?page=2&after=${cursorOf({ s: 'recorded_date', o: 'desc', k: ['2026-02-30', '1'] })}`,
      )
      .send({});
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: true, message: MSG_CURSOR_INVALID, field: 'after' });
  });

  test('another organization’s cursor is only values: it shows this organization’s rows', async () => {
    const mine = await organizationWithClients();
    const stranger = await organizationWithClients();
    const query = 'sort=client_name&order=asc&cursors=1';
    const theirs = await getPage(stranger, CLIENTS, `page=1&${query}`);
    const mineAfter = await getPage(mine, CLIENTS, `page=2&after=${theirs.last}&${query}`);
    const ids = new Set(
      (await mine.api.get(CLIENTS.path)).body.clients.map((c: Item) => String(c.client_id)),
    );
    expect(mineAfter.items.length).toBeGreaterThan(0);
    for (const key of keys(CLIENTS, mineAfter)) expect(ids.has(key)).toBe(true);
    expect(mineAfter.total).toBe(7);
  });
});
