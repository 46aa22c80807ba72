import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestContext, type TestContext } from './support/app.js';
import { signedInMember } from './support/factories.js';
import { ELF, PNG, multipart } from './support/http.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const member = (options: { plan?: string; active?: boolean } = {}) => signedInMember(ctx, options);

type Member = Awaited<ReturnType<typeof member>>;

const clientBody = (overrides: Record<string, unknown> = {}) => ({
  client_name: 'Comité des fêtes de Waterloo',
  client_email: 'Comite@Waterloo.be',
  client_address: 'Chaussée de Bruxelles 1, 1410 Waterloo',
  client_phone: '+32-23456789',
  bank_account: 'BE12345678901234',
  vat_number: '',
  ...overrides,
});

const createClient = (m: Member, overrides: Record<string, unknown> = {}) =>
  request(ctx.app)
    .post('/api/clients/createClient')
    .set('Cookie', m.cookie)
    .send(clientBody(overrides));

describe('clients', () => {
  test('create, list, update, delete', async () => {
    const m = await member();
    const created = await createClient(m);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      message: 'Client créé avec succès',
      client: {
        client_id: expect.any(Number),
        client_name: 'Comité des fêtes de Waterloo',
        client_email: 'comite@waterloo.be',
        client_address: 'Chaussée de Bruxelles 1, 1410 Waterloo',
        client_phone: '+32-23456789',
        bank_account: 'BE12345678901234',
        vat_number: null,
      },
    });
    const id = created.body.client.client_id as number;

    const list = await request(ctx.app).get('/api/clients/list').set('Cookie', m.cookie);
    expect(list.body).toEqual({ clients: [created.body.client], unauthorized: false });

    const updated = await request(ctx.app)
      .put('/api/clients/updateClient')
      .set('Cookie', m.cookie)
      .send(
        clientBody({
          client_id: id,
          client_name: 'Comité (nouveau nom)',
          vat_number: 'BE0999999999',
        }),
      );
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe('Client modifié avec succès');
    expect(updated.body.client).toMatchObject({
      client_name: 'Comité (nouveau nom)',
      vat_number: 'BE0999999999',
    });

    const deleted = await request(ctx.app)
      .delete('/api/clients/deleteClient')
      .set('Cookie', m.cookie)
      .send({ client_id: id });
    expect(deleted.body).toEqual({ message: 'Client supprimé avec succès' });
    expect(await ctx.db.client.count({ where: { client_id: id } })).toBe(0);
  });

  test.each([
    [{ client_name: '' }, 'Veuillez saisir le nom du client.'],
    [{ client_name: undefined }, 'Veuillez saisir le nom du client.'],
    [{ client_email: 'pas-un-email' }, "L'adresse email n'est pas valide."],
    [{ client_name: 'x'.repeat(1_000_000) }, 'Ce champ est trop long.'],
  ])('refuses %o', async (overrides, message) => {
    const m = await member();
    const res = await createClient(m, overrides);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: true, message });
    expect(
      await ctx.db.client.count({ where: { organization_id: m.organization.organization_id } }),
    ).toBe(0);
  });

  test.each([[undefined], [-1], ['abc']])(
    'update without a valid id (%s) is refused',
    async (client_id) => {
      const m = await member();
      const res = await request(ctx.app)
        .put('/api/clients/updateClient')
        .set('Cookie', m.cookie)
        .send(clientBody({ client_id }));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('ID du client non spécifié.');
    },
  );

  test('another organization’s client behaves like a missing one', async () => {
    const owner = await member();
    const id = (await createClient(owner)).body.client.client_id as number;
    const stranger = await member();
    for (const clientId of [id, 2_147_483_000]) {
      const update = await request(ctx.app)
        .put('/api/clients/updateClient')
        .set('Cookie', stranger.cookie)
        .send(clientBody({ client_id: clientId, client_name: 'Piraté' }));
      expect(update.status).toBe(404);
      expect(update.body).toEqual({ error: true, message: 'Client introuvable.' });
      const remove = await request(ctx.app)
        .delete('/api/clients/deleteClient')
        .set('Cookie', stranger.cookie)
        .send({ client_id: clientId });
      expect(remove.status).toBe(404);
      expect(remove.body).toEqual({ error: true, message: 'Client introuvable.' });
    }
    const list = await request(ctx.app).get('/api/clients/list').set('Cookie', stranger.cookie);
    expect(list.body.clients).toEqual([]);
    const kept = await ctx.db.client.findUniqueOrThrow({ where: { client_id: id } });
    expect(kept.client_name).toBe('Comité des fêtes de Waterloo');
  });

  test('a client on a quote cannot be deleted (409)', async () => {
    const m = await member();
    const id = (await createClient(m)).body.client.client_id as number;
    const day = new Date('2026-05-01');
    await ctx.db.quote.create({
      data: {
        organization_id: m.organization.organization_id,
        formatted_quote_id: 'DEV-2026-0001',
        client_id: id,
        rent_date: day,
        reserved_from: day,
        reserved_until: day,
        total_price_cents: 0,
      },
    });
    const res = await request(ctx.app)
      .delete('/api/clients/deleteClient')
      .set('Cookie', m.cookie)
      .send({ client_id: id });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: true,
      message:
        'Ce client figure sur des devis, des ventes ou des factures : il ne peut pas être supprimé.',
    });
  });

  test('the plan limits the number of clients', async () => {
    const m = await member({ plan: 'Essentiel' });
    await ctx.db.client.createMany({
      data: Array.from({ length: 50 }, (_, i) => ({
        organization_id: m.organization.organization_id,
        client_name: `Client ${i}`,
      })),
    });
    const res = await createClient(m);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/^Limite de votre abonnement Essentiel atteinte : 50 clients/);
  });

  test('403 without session, 402 without plan', async () => {
    expect((await request(ctx.app).get('/api/clients/list')).status).toBe(403);
    const unpaid = await member({ active: false });
    expect(
      (await request(ctx.app).get('/api/clients/list').set('Cookie', unpaid.cookie)).status,
    ).toBe(402);
  });
});

type Fields = Record<string, string>;

const eventFields = (overrides: Fields = {}): Fields => ({
  name: 'Marché de Noël',
  location: 'Grand-Place',
  date: '2026-12-12',
  start_at: '10:00',
  end_at: '22:30',
  link: 'https://exemple.be/marche',
  ...overrides,
});

function sendEvent(
  method: 'post' | 'put',
  path: string,
  m: Member,
  fields: Fields,
  file?: { bytes: Buffer; name: string },
) {
  const agent = request(ctx.app);
  return multipart(
    (method === 'put' ? agent.put(path) : agent.post(path)).set('Cookie', m.cookie),
    fields,
    file,
  );
}

describe('events', () => {
  test('create with a picture, list, download, update, delete', async () => {
    const m = await member();
    const created = await sendEvent('post', '/api/events/addEvent', m, eventFields(), {
      bytes: PNG,
      name: 'affiche.png',
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      message: 'Événement créé avec succès',
      event: {
        event_id: expect.any(Number),
        name: 'Marché de Noël',
        location: 'Grand-Place',
        date: '2026-12-12',
        start_at: '10:00',
        end_at: '22:30',
        link: 'https://exemple.be/marche',
        picture: expect.stringMatching(/^\/api\/events\/getEventFile\?event_id=\d+&v=\d+$/),
        picture_name: 'affiche.png',
      },
    });
    const id = created.body.event.event_id as number;

    const list = await request(ctx.app).get('/api/events/list').set('Cookie', m.cookie);
    expect(list.body).toEqual({ events: [created.body.event], unauthorized: false });

    const file = await request(ctx.app)
      .get(`/api/events/getEventFile?event_id=${id}`)
      .set('Cookie', m.cookie);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toContain('attachment; filename="affiche.png"');
    expect(Buffer.compare(file.body as Buffer, PNG)).toBe(0);

    const updated = await sendEvent(
      'put',
      '/api/events/updateEvent',
      m,
      eventFields({ event_id: String(id), start_at: '09:00:00', link: '' }),
    );
    expect(updated.status).toBe(200);
    expect(updated.body.event).toMatchObject({
      start_at: '09:00',
      link: null,
      picture_name: 'affiche.png',
    });

    const deleted = await request(ctx.app)
      .delete('/api/events/deleteEvent')
      .set('Cookie', m.cookie)
      .send({ event_id: id });
    expect(deleted.body).toEqual({ message: 'Événement supprimé avec succès' });
    expect(
      await ctx.db.storedFile.count({ where: { organization_id: m.organization.organization_id } }),
    ).toBe(0);
  });

  test.each([
    [{ name: '' }, "Veuillez saisir le nom de l'événement."],
    [{ location: '' }, "Veuillez saisir le lieu de l'événement."],
    [{ date: '' }, "Veuillez choisir la date de l'événement."],
    [{ date: '2026-13-01' }, "La date de l'événement n'est pas valide."],
    [{ start_at: '' }, "Veuillez saisir l'heure de début."],
    [{ end_at: '' }, "Veuillez saisir l'heure de fin."],
    [{ end_at: '25:00' }, "L'heure doit être au format HH:mm (par exemple 09:30)."],
    [{ link: 'javascript:alert(1)' }, 'Le lien doit être une adresse web (https://…).'],
  ])('refuses %o', async (overrides, message) => {
    const m = await member();
    const res = await sendEvent('post', '/api/events/addEvent', m, eventFields(overrides));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: true, message });
  });

  test('an update without id gets the spec message', async () => {
    const m = await member();
    const res = await sendEvent(
      'put',
      '/api/events/updateEvent',
      m,
      eventFields({ event_id: '-1' }),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("ID de l'événement non spécifié.");
  });

  test('a picture that is not an image is refused (415) and nothing is created', async () => {
    const m = await member();
    const res = await sendEvent('post', '/api/events/addEvent', m, eventFields(), {
      bytes: ELF,
      name: 'affiche.png',
    });
    expect(res.status).toBe(415);
    expect(
      await ctx.db.event.count({ where: { organization_id: m.organization.organization_id } }),
    ).toBe(0);
  });

  test('another organization’s event behaves like a missing one', async () => {
    const owner = await member();
    const created = await sendEvent('post', '/api/events/addEvent', owner, eventFields(), {
      bytes: PNG,
      name: 'a.png',
    });
    const id = created.body.event.event_id as number;
    const stranger = await member();
    for (const eventId of [id, 2_147_483_000]) {
      const file = await request(ctx.app)
        .get(`/api/events/getEventFile?event_id=${eventId}`)
        .set('Cookie', stranger.cookie);
      expect(file.status).toBe(404);
      expect(file.body).toEqual({ error: true, message: 'Événement introuvable.' });
      const update = await sendEvent(
        'put',
        '/api/events/updateEvent',
        stranger,
        eventFields({ event_id: String(eventId) }),
      );
      expect(update.status).toBe(404);
      const remove = await request(ctx.app)
        .delete('/api/events/deleteEvent')
        .set('Cookie', stranger.cookie)
        .send({ event_id: eventId });
      expect(remove.status).toBe(404);
    }
    expect(await ctx.db.event.count({ where: { event_id: id } })).toBe(1);
  });
});
