import { unzipSync } from 'fflate';
import request from 'supertest';
import { describe, expect, test } from 'vitest';
import { useTestContext } from './support/app.js';
import { createOrganization, createUser, signedInMember } from './support/factories.js';
import { signIn } from './support/session.js';
import {
  ELF,
  PDF,
  PNG,
  binary,
  expectFailure,
  expectAnswer,
  expectRecord,
} from './support/http.js';

const ctx = useTestContext();

const REQUIRED = 'Veuillez remplir tous les champs obligatoires.';

type Member = Awaited<ReturnType<typeof member>>;

const member = () => signedInMember(ctx, { name: 'Jeanne Trésorière' });

async function createEvent(organizationId: number, name = 'Fête du village') {
  return ctx.db.event.create({
    data: {
      organization_id: organizationId,
      name,
      location: 'Place communale',
      date: new Date('2026-06-20'),
      start_at: '10:00',
      end_at: '18:00',
    },
  });
}

type Fields = Record<string, string | number>;

const expenseFields = (overrides: Fields = {}): Fields => ({
  product_name: 'Location sono',
  price: '125.50',
  recorded_date: '2026-03-14',
  payment_method: 'Virement',
  user_id: '-1',
  expense_id: '-1',
  ...overrides,
});

const addExpense = (
  m: Member,
  overrides: Fields = {},
  file = { bytes: PDF, name: 'facture.pdf' },
) => m.api.postForm('/api/accounting/addExpense', expenseFields(overrides), file);

const addRevenue = (m: Member, fields: Fields, file?: { bytes: Buffer; name: string }) =>
  m.api.postForm('/api/accounting/revenue/addRevenue', fields, file);

const range = (startDate: string, endDate: string) => ({ startDate, endDate });

describe('expenses', () => {
  test('add, list, details, receipt, update, delete', async () => {
    const m = await member();
    const event = await createEvent(m.organization.organization_id);
    const added = await addExpense(m, {
      user_id: m.user.user_id,
      event_id: event.event_id,
      payment_method: 'Carte bancaire',
    });
    expectAnswer(added, 201, {
      message: 'Dépense ajoutée avec succès',
      expense: {
        expense_id: expect.any(Number),
        product_name: 'Location sono',
        price: 125.5,
        recorded_date: '2026-03-14',
        payment_method: 'Carte bancaire',
        user_id: m.user.user_id,
        user_name: 'Jeanne Trésorière',
        event: { event_id: event.event_id, name: 'Fête du village' },
        file_path: 'facture.pdf',
      },
    });
    const id = added.body.expense.expense_id as number;

    const list = await m.api
      .post('/api/accounting/getExpenses')
      .send(range('2026-01-01', '2026-03-31'));
    expect(list.status).toBe(200);
    expect(list.body.expenses).toEqual([added.body.expense]);

    const details = await m.api.get(`/api/accounting/getExpenseDetails?expense_id=${id}`);
    expect(details.body).toEqual({
      expense: {
        expense: {
          expense_id: id,
          product_name: 'Location sono',
          price: 125.5,
          recorded_date: '2026-03-14',
          payment_method: 'Carte bancaire',
          user_id: m.user.user_id,
          event_id: event.event_id,
          file_path: 'facture.pdf',
        },
        user: { user_id: m.user.user_id, name: 'Jeanne Trésorière', email: m.user.email },
        event: { event_id: event.event_id, name: 'Fête du village' },
      },
    });

    const file = await m.api.get(`/api/accounting/getExpensesFile?expense_id=${id}`);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('filename="facture.pdf"');
    expect(Buffer.compare(file.body as Buffer, PDF)).toBe(0);

    // Edit without a new receipt keeps it; the organization pays now.
    const kept = await m.api.putForm(
      '/api/accounting/updateExpense',
      expenseFields({ expense_id: id, price: '99,90', user_id: '-1' }),
    );
    expect(kept.status).toBe(200);
    expect(kept.body.message).toBe('Dépense modifiée avec succès');
    expect(kept.body.expense).toMatchObject({
      price: 99.9,
      user_id: -1,
      user_name: null,
      event: null,
      file_path: 'facture.pdf',
    });

    const replaced = await m.api.putForm(
      '/api/accounting/updateExpense',
      expenseFields({ expense_id: id }),
      { bytes: PNG, name: 'ticket.png' },
    );
    expect(replaced.body.expense.file_path).toBe('ticket.png');
    const files = await ctx.db.storedFile.count({
      where: { organization_id: m.organization.organization_id },
    });
    expect(files).toBe(1);

    // A name typed in French comes back as it was sent (multipart names are read as UTF-8).
    const accented = await m.api.putForm(
      '/api/accounting/updateExpense',
      expenseFields({ expense_id: id }),
      { bytes: PDF, name: 'reçu été.pdf' },
    );
    expect(accented.body.expense.file_path).toBe('reçu été.pdf');
    const download = await m.api.get(`/api/accounting/getExpensesFile?expense_id=${id}`);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="re_u _t_.pdf"; filename*=UTF-8''re%C3%A7u%20%C3%A9t%C3%A9.pdf`,
    );

    const removed = await m.api
      .delete(`/api/accounting/deleteExpense?expense_id=${id}`)
      .send({ expense_id: id });
    expectAnswer(removed, 200, { message: 'Dépense supprimée avec succès' });
    expect(await ctx.db.expense.count({ where: { expense_id: id } })).toBe(0);
    expect(
      await ctx.db.storedFile.count({ where: { organization_id: m.organization.organization_id } }),
    ).toBe(0);
  });

  test('an expense paid by a member who has since left can still be edited', async () => {
    const m = await member();
    const colleague = await createUser(ctx.db, {
      organization_id: m.organization.organization_id,
      name: 'Ancien membre',
    });
    const added = await addExpense(m, { user_id: colleague.user_id });
    await ctx.db.user.update({
      where: { user_id: colleague.user_id },
      data: { organization_id: null },
    });
    const id = added.body.expense.expense_id as number;
    const kept = await m.api.putForm(
      '/api/accounting/updateExpense',
      expenseFields({ expense_id: id, user_id: colleague.user_id, price: '20' }),
    );
    expectRecord(kept, 200, 'expense', { price: 20, user_name: 'Ancien membre' });
    const other = await createUser(ctx.db, { name: 'Pas membre' });
    const refused = await m.api.putForm(
      '/api/accounting/updateExpense',
      expenseFields({ expense_id: id, user_id: other.user_id }),
    );
    expect(refused.status).toBe(404);
  });

  test('an ISO timestamp is read as the calendar day in Brussels', async () => {
    const m = await member();
    const res = await addExpense(m, { recorded_date: '2026-03-14T23:00:00.000Z' });
    expect(res.body.expense.recorded_date).toBe('2026-03-15');
  });

  test('refuses an expense without receipt, naming the file field', async () => {
    const m = await member();
    const res = await m.api.postForm('/api/accounting/addExpense', expenseFields());
    expectFailure(res, 400, REQUIRED, 'file');
  });

  test.each([
    ['no name', { product_name: '' }, 'product_name', REQUIRED],
    ['no price', { price: '' }, 'price', REQUIRED],
    ['a price of 0', { price: '0' }, 'price', REQUIRED],
    ['no date', { recorded_date: '' }, 'recorded_date', REQUIRED],
    ['no payment method', { payment_method: '' }, 'payment_method', REQUIRED],
    ['no payer', { user_id: '' }, 'user_id', REQUIRED],
    ['an unset value sent by FormData', { product_name: 'undefined' }, 'product_name', REQUIRED],
    [
      'an unknown payment method',
      { payment_method: 'Chèque' },
      'payment_method',
      'Moyen de paiement invalide : choisissez Cash, Carte bancaire ou Virement.',
    ],
    [
      'a price with 3 decimals',
      { price: '1.005' },
      'price',
      'Le prix doit être un nombre positif avec 2 décimales au plus.',
    ],
    [
      'a negative price',
      { price: '-5' },
      'price',
      'Le prix doit être un nombre positif avec 2 décimales au plus.',
    ],
    [
      'a huge price',
      { price: '1e308' },
      'price',
      'Le prix doit être un nombre positif avec 2 décimales au plus.',
    ],
    [
      'a price over what 32-bit cents hold',
      { price: '30000000' },
      'price',
      'Le prix doit être un nombre positif avec 2 décimales au plus.',
    ],
    [
      'the year 0',
      { recorded_date: '0000-01-01' },
      'recorded_date',
      'La date doit être une date valide (AAAA-MM-JJ).',
    ],
    [
      'an impossible date',
      { recorded_date: '2026-02-30' },
      'recorded_date',
      'La date doit être une date valide (AAAA-MM-JJ).',
    ],
    ['a payer id that is not a number', { user_id: 'abc' }, 'user_id', 'Payeur invalide.'],
    ['an event id that is not a number', { event_id: 'abc' }, 'event_id', 'Événement invalide.'],
    [
      'a name over 200 characters',
      { product_name: 'x'.repeat(201) },
      'product_name',
      'Le nom ne peut dépasser 200 caractères.',
    ],
  ])('refuses %s, naming %s, and writes nothing', async (_label, overrides, field, message) => {
    const m = await member();
    const res = await addExpense(m, overrides);
    expectFailure(res, 400, message, field);
    const mine = { where: { organization_id: m.organization.organization_id } };
    expect([await ctx.db.expense.count(mine), await ctx.db.storedFile.count(mine)]).toEqual([0, 0]);
  });

  test('a payer or an event of another organization is refused like a missing one', async () => {
    const m = await member();
    const other = await member();
    const otherEvent = await createEvent(other.organization.organization_id);
    const payer = await addExpense(m, { user_id: other.user.user_id });
    expectFailure(payer, 404, 'Ce membre ne fait pas partie de votre organisation.', 'user_id');
    const event = await addExpense(m, { event_id: otherEvent.event_id });
    const missing = await addExpense(m, { event_id: 2_147_483_000 });
    expectAnswer(event, 404, missing.body);
    expect(event.body).toEqual({
      error: true,
      message: 'Événement introuvable.',
      field: 'event_id',
    });
    expect(
      await ctx.db.storedFile.count({ where: { organization_id: m.organization.organization_id } }),
    ).toBe(0);
  });

  test('a receipt whose bytes are not a document is refused with 415', async () => {
    const m = await member();
    const res = await addExpense(m, {}, { bytes: ELF, name: 'facture.pdf' });
    expect(res.status).toBe(415);
    expect(res.body.message).toBe(
      'Type de fichier non pris en charge : seuls les PDF, JPEG, PNG, SVG et WebP sont acceptés.',
    );
    expect(
      await ctx.db.expense.count({ where: { organization_id: m.organization.organization_id } }),
    ).toBe(0);
  });

  test('another organization’s expense behaves like a missing one on every call', async () => {
    const owner = await member();
    const added = await addExpense(owner);
    const id = added.body.expense.expense_id as number;
    const stranger = await member();
    const calls = [
      (expenseId: number) =>
        stranger.api.get(`/api/accounting/getExpenseDetails?expense_id=${expenseId}`),
      (expenseId: number) =>
        stranger.api.get(`/api/accounting/getExpensesFile?expense_id=${expenseId}`),
      (expenseId: number) =>
        stranger.api.putForm(
          '/api/accounting/updateExpense',
          expenseFields({ expense_id: expenseId }),
          {
            bytes: PDF,
            name: 'x.pdf',
          },
        ),
      (expenseId: number) =>
        stranger.api.delete(`/api/accounting/deleteExpense?expense_id=${expenseId}`),
    ];
    for (const call of calls) {
      const foreign = await call(id);
      const missing = await call(2_147_483_000);
      expectAnswer(foreign, 404, missing.body);
      expect(foreign.body).toEqual({ error: true, message: 'Dépense introuvable.' });
    }
    const list = await stranger.api
      .post('/api/accounting/getExpenses')
      .send(range('2000-01-01', '2100-12-31'));
    expect(list.body.expenses).toEqual([]);
    const unchanged = await ctx.db.expense.findUniqueOrThrow({ where: { expense_id: id } });
    expect(unchanged.price_cents).toBe(12550);
    expect(
      await ctx.db.storedFile.count({
        where: { organization_id: stranger.organization.organization_id },
      }),
    ).toBe(0);
  });

  test.each([
    [{ startDate: '2026-03-01', endDate: '2026-01-01' }, 'endDate'],
    [{ startDate: 'hier', endDate: '2026-01-01' }, 'startDate'],
    [{ startDate: '2026-01-01', endDate: 'demain' }, 'endDate'],
    [{}, 'startDate'],
  ])('refuses the range %o on every call that reads one, naming %s', async (body, field) => {
    const m = await member();
    for (const path of [
      'getExpenses',
      'revenue/getRevenues',
      'exportAccounting',
      'dashboard/expensesVsRevenues',
      'dashboard/revenuesAndExpensesOverTime',
    ]) {
      const res = await m.api.post(`/api/accounting/${path}`).send(body);
      expectFailure(
        res,
        400,
        'Veuillez choisir une période valide : une date de début et une date de fin, dans cet ordre.',
        field,
      );
    }
  });

  test('an id missing or malformed names its field', async () => {
    const m = await member();
    const calls = [
      [m.api.get('/api/accounting/getExpenseDetails?expense_id=abc'), 'expense_id'],
      [m.api.get('/api/accounting/revenue/getRevenuesFile'), 'revenue_id'],
      [
        m.api.putForm('/api/accounting/updateExpense', expenseFields({ expense_id: 'x' })),
        'expense_id',
      ],
      [m.api.delete('/api/accounting/revenue/deleteRevenue').send({}), 'revenue_id'],
      [m.api.post('/api/accounting/dashboard/eventRevenues').send({}), 'event_id'],
      [
        m.api.post('/api/accounting/dashboard/productRentalStats').send({ product_id: -1 }),
        'product_id',
      ],
    ] as const;
    for (const [call, field] of calls) {
      expectFailure(await call, 400, 'Identifiant manquant ou invalide.', field);
    }
  });

  test('answers 402 for an organization without active plan', async () => {
    const organization = await createOrganization(ctx.db, { active: false });
    const user = await createUser(ctx.db, { organization_id: organization.organization_id });
    const res = await request(ctx.app)
      .post('/api/accounting/getExpenses')
      .set('Cookie', await signIn(ctx.app, user))
      .send(range('2026-01-01', '2026-12-31'));
    expect(res.status).toBe(402);
  });
});

describe('revenues', () => {
  test('only name, unit price and date are required; quantity defaults to 1', async () => {
    const m = await member();
    const res = await addRevenue(m, {
      product_name: 'Buvette',
      unit_price: '2.50',
      recorded_date: '2026-06-20',
      revenue_id: '-1',
    });
    expectAnswer(res, 201, {
      message: 'Rentrée ajoutée avec succès',
      revenue: {
        revenue_id: expect.any(Number),
        product_name: 'Buvette',
        unit_price: 2.5,
        amount: 1,
        recorded_date: '2026-06-20',
        payment_method: null,
        event: null,
        file_path: null,
      },
    });
    const file = await m.api.get(
      `/api/accounting/revenue/getRevenuesFile?revenue_id=${res.body.revenue.revenue_id}`,
    );
    expectFailure(file, 404, "Cette entrée n'a pas de justificatif.");
  });

  test.each([
    [{ unit_price: '2', recorded_date: '2026-06-20' }, 'product_name'],
    [{ product_name: 'Buvette', recorded_date: '2026-06-20' }, 'unit_price'],
    [{ product_name: 'Buvette', unit_price: '2' }, 'recorded_date'],
  ])('refuses %o with the spec message, naming %s', async (fields, field) => {
    const m = await member();
    const res = await addRevenue(m, fields);
    expectFailure(res, 400, REQUIRED, field);
  });

  test('a revenue of quantity 0 is refused (add and update), naming amount; nothing is written', async () => {
    const m = await member();
    const fields = { product_name: 'Buvette', unit_price: '2', recorded_date: '2026-06-20' };
    const zero = await addRevenue(m, { ...fields, amount: '0' });
    expectFailure(zero, 400, 'La quantité d’une rentrée doit être au moins 1.', 'amount');
    const organizationId = m.organization.organization_id;
    expect(await ctx.db.revenue.count({ where: { organization_id: organizationId } })).toBe(0);

    // Left out, the quantity is 1.
    const one = await addRevenue(m, fields);
    expect(one.body.revenue).toMatchObject({ amount: 1 });
    const id = one.body.revenue.revenue_id as number;
    const update = await m.api.putForm('/api/accounting/revenue/updateRevenue', {
      revenue_id: id,
      ...fields,
      amount: '0',
    });
    expectFailure(update, 400, 'La quantité d’une rentrée doit être au moins 1.', 'amount');
    const details = await m.api.get(`/api/accounting/revenue/getRevenueDetails?revenue_id=${id}`);
    expect(details.body.revenue.revenue.amount).toBe(1);
  });

  test('a revenue with receipt, event and payment method; update and delete', async () => {
    const m = await member();
    const event = await createEvent(m.organization.organization_id);
    const res = await addRevenue(
      m,
      {
        product_name: 'Entrées',
        unit_price: '5',
        amount: '40',
        recorded_date: '2026-06-20',
        payment_method: 'Cash',
        event_id: event.event_id,
      },
      { bytes: PNG, name: 'billetterie.png' },
    );
    const id = res.body.revenue.revenue_id as number;
    const details = await m.api.get(`/api/accounting/revenue/getRevenueDetails?revenue_id=${id}`);
    expect(details.body).toEqual({
      revenue: {
        revenue: {
          revenue_id: id,
          product_name: 'Entrées',
          unit_price: 5,
          amount: 40,
          recorded_date: '2026-06-20',
          payment_method: 'Cash',
          event_id: event.event_id,
          file_path: 'billetterie.png',
        },
        event: { event_id: event.event_id, name: 'Fête du village' },
      },
    });
    const file = await m.api.get(`/api/accounting/revenue/getRevenuesFile?revenue_id=${id}`);
    expect(Buffer.compare(file.body as Buffer, PNG)).toBe(0);

    const updated = await m.api.putForm('/api/accounting/revenue/updateRevenue', {
      revenue_id: id,
      product_name: 'Entrées',
      unit_price: '6',
      amount: '40',
      recorded_date: '2026-06-20',
    });
    expect(updated.body.message).toBe('Rentrée modifiée avec succès');
    expect(updated.body.revenue).toMatchObject({ unit_price: 6, file_path: 'billetterie.png' });

    const bad = await m.api.putForm('/api/accounting/revenue/updateRevenue', {
      revenue_id: id,
      product_name: 'Entrées',
      unit_price: '6',
      amount: '2.5',
      recorded_date: '2026-06-20',
    });
    expectFailure(bad, 400, 'La quantité doit être un nombre entier positif.', 'amount');

    const removed = await m.api.delete(`/api/accounting/revenue/deleteRevenue?revenue_id=${id}`);
    expect(removed.body).toEqual({ message: 'Rentrée supprimée avec succès' });
    expect(
      await ctx.db.storedFile.count({ where: { organization_id: m.organization.organization_id } }),
    ).toBe(0);
  });
});

/** Parses a `;` CSV with quoted fields (as Excel writes and reads them). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ';') {
      row.push(cell);
      cell = '';
    } else if (char === '\r') continue;
    else if (char === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  return rows;
}

describe('POST /api/accounting/exportAccounting', () => {
  test('streams a zip with both CSVs for French Excel and every receipt byte for byte', async () => {
    const m = await member();
    const event = await createEvent(m.organization.organization_id, 'Brocante; édition "été"');
    const receipts = [
      Buffer.concat([PDF, Buffer.from('A')]),
      Buffer.concat([PDF, Buffer.from('B')]),
    ];
    // Two entries with the same name and date: their receipts must not collide.
    const first = await addExpense(
      m,
      { product_name: 'Achat boissons', price: '1234.5' },
      {
        bytes: receipts[0]!,
        name: 'ticket.pdf',
      },
    );
    const second = await addExpense(
      m,
      {
        product_name: 'Achat boissons',
        price: '10',
        user_id: m.user.user_id,
        event_id: event.event_id,
      },
      { bytes: receipts[1]!, name: 'ticket.pdf' },
    );
    await addExpense(m, { recorded_date: '2025-12-31' });
    const revenue = await addRevenue(
      m,
      {
        product_name: '=SUM(A1)',
        unit_price: '2.5',
        amount: '3',
        recorded_date: '2026-03-01',
        payment_method: 'Cash',
      },
      { bytes: PNG, name: 'caisse.png' },
    );
    await addRevenue(m, { product_name: 'Don', unit_price: '50', recorded_date: '2026-03-02' });

    const res = await binary(
      m.api.post('/api/accounting/exportAccounting').send(range('2026-01-01', '2026-03-31')),
    );
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="accounting_2026-01-01_to_2026-03-31.zip"',
    );
    const zip = unzipSync(new Uint8Array(res.body as Buffer));
    const names = Object.keys(zip).sort();
    const firstId = first.body.expense.expense_id as number;
    const secondId = second.body.expense.expense_id as number;
    const revenueId = revenue.body.revenue.revenue_id as number;
    expect(names).toEqual(
      [
        'depenses.csv',
        'rentrees.csv',
        `justificatifs/depenses/2026-03-14_Achat-boissons_${firstId}.pdf`,
        `justificatifs/depenses/2026-03-14_Achat-boissons_${secondId}.pdf`,
        `justificatifs/rentrees/2026-03-01_SUM-A1_${revenueId}.png`,
      ].sort(),
    );
    expect(
      Buffer.from(zip[`justificatifs/depenses/2026-03-14_Achat-boissons_${firstId}.pdf`]!),
    ).toEqual(receipts[0]);
    expect(
      Buffer.from(zip[`justificatifs/depenses/2026-03-14_Achat-boissons_${secondId}.pdf`]!),
    ).toEqual(receipts[1]);
    expect(Buffer.from(zip[`justificatifs/rentrees/2026-03-01_SUM-A1_${revenueId}.png`]!)).toEqual(
      PNG,
    );

    const expensesCsv = Buffer.from(zip['depenses.csv']!).toString('utf8');
    expect(expensesCsv.startsWith('\uFEFF')).toBe(true);
    expect(parseCsv(expensesCsv.slice(1))).toEqual([
      ['Date', 'Nom', 'Prix', 'Payé par', 'Moyen de paiement', 'Événement', 'Justificatif'],
      [
        '14/03/2026',
        'Achat boissons',
        '1234,50',
        'Organisation',
        'Virement',
        '',
        `justificatifs/depenses/2026-03-14_Achat-boissons_${firstId}.pdf`,
      ],
      [
        '14/03/2026',
        'Achat boissons',
        '10,00',
        'Jeanne Trésorière',
        'Virement',
        'Brocante; édition "été"',
        `justificatifs/depenses/2026-03-14_Achat-boissons_${secondId}.pdf`,
      ],
    ]);
    const revenuesCsv = Buffer.from(zip['rentrees.csv']!).toString('utf8');
    expect(parseCsv(revenuesCsv.slice(1))).toEqual([
      [
        'Date',
        'Nom',
        'Prix unitaire',
        'Quantité',
        'Total',
        'Moyen de paiement',
        'Événement',
        'Justificatif',
      ],
      [
        '01/03/2026',
        "'=SUM(A1)",
        '2,50',
        '3',
        '7,50',
        'Cash',
        '',
        `justificatifs/rentrees/2026-03-01_SUM-A1_${revenueId}.png`,
      ],
      ['02/03/2026', 'Don', '50,00', '1', '50,00', '', '', ''],
    ]);
  });
});

describe('dashboard', () => {
  test('sums and series match the entries, per organization', async () => {
    const m = await member();
    const other = await member();
    const event = await createEvent(m.organization.organization_id);
    const expenses: Fields[] = [
      { price: '100.10', recorded_date: '2026-05-02', event_id: event.event_id },
      { price: '20', recorded_date: '2026-05-02' },
      { price: '3.33', recorded_date: '2026-05-20', event_id: event.event_id },
      { price: '999', recorded_date: '2026-06-01' },
    ];
    for (const fields of expenses) await addExpense(m, fields);
    const revenues: Fields[] = [
      { unit_price: '2.5', amount: '4', recorded_date: '2026-05-02', event_id: event.event_id },
      { unit_price: '100', amount: '1', recorded_date: '2026-05-31' },
    ];
    for (const fields of revenues) {
      await addRevenue(m, { product_name: 'Vente', ...fields });
    }
    await addExpense(other, { price: '5000', recorded_date: '2026-05-10' });

    const vs = await m.api
      .post('/api/accounting/dashboard/expensesVsRevenues')
      .send(range('2026-05-01', '2026-05-31'));
    expect(vs.body).toEqual({ expenseAmount: 123.43, revenueAmount: 110 });

    const overTime = await m.api
      .post('/api/accounting/dashboard/revenuesAndExpensesOverTime')
      .send(range('2026-05-01', '2026-05-31'));
    expect(overTime.body).toEqual({
      expenses: [
        { date: '2026-05-02', amount: 120.1 },
        { date: '2026-05-20', amount: 3.33 },
      ],
      revenues: [
        { date: '2026-05-02', amount: 10 },
        { date: '2026-05-31', amount: 100 },
      ],
    });

    const byEvent = await m.api
      .post('/api/accounting/dashboard/eventRevenues')
      .send({ event_id: event.event_id });
    expect(byEvent.body).toEqual({ expenseAmount: 103.43, revenueAmount: 10 });

    const foreign = await other.api
      .post('/api/accounting/dashboard/eventRevenues')
      .send({ event_id: event.event_id });
    expectFailure(foreign, 404, 'Événement introuvable.', 'event_id');

    const empty = await m.api
      .post('/api/accounting/dashboard/expensesVsRevenues')
      .send(range('2020-01-01', '2020-12-31'));
    expect(empty.body).toEqual({ expenseAmount: 0, revenueAmount: 0 });
  });

  test('product rental stats read the invoiced lines of the product', async () => {
    const m = await member();
    const orgId = m.organization.organization_id;
    const category = await ctx.db.category.create({
      data: { organization_id: orgId, name: 'Son' },
    });
    const product = await ctx.db.product.create({
      data: {
        organization_id: orgId,
        name: 'Enceinte',
        price_cents: 4000,
        category_id: category.category_id,
        stock: 10,
      },
    });
    const client = await ctx.db.client.create({
      data: { organization_id: orgId, client_name: 'Asbl' },
    });
    const lines = [
      { issue: '2026-02-01', quantity: 2, price: 4000, discount: 0, coefficient: 1 },
      { issue: '2026-04-15', quantity: 5, price: 3550, discount: 0, coefficient: 1 },
      // "Chaise pliante": 2 × 25,00 € × coef. 1,25 − 5,00 € = 57,50 € HT (not 50,00 €).
      { issue: '2026-05-02', quantity: 2, price: 2500, discount: 500, coefficient: 1.25 },
    ];
    for (const [index, line] of lines.entries()) {
      await ctx.db.invoice.create({
        data: {
          organization_id: orgId,
          formatted_invoice_id: `FAC-2026-000${index + 1}`,
          client_id: client.client_id,
          issue_date: new Date(line.issue),
          due_date: new Date(line.issue),
          total_amount_cents: 0,
          lines: {
            create: {
              organization_id: orgId,
              kind: 'product',
              product_id: product.product_id,
              name: 'Enceinte',
              quantity: line.quantity,
              price_at_time_of_quote_cents: line.price,
              discount_cents: line.discount,
              coefficient: line.coefficient,
              tva_rate: 21,
              position: 0,
            },
          },
        },
      });
    }
    const res = await m.api
      .post('/api/accounting/dashboard/productRentalStats')
      .send({ product_id: product.product_id });
    expect(res.body).toEqual({
      invoices: [
        { issue_date: '2026-02-01', quantity: 2, price_at_time_of_quote: 40, total_price: 80 },
        { issue_date: '2026-04-15', quantity: 5, price_at_time_of_quote: 35.5, total_price: 177.5 },
        { issue_date: '2026-05-02', quantity: 2, price_at_time_of_quote: 25, total_price: 57.5 },
      ],
      total: 315,
    });

    const stranger = await member();
    const foreign = await stranger.api
      .post('/api/accounting/dashboard/productRentalStats')
      .send({ product_id: product.product_id });
    expectFailure(foreign, 404, 'Produit introuvable.', 'product_id');
  });
});
