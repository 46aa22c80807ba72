// Departure and return of a quote's equipment: PUT/DELETE /api/quote/departure/:id
// and /api/quote/return/:id, what the quote shows afterwards, and what the quote holds in the
// availability (returned units free from the return date, missing ones held with no end,
// overdue ones held until today).
import { addDaysIso, todayIso } from '@app/shared/dates';
import { describe, expect, test } from 'vitest';
import { useTestContext } from './support/app.js';
import { createProducts } from './support/factories.js';
import { expectAnswer, expectFailure } from './support/http.js';
import { rentalWorkspace } from './support/rental-workspace.js';

const ctx = useTestContext();
const today = todayIso();
const day = (offset: number) => addDaysIso(today, offset);

/** An organization with 10 chairs and 4 tables, and a client. */
async function workspace() {
  const { orgId, api, product, chairs, patro: client } = await rentalWorkspace(ctx);
  const tables = await product('Table', 4);
  return { orgId, api, chairs, tables, client };
}
type Workspace = Awaited<ReturnType<typeof workspace>>;

/** A quote of `chairs` chairs and `tables` tables from `from` to `until`. */
async function rental(w: Workspace, from: string, until: string, chairs = 6, tables = 2) {
  const res = await w.api.post('/api/quote/createQuote').send({
    client_id: w.client.client_id,
    products: [
      { product_id: w.chairs.product_id, quantity: chairs, price: 5, tva_rate: 21 },
      ...(tables > 0
        ? [{ product_id: w.tables.product_id, quantity: tables, price: 8, tva_rate: 21 }]
        : []),
    ],
    services: [],
    rent_date: from,
    reserved_from: from,
    reserved_until: until,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.quote.quote_id as number;
}

const depart = (w: Workspace, id: number, body: object) =>
  w.api.put(`/api/quote/departure/${id}`).send(body);

/** A rental (as `rental` makes it) whose units left on its first day. */
async function departedRental(w: Workspace, from: string, until: string, chairs = 6, tables = 2) {
  const id = await rental(w, from, until, chairs, tables);
  expect((await depart(w, id, { date: from })).status).toBe(200);
  return id;
}
const giveBack = (w: Workspace, id: number, body: object) =>
  w.api.put(`/api/quote/return/${id}`).send(body);

async function details(w: Workspace, id: number) {
  const res = await w.api.get(`/api/quote/getQuoteDetails?quote_id=${id}`);
  expect(res.status).toBe(200);
  return res.body as {
    quote: Record<string, unknown>;
    products: {
      product_id: number;
      quantity: number;
      quantity_returned: number | null;
      missing: number;
    }[];
  };
}

/** Chairs available over a period, as GET /api/products/availability answers. */
async function chairsAvailable(w: Workspace, from: string, until: string) {
  const res = await w.api.get(`/api/products/availability?from=${from}&until=${until}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const row = (res.body.products as { product_id: number; available: number }[]).find(
    (p) => p.product_id === w.chairs.product_id,
  );
  return row!.available;
}

describe('departure and return', () => {
  test('departure, return with missing units, shown on the quote and in the list', async () => {
    const w = await workspace();
    const id = await rental(w, day(-5), day(-2));

    expectAnswer(await depart(w, id, { date: day(-5), by: 'Marie', note: 'Camionnette' }), 200, {
      message: 'Sortie enregistrée.',
    });
    let shown = await details(w, id);
    expect(shown.quote).toMatchObject({
      departed_on: day(-5),
      departed_by: 'Marie',
      departure_note: 'Camionnette',
      returned_on: null,
      missing: 0,
      overdue: true,
    });

    expectAnswer(
      await giveBack(w, id, {
        date: day(-1),
        by: 'Paul',
        note: 'Deux chaises perdues',
        products: [{ product_id: w.chairs.product_id, quantity_returned: 4 }],
      }),
      200,
      { message: 'Retour enregistré.' },
    );
    shown = await details(w, id);
    expect(shown.quote).toMatchObject({
      returned_on: day(-1),
      returned_by: 'Paul',
      return_note: 'Deux chaises perdues',
      missing: 2,
      overdue: false,
    });
    expect(
      shown.products.map((line) => [line.quantity, line.quantity_returned, line.missing]),
    ).toEqual([
      [6, 4, 2],
      [2, 2, 0],
    ]);
    const list = await w.api.get('/api/quote/getQuoteList');
    expect(list.body.quotes[0]).toMatchObject({ quote_id: id, missing: 2, returned_on: day(-1) });
    const page = await w.api.get('/api/quote/getQuoteList?page=1');
    expect(page.body.items[0]).toMatchObject({ quote_id: id, missing: 2 });
  });

  test('undo: the return first, then the departure', async () => {
    const w = await workspace();
    const id = await rental(w, day(-3), day(-1));
    expectFailure(
      await w.api.delete(`/api/quote/departure/${id}`),
      409,
      'Le matériel de ce devis n’est pas marqué comme sorti.',
    );
    expectFailure(
      await w.api.delete(`/api/quote/return/${id}`),
      409,
      'Aucun retour n’est enregistré pour ce devis.',
    );
    expect((await depart(w, id, { date: day(-3) })).status).toBe(200);
    expect((await giveBack(w, id, { date: day(-1) })).status).toBe(200);
    expectFailure(
      await w.api.delete(`/api/quote/departure/${id}`),
      409,
      'Le retour de ce devis est enregistré : annulez d’abord le retour.',
    );
    expectAnswer(await w.api.delete(`/api/quote/return/${id}`), 200, { message: 'Retour annulé.' });
    let shown = await details(w, id);
    expect(shown.quote).toMatchObject({ departed_on: day(-3), returned_on: null, missing: 0 });
    expect(shown.products.every((line) => line.quantity_returned === null)).toBe(true);
    expectAnswer(await w.api.delete(`/api/quote/departure/${id}`), 200, {
      message: 'Sortie annulée.',
    });
    shown = await details(w, id);
    expect(shown.quote).toMatchObject({ departed_on: null, departed_by: null, returned_on: null });
  });

  test('validation answers in French', async () => {
    const w = await workspace();
    const id = await rental(w, day(-5), day(-3));
    expectFailure(await depart(w, id, {}), 400, 'Veuillez saisir la date de sortie.');
    // A movement records what happened: tomorrow is refused, naming the date.
    expectFailure(
      await depart(w, id, { date: day(1) }),
      400,
      'La date de sortie ne peut pas être dans le futur : enregistrez la sortie le jour où le matériel part.',
      'date',
    );
    expectFailure(
      await depart(w, id, { date: '2026-02-30' }),
      400,
      'Veuillez saisir la date de sortie.',
    );
    expectFailure(
      await w.api.put('/api/quote/departure/abc').send({ date: day(-5) }),
      400,
      'ID du devis non spécifié.',
    );
    expectFailure(
      await giveBack(w, id, { date: day(-3) }),
      409,
      'Le matériel de ce devis n’est pas marqué comme sorti.',
    );
    expect((await depart(w, id, { date: day(-5) })).status).toBe(200);
    expectFailure(await giveBack(w, id, {}), 400, 'Veuillez saisir la date de retour.');
    expectFailure(
      await giveBack(w, id, { date: day(-6) }),
      400,
      'La date de retour ne peut pas précéder la date de sortie.',
    );
    const line = (product_id: number, quantity_returned: unknown) => ({
      date: day(-3),
      products: [{ product_id, quantity_returned }],
    });
    expectFailure(
      await giveBack(w, id, line(w.chairs.product_id, 7)),
      400,
      'La quantité retournée de « Chaise pliante » dépasse la quantité sortie (6).',
    );
    expectFailure(
      await giveBack(w, id, line(w.chairs.product_id, -1)),
      400,
      'La quantité retournée doit être un nombre entier positif ou nul.',
    );
    expectFailure(
      await giveBack(w, id, line(w.chairs.product_id + 1000, 1)),
      400,
      'Ce produit ne figure pas sur le devis.',
    );
    expectFailure(
      await giveBack(w, id, {
        date: day(-3),
        products: [
          { product_id: w.chairs.product_id, quantity_returned: 1 },
          { product_id: w.chairs.product_id, quantity_returned: 2 },
        ],
      }),
      400,
      'Un même produit ne peut figurer qu’une fois au retour.',
    );
    expectFailure(
      await giveBack(w, id, { date: day(1) }),
      400,
      'La date de retour ne peut pas être dans le futur : enregistrez le retour le jour où le matériel revient.',
      'date',
    );
    expect((await giveBack(w, id, { date: day(-3) })).status).toBe(200);
    expectFailure(
      await depart(w, id, { date: day(-2) }),
      400,
      'La date de sortie ne peut pas suivre la date de retour.',
    );
  });

  test('another organization’s quote answers like a missing one', async () => {
    const w = await workspace();
    const other = await workspace();
    const id = await rental(w, day(-1), day(-1));
    const calls = [
      (api: Workspace['api'], quote: number) =>
        api.put(`/api/quote/departure/${quote}`).send({ date: day(-1) }),
      (api: Workspace['api'], quote: number) => api.delete(`/api/quote/departure/${quote}`),
      (api: Workspace['api'], quote: number) =>
        api.put(`/api/quote/return/${quote}`).send({ date: day(-1) }),
      (api: Workspace['api'], quote: number) => api.delete(`/api/quote/return/${quote}`),
    ];
    for (const call of calls) {
      expectFailure(await call(other.api, id), 404, 'Devis introuvable.');
      expectFailure(await call(other.api, 2_147_483_000), 404, 'Devis introuvable.');
    }
    expect((await details(w, id)).quote).toMatchObject({ departed_on: null });
  });
});

describe('what a departed or returned quote holds', () => {
  test('returned units are available again from the return date', async () => {
    const w = await workspace();
    const id = await rental(w, day(-20), day(-10), 6, 0);
    expect(await chairsAvailable(w, day(-15), day(-15))).toBe(4);
    await depart(w, id, { date: day(-20) });
    expect(
      (
        await giveBack(w, id, {
          date: day(-15),
          products: [{ product_id: w.chairs.product_id, quantity_returned: 6 }],
        })
      ).status,
    ).toBe(200);
    expect(await chairsAvailable(w, day(-16), day(-16))).toBe(4);
    expect(await chairsAvailable(w, day(-15), day(-10))).toBe(10);
    // A quote of all the chairs from the return date on is accepted.
    await rental(w, day(-15), day(-12), 10, 0);
  });

  test('missing units stay unavailable for a later period, until the return is corrected', async () => {
    const w = await workspace();
    const id = await departedRental(w, day(-10), day(-8), 6, 0);
    await giveBack(w, id, {
      date: day(-8),
      products: [{ product_id: w.chairs.product_id, quantity_returned: 4 }],
    });
    expect(await chairsAvailable(w, day(30), day(40))).toBe(8);
    const res = await w.api.get(`/api/products/availability?from=${day(30)}&until=${day(40)}`);
    const chairs = (res.body.products as { product_id: number; conflicts: unknown[] }[]).find(
      (p) => p.product_id === w.chairs.product_id,
    );
    expect(chairs!.conflicts).toEqual([
      expect.objectContaining({ quote_id: id, from: day(-10), until: null, quantity: 2 }),
    ]);
    const tooMany = await w.api.post('/api/quote/createQuote').send({
      client_id: w.client.client_id,
      products: [{ product_id: w.chairs.product_id, quantity: 10, price: 5, tva_rate: 21 }],
      services: [],
      rent_date: day(30),
      reserved_from: day(30),
      reserved_until: day(31),
    });
    expect(tooMany.status).toBe(409);
    // Corrected: everything came back.
    await giveBack(w, id, { date: day(-8) });
    expect(await chairsAvailable(w, day(30), day(40))).toBe(10);
    expect((await details(w, id)).quote).toMatchObject({ missing: 0 });
  });

  test('a return on the first day holds the units on that day only', async () => {
    const w = await workspace();
    const id = await departedRental(w, day(-8), day(-5), 6, 0);
    expect((await giveBack(w, id, { date: day(-8) })).status).toBe(200);
    expect(await chairsAvailable(w, day(-8), day(-8))).toBe(4);
    expect(await chairsAvailable(w, day(-7), day(-5))).toBe(10);
  });

  test('departed and not returned after its reservation: held until today', async () => {
    const w = await workspace();
    const id = await rental(w, day(-6), day(-3), 6, 0);
    expect(await chairsAvailable(w, day(0), day(0))).toBe(10);
    await depart(w, id, { date: day(-6) });
    expect(await chairsAvailable(w, day(-1), day(0))).toBe(4);
    expect(await chairsAvailable(w, day(1), day(5))).toBe(10);
    expect((await details(w, id)).quote).toMatchObject({ overdue: true });
    // Undoing the departure gives the days after the reservation back.
    await w.api.delete(`/api/quote/departure/${id}`);
    expect(await chairsAvailable(w, day(-1), day(0))).toBe(10);
  });

  test('a late return holds the units until the day before it; editing the quote keeps the return', async () => {
    const w = await workspace();
    const id = await departedRental(w, day(-20), day(-15), 6, 2);
    await giveBack(w, id, {
      date: day(-10),
      products: [{ product_id: w.tables.product_id, quantity_returned: 1 }],
    });
    expect(await chairsAvailable(w, day(-11), day(-11))).toBe(4);
    expect(await chairsAvailable(w, day(-10), day(-10))).toBe(10);
    const edit = await w.api.put('/api/quote/updateQuote').send({
      quote_id: id,
      client_id: w.client.client_id,
      products: [
        { product_id: w.chairs.product_id, quantity: 6, price: 6, tva_rate: 21 },
        { product_id: w.tables.product_id, quantity: 2, price: 8, tva_rate: 21 },
      ],
      services: [],
      rent_date: day(-20),
      reserved_from: day(-20),
      reserved_until: day(-15),
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    const shown = await details(w, id);
    expect(shown.quote).toMatchObject({ returned_on: day(-10), missing: 1 });
    expect(shown.products.map((line) => line.quantity_returned)).toEqual([6, 1]);
    expect(await chairsAvailable(w, day(-11), day(-11))).toBe(4);
  });
});

// Every list a request carries is bounded, and refused (never cut short) beyond it.
describe('a return lists at most 500 products', () => {
  test('501 products are refused with a 400 naming the limit and nothing is recorded; 500 are', async () => {
    const w = await workspace();
    const products = await createProducts(ctx.db, w.orgId, 500, { stock: 3 });
    const created = await w.api.post('/api/quote/createQuote').send({
      client_id: w.client.client_id,
      products: products.map(({ product_id }) => ({ product_id, quantity: 2, price: 1 })),
      services: [],
      rent_date: day(-2),
      reserved_from: day(-2),
      reserved_until: day(-1),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.quote.quote_id as number;
    expect((await depart(w, id, { date: day(-2) })).status).toBe(200);
    const returned = products.map(({ product_id }) => ({ product_id, quantity_returned: 1 }));

    const refused = await giveBack(w, id, {
      date: day(-1),
      products: [...returned, { product_id: w.chairs.product_id, quantity_returned: 0 }],
    });
    expectFailure(refused, 400, 'Un retour compte au plus 500 produits.');
    const untouched = await details(w, id);
    expect(untouched.quote).toMatchObject({ returned_on: null });
    expect(untouched.products.every((line) => line.quantity_returned === null)).toBe(true);

    expect((await giveBack(w, id, { date: day(-1), products: returned })).status).toBe(200);
    const shown = await details(w, id);
    expect(shown.quote).toMatchObject({ returned_on: day(-1), missing: 500 });
    expect(shown.products.every((line) => line.quantity_returned === 1)).toBe(true);
  });
});
