// Spec part 2 §7 "Events".
import { describe, expect, test } from 'vitest';
import {
  createClient,
  createEvent,
  createQuote,
  orgOf,
  whereOrgOf,
  useMembers,
  type Member,
} from './support/factories.js';
import {
  ELF,
  PNG,
  REFUSED_IMAGES,
  binary,
  expectFailure,
  expectAnswer,
  expectServedFile,
} from './support/http.js';
import { guardAnswers } from './support/guards.js';
import { whileUncommitted } from './support/row-locks.js';

const { ctx, member, agent } = useMembers();

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

type Upload = { bytes: Buffer; name: string };

const add = (m: Member, fields: Fields, file?: Upload) =>
  m.api.postForm('/api/events/addEvent', fields, file);
const update = (m: Member, fields: Fields, file?: Upload) =>
  m.api.putForm('/api/events/updateEvent', fields, file);
const remove = (m: Member, body: Record<string, unknown>) =>
  m.api.delete('/api/events/deleteEvent').send(body);
const download = (m: Member, eventId: number | string) =>
  binary(m.api.get(`/api/events/getEventFile?event_id=${eventId}`));

const PNG_2 = Buffer.concat([PNG, Buffer.from('nouvelle affiche')]);

test('403 without session, 401 without organization, 402 without plan', async () => {
  const { anonymous, noOrganization, noPlan } = await guardAnswers(ctx, '/api/events/list');
  expect(anonymous.status).toBe(403);
  expect((await agent().get('/api/events/getEventFile?event_id=1')).status).toBe(403);
  expectAnswer(noOrganization, 401, { error: 401, message: "Vous n'avez pas de'organisation" });
  expectAnswer(noPlan, 402, { message: 'Payment required' });
});

describe('events', () => {
  test('create with a picture, list, download, update, replace the picture, delete', async () => {
    const m = await member();
    const created = await add(m, eventFields(), { bytes: PNG, name: 'affiche.png' });
    expectAnswer(created, 201, {
      message: 'Événement créé avec succès',
      event: {
        event_id: expect.any(Number),
        // The fields come back as sent.
        ...eventFields(),
        picture: expect.stringMatching(/^\/api\/events\/getEventFile\?event_id=\d+&v=\d+$/),
        picture_name: 'affiche.png',
      },
    });
    const id = created.body.event.event_id as number;

    const list = await m.api.get('/api/events/list');
    expectAnswer(list, 200, { events: [created.body.event], unauthorized: false });

    const file = await download(m, id);
    expectServedFile(file, 'image/png', PNG, /^attachment; filename="affiche.png"/);

    // Seconds from a time input are dropped; an empty link clears it; the picture stays.
    const updated = await update(
      m,
      eventFields({ event_id: String(id), start_at: '09:00:00', link: '' }),
    );
    expectAnswer(updated, 200, {
      message: 'Événement modifié avec succès',
      event: { ...created.body.event, start_at: '09:00', link: null },
    });

    const replaced = await update(m, eventFields({ event_id: String(id) }), {
      bytes: PNG_2,
      name: 'nouvelle.png',
    });
    expect(replaced.body.event.picture_name).toBe('nouvelle.png');
    expect(replaced.body.event.picture).not.toBe(created.body.event.picture);
    expect(Buffer.compare((await download(m, id)).body as Buffer, PNG_2)).toBe(0);
    expect(await ctx.db.storedFile.count(whereOrgOf(m))).toBe(1);

    const deleted = await remove(m, { event_id: id });
    expectAnswer(deleted, 200, { message: 'Événement supprimé avec succès' });
    expect(await ctx.db.event.count({ where: { event_id: id } })).toBe(0);
    expect(await ctx.db.storedFile.count(whereOrgOf(m))).toBe(0);
  });

  test('without picture or link; a timestamp date is its day in Brussels; past midnight', async () => {
    const m = await member();
    const created = await add(
      m,
      eventFields({
        name: 'Soirée dansante',
        date: '2026-12-11T23:30:00.000Z',
        start_at: '21:00',
        end_at: '02:00',
        link: 'undefined',
      }),
    );
    expect(created.status).toBe(201);
    expect(created.body.event).toMatchObject({
      date: '2026-12-12',
      start_at: '21:00',
      end_at: '02:00',
      link: null,
      picture: null,
      picture_name: null,
    });
    const file = await download(m, created.body.event.event_id as number);
    expect(file.status).toBe(404);
    expect(JSON.parse((file.body as Buffer).toString())).toEqual({
      error: true,
      message: "Cet événement n'a pas d'image.",
    });
  });

  test('the list comes newest date first', async () => {
    const m = await member();
    const early = await createEvent(ctx.db, orgOf(m), { date: new Date('2026-03-01T00:00:00Z') });
    const late = await createEvent(ctx.db, orgOf(m), { date: new Date('2026-09-01T00:00:00Z') });
    const list = await m.api.get('/api/events/list');
    expect(list.body.events.map((e: { event_id: number }) => e.event_id)).toEqual([
      late.event_id,
      early.event_id,
    ]);
  });

  test.each([
    [{ name: '' }, "Veuillez saisir le nom de l'événement."],
    [{ name: 'x'.repeat(201) }, 'Ce champ ne peut dépasser 200 caractères.'],
    [{ location: '' }, "Veuillez saisir le lieu de l'événement."],
    [{ location: 'null' }, "Veuillez saisir le lieu de l'événement."],
    [{ date: '' }, "Veuillez choisir la date de l'événement."],
    [{ date: '2026-13-01' }, "La date de l'événement n'est pas valide."],
    [{ date: '2026-02-30' }, "La date de l'événement n'est pas valide."],
    [{ date: '12/12/2026' }, "La date de l'événement n'est pas valide."],
    [{ date: '0000-01-01' }, "La date de l'événement n'est pas valide."],
    [{ date: '0202-05-01' }, "La date de l'événement n'est pas valide."],
    [{ start_at: '' }, "Veuillez saisir l'heure de début."],
    [{ start_at: '9h' }, "L'heure doit être au format HH:mm (par exemple 09:30)."],
    [{ end_at: '' }, "Veuillez saisir l'heure de fin."],
    [{ end_at: '25:00' }, "L'heure doit être au format HH:mm (par exemple 09:30)."],
    [{ link: 'javascript:alert(1)' }, 'Le lien doit être une adresse web (https://…).'],
    [{ link: 'pas une adresse' }, 'Le lien doit être une adresse web (https://…).'],
  ])('addEvent %j → 400 naming the field, nothing created', async (overrides, message) => {
    const m = await member();
    const res = await add(m, eventFields(overrides));
    expectFailure(res, 400, message, Object.keys(overrides)[0]);
    expect(await ctx.db.event.count(whereOrgOf(m))).toBe(0);
  });

  test.each([['-1'], [''], ['abc']])('updateEvent with event_id "%s" → 400', async (eventId) => {
    const m = await member();
    const res = await update(m, eventFields({ event_id: eventId }));
    expectFailure(res, 400, "ID de l'événement non spécifié.", 'event_id');
  });

  test('deleteEvent and getEventFile without a valid event_id → 400', async () => {
    const m = await member();
    const deleted = await remove(m, { event_id: -1 });
    expectFailure(deleted, 400, "ID de l'événement non spécifié.");
    const file = await m.api.get('/api/events/getEventFile');
    expectFailure(file, 400, "ID de l'événement non spécifié.");
  });

  test('another organization’s event behaves like a missing one', async () => {
    const owner = await member();
    const created = await add(owner, eventFields(), { bytes: PNG, name: 'a.png' });
    const id = created.body.event.event_id as number;
    const stranger = await member();
    for (const eventId of [id, 2_147_483_000]) {
      const file = await download(stranger, eventId);
      expect(file.status).toBe(404);
      expect(JSON.parse((file.body as Buffer).toString())).toEqual({
        error: true,
        message: 'Événement introuvable.',
      });
      const updated = await update(stranger, eventFields({ event_id: String(eventId) }), {
        bytes: PNG_2,
        name: 'b.png',
      });
      expectFailure(updated, 404, 'Événement introuvable.');
      const deleted = await remove(stranger, { event_id: eventId });
      expectFailure(deleted, 404, 'Événement introuvable.');
    }
    const list = await stranger.api.get('/api/events/list');
    expect(list.body).toEqual({ events: [], unauthorized: false });
    expect(await ctx.db.event.count({ where: { event_id: id } })).toBe(1);
    expect(await ctx.db.storedFile.count(whereOrgOf(stranger))).toBe(0);
  });

  test.each(REFUSED_IMAGES)(
    '%s is refused and nothing is created',
    async (_label, bytes, name, status, message) => {
      const m = await member();
      const res = await add(m, eventFields(), { bytes, name });
      expectFailure(res, status, message);
      expect(await ctx.db.event.count(whereOrgOf(m))).toBe(0);
      expect(await ctx.db.storedFile.count(whereOrgOf(m))).toBe(0);
    },
  );

  test('a refused new picture leaves the event and its picture as they were', async () => {
    const m = await member();
    const created = await add(m, eventFields(), { bytes: PNG, name: 'affiche.png' });
    const id = created.body.event.event_id as number;
    const res = await update(m, eventFields({ event_id: String(id), name: 'Autre nom' }), {
      bytes: ELF,
      name: 'virus.png',
    });
    expect(res.status).toBe(415);
    const list = await m.api.get('/api/events/list');
    expect(list.body.events).toEqual([created.body.event]);
    expect(Buffer.compare((await download(m, id)).body as Buffer, PNG)).toBe(0);
  });

  test('a picture replaced while another change of the event is uncommitted replaces that change’s picture', async () => {
    const m = await member();
    const created = await add(m, eventFields(), { bytes: PNG, name: 'affiche.png' });
    const id = created.body.event.event_id as number;
    const first = await ctx.db.event.findUniqueOrThrow({ where: { event_id: id } });
    const res = await whileUncommitted(
      ctx.db,
      async (tx) => {
        const other = await tx.storedFile.create({
          data: {
            organization_id: orgOf(m),
            name: 'autre.png',
            mime_type: 'image/png',
            size: PNG.length,
            sha256: 'autre',
            data: new Uint8Array(PNG),
          },
        });
        await tx.event.update({
          where: { event_id: id },
          data: { picture_file_id: other.file_id },
        });
        await tx.storedFile.delete({ where: { file_id: first.picture_file_id ?? 0 } });
      },
      () =>
        update(m, eventFields({ event_id: String(id) }), { bytes: PNG_2, name: 'nouvelle.png' }),
    );
    expect(res.status).toBe(200);
    expect(res.body.event.picture_name).toBe('nouvelle.png');
    expect(Buffer.compare((await download(m, id)).body as Buffer, PNG_2)).toBe(0);
    // The picture the other change left went with the replacement: no file is left behind.
    expect(await ctx.db.storedFile.count(whereOrgOf(m))).toBe(1);
  });

  test('deleting an event keeps the quotes that named it', async () => {
    const m = await member();
    const event = await createEvent(ctx.db, orgOf(m));
    const client = await createClient(ctx.db, orgOf(m));
    const quote = await createQuote(ctx.db, orgOf(m), client.client_id, {
      event_id: event.event_id,
    });
    const res = await remove(m, { event_id: event.event_id });
    expect(res.status).toBe(200);
    const kept = await ctx.db.quote.findUniqueOrThrow({ where: { quote_id: quote.quote_id } });
    expect(kept.event_id).toBeNull();
  });
});
