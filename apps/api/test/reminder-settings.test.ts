// The organization's reminder settings (issue #32): the defaults until saved, a whole replacement
// within the law's limits, the Journal's entry, the roles, and each organization its own.
import { DEFAULT_REMINDER_LEVELS, MSG_REMINDER_FEE_INVALID } from '@app/shared/reminders';
import { describe, expect, test } from 'vitest';
import { useTestContext } from './support/app.js';
import { lastEntry } from './support/audit.js';
import { signedInMember } from './support/factories.js';

const ctx = useTestContext();

const PATH = '/api/organization/reminderSettings';

const saved = {
  auto_send: true,
  levels: [
    { days: 10, title: 'Petit rappel', text: 'La facture {numero} attend.', formal_notice: false },
    { days: 15, title: 'Mise en demeure', text: 'Payez {montant_du}.', formal_notice: true },
  ],
  claims: { interest: true, interest_rate: 12.5, lump_sum: true, reminder_fee: 7.5 },
};

describe('GET /api/organization/reminderSettings', () => {
  test('a new organization reads three levels sent by hand and nothing claimed', async () => {
    const m = await signedInMember(ctx, { role: 'viewer' });
    const res = await m.api.get(PATH);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      settings: {
        auto_send: false,
        levels: DEFAULT_REMINDER_LEVELS,
        claims: { interest: false, interest_rate: 0, lump_sum: false, reminder_fee: 0 },
      },
    });
    expect(res.body.settings.levels.map((level: { days: number }) => level.days)).toEqual([
      7, 14, 14,
    ]);
  });
});

describe('PUT /api/organization/reminderSettings', () => {
  test('an admin replaces them; they are read back; the Journal names what changed', async () => {
    const m = await signedInMember(ctx);
    const res = await m.api.put(PATH).send(saved);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Paramètres des relances enregistrés.', settings: saved });
    expect((await m.api.get(PATH)).body).toEqual({ settings: saved });
    expect(await lastEntry(m.api)).toMatchObject({
      action: 'organization.reminders_changed',
      details: { changed: ['levels', 'auto_send', 'claims'] },
    });

    // Saving the same again writes no new entry.
    const before = await ctx.db.auditEvent.count({
      where: { organization_id: m.organization.organization_id },
    });
    expect((await m.api.put(PATH).send(saved)).status).toBe(200);
    expect(
      await ctx.db.auditEvent.count({ where: { organization_id: m.organization.organization_id } }),
    ).toBe(before);
  });

  test('each organization keeps its own', async () => {
    const a = await signedInMember(ctx);
    const b = await signedInMember(ctx);
    await a.api.put(PATH).send(saved).expect(200);
    expect((await b.api.get(PATH)).body.settings.auto_send).toBe(false);
  });

  test.each([
    [{ ...saved, levels: [] }, 'levels', 'Indiquez de 1 à 3 niveaux de relance.'],
    [
      { ...saved, levels: [...saved.levels, ...saved.levels] },
      'levels',
      'Indiquez de 1 à 3 niveaux de relance.',
    ],
    [
      { ...saved, levels: [{ ...saved.levels[0], days: 0 }] },
      'levels',
      'Le délai d’une relance est un nombre de jours de 1 à 365.',
    ],
    [
      { ...saved, levels: [{ ...saved.levels[0], title: '  ' }] },
      'levels',
      'Veuillez donner un titre à chaque relance.',
    ],
    [
      { ...saved, levels: [saved.levels[1], saved.levels[0]] },
      'levels',
      'Seule la dernière relance peut être la mise en demeure.',
    ],
    [
      { ...saved, claims: { ...saved.claims, reminder_fee: 7.51 } },
      'claims',
      MSG_REMINDER_FEE_INVALID,
    ],
    [
      { ...saved, claims: { ...saved.claims, interest_rate: 100.5 } },
      'claims',
      'Le taux d’intérêt est un pourcentage annuel de 0 à 100, avec au plus deux décimales.',
    ],
    [{ ...saved, auto_send: 'oui' }, 'auto_send', 'Choisissez oui ou non.'],
  ])('refuses %j with a French message, nothing saved', async (body, field, message) => {
    const m = await signedInMember(ctx);
    const res = await m.api.put(PATH).send(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message, field });
    expect((await m.api.get(PATH)).body.settings.auto_send).toBe(false);
  });

  test('a member reads them but may not change them', async () => {
    const m = await signedInMember(ctx, { role: 'member' });
    expect((await m.api.get(PATH)).status).toBe(200);
    const res = await m.api.put(PATH).send(saved);
    expect(res.status).toBe(403);
    expect((await m.api.get(PATH)).body.settings.auto_send).toBe(false);
  });
});
