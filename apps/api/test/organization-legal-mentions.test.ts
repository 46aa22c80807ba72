// Issue #30 §5: the organization's legal form, registry and share capital (printed on its
// documents) and how long a new quote stays valid: answered, kept by an update that leaves them
// out, refused with the field when wrong, journaled like the rest of the identity.
import { addDaysIso, todayIso } from '@app/shared/dates';
import { describe, expect, test } from 'vitest';
import { useTestContext } from './support/app.js';
import { identityForm, journal, lastEntry } from './support/audit.js';
import { signedInLoner, signedInMember, type Member } from './support/factories.js';
import { expectFailure } from './support/http.js';
import { FRENCH_ORGANIZATION, oneDayQuote, quotedWorkspace } from './support/quoted-workspace.js';

const ctx = useTestContext();

const update = (m: Member, overrides: Record<string, unknown>) =>
  m.api.post('/api/organization/updateOrganization').send(identityForm(m, overrides));

/** The organization answered by a save that succeeded with `status`. */
function expectSaved(
  res: { status: number; body: { organization?: unknown } },
  status: number,
  fields: Record<string, unknown>,
) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.organization).toMatchObject(fields);
}

const stored = (m: Member) =>
  ctx.db.organization.findUniqueOrThrow({
    where: { organization_id: m.organization.organization_id },
    select: { legal_form: true, registry: true, share_capital_cents: true, country: true },
  });

/** The French identity of FRENCH_ORGANIZATION, as the form sends it. */
const FRENCH = {
  ...FRENCH_ORGANIZATION,
  is_vat_subject: true,
  vat_number: 'FR44732829320',
};

describe('legal form, registry and share capital', () => {
  test('a Belgian SRL: answered, kept when an update leaves them out, journaled', async () => {
    const m = await signedInMember(ctx);
    const res = await update(m, { legal_form: 'SRL', registry: ' RPM Liège, division Namur ' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.organization).toMatchObject({
      legal_form: 'SRL',
      registry: 'RPM Liège, division Namur',
      share_capital: null,
    });
    expect((await lastEntry(m.api))?.details).toEqual({
      changes: [
        { field: 'legal_form', old: null, new: 'SRL' },
        { field: 'registry', old: null, new: 'RPM Liège, division Namur' },
      ],
    });

    const later = await update(m, { organization_name: 'Nouveau nom' });
    expect(later.status).toBe(200);
    const read = await m.api.get('/api/organization/getOrganization');
    expect(read.body.organization).toMatchObject({
      organization_name: 'Nouveau nom',
      legal_form: 'SRL',
      registry: 'RPM Liège, division Namur',
    });

    const cleared = await update(m, { legal_form: null, registry: '' });
    expect(cleared.body.organization).toMatchObject({ legal_form: null, registry: null });
  });

  test('a French SAS: the capital in euros, stored in cents, journaled in euros', async () => {
    const m = await signedInMember(ctx);
    const capital = { legal_form: 'SAS', registry: 'RCS Lyon', share_capital: 10000.5 };
    expectSaved(await update(m, { ...FRENCH, ...capital }), 200, capital);
    expect(await stored(m)).toMatchObject({ share_capital_cents: 1_000_050 });
    const entry = (await journal(m.api)).events.find(
      (event) => event.action === 'organization.identity_changed',
    );
    expect(entry?.details).toMatchObject({
      changes: expect.arrayContaining([{ field: 'share_capital', old: null, new: 10000.5 }]),
    });

    // Left out: kept, in euros as it was given.
    const kept = await update(m, { ...FRENCH, organization_name: 'Autre nom' });
    expect(kept.body.organization.share_capital).toBe(10000.5);
    expect(await stored(m)).toMatchObject({ share_capital_cents: 1_000_050 });
  });

  test('an organization set up with its legal mentions', async () => {
    const { api } = await signedInLoner(ctx);
    const res = await api.post('/api/organization/addOrganization').send({
      organization_name: 'Atelier Lumière',
      phone: '+33-612345678',
      email: `atelier-${Date.now()}@exemple.fr`,
      ...FRENCH,
      legal_form: 'EI',
      registry: 'RM',
      quote_validity_days: 15,
    });
    expectSaved(res, 201, {
      legal_form: 'EI',
      registry: 'RM',
      share_capital: null,
      quote_validity_days: 15,
    });
  });

  test.each([
    [
      'a French legal form for a Belgian organization',
      { legal_form: 'SAS' },
      'Cette forme juridique n’existe pas pour une organisation belge : choisissez-en une de la liste.',
      'legal_form',
    ],
    [
      'a Belgian legal form for a French organization',
      { ...FRENCH, legal_form: 'ASBL' },
      'Cette forme juridique n’existe pas pour une organisation française : choisissez-en une de la liste.',
      'legal_form',
    ],
    [
      'a share capital for an ASBL',
      { legal_form: 'ASBL', share_capital: 100 },
      'Pas de capital social pour la forme ASBL : laissez ce champ vide.',
      'share_capital',
    ],
    [
      'a share capital for a micro-entrepreneur',
      { ...FRENCH, legal_form: 'EI', share_capital: 1000 },
      'Pas de capital social pour la forme EI : laissez ce champ vide.',
      'share_capital',
    ],
    [
      'a share capital without a legal form',
      { share_capital: 1000 },
      'Choisissez d’abord la forme juridique : le capital social ne concerne que les sociétés.',
      'share_capital',
    ],
    [
      'a negative share capital',
      { ...FRENCH, legal_form: 'SARL', share_capital: -1 },
      'Le capital social doit être un montant en euros, positif ou nul, avec au plus 2 décimales.',
      'share_capital',
    ],
    [
      'a share capital with sub-cent decimals',
      { ...FRENCH, legal_form: 'SARL', share_capital: 10.001 },
      'Le capital social doit être un montant en euros, positif ou nul, avec au plus 2 décimales.',
      'share_capital',
    ],
    [
      'a registry of more than 100 characters',
      { registry: `RPM ${'x'.repeat(100)}` },
      'Le registre ne peut dépasser 100 caractères.',
      'registry',
    ],
    [
      'quotes valid for no day',
      { quote_validity_days: 0 },
      'La durée de validité d’un devis doit être un nombre entier de jours, de 1 à 365.',
      'quote_validity_days',
    ],
    [
      'quotes valid for more than a year',
      { quote_validity_days: 366 },
      'La durée de validité d’un devis doit être un nombre entier de jours, de 1 à 365.',
      'quote_validity_days',
    ],
  ])('refuses %s, naming the field, and writes nothing', async (_label, body, message, field) => {
    const m = await signedInMember(ctx);
    const before = await stored(m);
    expectFailure(await update(m, body), 400, message, field);
    expect(await stored(m)).toEqual(before);
  });

  test('a move to France that leaves the Belgian legal form in place is refused on it', async () => {
    const m = await signedInMember(ctx);
    expect((await update(m, { legal_form: 'ASBL' })).status).toBe(200);
    expectFailure(
      await update(m, FRENCH),
      400,
      'Cette forme juridique n’existe pas pour une organisation française : choisissez-en une de la liste.',
      'legal_form',
    );
    expect(await stored(m)).toMatchObject({ country: 'BE', legal_form: 'ASBL' });
    // Replaced in the same update: accepted.
    expect((await update(m, { ...FRENCH, legal_form: 'association' })).status).toBe(200);
  });
});

describe('quote validity', () => {
  test('a new quote is valid for the setting’s days; an edit and a new setting leave made quotes alone', async () => {
    const w = await quotedWorkspace(ctx, {
      speakerLine: { price: 40 },
      dates: { rent_date: '2026-06-12', reserved_from: '2026-06-12', reserved_until: '2026-06-12' },
    });
    const validUntil = async (quoteId: number) =>
      (await w.api.get(`/api/quote/getQuoteDetails?quote_id=${quoteId}`)).body.quote.valid_until as
        string | null;
    // The default: 30 days from today.
    expect(await validUntil(w.quoteId)).toBe(addDaysIso(todayIso(), 30));

    await ctx.db.organization.update({
      where: { organization_id: w.orgId },
      data: { quote_validity_days: 10 },
    });
    const second = await oneDayQuote(w);
    expect(await validUntil(second)).toBe(addDaysIso(todayIso(), 10));
    // The first quote keeps its date, and so does an edit that sends none (the web form).
    expect(await validUntil(w.quoteId)).toBe(addDaysIso(todayIso(), 30));
    /** The second quote saved again by updateQuote, with `extra` fields. */
    const editSecond = async (extra: object = {}) => {
      const res = await w.api.put('/api/quote/updateQuote').send({
        quote_id: second,
        client_id: w.client.client_id,
        products: [{ product_id: w.product.product_id, quantity: 1, price: 12 }],
        services: [],
        rent_date: '2026-06-01',
        reserved_from: '2026-06-01',
        reserved_until: '2026-06-01',
        allow_overbooking: true,
        ...extra,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    };
    await editSecond();
    expect(await validUntil(second)).toBe(addDaysIso(todayIso(), 10));
    // A date given is the date.
    await editSecond({ valid_until: '2026-05-20' });
    expect(await validUntil(second)).toBe('2026-05-20');
  });
});
