// The planning: GET /api/planning answers the rentals that meet a period and, per
// product, the units reserved each day of it, with the over-booked days and rentals told, and the
// units missing at a return.
import {
  MSG_AVAILABILITY_PERIOD_INVALID,
  MSG_AVAILABILITY_PERIOD_TOO_LONG,
} from '@app/shared/availability';
import { addDaysIso, todayIso } from '@app/shared/dates';
import { describe, expect, test } from 'vitest';
import { useTestContext } from './support/app.js';
import { createClient, createEvent, createQuoteThroughApi } from './support/factories.js';
import { expectAnswer, expectFailure } from './support/http.js';
import type { BookedLines, BookingOptions } from './support/rental-workspace.js';
import { rentalQuoteBody, rentalWorkspace } from './support/rental-workspace.js';

const ctx = useTestContext();

/** An organization with 10 chairs and 2 tents, two clients and an event. */
async function workspace() {
  const { orgId, api, product, chairs, patro } = await rentalWorkspace(ctx);
  const tent = await product('Tente', 2);
  const comite = await createClient(ctx.db, orgId, { client_name: 'Comité des fêtes' });
  const fete = await createEvent(ctx.db, orgId, { name: 'Fête du village' });
  return { api, chairs, tent, patro, comite, fete };
}

type Workspace = Awaited<ReturnType<typeof workspace>>;

/** A quote through the API, saved even beyond availability (the planning shows over-booking). */
const booked = (
  w: Workspace,
  lines: BookedLines,
  from: string,
  until: string,
  options: BookingOptions = {},
) =>
  createQuoteThroughApi(
    w.api,
    rentalQuoteBody(w.patro, lines, from, until, { ...options, allow_overbooking: true }),
  );

const planning = (w: Workspace, from: string, until: string) =>
  w.api.get(`/api/planning?from=${from}&until=${until}`);

async function planningOf(w: Workspace, from: string, until: string) {
  const res = await planning(w, from, until);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as {
    rentals: { quote_id: number; overbooked: boolean; missing: unknown[] }[];
    products: { product_id: number; days: { day: string; reserved: number; missing: number }[] }[];
  };
}

const quoteIds = (body: { rentals: { quote_id: number }[] }) => body.rentals.map((r) => r.quote_id);

describe('GET /api/planning', () => {
  test('the rentals of the period, the units reserved each day and the over-booked day', async () => {
    const w = await workspace();
    const a = await booked(
      w,
      [
        [w.chairs, 6],
        [w.tent, 1],
      ],
      '2026-06-10',
      '2026-06-12',
      { event: w.fete },
    );
    // Touches the first on the 12th, both days included: 6 + 5 chairs of 10 that day.
    const b = await booked(w, [[w.chairs, 5]], '2026-06-12', '2026-06-13', { client: w.comite });

    const res = await planning(w, '2026-06-01', '2026-06-30');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      rentals: [
        {
          quote_id: a.quote_id,
          formatted_quote_id: a.formatted_quote_id,
          client_name: 'Patro',
          event_name: 'Fête du village',
          status: 'Pending',
          rent_date: '2026-06-10',
          from: '2026-06-10',
          until: '2026-06-12',
          overbooked: true,
          missing: [],
        },
        {
          quote_id: b.quote_id,
          formatted_quote_id: b.formatted_quote_id,
          client_name: 'Comité des fêtes',
          event_name: null,
          status: 'Pending',
          rent_date: '2026-06-12',
          from: '2026-06-12',
          until: '2026-06-13',
          overbooked: true,
          missing: [],
        },
      ],
      // By name; only the days with units reserved.
      products: [
        {
          product_id: w.chairs.product_id,
          name: 'Chaise pliante',
          stock: 10,
          days: [
            { day: '2026-06-10', reserved: 6, missing: 0 },
            { day: '2026-06-11', reserved: 6, missing: 0 },
            { day: '2026-06-12', reserved: 11, missing: 0 },
            { day: '2026-06-13', reserved: 5, missing: 0 },
          ],
        },
        {
          product_id: w.tent.product_id,
          name: 'Tente',
          stock: 2,
          days: [
            { day: '2026-06-10', reserved: 1, missing: 0 },
            { day: '2026-06-11', reserved: 1, missing: 0 },
            { day: '2026-06-12', reserved: 1, missing: 0 },
          ],
        },
      ],
      // No sale in the period (issue #30: sale-rentals.test.ts shows one).
      sales: [],
    });
  });

  test('a rental is over-booked only when the over-booked day falls in the period', async () => {
    const w = await workspace();
    const a = await booked(w, [[w.chairs, 6]], '2026-06-10', '2026-06-12');
    const b = await booked(w, [[w.chairs, 5]], '2026-06-12', '2026-06-13');
    const c = await booked(w, [[w.chairs, 4]], '2026-06-13', '2026-06-13');
    const body = await planningOf(w, '2026-06-10', '2026-06-11');
    expect(body.rentals).toEqual([
      expect.objectContaining({ quote_id: a.quote_id, overbooked: false }),
    ]);
    const later = await planningOf(w, '2026-06-12', '2026-06-13');
    expect(later.rentals.map((r) => [r.quote_id, r.overbooked])).toEqual([
      [a.quote_id, true],
      [b.quote_id, true],
      [c.quote_id, false],
    ]);
  });

  test('rentals in, out of and across the period; days clamped to it; touching days count', async () => {
    const w = await workspace();
    const before = await booked(w, [[w.chairs, 1]], '2026-05-20', '2026-05-31');
    const endsOnFirst = await booked(w, [[w.chairs, 2]], '2026-05-28', '2026-06-01');
    const across = await booked(w, [[w.tent, 1]], '2026-05-15', '2026-07-15');
    const startsOnLast = await booked(w, [[w.chairs, 3]], '2026-06-30', '2026-07-02');
    const after = await booked(w, [[w.chairs, 1]], '2026-07-01', '2026-07-03');

    const body = await planningOf(w, '2026-06-01', '2026-06-30');
    expect(quoteIds(body)).toEqual([across.quote_id, endsOnFirst.quote_id, startsOnLast.quote_id]);
    expect(quoteIds(body)).not.toContain(before.quote_id);
    expect(quoteIds(body)).not.toContain(after.quote_id);
    // The reservation is answered whole; its days only within the period.
    expect(body.rentals[0]).toMatchObject({ from: '2026-05-15', until: '2026-07-15' });
    const days = Object.fromEntries(body.products.map((p) => [p.product_id, p.days]));
    expect(days[w.chairs.product_id]).toEqual([
      { day: '2026-06-01', reserved: 2, missing: 0 },
      { day: '2026-06-30', reserved: 3, missing: 0 },
    ]);
    expect(days[w.tent.product_id]).toHaveLength(30);
    expect(days[w.tent.product_id]?.[0]).toEqual({ day: '2026-06-01', reserved: 1, missing: 0 });
    expect(days[w.tent.product_id]?.[29]).toEqual({ day: '2026-06-30', reserved: 1, missing: 0 });
  });

  test('a period without rentals answers empty lists; one day periods work', async () => {
    const w = await workspace();
    await booked(w, [[w.chairs, 1]], '2026-06-10', '2026-06-10');
    const empty = await planning(w, '2026-08-01', '2026-08-31');
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ rentals: [], products: [], sales: [] });
    const oneDay = await planningOf(w, '2026-06-10', '2026-06-10');
    expect(oneDay.products[0]?.days).toEqual([{ day: '2026-06-10', reserved: 1, missing: 0 }]);
  });

  test('another organization’s quotes and products are not seen', async () => {
    const w = await workspace();
    const other = await workspace();
    await booked(other, [[other.chairs, 9]], '2026-06-10', '2026-06-12');
    const mine = await booked(w, [[w.chairs, 2]], '2026-06-11', '2026-06-11');
    const body = await planningOf(w, '2026-06-01', '2026-06-30');
    expect(quoteIds(body)).toEqual([mine.quote_id]);
    expect(body.products).toEqual([
      {
        product_id: w.chairs.product_id,
        name: 'Chaise pliante',
        stock: 10,
        days: [{ day: '2026-06-11', reserved: 2, missing: 0 }],
      },
    ]);
  });

  test('units missing at the return: on the rental, and told apart on the days from the return', async () => {
    const w = await workspace();
    const day = (offset: number) => addDaysIso(todayIso(), offset);
    const back = await booked(
      w,
      [
        [w.chairs, 6],
        [w.tent, 1],
      ],
      day(-5),
      day(-2),
      { event: w.fete },
    );
    const out = await booked(w, [[w.chairs, 1]], day(-3), day(2), { client: w.comite });
    const path = `/api/quote/departure/${back.quote_id}`;
    expectAnswer(await w.api.put(path).send({ date: day(-5), by: 'Marie' }), 200, {
      message: 'Sortie enregistrée.',
    });
    expectAnswer(
      await w.api.put(`/api/quote/return/${back.quote_id}`).send({
        date: day(-1),
        by: 'Paul',
        products: [{ product_id: w.chairs.product_id, quantity_returned: 4 }],
      }),
      200,
      { message: 'Retour enregistré.' },
    );

    const body = await planningOf(w, day(-6), day(1));
    expect(body.rentals.map((r) => [r.quote_id, r.missing])).toEqual([
      [back.quote_id, [{ product_id: w.chairs.product_id, name: 'Chaise pliante', quantity: 2 }]],
      [out.quote_id, []],
    ]);
    const days = Object.fromEntries(body.products.map((p) => [p.product_id, p.days]));
    // The 4 chairs back are free from the return day; the 2 missing stay held, told apart.
    expect(days[w.chairs.product_id]).toEqual([
      { day: day(-5), reserved: 6, missing: 0 },
      { day: day(-4), reserved: 6, missing: 0 },
      { day: day(-3), reserved: 7, missing: 0 },
      { day: day(-2), reserved: 7, missing: 0 },
      { day: day(-1), reserved: 3, missing: 2 },
      { day: day(0), reserved: 3, missing: 2 },
      { day: day(1), reserved: 3, missing: 2 },
    ]);
    expect(days[w.tent.product_id]?.map((d) => [d.day, d.reserved, d.missing])).toEqual([
      [day(-5), 1, 0],
      [day(-4), 1, 0],
      [day(-3), 1, 0],
      [day(-2), 1, 0],
    ]);

    // Long after its reservation, the rental still holds its missing chairs, and says so.
    const later = await planningOf(w, day(40), day(41));
    expect(later.rentals.map((r) => [r.quote_id, r.missing])).toEqual([
      [back.quote_id, [{ product_id: w.chairs.product_id, name: 'Chaise pliante', quantity: 2 }]],
    ]);
    expect(later.products).toEqual([
      expect.objectContaining({
        product_id: w.chairs.product_id,
        days: [
          { day: day(40), reserved: 2, missing: 2 },
          { day: day(41), reserved: 2, missing: 2 },
        ],
      }),
    ]);

    // The return undone: nothing is missing any more.
    expectAnswer(await w.api.delete(`/api/quote/return/${back.quote_id}`), 200, {
      message: 'Retour annulé.',
    });
    const undone = await planningOf(w, day(-6), day(1));
    expect(undone.rentals.every((r) => r.missing.length === 0)).toBe(true);
    expect(undone.products.flatMap((p) => p.days).every((d) => d.missing === 0)).toBe(true);
  });

  test.each([
    ['no dates', '', MSG_AVAILABILITY_PERIOD_INVALID],
    ['a date that is no date', 'from=2026-02-30&until=2026-03-02', MSG_AVAILABILITY_PERIOD_INVALID],
    ['a French date', 'from=10/06/2026&until=2026-06-12', MSG_AVAILABILITY_PERIOD_INVALID],
    [
      'the end before the start',
      'from=2026-06-12&until=2026-06-10',
      MSG_AVAILABILITY_PERIOD_INVALID,
    ],
    ['more than 366 days', 'from=2026-01-01&until=2027-01-02', MSG_AVAILABILITY_PERIOD_TOO_LONG],
  ])('%s answers 400 in French', async (_label, query, message) => {
    const w = await workspace();
    expectFailure(await w.api.get(`/api/planning?${query}`), 400, message);
  });

  test('366 days are allowed', async () => {
    const w = await workspace();
    const res = await planning(w, '2028-01-01', '2028-12-31');
    expect(res.status).toBe(200);
  });
});
