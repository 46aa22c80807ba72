// Sensitive changes are seen: the organization's audit trail. Each change of members,
// invitations, join requests, identity, bank account, terms, local subscription and the full
// export is recorded with its author and details (IBANs masked), newest first a page at a time,
// never another organization's, and nothing can change or remove an entry.
import { AUDIT_PAGE_SIZE } from '@app/shared/audit';
import { describe, expect, test } from 'vitest';
import { useTestContext } from './support/app.js';
import { identityForm, journal, lastEntry, storedActions } from './support/audit.js';
import { unpaidMember } from './support/billing.js';
import { createUser, signedInMember, type Member } from './support/factories.js';
import { guardAnswers } from './support/guards.js';
import { binary, expectFailure, withSession } from './support/http.js';
import { signIn } from './support/session.js';

const ctx = useTestContext();

const member = (name = 'Alice Trésorière') => signedInMember(ctx, { name });

const author = (m: Member) => ({ user_id: m.user.user_id, name: m.user.name });
const person = (user: { user_id: number; name: string; email: string }) => ({
  user_id: user.user_id,
  name: user.name,
  email: user.email,
});

describe('[journal] identity, bank account and terms', () => {
  test('an IBAN and BIC change is recorded apart, both IBANs masked but for their last 4 characters', async () => {
    const m = await member();
    const res = await m.api
      .post('/api/organization/updateOrganization')
      .send(identityForm(m, { bank_account: 'BE71 0961 2345 6769', bic: 'GKCCBEBB' }));
    expect(res.status).toBe(200);

    const { events, total } = await journal(m.api);
    expect(total).toBe(1);
    expect(events[0]).toEqual({
      at: expect.any(String),
      user: author(m),
      action: 'organization.bank_changed',
      details: {
        iban: { old: 'BE•• •••• •••• 7034', new: 'BE•• •••• •••• 6769' },
        bic: { old: null, new: 'GKCCBEBB' },
      },
    });
    expect(Math.abs(Date.parse(events[0]!.at) - Date.now())).toBeLessThan(60_000);
    // The whole IBAN is nowhere in the trail.
    expect(JSON.stringify(events)).not.toMatch(/539007547034|096123456769/);
  });

  test('identity fields: which changed, with their old and new values; saving unchanged records nothing', async () => {
    const m = await member();
    const send = (overrides: Record<string, unknown>) =>
      m.api.post('/api/organization/updateOrganization').send(identityForm(m, overrides));
    expect((await send({})).status).toBe(200);
    expect((await journal(m.api)).total).toBe(0);

    expect((await send({ organization_name: 'Club Renommé', city: 'Namur' })).status).toBe(200);
    expect(await lastEntry(m.api)).toMatchObject({
      user: author(m),
      action: 'organization.identity_changed',
      details: {
        changes: [
          {
            field: 'organization_name',
            old: m.organization.organization_name,
            new: 'Club Renommé',
          },
          { field: 'city', old: 'Bruxelles', new: 'Namur' },
        ],
      },
    });
  });

  test('a refused change records nothing', async () => {
    const m = await member();
    const res = await m.api
      .post('/api/organization/updateOrganization')
      .send(identityForm(m, { bank_account: 'BE00 0000 0000 0000' }));
    expect(res.status).toBe(400);
    expect((await journal(m.api)).total).toBe(0);
  });

  test('terms: old and new text', async () => {
    const m = await member();
    const save = (terms: string) =>
      m.api.post('/api/organization/updateOrganizationTerms').send({ terms });
    await save('Paiement à 30 jours.');
    await save('Paiement à 15 jours.');
    await save('Paiement à 15 jours.');
    const { events } = await journal(m.api);
    expect(events.map((event) => [event.action, event.details])).toEqual([
      ['organization.terms_changed', { old: 'Paiement à 30 jours.', new: 'Paiement à 15 jours.' }],
      ['organization.terms_changed', { old: '', new: 'Paiement à 30 jours.' }],
    ]);
  });

  test('creating an organization is the first entry', async () => {
    const user = await createUser(ctx.db, { name: 'Fondatrice' });
    const api = withSession(ctx.app, await signIn(ctx.app, user));
    const created = await api.post('/api/organization/addOrganization').send({
      organization_name: 'Nouvelle Asbl',
      address: 'Rue Neuve 1',
      phone: '+32-42345678',
      email: 'nouvelle-asbl@exemple.be',
      bank_account: 'BE71096123456769',
      is_vat_subject: false,
    });
    expect(created.status).toBe(201);
    const id = created.body.organization.organization_id as number;
    expect(await storedActions(ctx.db, id)).toEqual(['organization.created']);
  });
});

describe('[journal] members, invitations and join requests', () => {
  test('an invitation sent, cancelled, sent again and accepted; the newcomer then leaves', async () => {
    const m = await member();
    const guest = await createUser(ctx.db, { name: 'Zoé Nouvelle' });
    // An invitation reaches an account by address once that address is confirmed.
    await ctx.db.user.update({
      where: { user_id: guest.user_id },
      data: { email_verified_at: new Date() },
    });
    const invite = () =>
      m.api.put('/api/organization/addOrganizationUser').send({ email: guest.email });
    expect((await invite()).status).toBe(200);
    const sent = (await m.api.get('/api/organization/invitations/sent')).body.invitations[0];
    const cancelled = await m.api.delete(
      `/api/organization/invitations/cancel?invitation_id=${sent.invitation_id}`,
    );
    expect(cancelled.status).toBe(200);
    await invite();
    const guestApi = withSession(ctx.app, await signIn(ctx.app, guest));
    const accepted = await guestApi.put(
      `/api/organization/invitations/accept?invitation_id=${sent.invitation_id}`,
    );
    expect(accepted.status).toBe(200);
    expect((await guestApi.put('/api/organization/leave')).status).toBe(200);

    const ids = { invitation_id: sent.invitation_id, email: guest.email };
    const { events } = await journal(m.api);
    expect(events.map(({ user, action, details }) => ({ user, action, details }))).toEqual([
      {
        user: { user_id: guest.user_id, name: 'Zoé Nouvelle' },
        action: 'member.left',
        details: { member: person(guest) },
      },
      {
        user: { user_id: guest.user_id, name: 'Zoé Nouvelle' },
        action: 'member.joined',
        details: { invitation_id: sent.invitation_id, member: person(guest) },
      },
      { user: author(m), action: 'invitation.sent', details: { ...ids, role: 'member' } },
      { user: author(m), action: 'invitation.cancelled', details: ids },
      { user: author(m), action: 'invitation.sent', details: { ...ids, role: 'member' } },
    ]);
  });

  test('a join request validated, another refused; the author keeps their name after leaving', async () => {
    const m = await member('Bob Secrétaire');
    const other = await createUser(ctx.db, {
      organization_id: m.organization.organization_id,
      role: 'admin',
    });
    const otherApi = withSession(ctx.app, await signIn(ctx.app, other));
    const ask = async (name: string) => {
      const user = await createUser(ctx.db, { name });
      const api = withSession(ctx.app, await signIn(ctx.app, user));
      await api.post('/api/organization/requests/create').send({ email: m.organization.email });
      const request = await ctx.db.joinRequest.findFirstOrThrow({
        where: { user_id: user.user_id },
      });
      return { user, requestId: request.request_id };
    };
    const welcome = await ask('Chloé Bienvenue');
    const refused = await ask('Denis Refusé');
    const validate = await otherApi.put(
      `/api/organization/requests/validate?request_id=${welcome.requestId}`,
    );
    expect(validate.status).toBe(200);
    const refuse = await m.api.delete(
      `/api/organization/requests/delete?request_id=${refused.requestId}`,
    );
    expect(refuse.status).toBe(200);
    // The validator leaves and renames their account: the entry keeps who they were.
    expect((await otherApi.put('/api/organization/leave')).status).toBe(200);
    await ctx.db.user.update({ where: { user_id: other.user_id }, data: { name: 'Autre nom' } });

    const { events } = await journal(m.api);
    expect(
      events.slice(0, 3).map(({ user, action, details }) => ({ user, action, details })),
    ).toEqual([
      {
        user: { user_id: other.user_id, name: other.name },
        action: 'member.left',
        details: { member: person(other) },
      },
      {
        user: author(m),
        action: 'join_request.refused',
        details: { request_id: refused.requestId, member: person(refused.user) },
      },
      {
        user: { user_id: other.user_id, name: other.name },
        action: 'join_request.validated',
        details: { request_id: welcome.requestId, member: person(welcome.user) },
      },
    ]);
  });
});

describe('[journal] subscription (local billing mode) and the full export', () => {
  test('subscribing, changing the plan and cancelling are recorded with the plans and statuses', async () => {
    const { id, cookie } = await unpaidMember(ctx);
    const api = withSession(ctx.app, cookie);
    const post = (path: string, body: object = {}) => api.post(`/api/stripe/${path}`).send(body);
    expect((await post('createCheckoutSession', { priceId: 'local_essentiel' })).status).toBe(200);
    expect((await post('modifySubscription', { priceId: 'local_pro' })).status).toBe(200);
    expect((await post('cancelSubscription')).status).toBe(200);

    const entries = await ctx.db.auditEvent.findMany({
      where: { organization_id: id },
      orderBy: { audit_event_id: 'asc' },
    });
    expect(entries.map(({ action, details }) => ({ action, details }))).toEqual([
      {
        action: 'subscription.activated',
        details: {
          plan: { old: null, new: 'Essentiel' },
          status: { old: 'none', new: 'active' },
          source: 'local',
        },
      },
      {
        action: 'subscription.plan_changed',
        details: { plan: { old: 'Essentiel', new: 'Pro' }, source: 'local' },
      },
      {
        action: 'subscription.cancelled',
        details: {
          plan: { old: 'Pro', new: null },
          status: { old: 'active', new: 'canceled' },
          source: 'local',
        },
      },
    ]);
    expect(new Set(entries.map((entry) => entry.user_id)).size).toBe(1);
    expect(entries[0]!.user_id).not.toBeNull();
  });

  test('downloading the full export is recorded', async () => {
    const m = await member();
    const res = await binary(m.api.get('/api/organization/export'));
    expect(res.status).toBe(200);
    expect(await lastEntry(m.api)).toMatchObject({
      user: author(m),
      action: 'export.downloaded',
      details: {},
    });
  });
});

describe('GET /api/organization/audit', () => {
  test('newest first, 50 per page, with the total; a page past the end is empty', async () => {
    const m = await member();
    for (let i = 1; i <= AUDIT_PAGE_SIZE + 3; i += 1) {
      await m.api.post('/api/organization/updateOrganizationTerms').send({ terms: `v${i}` });
    }
    const first = await journal(m.api, 1);
    expect(first.total).toBe(AUDIT_PAGE_SIZE + 3);
    expect(first.events).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.events[0]!.details).toEqual({
      old: `v${AUDIT_PAGE_SIZE + 2}`,
      new: `v${AUDIT_PAGE_SIZE + 3}`,
    });
    const second = await journal(m.api, 2);
    expect(second.events.map((event) => event.details)).toEqual([
      { old: 'v2', new: 'v3' },
      { old: 'v1', new: 'v2' },
      { old: '', new: 'v1' },
    ]);
    expect(await journal(m.api)).toEqual(first);
    expect(await journal(m.api, 9)).toEqual({ events: [], total: AUDIT_PAGE_SIZE + 3 });
    const times = first.events.map((event) => Date.parse(event.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  test('a wrong page number is refused in French', async () => {
    const m = await member();
    for (const page of ['0', 'abc', '-2', '1.5']) {
      const res = await m.api.get(`/api/organization/audit?page=${page}`);
      expectFailure(res, 400, 'Numéro de page invalide : un nombre entier à partir de 1.');
    }
  });

  test('another organization’s entries never appear', async () => {
    const a = await member();
    const b = await member();
    await a.api.post('/api/organization/updateOrganizationTerms').send({ terms: 'secret de A' });
    await b.api
      .post('/api/organization/updateOrganizationTerms')
      .send({ terms: 'conditions de B' });
    const seen = await journal(b.api);
    expect(seen.total).toBe(1);
    expect(JSON.stringify(seen)).not.toContain('secret de A');
  });

  test('the guards of the organization: 403 without session, 401 without organization, 402 without plan', async () => {
    const { anonymous, noOrganization, noPlan } = await guardAnswers(
      ctx,
      '/api/organization/audit',
    );
    expect([anonymous.status, noOrganization.status, noPlan.status]).toEqual([403, 401, 402]);
  });
});
