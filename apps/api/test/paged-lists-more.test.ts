// The paged answers of the invoices, clients, products and services lists: a call
// with `page` answers one page of the same items; without it, the spec's full list, unchanged.
import { describe, expect, test } from 'vitest';
import { useTestContext } from './support/app.js';
import {
  createCategory,
  createClient,
  createProduct,
  createQuoteThroughApi,
  createService,
  createSoundCatalogue,
  createSubCategory,
  signedInMember,
  orgOf,
  type Member,
} from './support/factories.js';

const ctx = useTestContext();

type Item = Record<string, unknown>;
type PageBody = { items: Item[]; total: number; page: number; page_size: number };

/** Every page of `path` with `query`, read 2 rows at a time. */
async function allPages(m: Member, path: string, query: string): Promise<Item[]> {
  const items: Item[] = [];
  for (let page = 1; ; page++) {
    const res = await m.api.get(`${path}?page=${page}&page_size=2&${query}`);
    expect(res.status).toBe(200);
    const body = res.body as PageBody;
    items.push(...body.items);
    if (page * 2 >= body.total) return items;
  }
}

/**
 * Each sort of `sorts`, both orders: desc is asc reversed, asc is in the order of `value`, and
 * every row shows once.
 */
async function expectSorts(
  m: Member,
  path: string,
  sorts: Record<string, (item: Item) => string | number>,
  keyOf: (item: Item) => string,
  count: number,
) {
  for (const [sort, value] of Object.entries(sorts)) {
    const asc = await allPages(m, path, `sort=${sort}&order=asc`);
    const desc = await allPages(m, path, `sort=${sort}&order=desc`);
    expect(asc.map(keyOf), sort).toEqual([...desc].reverse().map(keyOf));
    expect(new Set(asc.map(keyOf)).size, sort).toBe(count);
    const values = asc.map(value);
    const sorted = [...values].sort((a, b) =>
      typeof a === 'number' && typeof b === 'number' ? a - b : String(a) < String(b) ? -1 : 1,
    );
    expect(values, sort).toEqual(sorted);
  }
}

const BAD_QUERIES = [
  ['page=0', 'Numéro de page invalide : un nombre entier à partir de 1.'],
  ['page=un', 'Numéro de page invalide : un nombre entier à partir de 1.'],
  ['page=1&page_size=201', 'Taille de page invalide : un nombre entier de 1 à 200.'],
  ['page=1&sort=organization_id', 'Tri invalide : choisissez une des colonnes de la liste.'],
  ['page=1&order=haut', 'Ordre de tri invalide : choisissez asc ou desc.'],
] as const;

/** Each bad query answers 400 with its message, naming its bad parameter (the last) as `field`. */
async function expectRefusals(m: Member, path: string, extra: [string, string][] = []) {
  for (const [query, message] of [...BAD_QUERIES, ...extra]) {
    const res = await m.api.get(`${path}?${query}`);
    expect(res.status, query).toBe(400);
    const field = /(\w+)=[^&]*$/.exec(query)![1];
    expect(res.body, query).toEqual({ error: true, message, field });
  }
}

const byKey = (items: Item[], key: string) => new Map(items.map((item) => [item[key], item]));

/** Each item of a page is exactly the full list's item with the same `key`. */
function expectFullListItems(page: Item[], full: Item[], key: string) {
  const items = byKey(full, key);
  for (const item of page) expect(item).toEqual(items.get(item[key]));
}

/**
 * The full list of four rows (answered under `key`) and its pages of 3: the first names
 * `firstPage`, its items are the full list's rows of the same `id`, the second names `secondPage`.
 * Answers the full list.
 */
async function expectPagesOfThree(
  m: Member,
  path: string,
  list: { key: string; id: string; names: (body: PageBody) => unknown[] },
  firstPage: string[],
  secondPage: string[],
) {
  const full = await m.api.get(path);
  expect(full.status).toBe(200);
  expect(full.body[list.key]).toHaveLength(4);
  const first = await m.api.get(`${path}?page=1&page_size=3`);
  expect(first.body).toMatchObject({ total: 4, page: 1, page_size: 3 });
  expect(list.names(first.body)).toEqual(firstPage);
  expectFullListItems(first.body.items, full.body[list.key], list.id);
  expect(list.names((await m.api.get(`${path}?page=2&page_size=3`)).body)).toEqual(secondPage);
  return full;
}

/**
 * Four invoices and a credit note: a pending one of Patro (March), one of Zèbre validated with a
 * partial payment (February), one of Patro validated and wholly credited (April), and one of
 * Atelier validated and overdue (January).
 */
async function organizationWithInvoices() {
  const m = await signedInMember(ctx);
  const org = m.organization.organization_id;
  const { speaker } = await createSoundCatalogue(ctx.db, org);
  const patro = await createClient(ctx.db, org, { client_name: 'Patro' });
  const zebre = await createClient(ctx.db, org, { client_name: 'Zebre' });
  const atelier = await createClient(ctx.db, org, { client_name: 'Atelier' });
  const invoice = async (clientId: number, quantity: number, discount: number) => {
    const { quote_id } = await createQuoteThroughApi(m.api, {
      client_id: clientId,
      products: [{ product_id: speaker.product_id, quantity, price: 10, tva_rate: 21, discount }],
      services: [],
      rent_date: '2026-06-01',
      reserved_from: '2026-06-01',
      reserved_until: '2026-06-01',
    });
    const res = await m.api.post(`/api/invoice/createInvoice?quote_id=${quote_id}`);
    expect(res.status).toBe(201);
    return res.body.invoice.invoice_id as number;
  };
  const validate = async (id: number) =>
    expect((await m.api.get(`/api/invoice/validateInvoice?invoice_id=${id}`)).status).toBe(200);
  const dated = (id: number, issue: string, due: string) =>
    ctx.db.invoice.update({
      where: { invoice_id: id },
      data: { issue_date: new Date(`${issue}T00:00:00Z`), due_date: new Date(`${due}T00:00:00Z`) },
    });

  const pending = await invoice(patro.client_id, 1, 0);
  await dated(pending, '2026-03-10', '2026-04-10');
  const partial = await invoice(zebre.client_id, 2, 1);
  await validate(partial);
  await dated(partial, '2026-02-10', '2099-03-10');
  const payment = await m.api
    .post(`/api/invoice/addPayment?invoice_id=${partial}`)
    .send({ amount: 5, paid_at: '2026-02-15', method: 'Virement' });
  expect(payment.status).toBe(201);
  const credited = await invoice(patro.client_id, 3, 2);
  await validate(credited);
  await dated(credited, '2026-04-10', '2099-05-10');
  const note = await m.api
    .post(`/api/invoice/createCreditNote?invoice_id=${credited}`)
    .send({ reason: 'Annulation' });
  expect(note.status).toBe(201);
  const creditNote = note.body.credit_note.credit_note_id as number;
  await ctx.db.creditNote.update({
    where: { credit_note_id: creditNote },
    data: { issue_date: new Date('2026-04-20T00:00:00Z') },
  });
  const overdue = await invoice(atelier.client_id, 4, 3);
  await validate(overdue);
  await dated(overdue, '2026-01-10', '2026-02-10');
  return { m, pending, partial, credited, overdue, creditNote };
}

const invoiceKey = (item: Item) =>
  'credit_note_id' in item ? `n${String(item.credit_note_id)}` : `i${String(item.invoice_id)}`;
const keys = (body: PageBody) => body.items.map(invoiceKey);
const INVOICES = '/api/invoice/getInvoiceList';

describe('invoices list, paged (issue #16)', () => {
  test('pages of invoices and credit notes, each item the full list’s', async () => {
    const { m, pending, partial, credited, overdue, creditNote } = await organizationWithInvoices();
    const full = await m.api.get(INVOICES);
    expect(full.status).toBe(200);
    expect(Object.keys(full.body)).toEqual(['invoices', 'credit_notes']);
    expect(full.body.invoices).toHaveLength(4);
    expect(full.body.credit_notes).toHaveLength(1);

    const first = await m.api.get(`${INVOICES}?page=1&page_size=2`);
    expect(first.status).toBe(200);
    expect(Object.keys(first.body).sort()).toEqual(['items', 'page', 'page_size', 'total']);
    expect(first.body).toMatchObject({ total: 5, page: 1, page_size: 2 });
    // Newest first, credit notes among the invoices.
    expect(keys(first.body)).toEqual([`n${creditNote}`, `i${credited}`]);
    const second = await m.api.get(`${INVOICES}?page=2&page_size=2`);
    expect(keys(second.body)).toEqual([`i${pending}`, `i${partial}`]);
    const third = await m.api.get(`${INVOICES}?page=3&page_size=2`);
    expect(keys(third.body)).toEqual([`i${overdue}`]);
    expect((await m.api.get(`${INVOICES}?page=4&page_size=2`)).body).toEqual({
      items: [],
      total: 5,
      page: 4,
      page_size: 2,
    });

    const invoices = byKey(full.body.invoices, 'invoice_id');
    const paged = [...first.body.items, ...second.body.items, ...third.body.items] as Item[];
    for (const item of paged) {
      expect(item).toEqual(
        'credit_note_id' in item ? full.body.credit_notes[0] : invoices.get(item.invoice_id),
      );
    }
    expect(invoices.get(partial)).toMatchObject({ payment_status: 'partial', amount_paid: 5 });
    expect(invoices.get(credited)).toMatchObject({ payment_status: 'paid', amount_due: 0 });
    expect(invoices.get(overdue)).toMatchObject({ payment_status: 'overdue' });
    expect(invoices.get(pending)).toMatchObject({ payment_status: 'unpaid', status: 'Pending' });
  });

  test('each column sorts both ways', async () => {
    const { m } = await organizationWithInvoices();
    const rowNumber = (item: Item) =>
      String(
        'formatted_credit_note_id' in item
          ? item.formatted_credit_note_id
          : item.formatted_invoice_id,
      );
    const label = { overdue: 1, unpaid: 2, partial: 3, paid: 4 } as Record<string, number>;
    await expectSorts(
      m,
      INVOICES,
      {
        id: rowNumber,
        type: (item) => String(item.type),
        client: (item) =>
          String((item.client as { client_name: string }).client_name).toLowerCase(),
        issue_date: (item) => String(item.issue_date),
        discount: (item) => (item.quote as { discount: number } | null)?.discount ?? 0,
        total_amount: (item) => Number(item.total_amount),
        status: (item) => String(item.status ?? 'Avoir'),
        payment_status: (item) => label[String(item.payment_status)] ?? 0,
      },
      invoiceKey,
      5,
    );
  });

  test('search, period, validated switch and payment filter', async () => {
    const { m, pending, partial, credited, overdue, creditNote } = await organizationWithInvoices();
    const page = async (query: string) => {
      const res = await m.api.get(`${INVOICES}?page=1&${query}`);
      expect(res.status, query).toBe(200);
      return keys(res.body as PageBody);
    };
    // The client: the invoices of Patro and the credit note of one of them.
    expect(await page('q=PATRO')).toEqual([`n${creditNote}`, `i${credited}`, `i${pending}`]);
    // A number: the provisional reference, the invoice's id, the credit note's number.
    expect(await page(`q=PROV-${pending}`)).toEqual([`i${pending}`]);
    const noteNumber = (
      await ctx.db.creditNote.findUniqueOrThrow({
        where: { credit_note_id: creditNote },
      })
    ).formatted_credit_note_id;
    expect(await page(`q=${noteNumber}`)).toEqual([`n${creditNote}`]);
    expect(await page('q=introuvable')).toEqual([]);
    expect(await page('from=2026-02-10&until=2026-04-10')).toEqual([
      `i${credited}`,
      `i${pending}`,
      `i${partial}`,
    ]);
    expect(await page('until=2026-01-31')).toEqual([`i${overdue}`]);
    expect(await page('show_validated=false')).toEqual([`i${pending}`]);
    expect(await page('payment_status=overdue')).toEqual([`i${overdue}`]);
    expect(await page('payment_status=paid')).toEqual([`i${credited}`]);
    expect(await page('payment_status=unpaid&show_validated=true')).toEqual([`i${pending}`]);
    expect(await page('payment_status=partial&q=zebre&from=2026-01-01')).toEqual([`i${partial}`]);
    // A validated invoice is found by the name it was issued to, as the list shows it.
    await ctx.db.client.updateMany({
      where: { organization_id: orgOf(m), client_name: 'Zebre' },
      data: { client_name: 'Zorro' },
    });
    expect(await page('q=zebre')).toEqual([`i${partial}`]);
    expect(await page('q=zorro')).toEqual([]);
  });

  test('refuses bad pages, sorts and filters with a French 400', async () => {
    const m = await signedInMember(ctx);
    await expectRefusals(m, INVOICES, [
      ['page=1&show_validated=oui', 'Filtre invalide : show_validated vaut true ou false.'],
      [
        'page=1&payment_status=rembourse',
        'Filtre invalide : payment_status vaut unpaid, partial, paid, overdue ou refund_due.',
      ],
      [
        'page=1&from=2026-05-01&until=2026-04-01',
        'Veuillez choisir une période valide : des dates AAAA-MM-JJ, la date de début avant la date de fin.',
      ],
    ]);
  });

  test('another organization’s invoices and credit notes never appear', async () => {
    await organizationWithInvoices();
    const stranger = await signedInMember(ctx);
    const client = await createClient(ctx.db, stranger.organization.organization_id, {
      client_name: 'Patro bis',
    });
    expect((await stranger.api.get(`${INVOICES}?page=1&q=patro`)).body).toEqual({
      items: [],
      total: 0,
      page: 1,
      page_size: 50,
    });
    expect(client.client_name).toBe('Patro bis');
  });
});

const CLIENTS = '/api/clients/list';

describe('clients list, paged (issue #16)', () => {
  async function organizationWithClients() {
    const m = await signedInMember(ctx);
    const org = m.organization.organization_id;
    const made = [
      await createClient(ctx.db, org, {
        client_name: 'delta',
        client_email: 'compta@delta.be',
        client_phone: '0470 11 22 33',
        bank_account: 'BE71096123456769',
        vat_number: 'BE0403170701',
        postal_code: '4000',
        city: 'Liege',
      }),
      await createClient(ctx.db, org, {
        client_name: 'Alpha',
        client_email: 'info@alpha.be',
        client_phone: '0480 00 00 00',
        bank_account: 'BE68539007547034',
        vat_number: 'BE0202239951',
        postal_code: '1000',
        city: 'Bruxelles',
      }),
      await createClient(ctx.db, org, { client_name: 'Charlie' }),
      await createClient(ctx.db, org, {
        client_name: 'bravo',
        client_email: 'bravo@exemple.fr',
        postal_code: '7000',
        city: 'Mons',
      }),
    ];
    return { m, made };
  }
  const names = (body: PageBody) => body.items.map((item) => item.client_name);

  test('the full list is unchanged; pages of the same clients, by name', async () => {
    const { m } = await organizationWithClients();
    const full = await expectPagesOfThree(
      m,
      CLIENTS,
      { key: 'clients', id: 'client_id', names },
      ['Alpha', 'bravo', 'Charlie'],
      ['delta'],
    );
    expect(Object.keys(full.body)).toEqual(['clients', 'unauthorized']);
    expect((await m.api.get(`${CLIENTS}?page=3&page_size=3`)).body).toEqual({
      items: [],
      total: 4,
      page: 3,
      page_size: 3,
    });
  });

  test('each column sorts both ways', async () => {
    const { m } = await organizationWithClients();
    const text = (key: string) => (item: Item) =>
      // A missing value sorts last ascending, as PostgreSQL puts NULL.
      item[key] === null ? '\uffff' : String(item[key]).toLowerCase();
    await expectSorts(
      m,
      CLIENTS,
      {
        client_name: text('client_name'),
        client_email: text('client_email'),
        client_phone: text('client_phone'),
        bank_account: text('bank_account'),
        vat_number: text('vat_number'),
        locality: (item) => [item.postal_code, item.city].filter(Boolean).join(' ').toLowerCase(),
      },
      (item) => String(item.client_id),
      4,
    );
  });

  test('search in the name, number, email, phone, VAT number and locality', async () => {
    const { m, made } = await organizationWithClients();
    const search = async (q: string) =>
      names((await m.api.get(`${CLIENTS}?page=1&q=${encodeURIComponent(q)}`)).body);
    expect(await search('ALPHA')).toEqual(['Alpha']);
    expect(await search('exemple.fr')).toEqual(['bravo']);
    expect(await search('0470')).toEqual(['delta']);
    expect(await search('BE0202')).toEqual(['Alpha']);
    expect(await search('mons')).toEqual(['bravo']);
    expect(await search(String(made[2]!.client_id))).toContain('Charlie');
    expect(await search('100%')).toEqual([]);
  });

  test('bad queries answer a French 400; another organization’s clients never appear', async () => {
    const { m } = await organizationWithClients();
    await expectRefusals(m, CLIENTS);
    const stranger = await signedInMember(ctx);
    await createClient(ctx.db, stranger.organization.organization_id, { client_name: 'Alpine' });
    expect(names((await stranger.api.get(`${CLIENTS}?page=1&q=alp`)).body)).toEqual(['Alpine']);
    expect((await stranger.api.get(`${CLIENTS}?page=1`)).body.total).toBe(1);
    expect(names((await m.api.get(`${CLIENTS}?page=1&q=alp`)).body)).toEqual(['Alpha']);
  });
});

const PRODUCTS = '/api/products/list';
const SERVICES = '/api/services/list';

describe('catalogue lists, paged (issue #16)', () => {
  async function organizationWithCatalogue() {
    const m = await signedInMember(ctx);
    const org = m.organization.organization_id;
    const sound = await createCategory(ctx.db, org, { name: 'Son' });
    const light = await createCategory(ctx.db, org, { name: 'Eclairage' });
    const wireless = await createSubCategory(ctx.db, org, {
      name: 'Sans fil',
      category_id: sound.category_id,
    });
    const product = (name: string, price_cents: number, stock: number, category_id: number) =>
      createProduct(ctx.db, org, { name, price_cents, stock, category_id });
    const speaker = await product('Enceinte', 4550, 10, sound.category_id);
    const micro = await createProduct(ctx.db, org, {
      name: 'micro',
      price_cents: 1500,
      stock: 3,
      category_id: sound.category_id,
      sub_category_id: wireless.sub_category_id,
    });
    const spot = await product('Projecteur', 2500, 8, light.category_id);
    const laser = await product('Laser', 9900, 1, light.category_id);
    await createService(ctx.db, org, {
      name: 'Livraison',
      description: 'Aller-retour',
      price_cents: 6000,
    });
    await createService(ctx.db, org, {
      name: 'montage',
      description: 'Installation sur place',
      price_cents: 12000,
    });
    await createService(ctx.db, org, {
      name: 'DJ',
      description: 'Soirée animée',
      price_cents: 30000,
    });
    return { m, sound, light, wireless, speaker, micro, spot, laser };
  }
  const names = (body: PageBody) => body.items.map((item) => item.name);

  test('products: the full list is unchanged; pages of the same products, filtered and searched', async () => {
    const { m, light, sound, wireless } = await organizationWithCatalogue();
    const full = await expectPagesOfThree(
      m,
      PRODUCTS,
      { key: 'products', id: 'product_id', names },
      ['Enceinte', 'Laser', 'micro'],
      ['Projecteur'],
    );
    expect(Object.keys(full.body)).toEqual(['products']);

    const page = async (query: string) =>
      names((await m.api.get(`${PRODUCTS}?page=1&${query}`)).body);
    expect(await page('q=eclairage')).toEqual(['Laser', 'Projecteur']);
    expect(await page('q=SANS')).toEqual(['micro']);
    expect(await page('q=proj')).toEqual(['Projecteur']);
    expect(await page(`category_id=${light.category_id}`)).toEqual(['Laser', 'Projecteur']);
    expect(await page(`category_id=${sound.category_id}&q=enc`)).toEqual(['Enceinte']);
    expect(await page(`sub_category_id=${wireless.sub_category_id}`)).toEqual(['micro']);
    expect(await page('category_id=-1')).toHaveLength(4);
  });

  test('products and services: each sort both ways', async () => {
    const { m } = await organizationWithCatalogue();
    const categories = new Map(
      (await ctx.db.category.findMany({ where: { organization_id: orgOf(m) } })).map((c) => [
        c.category_id,
        c.name.toLowerCase(),
      ]),
    );
    await expectSorts(
      m,
      PRODUCTS,
      {
        name: (item) => String(item.name).toLowerCase(),
        price: (item) => Number(item.price),
        stock: (item) => Number(item.stock),
        category: (item) => categories.get(Number(item.category_id)) ?? '',
      },
      (item) => String(item.product_id),
      4,
    );
    await expectSorts(
      m,
      SERVICES,
      {
        name: (item) => String(item.name).toLowerCase(),
        price: (item) => Number(item.price),
        duration: (item) => Number(item.duration ?? 0),
      },
      (item) => String(item.service_id),
      3,
    );
  });

  test('services: the full list is unchanged; pages of the same services, searched', async () => {
    const { m } = await organizationWithCatalogue();
    const full = await m.api.get(SERVICES);
    expect(Object.keys(full.body)).toEqual(['services']);
    const first = await m.api.get(`${SERVICES}?page=1&page_size=2&sort=price&order=desc`);
    expect(first.body).toMatchObject({ total: 3, page: 1, page_size: 2 });
    expect(names(first.body)).toEqual(['DJ', 'montage']);
    expectFullListItems(first.body.items, full.body.services, 'service_id');
    expect(names((await m.api.get(`${SERVICES}?page=1&q=PLACE`)).body)).toEqual(['montage']);
    expect(names((await m.api.get(`${SERVICES}?page=1&q=livr`)).body)).toEqual(['Livraison']);
  });

  test('bad queries answer a French 400; another organization’s catalogue never appears', async () => {
    const { m } = await organizationWithCatalogue();
    await expectRefusals(m, PRODUCTS, [
      ['page=1&category_id=abc', 'Filtre invalide : choisissez une catégorie de la liste.'],
    ]);
    await expectRefusals(m, SERVICES);
    const stranger = await signedInMember(ctx);
    const org = stranger.organization.organization_id;
    const own = await createCategory(ctx.db, org, { name: 'Son' });
    await createProduct(ctx.db, org, { name: 'Enceinte B', category_id: own.category_id });
    expect(names((await stranger.api.get(`${PRODUCTS}?page=1&q=son`)).body)).toEqual([
      'Enceinte B',
    ]);
    expect((await stranger.api.get(`${SERVICES}?page=1`)).body).toEqual({
      items: [],
      total: 0,
      page: 1,
      page_size: 50,
    });
  });
});
