import { describe, expect, test } from 'vitest';
import { useTestContext } from './support/app.js';
import { expectTotalCap } from './support/total-cap.js';
import {
  createClient,
  createEvent,
  createProduct,
  createProducts,
  createServices,
  createSoundCatalogue,
  signedInMember,
} from './support/factories.js';
import { expectFailure, expectAnswer } from './support/http.js';

const ctx = useTestContext();

/** A member of a fresh organization with a client, two products and a service. */
async function workspace(options: { vatSubject?: boolean } = {}) {
  const { organization, cookie, api } = await signedInMember(ctx);
  const orgId = organization.organization_id;
  if (options.vatSubject === false) {
    await ctx.db.organization.update({
      where: { organization_id: orgId },
      data: { is_vat_subject: false, vat_number: null },
    });
  }
  const { category, speaker, delivery: service } = await createSoundCatalogue(ctx.db, orgId);
  const micro = await createProduct(ctx.db, orgId, {
    name: 'Micro',
    price_cents: 1000,
    category_id: category.category_id,
    stock: 3,
  });
  const client = await createClient(ctx.db, orgId, { client_name: 'Comité des fêtes' });
  return { orgId, cookie, api, speaker, micro, service, client };
}

type Workspace = Awaited<ReturnType<typeof workspace>>;

const quoteBody = (w: Workspace, overrides: Record<string, unknown> = {}) => ({
  quote_id: -1,
  client_id: w.client.client_id,
  products: [
    { product_id: w.speaker.product_id, quantity: 2, price: 45.5, tva_rate: 21, discount: 10 },
  ],
  services: [
    { service_id: w.service.service_id, quantity: 1, price: 60, tva_rate: 21, discount: 0 },
  ],
  rent_date: '2026-06-01',
  reserved_from: '2026-06-12',
  reserved_until: '2026-06-15',
  description: 'Fête de la musique',
  event_id: null,
  ...overrides,
});

const create = (w: Workspace, overrides: Record<string, unknown> = {}) =>
  w.api.post('/api/quote/createQuote').send(quoteBody(w, overrides));

const details = (w: Workspace, id: number) =>
  w.api.get(`/api/quote/getQuoteDetails?quote_id=${id}`);

/** Creates a quote with `overrides` (201 expected), then reads it back as its details answer it. */
async function createdDetails(w: Workspace, overrides: Record<string, unknown>) {
  const res = await create(w, overrides);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (await details(w, res.body.quote.quote_id)).body;
}

describe('quote pricing through the API, to the cent', () => {
  test('a 3-day rental with a discount and 21 % VAT, plus a service without coefficient', async () => {
    const w = await workspace();
    const res = await create(w, { coefficient: undefined });
    expectAnswer(res, 201, {
      message: 'Devis créé avec succès',
      quote: {
        quote_id: expect.any(Number),
        formatted_quote_id: expect.stringMatching(/^DEV-\d{4}-0001$/),
      },
    });
    const read = await details(w, res.body.quote.quote_id);
    // 12 → 15 June: 3 days, coefficient 1.5. Speaker: 45.50 × 2 × 1.5 = 136.50 − 10 = 126.50
    // + 21 % = 26.565 → 26.57 → 153.07. Service: 60.00 + 12.60 = 72.60.
    expect(read.body.quote).toMatchObject({
      coefficient: 1.5,
      total_excl_vat: 186.5,
      total_vat: 39.17,
      total_price: 225.67,
      discount: 10,
      vat_lines: [{ rate: 21, base: 186.5, vat: 39.17 }],
    });
    expect(read.body.products).toEqual([
      expect.objectContaining({
        name: 'Enceinte',
        quantity: 2,
        price: 45.5,
        discount: 10,
        total_excl_vat: 126.5,
        total_incl_vat: 153.07,
        stock: 10,
      }),
    ]);
    expect(read.body.services).toEqual([
      expect.objectContaining({ name: 'Livraison', total_excl_vat: 60, total_incl_vat: 72.6 }),
    ]);
  });

  test('a mix of 6 % and 21 %, one VAT line per rate; client totals are ignored', async () => {
    const w = await workspace();
    const read = await createdDetails(w, {
      coefficient: 1,
      total_price: 1,
      products: [
        { product_id: w.speaker.product_id, quantity: 1, price: 100, tva_rate: 6, discount: 0 },
        { product_id: w.micro.product_id, quantity: 3, price: 10, tva_rate: 21, discount: 0 },
      ],
      services: [],
    });
    expect(read.quote).toMatchObject({
      total_excl_vat: 130,
      total_vat: 12.3,
      total_price: 142.3,
      vat_lines: [
        { rate: 6, base: 100, vat: 6 },
        { rate: 21, base: 30, vat: 6.3 },
      ],
    });
  });

  test('VAT is computed once per rate on its base: 21 % of 181,25 € is 38,06 €, stored and listed', async () => {
    const w = await workspace();
    const read = await createdDetails(w, {
      coefficient: 1,
      products: [
        { product_id: w.speaker.product_id, quantity: 1, price: 60.42, tva_rate: 21, discount: 0 },
        { product_id: w.micro.product_id, quantity: 1, price: 60.42, tva_rate: 21, discount: 0 },
      ],
      services: [
        { service_id: w.service.service_id, quantity: 1, price: 60.41, tva_rate: 21, discount: 0 },
      ],
    });
    // Per line the VAT would be 12,69 × 3 = 38,07; once on the base it is 38,0625 → 38,06.
    expect(read.quote).toMatchObject({
      total_excl_vat: 181.25,
      total_vat: 38.06,
      total_price: 219.31,
      vat_lines: [{ rate: 21, base: 181.25, vat: 38.06 }],
    });
    const list = await w.api.get('/api/quote/getQuoteList');
    expect(list.body.quotes[0]).toMatchObject({ total_price: 219.31 });
  });

  test('a discount larger than the line is ignored; an organization not subject to VAT pays none', async () => {
    const w = await workspace({ vatSubject: false });
    const read = await createdDetails(w, {
      coefficient: 1,
      products: [
        {
          product_id: w.speaker.product_id,
          quantity: 1,
          price: 45.5,
          tva_rate: 21,
          discount: 1000,
        },
      ],
      services: [],
    });
    expect(read.quote).toMatchObject({
      total_excl_vat: 45.5,
      total_vat: 0,
      total_price: 45.5,
      discount: 0,
      vat_lines: [],
    });
    expect(read.products[0]).toMatchObject({ tva_rate: 0, discount: 0 });
  });
});

describe('quote rules (spec part 2 §5)', () => {
  const rules: [string, (w: Workspace) => Record<string, unknown>, string, string][] = [
    [
      'no line',
      () => ({ products: [], services: [] }),
      'Veuillez sélectionner au moins un produit ou un service.',
      'products',
    ],
    [
      'only unselected rows',
      () => ({ products: [{ product_id: -1, quantity: 1, price: 1 }], services: [] }),
      'Veuillez sélectionner au moins un produit ou un service.',
      'products',
    ],
    ['no client', () => ({ client_id: -1 }), 'Veuillez sélectionner un client.', 'client_id'],
    [
      'no start date',
      () => ({ reserved_from: '' }),
      'Veuillez sélectionner les dates de location, de réservation et de fin de réservation.',
      'reserved_from',
    ],
    [
      'an impossible date',
      () => ({ rent_date: '2026-02-30' }),
      'Veuillez sélectionner les dates de location, de réservation et de fin de réservation.',
      'rent_date',
    ],
    [
      'an end before the start',
      () => ({ reserved_until: '2026-06-01' }),
      'La date de fin de réservation doit suivre la date de début de réservation.',
      'reserved_until',
    ],
    [
      'a negative quantity',
      (w) => ({ products: [{ product_id: w.speaker.product_id, quantity: -1, price: 1 }] }),
      'La quantité doit être un nombre entier positif.',
      'products',
    ],
    [
      'a VAT rate over 100',
      (w) => ({
        services: [{ service_id: w.service.service_id, quantity: 1, price: 1, tva_rate: 150 }],
      }),
      'Le taux de TVA doit être compris entre 0 et 100.',
      'services',
    ],
    [
      'twice the same product',
      (w) => ({
        products: [
          { product_id: w.speaker.product_id, quantity: 1, price: 1 },
          { product_id: w.speaker.product_id, quantity: 1, price: 1 },
        ],
      }),
      'Un même produit ou service ne peut figurer qu’une fois par devis.',
      'products',
    ],
  ];

  test.each(rules)('refuses %s', async (_label, overrides, message, field) => {
    const w = await workspace();
    const res = await create(w, overrides(w));
    expectFailure(res, 400, message, field);
    expect(await ctx.db.quote.count({ where: { organization_id: w.orgId } })).toBe(0);
  });

  test('the optional fields name theirs: the day coefficient, the event, the description', async () => {
    const w = await workspace();
    const cases = [
      [{ coefficient: '0' }, 'coefficient', 'Le coefficient journée doit être un nombre positif.'],
      [{ event_id: 'abc' }, 'event_id', 'Événement invalide.'],
      [{ description: 'x'.repeat(5001) }, 'description', 'La description est trop longue.'],
    ] as const;
    for (const [overrides, field, message] of cases) {
      expectFailure(await create(w, overrides), 400, message, field);
    }
  });

  test('a quantity over the stock is refused with the product and its stock, at `products`', async () => {
    const w = await workspace();
    const res = await create(w, {
      products: [{ product_id: w.micro.product_id, quantity: 4, price: 10 }],
    });
    expectFailure(
      res,
      400,
      'La quantité de « Micro » dépasse le stock disponible (3).',
      'products',
    );
  });

  test('a total beyond what 32-bit cents hold is a 400 with a message, and nothing is saved', async () => {
    const w = await workspace();
    const withService = (price: number) =>
      create(w, {
        products: [],
        services: [{ service_id: w.service.service_id, quantity: 3, price, tva_rate: 0 }],
      });
    // 3 × 7 158 278,83 € is 21 474 836,49 €: two cents more than the column holds (it answered 500).
    const largest = await expectTotalCap(
      withService,
      { tooLarge: 7_158_278.83, largest: 7_158_278.82 },
      'du devis',
      async () => expect(await ctx.db.quote.count({ where: { organization_id: w.orgId } })).toBe(0),
    );
    expect((await details(w, largest.body.quote.quote_id as number)).body.quote.total_price).toBe(
      21_474_836.46,
    );
  });

  test('products, services, clients and events of another organization are not found', async () => {
    const w = await workspace();
    const other = await workspace();
    const otherEvent = await createEvent(ctx.db, other.orgId);
    const cases = [
      [{ client_id: other.client.client_id }, 'Client introuvable.', 'client_id'],
      [{ event_id: otherEvent.event_id }, 'Événement introuvable.', 'event_id'],
      [
        { products: [{ product_id: other.speaker.product_id, quantity: 1, price: 1 }] },
        'Produit introuvable.',
        'products',
      ],
      [
        { services: [{ service_id: other.service.service_id, quantity: 1, price: 1 }] },
        'Service introuvable.',
        'services',
      ],
    ] as const;
    for (const [overrides, message, field] of cases) {
      const res = await create(w, overrides);
      expectFailure(res, 404, message, field);
    }
    const mine = await create(other);
    for (const path of [`/api/quote/getQuoteDetails?quote_id=${mine.body.quote.quote_id}`]) {
      const res = await w.api.get(path);
      expectFailure(res, 404, 'Devis introuvable.');
    }
    const list = await w.api.get('/api/quote/getQuoteList');
    expect(list.body.quotes).toEqual([]);
  });
});

describe('quote lifecycle', () => {
  test('list, update, validate, delete; an invoiced quote is kept and a validated one frozen', async () => {
    const w = await workspace();
    const created = await create(w);
    const id = created.body.quote.quote_id as number;

    const list = await w.api.get('/api/quote/getQuoteList');
    expect(list.body.quotes).toEqual([
      expect.objectContaining({
        quote_id: id,
        client: { client_id: w.client.client_id, client_name: 'Comité des fêtes' },
        status: 'Pending',
        total_price: 225.67,
        rent_date: '2026-06-01',
        invoice_id: null,
        invoice_status: null,
      }),
    ]);

    const updated = await w.api
      .put('/api/quote/updateQuote')
      .send(quoteBody(w, { quote_id: id, coefficient: 1, services: [] }));
    expectAnswer(updated, 200, {
      message: 'Devis modifié avec succès',
      quote: { quote_id: id, formatted_quote_id: created.body.quote.formatted_quote_id },
    });
    // 45.50 × 2 − 10 = 81.00, + 21 % = 17.01.
    expect((await details(w, id)).body.quote.total_price).toBe(98.01);

    const validate = await w.api.post('/api/quote/validateQuote').send({ quote_id: id });
    expect(validate.body).toEqual({ message: 'Devis validé avec succès' });
    const again = await w.api.post('/api/quote/validateQuote').send({ quote_id: id });
    expect(again.status).toBe(409);

    const invoice = await ctx.db.invoice.create({
      data: {
        organization_id: w.orgId,
        formatted_invoice_id: 'FAC-2026-0001',
        quote_id: id,
        client_id: w.client.client_id,
        issue_date: new Date('2026-06-20'),
        due_date: new Date('2026-07-20'),
        total_amount_cents: 9800,
      },
    });
    const kept = await w.api.delete('/api/quote/deleteQuote').send({ quote_id: id });
    expectFailure(kept, 409, 'Ce devis a une facture : il ne peut pas être supprimé.');

    await ctx.db.invoice.update({
      where: { invoice_id: invoice.invoice_id },
      data: { status: 'Validated' },
    });
    const frozen = await w.api.put('/api/quote/updateQuote').send(quoteBody(w, { quote_id: id }));
    expect(frozen.status).toBe(409);
    expect(frozen.body.message).toBe(
      'Ce devis a une facture validée : il ne peut plus être modifié ni supprimé.',
    );

    const other = await create(w);
    const removed = await w.api
      .delete('/api/quote/deleteQuote')
      .send({ quote_id: other.body.quote.quote_id });
    expect(removed.body).toEqual({ message: 'Devis supprimé avec succès' });

    // The spec sends a JSON body; a client that cannot send one with DELETE names it in the query.
    const third = await create(w);
    const byQuery = await w.api.delete(
      `/api/quote/deleteQuote?quote_id=${third.body.quote.quote_id}`,
    );
    expect(byQuery.body).toEqual({ message: 'Devis supprimé avec succès' });
  });

  test('20 quotes created at once get 20 distinct consecutive numbers', async () => {
    const w = await workspace();
    // The same speakers for the same days, on purpose: the numbering is what is tested here.
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => create(w, { allow_overbooking: true })),
    );
    expect(answers.every((res) => res.status === 201)).toBe(true);
    const numbers = answers.map((res) => res.body.quote.formatted_quote_id as string).sort();
    const year = numbers[0]!.slice(4, 8);
    expect(numbers).toEqual(
      Array.from({ length: 20 }, (_, i) => `DEV-${year}-${String(i + 1).padStart(4, '0')}`),
    );
  });
});

// A limit refuses, it never truncates; 500 lines stay possible (a 500-line invoice is
// made from a quote).
describe('a quote carries at most 500 lines, products and services together', () => {
  const TOO_MANY = 'Un devis compte au plus 500 lignes (produits et services réunis).';

  async function catalogue(w: Workspace, products: number, services: number) {
    const productRows = (await createProducts(ctx.db, w.orgId, products, { stock: 5 })).map(
      ({ product_id }) => ({ product_id, quantity: 1, price: 1, tva_rate: 21 }),
    );
    const serviceRows = (await createServices(ctx.db, w.orgId, services)).map(({ service_id }) => ({
      service_id,
      quantity: 1,
      price: 2,
      tva_rate: 6,
    }));
    return { productRows, serviceRows };
  }

  test.each([
    ['501 products', 501, 0, 'products'],
    ['501 services', 0, 501, 'services'],
    // Both tables together: the refusal is put at the products, the form's first table.
    ['300 products and 201 services', 300, 201, 'products'],
  ])(
    '%s are refused with a 400 naming the limit, and nothing is saved',
    async (_label, p, s, field) => {
      const w = await workspace();
      const { productRows, serviceRows } = await catalogue(w, p, s);
      const res = await create(w, { products: productRows, services: serviceRows });
      expectFailure(res, 400, TOO_MANY, field);
      expect(await ctx.db.quote.count({ where: { organization_id: w.orgId } })).toBe(0);
    },
  );

  test('300 products and 200 services are saved whole; updateQuote refuses one line more', async () => {
    const w = await workspace();
    const { productRows, serviceRows } = await catalogue(w, 301, 200);
    const created = await create(w, {
      products: productRows.slice(0, 300),
      services: serviceRows,
      coefficient: 1,
    });
    expect(created.status).toBe(201);
    const id = created.body.quote.quote_id as number;
    const saved = (await details(w, id)).body;
    expect([saved.products.length, saved.services.length]).toEqual([300, 200]);
    // 300 × 1,00 € + 21 % = 363,00 €; 200 × 2,00 € + 6 % = 424,00 €.
    expect(saved.quote.total_price).toBe(787);

    const refused = await w.api
      .put('/api/quote/updateQuote')
      .send(quoteBody(w, { quote_id: id, products: productRows, services: serviceRows }));
    expectFailure(refused, 400, TOO_MANY, 'products');
    const kept = (await details(w, id)).body;
    expect([kept.products.length, kept.services.length, kept.quote.total_price]).toEqual([
      300, 200, 787,
    ]);
  });
});
