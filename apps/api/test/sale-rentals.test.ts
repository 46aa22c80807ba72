// A direct sale that takes units a future rental holds (issue #30 §4): refused with 409 naming
// the product and the rental unless the request confirms it (`allow_overbooking`), and the
// planning shows the sale's units on its day.
import { saleTakesReservedMessage } from '@app/shared/availability';
import { addDaysIso, todayIso } from '@app/shared/dates';
import { describe, expect, test } from 'vitest';
import { useTestContext } from './support/app.js';
import { createQuoteThroughApi } from './support/factories.js';
import { expectFailure } from './support/http.js';
import { rentalQuoteBody, rentalWorkspace } from './support/rental-workspace.js';

const ctx = useTestContext();

/** 3 tents, 2 of them rented by Patro in ten days (DEV-…-0001), for two days. */
async function workspace() {
  const { api, product, patro } = await rentalWorkspace(ctx);
  const tent = await product('Tente', 3);
  const from = addDaysIso(todayIso(), 10);
  const { quote_id } = await createQuoteThroughApi(
    api,
    rentalQuoteBody(patro, [[tent, 2]], from, addDaysIso(from, 1)),
  );
  const quote = await ctx.db.quote.findUniqueOrThrow({ where: { quote_id } });
  return { api, tent, patro, from, quote: quote.formatted_quote_id };
}

type Workspace = Awaited<ReturnType<typeof workspace>>;

const saleOf = (w: Workspace, quantity: number, extra: Record<string, unknown> = {}) => ({
  name: 'Vente de matériel',
  recorded_date: todayIso(),
  client_id: w.patro.client_id,
  products: [{ product_id: w.tent.product_id, quantity, unit_price: 100, tva_rate: 21 }],
  ...extra,
});

const stockOf = async (productId: number) =>
  (await ctx.db.product.findUniqueOrThrow({ where: { product_id: productId } })).stock;

describe('a sale against the rentals', () => {
  test('taking units a future rental holds is a 409 naming the product and the rental, then 201 once confirmed', async () => {
    const w = await workspace();
    const refused = await w.api.post('/api/sale/createSale').send(saleOf(w, 2));
    expectFailure(
      refused,
      409,
      saleTakesReservedMessage({
        product: 'Tente',
        day: w.from,
        missing: 1,
        quotes: [`${w.quote} (Patro)`],
      }),
      'allow_overbooking',
    );
    // Nothing written: the stock and the sales are as before.
    expect(await stockOf(w.tent.product_id)).toBe(3);
    expect(await ctx.db.sale.count({ where: { client_id: w.patro.client_id } })).toBe(0);

    const confirmed = await w.api
      .post('/api/sale/createSale')
      .send(saleOf(w, 2, { allow_overbooking: true }));
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(201);
    expect(await stockOf(w.tent.product_id)).toBe(1);
  });

  test('a unit the rentals leave free sells without a question; raising it in an update asks again', async () => {
    const w = await workspace();
    const sold = await w.api.post('/api/sale/createSale').send(saleOf(w, 1));
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    const sale_id = sold.body.sale.sale_id as number;
    const more = await w.api.put('/api/sale/updateSale').send({ sale_id, ...saleOf(w, 2) });
    expect(more.status).toBe(409);
    expect(more.body.field).toBe('allow_overbooking');
    expect(await stockOf(w.tent.product_id)).toBe(2);
    const confirmed = await w.api
      .put('/api/sale/updateSale')
      .send({ sale_id, ...saleOf(w, 2, { allow_overbooking: 'true' }) });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(await stockOf(w.tent.product_id)).toBe(1);
    expectFailure(
      await w.api.post('/api/sale/createSale').send(saleOf(w, 1, { allow_overbooking: 'oui' })),
      400,
      'allow_overbooking vaut true ou false.',
      'allow_overbooking',
    );
  });

  test('a rental already over never stops a sale: only the days from today on count', async () => {
    const w = await workspace();
    const past = addDaysIso(todayIso(), -5);
    await createQuoteThroughApi(
      w.api,
      rentalQuoteBody(w.patro, [[w.tent, 3]], past, addDaysIso(past, 2), {
        allow_overbooking: true,
      }),
    );
    const sold = await w.api.post('/api/sale/createSale').send(saleOf(w, 1));
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
  });

  test('the planning shows the sale’s units on its day', async () => {
    const w = await workspace();
    const day = addDaysIso(todayIso(), 3);
    const sold = await w.api
      .post('/api/sale/createSale')
      .send(saleOf(w, 1, { recorded_date: day, name: 'Tente d’exposition' }));
    expect(sold.status).toBe(201);
    const planning = await w.api.get(`/api/planning?from=${todayIso()}&until=${w.from}`);
    expect(planning.status).toBe(200);
    expect(planning.body.sales).toEqual([
      {
        sale_id: sold.body.sale.sale_id,
        formatted_sale_id: sold.body.sale.formatted_sale_id,
        name: 'Tente d’exposition',
        client_name: 'Patro',
        day,
        products: [{ product_id: w.tent.product_id, name: 'Tente', quantity: 1 }],
      },
    ]);
    const before = await w.api.get(`/api/planning?from=${todayIso()}&until=${addDaysIso(day, -1)}`);
    expect(before.body.sales).toEqual([]);
  });
});
