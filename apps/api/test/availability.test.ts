// Rental availability: what GET /api/products/availability answers, and quotes that
// cannot book the same units twice unless asked to.
import { describe, expect, test } from 'vitest';
import { useTestContext } from './support/app.js';
import { createClient } from './support/factories.js';
import { expectFailure, expectAnswer } from './support/http.js';
import type { BookedLines, BookingOptions } from './support/rental-workspace.js';
import { rentalQuoteBody, rentalWorkspace } from './support/rental-workspace.js';

const ctx = useTestContext();

/** An organization with 10 chairs, 5 tables and a product nobody booked. */
async function workspace() {
  const { product, ...rental } = await rentalWorkspace(ctx);
  const tables = await product('Table', 5);
  const tent = await product('Tente', 2);
  const comite = await createClient(ctx.db, rental.orgId, { client_name: 'Comité des fêtes' });
  return { ...rental, tables, tent, comite };
}

type Workspace = Awaited<ReturnType<typeof workspace>>;

type Rental = [lines: BookedLines, from: string, until: string, options?: BookingOptions];

const book = (w: Workspace, ...rental: Rental) =>
  w.api.post('/api/quote/createQuote').send(rentalQuoteBody(w.patro, ...rental));

/** Changes the quote `quote_id` to the rental. */
const rebook = (w: Workspace, quote: { quote_id: number }, ...rental: Rental) =>
  w.api
    .put('/api/quote/updateQuote')
    .send({ ...rentalQuoteBody(w.patro, ...rental), quote_id: quote.quote_id });

async function booked(w: Workspace, ...rental: Rental) {
  const res = await book(w, ...rental);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.quote as { quote_id: number; formatted_quote_id: string };
}

const availability = (w: Workspace, query: string) =>
  w.api.get(`/api/products/availability?${query}`);

async function availableOf(w: Workspace, query: string, product: { product_id: number }) {
  const res = await availability(w, query);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.products as { product_id: number }[]).find(
    (row) => row.product_id === product.product_id,
  );
}

describe('GET /api/products/availability', () => {
  test('stock minus the most units other quotes hold on one day, days included', async () => {
    const w = await workspace();
    const a = await booked(w, [[w.chairs, 3]], '2026-06-10', '2026-06-12');
    const b = await booked(
      w,
      [
        [w.chairs, 4],
        [w.tables, 2],
      ],
      '2026-06-12',
      '2026-06-14',
      { client: w.comite },
    );
    await booked(w, [[w.chairs, 2]], '2026-06-15', '2026-06-15');

    const res = await availability(w, 'from=2026-06-10&until=2026-06-14');
    expect(res.status).toBe(200);
    // The two reservations touch on the 12th (both days included): 3 + 4 chairs that day.
    expect(res.body).toEqual({
      products: [
        {
          product_id: w.chairs.product_id,
          stock: 10,
          reserved_max: 7,
          available: 3,
          conflicts: [
            {
              quote_id: a.quote_id,
              formatted_quote_id: a.formatted_quote_id,
              client_name: 'Patro',
              from: '2026-06-10',
              until: '2026-06-12',
              quantity: 3,
            },
            {
              quote_id: b.quote_id,
              formatted_quote_id: b.formatted_quote_id,
              client_name: 'Comité des fêtes',
              from: '2026-06-12',
              until: '2026-06-14',
              quantity: 4,
            },
          ],
        },
        {
          product_id: w.tables.product_id,
          stock: 5,
          reserved_max: 2,
          available: 3,
          conflicts: [expect.objectContaining({ quote_id: b.quote_id, quantity: 2 })],
        },
        { product_id: w.tent.product_id, stock: 2, reserved_max: 0, available: 2, conflicts: [] },
      ],
    });

    // From the 13th the first rental has ended: 4 chairs, then 2 on the 15th.
    expect(await availableOf(w, 'from=2026-06-13&until=2026-06-15', w.chairs)).toMatchObject({
      reserved_max: 4,
      available: 6,
    });
    // A period that only touches nothing: everything free.
    expect(await availableOf(w, 'from=2026-06-16&until=2026-06-30', w.chairs)).toEqual({
      product_id: w.chairs.product_id,
      stock: 10,
      reserved_max: 0,
      available: 10,
      conflicts: [],
    });
    // Excluding a quote (the one being edited) frees its units.
    expect(
      await availableOf(
        w,
        `from=2026-06-10&until=2026-06-14&exclude_quote_id=${b.quote_id}`,
        w.chairs,
      ),
    ).toMatchObject({ reserved_max: 3, available: 7 });
  });

  test("another organization's quotes take nothing, and its quote cannot be excluded", async () => {
    const w = await workspace();
    const other = await workspace();
    const theirs = await booked(other, [[other.chairs, 10]], '2026-06-10', '2026-06-12');
    expect(await availableOf(w, 'from=2026-06-10&until=2026-06-12', w.chairs)).toMatchObject({
      available: 10,
      conflicts: [],
    });
    const foreign = await availability(
      w,
      `from=2026-06-10&until=2026-06-12&exclude_quote_id=${theirs.quote_id}`,
    );
    const unknown = await availability(
      w,
      'from=2026-06-10&until=2026-06-12&exclude_quote_id=2147483000',
    );
    expectAnswer(foreign, 404, unknown.body);
    expect(foreign.body).toEqual({ error: true, message: 'Devis introuvable.' });
  });

  test.each([
    ['no period', '', 'Veuillez choisir une période valide'],
    [
      'an unreadable date',
      'from=10/06/2026&until=2026-06-12',
      'Veuillez choisir une période valide',
    ],
    [
      'the end before the start',
      'from=2026-06-12&until=2026-06-10',
      'Veuillez choisir une période valide',
    ],
    [
      'more than a year',
      'from=2026-01-01&until=2027-01-02',
      'La période ne peut dépasser 366 jours.',
    ],
    [
      'a quote id that is no id',
      'from=2026-06-10&until=2026-06-12&exclude_quote_id=abc',
      'Devis à exclure invalide.',
    ],
  ])('%s answers 400 in French', async (_label, query, message) => {
    const w = await workspace();
    const res = await availability(w, query);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(true);
    expect(res.body.message).toContain(message);
  });
});

describe('quotes cannot book the same units twice', () => {
  test('beyond availability: 409 naming the product, the day and the quotes, nothing saved', async () => {
    const w = await workspace();
    const first = await booked(w, [[w.chairs, 6]], '2026-06-10', '2026-06-12');
    const before = await ctx.db.quote.count({ where: { organization_id: w.orgId } });

    const refused = await book(w, [[w.chairs, 5]], '2026-06-12', '2026-06-13', {
      client: w.comite,
    });
    expectAnswer(refused, 409, {
      error: true,
      message:
        '« Chaise pliante » n’est pas disponible en 5 exemplaire(s) le 12/06/2026 : ' +
        `4 disponible(s) sur 10, déjà réservé par ${first.formatted_quote_id} (Patro). ` +
        'Enregistrez quand même pour accepter la surréservation.',
    });
    expect(await ctx.db.quote.count({ where: { organization_id: w.orgId } })).toBe(before);

    // The day after the first rental ends, every chair is free again.
    await booked(w, [[w.chairs, 10]], '2026-06-13', '2026-06-14');
  });

  test('allow_overbooking saves the quote and flags it; a change back within availability clears the flag', async () => {
    const w = await workspace();
    await booked(w, [[w.tent, 2]], '2026-07-01', '2026-07-02');
    const over = await booked(w, [[w.tent, 1]], '2026-07-02', '2026-07-03', {
      allow_overbooking: true,
    });
    const details = await w.api.get(`/api/quote/getQuoteDetails?quote_id=${over.quote_id}`);
    expect(details.body.quote).toMatchObject({ overbooked: true });
    const list = await w.api.get('/api/quote/getQuoteList');
    expect(
      (list.body.quotes as { quote_id: number; overbooked: boolean }[]).map((q) => [
        q.quote_id,
        q.overbooked,
      ]),
    ).toContainEqual([over.quote_id, true]);
    expect(await availableOf(w, 'from=2026-07-02&until=2026-07-02', w.tent)).toMatchObject({
      reserved_max: 3,
      available: -1,
    });

    const moved = await rebook(w, over, [[w.tent, 1]], '2026-07-03', '2026-07-04');
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const after = await w.api.get(`/api/quote/getQuoteDetails?quote_id=${over.quote_id}`);
    expect(after.body.quote).toMatchObject({ overbooked: false, reserved_from: '2026-07-03' });
  });

  test('a quote changed in place does not compete with itself; a change beyond availability is refused', async () => {
    const w = await workspace();
    const quote = await booked(w, [[w.tables, 5]], '2026-08-01', '2026-08-03');
    const same = await rebook(w, quote, [[w.tables, 5]], '2026-08-01', '2026-08-04');
    expect(same.status, JSON.stringify(same.body)).toBe(200);

    const other = await booked(w, [[w.chairs, 1]], '2026-08-02', '2026-08-02');
    const grown = await rebook(w, other, [[w.tables, 1]], '2026-08-02', '2026-08-02');
    expect(grown.status).toBe(409);
    expect(grown.body.message).toContain(`déjà réservé par ${quote.formatted_quote_id} (Patro)`);
    const unchanged = await w.api.get(`/api/quote/getQuoteDetails?quote_id=${other.quote_id}`);
    expect(unchanged.body.products).toEqual([
      expect.objectContaining({ product_id: w.chairs.product_id, quantity: 1 }),
    ]);
  });

  test('parallel quotes for the last units: exactly one gets them (10 rounds)', async () => {
    const w = await workspace();
    for (let round = 0; round < 10; round++) {
      const day = `2026-09-${String(round + 1).padStart(2, '0')}`;
      const answers = await Promise.all(
        [w.patro, w.comite, w.patro].map((client) =>
          book(w, [[w.tables, 3]], day, day, { client }),
        ),
      );
      expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409]);
      expect(await availableOf(w, `from=${day}&until=${day}`, w.tables)).toMatchObject({
        reserved_max: 3,
        available: 2,
      });
    }
  });

  test('allow_overbooking must be true or false', async () => {
    const w = await workspace();
    const res = await book(w, [[w.chairs, 1]], '2026-06-10', '2026-06-10', {
      allow_overbooking: 'oui' as unknown as boolean,
    });
    expectFailure(res, 400, 'allow_overbooking vaut true ou false.');
  });
});
