// Spec part 2 §7 "Clients".
import { describe, expect, test } from 'vitest';
import {
  createClient,
  createInvoice,
  createQuote,
  createSale,
  orgOf,
  whereOrgOf,
  useMembers,
  type Member,
} from './support/factories.js';
import { whileUncommitted } from './support/row-locks.js';
import { guardAnswers } from './support/guards.js';
import {
  expectFailure,
  expectAnswer,
  expectRecord,
  expectForeignLikeMissing,
} from './support/http.js';

const { ctx, member, agent } = useMembers();

const MSG_CLIENT_IN_USE =
  'Ce client figure sur des devis, des ventes ou des factures : il ne peut pas être supprimé.';

const clientBody = (overrides: Record<string, unknown> = {}) => ({
  client_name: 'Comité des fêtes de Waterloo',
  client_email: 'Comite@Waterloo.be',
  client_address: 'Chaussée de Bruxelles 1, 1410 Waterloo',
  client_phone: '+32-23456789',
  bank_account: 'BE12345678901234',
  vat_number: '',
  ...overrides,
});

const create = (m: Member, overrides: Record<string, unknown> = {}) =>
  m.api.post('/api/clients/createClient').send(clientBody(overrides));
const update = (m: Member, body: Record<string, unknown>) =>
  m.api.put('/api/clients/updateClient').send(body);
const remove = (m: Member, body: Record<string, unknown>) =>
  m.api.delete('/api/clients/deleteClient').send(body);

test('403 without session, 401 without organization, 402 without plan', async () => {
  const { anonymous, noOrganization, unpaid, noPlan } = await guardAnswers(
    ctx,
    '/api/clients/list',
  );
  expect(anonymous.status).toBe(403);
  expect((await agent().post('/api/clients/createClient').send(clientBody())).status).toBe(403);
  expectAnswer(noOrganization, 401, { error: 401, message: "Vous n'avez pas de'organisation" });
  expectAnswer(noPlan, 402, { message: 'Payment required' });
  expect((await create(unpaid)).status).toBe(402);
  expect(await ctx.db.client.count(whereOrgOf(unpaid))).toBe(0);
});

/** The legal identity of a client created without one: a Belgian company, nothing more. */
const NO_IDENTITY = {
  vat_number: null,
  client_type: 'company',
  country: 'BE',
  enterprise_number: null,
  postal_code: null,
  city: null,
};

describe('clients', () => {
  test('create, list (by name, unauthorized false), update, delete', async () => {
    const m = await member();
    const created = await create(m);
    expectAnswer(created, 201, {
      message: 'Client créé avec succès',
      client: {
        client_id: expect.any(Number),
        client_name: 'Comité des fêtes de Waterloo',
        client_email: 'comite@waterloo.be',
        client_address: 'Chaussée de Bruxelles 1, 1410 Waterloo',
        client_phone: '+32-23456789',
        bank_account: 'BE12345678901234',
        ...NO_IDENTITY,
      },
    });
    const id = created.body.client.client_id as number;
    const other = await create(m, { client_name: 'Asbl Arlon', client_email: null });
    expect(other.body.client).toMatchObject({ client_name: 'Asbl Arlon', client_email: null });

    const list = await m.api.get('/api/clients/list');
    expectAnswer(list, 200, {
      clients: [other.body.client, created.body.client],
      unauthorized: false,
    });

    const updated = await update(
      m,
      clientBody({
        client_id: id,
        client_name: 'Comité (nouveau nom)',
        vat_number: 'be 0403.170.701',
      }),
    );
    expectAnswer(updated, 200, {
      message: 'Client modifié avec succès',
      client: {
        ...created.body.client,
        client_name: 'Comité (nouveau nom)',
        vat_number: 'BE0403170701',
      },
    });

    const deleted = await remove(m, { client_id: id });
    expectAnswer(deleted, 200, { message: 'Client supprimé avec succès' });
    expect(await ctx.db.client.count({ where: { client_id: id } })).toBe(0);
  });

  test('only the name is required; empty optional fields are stored as null', async () => {
    const m = await member();
    const res = await m.api
      .post('/api/clients/createClient')
      .send({ client_name: 'Madame Dupont', client_phone: '  ', bank_account: null });
    expect(res.status).toBe(201);
    expect(res.body.client).toEqual({
      client_id: expect.any(Number),
      client_name: 'Madame Dupont',
      client_email: null,
      client_address: null,
      client_phone: null,
      bank_account: null,
      ...NO_IDENTITY,
    });
  });

  test('a French private client and a Belgian company with their legal identity, stored normalized', async () => {
    const m = await member();
    const identity = {
      client_type: 'person',
      country: 'FR',
      client_address: '12 rue de la Paix',
      postal_code: '75002',
      city: 'Paris',
    };
    const person = await create(m, { client_name: 'Jeanne Martin', ...identity });
    expectRecord(person, 201, 'client', identity);
    const company = await create(m, {
      client_name: 'Société Française SA',
      country: 'FR',
      enterprise_number: '732 829 320',
      vat_number: 'FR 44 732829320',
    });
    expect(company.body.client).toMatchObject({
      client_type: 'company',
      enterprise_number: '732829320',
      vat_number: 'FR44732829320',
    });

    // An update that leaves the new identity fields out (an older form) keeps them.
    const { client_id } = company.body.client;
    const renamed = await update(m, {
      client_id,
      client_name: 'Société Française',
      vat_number: 'FR44732829320',
    });
    expectRecord(renamed, 200, 'client', {
      client_name: 'Société Française',
      country: 'FR',
      client_type: 'company',
      enterprise_number: '732829320',
      vat_number: 'FR44732829320',
    });
  });

  test('Dutch and Luxembourg clients: their VAT number checked by its shape, their national number as typed', async () => {
    const m = await member();
    const dutch = await create(m, {
      client_name: 'Stichting Feest',
      country: 'NL',
      postal_code: '1015 AA',
      city: 'Amsterdam',
      enterprise_number: '12345678',
      vat_number: 'nl 123456789 b01',
    });
    expectRecord(dutch, 201, 'client', {
      country: 'NL',
      enterprise_number: '12345678',
      vat_number: 'NL123456789B01',
    });
    const luxembourg = await create(m, {
      client_name: 'Fête au Grund asbl',
      country: 'LU',
      vat_number: 'LU 1234 5678',
    });
    expectRecord(luxembourg, 201, 'client', {
      country: 'LU',
      enterprise_number: null,
      vat_number: 'LU12345678',
    });
    // No enterprise-number check outside BE/FR: a Dutch KvK number is not a BCE number.
    const moved = await update(m, {
      client_id: dutch.body.client.client_id,
      client_name: 'Stichting Feest',
      country: 'NL',
      enterprise_number: '87654321',
    });
    expectRecord(moved, 200, 'client', { enterprise_number: '87654321' });
  });

  test.each([
    [
      'an enterprise number with a wrong check',
      { enterprise_number: '0403.170.702' },
      "Numéro d'entreprise invalide",
      'enterprise_number',
    ],
    [
      'a SIREN for a Belgian client',
      { enterprise_number: '732829320' },
      "Numéro d'entreprise invalide",
      'enterprise_number',
    ],
    [
      'a VAT number of another enterprise',
      { enterprise_number: '0403170701', vat_number: 'BE0417497106' },
      "Le numéro de TVA ne correspond pas au numéro d'entreprise.",
      'vat_number',
    ],
    [
      'a French VAT number with a wrong key',
      { country: 'FR', vat_number: 'FR45732829320' },
      'Numéro de TVA invalide',
      'vat_number',
    ],
    [
      'a country outside the EU',
      { country: 'CH' },
      "Le pays doit être un État membre de l'Union européenne.",
      'country',
    ],
    [
      'a Dutch VAT number of the wrong shape',
      { country: 'NL', vat_number: 'NL123456789' },
      'Numéro de TVA invalide (format attendu : NL123456789B01)',
      'vat_number',
    ],
    [
      'a Belgian VAT number for a Luxembourg client',
      { country: 'LU', vat_number: 'BE0403170701' },
      'Numéro de TVA invalide (format attendu : LU12345678)',
      'vat_number',
    ],
    [
      'an unknown client type',
      { client_type: 'robot' },
      'Le type de client doit être company ou person.',
      'client_type',
    ],
    ['an empty name', { client_name: '' }, 'Veuillez saisir le nom du client.', 'client_name'],
    ['no name', { client_name: undefined }, 'Veuillez saisir le nom du client.', 'client_name'],
    ['a blank name', { client_name: '   ' }, 'Veuillez saisir le nom du client.', 'client_name'],
    [
      'a name of 201 characters',
      { client_name: 'x'.repeat(201) },
      'Ce champ ne peut dépasser 200 caractères.',
      'client_name',
    ],
    [
      'a name of 1 MB',
      { client_name: 'x'.repeat(1_000_000) },
      'Ce champ ne peut dépasser 200 caractères.',
      'client_name',
    ],
    [
      'a wrong email',
      { client_email: 'pas-un-email' },
      "L'adresse email n'est pas valide.",
      'client_email',
    ],
    ['a long VAT number', { vat_number: 'B'.repeat(33) }, 'Numéro de TVA invalide', 'vat_number'],
  ])(
    'createClient with %s → 400 naming the field, nothing created',
    async (_label, overrides, message, field) => {
      const m = await member();
      const res = await create(m, overrides);
      expectFailure(res, 400, message, field);
      expect(await ctx.db.client.count(whereOrgOf(m))).toBe(0);
    },
  );

  test.each([[undefined], [-1], ['abc'], [0]])(
    'updateClient with client_id %s → 400',
    async (client_id) => {
      const m = await member();
      const res = await update(m, clientBody({ client_id }));
      expectFailure(res, 400, 'ID du client non spécifié.');
    },
  );

  test('updateClient checks the fields like createClient', async () => {
    const m = await member();
    const client = await createClient(ctx.db, orgOf(m));
    const res = await update(m, clientBody({ client_id: client.client_id, client_name: '' }));
    expectFailure(res, 400, 'Veuillez saisir le nom du client.');
  });

  test('deleteClient without client_id → 400', async () => {
    const m = await member();
    const res = await remove(m, {});
    expectFailure(res, 400, 'ID du client non spécifié.');
  });

  test('another organization’s client behaves like a missing one', async () => {
    const owner = await member();
    const client = await createClient(ctx.db, orgOf(owner), { client_name: 'Client secret' });
    const stranger = await member();
    await expectForeignLikeMissing(client.client_id, 'Client introuvable.', [
      (id) => update(stranger, clientBody({ client_id: id, client_name: 'Piraté' })),
      (id) => remove(stranger, { client_id: id }),
    ]);
    const list = await stranger.api.get('/api/clients/list');
    expect(list.body).toEqual({ clients: [], unauthorized: false });
    const kept = await ctx.db.client.findUniqueOrThrow({ where: { client_id: client.client_id } });
    expect(kept.client_name).toBe('Client secret');
  });

  test.each([
    ['a quote', (org: number, id: number) => createQuote(ctx.db, org, id)],
    ['a sale', (org: number, id: number) => createSale(ctx.db, org, id)],
    ['an invoice', (org: number, id: number) => createInvoice(ctx.db, org, id)],
  ])('a client on %s cannot be deleted (409)', async (_label, createDocument) => {
    const m = await member();
    const client = await createClient(ctx.db, orgOf(m));
    await createDocument(orgOf(m), client.client_id);
    const res = await remove(m, { client_id: client.client_id });
    expectFailure(res, 409, MSG_CLIENT_IN_USE);
    expect(await ctx.db.client.count({ where: { client_id: client.client_id } })).toBe(1);
  });

  test('a quote saved while the delete runs is counted: 409, never a broken quote', async () => {
    const m = await member();
    const client = await createClient(ctx.db, orgOf(m));
    const day = new Date('2026-06-20T00:00:00Z');
    const res = await whileUncommitted(
      ctx.db,
      (tx) =>
        tx.quote.create({
          data: {
            organization_id: orgOf(m),
            formatted_quote_id: 'DEV-2026-0001',
            client_id: client.client_id,
            rent_date: day,
            reserved_from: day,
            reserved_until: day,
            total_price_cents: 0,
          },
        }),
      () => remove(m, { client_id: client.client_id }),
    );
    expectFailure(res, 409, MSG_CLIENT_IN_USE);
    expect(await ctx.db.client.count({ where: { client_id: client.client_id } })).toBe(1);
  });

  test('the Essentiel plan stops at 50 clients', async () => {
    const m = await member({ plan: 'Essentiel' });
    await ctx.db.client.createMany({
      data: Array.from({ length: 49 }, (_, i) => ({
        organization_id: orgOf(m),
        client_name: `Client ${i}`,
      })),
    });
    expect((await create(m)).status).toBe(201);
    const oneTooMany = await create(m);
    expectFailure(
      oneTooMany,
      409,
      expect.stringMatching(/^Limite de votre abonnement Essentiel atteinte : 50 clients/),
    );
    expect(await ctx.db.client.count(whereOrgOf(m))).toBe(50);
  });
});
