import { describe, expect, test } from 'vitest';
import { useTestContext } from './support/app.js';
import { expectTotalCap } from './support/total-cap.js';
import { createClient, createProducts, productsIn, signedInMember } from './support/factories.js';
import { pdfPages } from './support/pdf-text.js';
import { binary, expectFailure, expectAnswer } from './support/http.js';

const ctx = useTestContext();

async function workspace() {
  const { organization, cookie, api } = await signedInMember(ctx);
  const orgId = organization.organization_id;
  const product = await productsIn(ctx.db, orgId, 'Boissons', 250);
  const beer = await product('Bière', 10);
  const water = await product('Eau', 50);
  const client = await createClient(ctx.db, orgId, { client_name: 'Buvette du club' });
  return { orgId, cookie, api, beer, water, client };
}

type Workspace = Awaited<ReturnType<typeof workspace>>;

const saleBody = (w: Workspace, overrides: Record<string, unknown> = {}) => ({
  sale_id: -1,
  name: 'Tournoi de printemps',
  recorded_date: '2026-04-12',
  client_id: w.client.client_id,
  products: [
    { product_id: w.beer.product_id, quantity: 4, unit_price: 2.5, tva_rate: 21 },
    { product_id: w.water.product_id, quantity: 10, unit_price: 1, tva_rate: 6 },
  ],
  ...overrides,
});

const stockOf = async (productId: number) =>
  (await ctx.db.product.findUniqueOrThrow({ where: { product_id: productId } })).stock;

const create = (w: Workspace, overrides: Record<string, unknown> = {}) =>
  w.api.post('/api/sale/createSale').send(saleBody(w, overrides));

describe('sales', () => {
  test('create, details, list, update and delete move the stock', async () => {
    const w = await workspace();
    const created = await create(w);
    expectAnswer(created, 201, {
      message: 'Vente créée avec succès',
      sale: {
        sale_id: expect.any(Number),
        formatted_sale_id: expect.stringMatching(/^VEN-\d{4}-0001$/),
      },
    });
    const id = created.body.sale.sale_id as number;
    expect(await stockOf(w.beer.product_id)).toBe(6);
    expect(await stockOf(w.water.product_id)).toBe(40);

    const details = await w.api.get(`/api/sale/getSaleDetails?sale_id=${id}`);
    // 4 × 2.50 = 10.00 + 2.10 (21 %); 10 × 1.00 = 10.00 + 0.60 (6 %) → 22.70
    expect(details.body.sale).toMatchObject({
      sale_id: id,
      name: 'Tournoi de printemps',
      recorded_date: '2026-04-12',
      total_price: 22.7,
      client: { client_id: w.client.client_id, client_name: 'Buvette du club' },
      invoice_id: null,
      invoice_status: null,
      products: [
        {
          product: { product_id: w.beer.product_id, name: 'Bière', stock: 6 },
          quantity: 4,
          unit_price: 2.5,
          tva_rate: 21,
        },
        {
          product: { product_id: w.water.product_id, name: 'Eau', stock: 40 },
          quantity: 10,
          unit_price: 1,
          tva_rate: 6,
        },
      ],
    });

    const list = await w.api
      .post('/api/sale/getSales')
      .send({ startDate: '2026-01-01', endDate: '2026-04-30' });
    expect(list.body.sales.map((sale: { sale_id: number }) => sale.sale_id)).toEqual([id]);

    const updated = await w.api.put('/api/sale/updateSale').send(
      saleBody(w, {
        sale_id: id,
        products: [{ product_id: w.beer.product_id, quantity: 7, unit_price: 2.5 }],
      }),
    );
    expect(updated.body.message).toBe('Vente modifiée avec succès');
    expect(await stockOf(w.beer.product_id)).toBe(3);
    expect(await stockOf(w.water.product_id)).toBe(50);

    const removed = await w.api.delete(`/api/sale/deleteSale?sale_id=${id}`);
    expect(removed.body).toEqual({ message: 'Vente supprimée avec succès' });
    expect(await stockOf(w.beer.product_id)).toBe(10);
  });

  test('20 concurrent sales of the last 10 items leave stock 0 and 10 clear refusals', async () => {
    const w = await workspace();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        create(w, { products: [{ product_id: w.beer.product_id, quantity: 1, unit_price: 2.5 }] }),
      ),
    );
    expect(answers.filter((res) => res.status === 201)).toHaveLength(10);
    const refused = answers.filter((res) => res.status === 409);
    expect(refused).toHaveLength(10);
    expect(refused[0]!.body.message).toBe('Stock insuffisant pour « Bière » : 0 disponible.');
    expect(await stockOf(w.beer.product_id)).toBe(0);
    const numbers = answers
      .filter((res) => res.status === 201)
      .map((res) => res.body.sale.formatted_sale_id as string)
      .sort();
    const year = numbers[0]!.slice(4, 8);
    expect(numbers).toEqual(
      Array.from({ length: 10 }, (_, i) => `VEN-${year}-${String(i + 1).padStart(4, '0')}`),
    );
  });

  test.each([
    [
      'no product',
      { products: [{ product_id: -1, quantity: 1, unit_price: 1 }] },
      400,
      'Veuillez sélectionner au moins un produit ou un service.',
      'products',
    ],
    ['no client', { client_id: -1 }, 400, 'Veuillez sélectionner un client.', 'client_id'],
    ['no name', { name: ' ' }, 400, 'Veuillez saisir le nom de la vente.', 'name'],
    ['no date', { recorded_date: '' }, 400, 'Veuillez choisir la date de vente.', 'recorded_date'],
  ])(
    'refuses %s, naming the field, and leaves the stock',
    async (_label, overrides, status, message, field) => {
      const w = await workspace();
      const res = await create(w, overrides);
      expectFailure(res, status, message, field);
      expect(await stockOf(w.beer.product_id)).toBe(10);
    },
  );

  test('negative numbers are floored at 0; more than the stock is refused', async () => {
    const w = await workspace();
    const floored = await create(w, {
      products: [{ product_id: w.beer.product_id, quantity: -3, unit_price: -2, tva_rate: -21 }],
    });
    expect(floored.status).toBe(201);
    const details = await w.api.get(
      `/api/sale/getSaleDetails?sale_id=${floored.body.sale.sale_id}`,
    );
    expect(details.body.sale).toMatchObject({
      total_price: 0,
      products: [{ quantity: 0, unit_price: 0, tva_rate: 0 }],
    });
    const tooMany = await create(w, {
      products: [{ product_id: w.beer.product_id, quantity: 11, unit_price: 2 }],
    });
    expectFailure(tooMany, 409, 'Stock insuffisant pour « Bière » : 10 disponibles.', 'products');
  });

  test('a total beyond what 32-bit cents hold is a 400 with a message, and the stock is untouched', async () => {
    const w = await workspace();
    const sell = (unit_price: number) =>
      create(w, {
        products: [{ product_id: w.beer.product_id, quantity: 2, unit_price, tva_rate: 21 }],
      });
    // 2 × 8 873 899,37 € + 21 % is 21 474 836,48 €: one cent too many (it answered 500).
    // No one line is wrong: the refusal names no field, and the form toasts it.
    await expectTotalCap(
      sell,
      { tooLarge: 8_873_899.37, largest: 8_873_899.36 },
      'de la vente',
      async () => expect(await stockOf(w.beer.product_id)).toBe(10),
    );
    expect(await stockOf(w.beer.product_id)).toBe(8);
  });

  test('an invoiced sale: its pending invoice follows its changes, a validated one freezes it; type Vente; the PDF is named DEVIS-', async () => {
    const w = await workspace();
    const created = await create(w);
    const id = created.body.sale.sale_id as number;
    const invoice = await w.api.post(`/api/invoice/createInvoice?sale_id=${id}`);
    expect(invoice.status).toBe(201);
    const invoiceId = invoice.body.invoice.invoice_id as number;
    const twice = await w.api.post(`/api/invoice/createInvoice?sale_id=${id}`);
    expectFailure(twice, 409, 'Cette vente a déjà une facture.');
    const list = await w.api.get('/api/invoice/getInvoiceList');
    expect(list.body.invoices[0]).toMatchObject({ sale_id: id, type: 'Vente', total_amount: 22.7 });
    const frozenMessage =
      'Cette vente a une facture : elle ne peut plus être modifiée ni supprimée.';

    // Pending invoice: the sale can still change and its invoice is made again from it.
    const updated = await w.api.put('/api/sale/updateSale').send(
      saleBody(w, {
        sale_id: id,
        products: [{ product_id: w.beer.product_id, quantity: 2, unit_price: 2.5, tva_rate: 21 }],
      }),
    );
    expect(updated.status).toBe(200);
    expect(await stockOf(w.beer.product_id)).toBe(8);
    const followed = await w.api.get('/api/invoice/getInvoiceList');
    // 2 × 2,50 € + 21 % = 6,05 €, under the same reference.
    expect(followed.body.invoices[0]).toMatchObject({
      invoice_id: invoiceId,
      sale_id: id,
      total_amount: 6.05,
    });
    const details = await w.api.get(`/api/sale/getSaleDetails?sale_id=${id}`);
    expect(details.body.sale).toMatchObject({ invoice_id: invoiceId, invoice_status: 'Pending' });
    // …but it cannot be deleted.
    const deleted = await w.api.delete(`/api/sale/deleteSale?sale_id=${id}`);
    expectFailure(deleted, 409, frozenMessage);

    // Validated invoice: the sale is frozen.
    const validated = await w.api.get(`/api/invoice/validateInvoice?invoice_id=${invoiceId}`);
    expect(validated.status).toBe(200);
    for (const res of [
      await w.api.delete(`/api/sale/deleteSale?sale_id=${id}`),
      await w.api.put('/api/sale/updateSale').send(saleBody(w, { sale_id: id })),
    ]) {
      expectFailure(res, 409, frozenMessage);
    }
    expect(await stockOf(w.beer.product_id)).toBe(8);

    const pdf = await binary(w.api.get(`/api/sale/getSalePdf?sale_id=${id}`));
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="DEVIS-${created.body.sale.formatted_sale_id}.pdf"`,
    );
    const [page] = await pdfPages(pdf.body as Buffer);
    expect(page).toContain(`VENTE ${created.body.sale.formatted_sale_id}`);
    expect(page).toContain('Bière');
    expect(page).toContain('6,05 €');
  });

  test('another organization’s sale, client and product are not found', async () => {
    const w = await workspace();
    const other = await workspace();
    const mine = await create(other);
    const id = mine.body.sale.sale_id as number;
    for (const res of [
      await w.api.get(`/api/sale/getSaleDetails?sale_id=${id}`),
      await w.api.delete(`/api/sale/deleteSale?sale_id=${id}`),
      await w.api.get(`/api/sale/getSalePdf?sale_id=${id}`),
    ]) {
      expectFailure(res, 404, 'Vente introuvable.');
    }
    const foreignClient = await create(w, { client_id: other.client.client_id });
    expectFailure(foreignClient, 404, 'Client introuvable.', 'client_id');
    const foreignProduct = await create(w, {
      products: [{ product_id: other.beer.product_id, quantity: 1, unit_price: 1 }],
    });
    expectFailure(foreignProduct, 404, 'Produit introuvable.', 'products');
    expect(await stockOf(other.beer.product_id)).toBe(6);
  });
});

// Once, 205 lines answered 201 and saved 200, the other products kept their stock.
describe('a sale carries at most 500 lines', () => {
  const TOO_MANY = 'Une vente compte au plus 500 lignes.';

  async function manyLines(w: Workspace, count: number) {
    const products = await createProducts(ctx.db, w.orgId, count, { stock: 10 });
    const rows = products.map(({ product_id }) => ({
      product_id,
      quantity: 1,
      unit_price: 1,
      tva_rate: 21,
    }));
    const stocks = async () =>
      (
        await ctx.db.product.findMany({
          where: { product_id: { in: products.map((p) => p.product_id) } },
          orderBy: { product_id: 'asc' },
        })
      ).map((product) => product.stock);
    return { rows, stocks };
  }

  test('501 lines are refused with a 400 naming the limit: no sale, no stock moved; 500 are saved whole', async () => {
    const w = await workspace();
    const { rows, stocks } = await manyLines(w, 501);
    const refused = await create(w, { products: rows });
    expectFailure(refused, 400, TOO_MANY, 'products');
    expect(await ctx.db.sale.count({ where: { organization_id: w.orgId } })).toBe(0);
    expect(await stocks()).toEqual(Array(501).fill(10));

    const accepted = await create(w, { products: rows.slice(0, 500) });
    expect(accepted.status).toBe(201);
    const id = accepted.body.sale.sale_id as number;
    const details = await w.api.get(`/api/sale/getSaleDetails?sale_id=${id}`);
    expect(details.body.sale.products).toHaveLength(500);
    // 500 × 1,00 € + 21 %.
    expect(details.body.sale.total_price).toBe(605);
    expect(await stocks()).toEqual([...Array(500).fill(9), 10]);
  });

  test('updateSale refuses 501 lines too and leaves the sale and the stock as they were', async () => {
    const w = await workspace();
    const { rows, stocks } = await manyLines(w, 501);
    const created = await create(w);
    const id = created.body.sale.sale_id as number;
    // Rows without a product count too: they are lines of the request.
    const unselected = { product_id: -1, quantity: 1, unit_price: 1 };
    const refused = await w.api
      .put('/api/sale/updateSale')
      .send(saleBody(w, { sale_id: id, products: [...rows.slice(0, 500), unselected] }));
    expectFailure(refused, 400, TOO_MANY, 'products');
    const details = await w.api.get(`/api/sale/getSaleDetails?sale_id=${id}`);
    expect(details.body.sale.products).toHaveLength(2);
    expect(details.body.sale.total_price).toBe(22.7);
    expect(await stocks()).toEqual(Array(501).fill(10));
    expect(await stockOf(w.beer.product_id)).toBe(6);
  });
});
