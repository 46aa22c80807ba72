// Accounts and sessions: the profile (name, email, password), logout that ends the
// session on the server, a password change that ends the other sessions, and the requester's own
// pending join requests.
import {
  MSG_CURRENT_PASSWORD_REQUIRED,
  MSG_CURRENT_PASSWORD_WRONG,
  MSG_EMAIL_CHANGE_REQUESTED,
  MSG_EMAIL_REQUIRED,
  MSG_EMAIL_TAKEN,
  MSG_GOOGLE_ACCOUNT_WITHOUT_PASSWORD,
  MSG_NAME_REQUIRED,
  MSG_PASSWORD_REQUIRED,
  MSG_PASSWORD_TOO_LONG,
  MSG_PASSWORD_TOO_SHORT,
} from '@app/shared/auth';
import { MSG_EMAIL_INVALID } from '@app/shared/organization';
import bcrypt from 'bcrypt';
import request from 'supertest';
import { describe, expect, test } from 'vitest';
import { useTestContext } from './support/app.js';
import { createOrganization, createUser, signedInMember } from './support/factories.js';
import { postAuth, sessionCookieOf, signIn, loginsAfterPasswordChange } from './support/session.js';
import { expectFailure, expectAnswer } from './support/http.js';

const ctx = useTestContext();

const NO_SESSION = { error: true, message: 'Session absente ou expirée.' };

const verify = (cookie: string) =>
  request(ctx.app).get('/api/auth/verifyToken').set('Cookie', cookie);
const put = (path: string, cookie: string, body: object) =>
  request(ctx.app).put(`/api/auth/${path}`).set('Cookie', cookie).send(body);

/** What the database holds of an account, to prove a refused call changed nothing. */
const accountOf = (userId: number) =>
  ctx.db.user.findUniqueOrThrow({
    where: { user_id: userId },
    select: { name: true, email: true, password_hash: true, sessions_valid_after: true },
  });

/** A member's change refused: 400 with its French message, and the account as it was. */
async function expectRefused(
  path: string,
  bodyFor: (user: { email: string }) => object,
  message: string,
  field: string,
) {
  const { user, cookie } = await signedInMember(ctx);
  const before = await accountOf(user.user_id);
  const res = await put(path, cookie, bodyFor(user));
  expectFailure(res, 400, message, field);
  expect(await accountOf(user.user_id)).toEqual(before);
  return { res, cookie };
}

describe('GET /api/auth/profile', () => {
  test('the account and its organization, never the password hash', async () => {
    const { user, organization, cookie } = await signedInMember(ctx, {
      organization_name: 'Les Amis du Rail',
      name: 'Camille Démo',
    });
    const res = await request(ctx.app).get('/api/auth/profile').set('Cookie', cookie);
    expectAnswer(res, 200, {
      user: {
        name: 'Camille Démo',
        email: user.email,
        has_password: true,
        email_verified: false,
        pending_email: null,
      },
      organization: {
        organization_id: organization.organization_id,
        organization_name: 'Les Amis du Rail',
      },
    });
  });

  test('a user without organization sees null; without a session, 403', async () => {
    const loner = await createUser(ctx.db);
    const cookie = await signIn(ctx.app, loner);
    const res = await request(ctx.app).get('/api/auth/profile').set('Cookie', cookie);
    expect(res.status).toBe(200);
    expect(res.body.organization).toBeNull();
    const anonymous = await request(ctx.app).get('/api/auth/profile');
    expectAnswer(anonymous, 403, NO_SESSION);
  });
});

describe('PUT /api/auth/updateProfile', () => {
  test('a new name alone needs no password and shows in verifyToken', async () => {
    const { user, cookie } = await signedInMember(ctx);
    const res = await put('updateProfile', cookie, {
      name: '  Dominique Neuf ',
      email: user.email,
    });
    expectAnswer(res, 200, {
      message: 'Profil mis à jour',
      user: { name: 'Dominique Neuf', email: user.email, pending_email: null },
    });
    expect((await verify(cookie)).body.user).toEqual({
      name: 'Dominique Neuf',
      email: user.email,
      has_organization: true,
      email_verified: false,
      role: 'owner',
    });
  });

  test('a new email with the current password waits for its link (lowercase); the old one still signs in', async () => {
    const { user, cookie } = await signedInMember(ctx);
    const res = await put('updateProfile', cookie, {
      name: user.name,
      email: ' Nouvelle.Adresse@Exemple.be ',
      current_password: user.password,
    });
    expectAnswer(res, 200, {
      message: MSG_EMAIL_CHANGE_REQUESTED,
      user: { name: user.name, email: user.email, pending_email: 'nouvelle.adresse@exemple.be' },
    });
    const login = (email: string) => postAuth(ctx.app, 'login', { email, password: user.password });
    expect((await login(user.email)).status).toBe(200);
    expect((await login('nouvelle.adresse@exemple.be')).status).toBe(400);
    // The whole change, with its link, is in auth-email-verification.test.ts.
  });

  test('a verified email stays verified through a new name and through a new email asked for', async () => {
    const { user, cookie } = await signedInMember(ctx);
    const verifiedAt = new Date('2026-11-20T10:00:00.000Z');
    await ctx.db.user.update({
      where: { user_id: user.user_id },
      data: { email_verified_at: verifiedAt },
    });
    const verified = () =>
      ctx.db.user
        .findUniqueOrThrow({ where: { user_id: user.user_id } })
        .then((account) => account.email_verified_at);
    const renamed = await put('updateProfile', cookie, { name: 'Nom Neuf', email: user.email });
    expect(renamed.status).toBe(200);
    expect(await verified()).toEqual(verifiedAt);
    const moved = await put('updateProfile', cookie, {
      name: 'Nom Neuf',
      email: 'adresse.non.prouvee@exemple.be',
      current_password: user.password,
    });
    expect(moved.status).toBe(200);
    // The account keeps its proven address until the new one is confirmed.
    expect(await verified()).toEqual(verifiedAt);
  });

  test.each([
    ['no name', { name: ' ', email: 'x@exemple.be' }, MSG_NAME_REQUIRED, 'name'],
    [
      'a name too long',
      { name: 'n'.repeat(121), email: 'x@exemple.be' },
      'Ce nom est trop long.',
      'name',
    ],
    ['an empty email', { name: 'Alex', email: ' ' }, MSG_EMAIL_REQUIRED, 'email'],
    ['an invalid email', { name: 'Alex', email: 'pas-un-email' }, MSG_EMAIL_INVALID, 'email'],
    [
      'a new email without the password',
      { name: 'Alex', email: 'autre@exemple.be' },
      MSG_CURRENT_PASSWORD_REQUIRED,
      'current_password',
    ],
    [
      'a new email with a wrong password',
      { name: 'Alex', email: 'autre@exemple.be', current_password: 'mauvais-mot' },
      MSG_CURRENT_PASSWORD_WRONG,
      'current_password',
    ],
    [
      'a wrong password with the same email',
      { name: 'Alex Changé', current_password: 'mauvais-mot' },
      MSG_CURRENT_PASSWORD_WRONG,
      'current_password',
    ],
  ])(
    '%s: 400 with its French message and its field, nothing changed',
    async (_label, body, message, field) => {
      await expectRefused(
        'updateProfile',
        (user) => ({ email: user.email, ...body }),
        message,
        field,
      );
    },
  );

  test('an email used by another account: 409, nothing changed', async () => {
    const other = await createUser(ctx.db, { email: 'deja.pris@exemple.be' });
    const { user, cookie } = await signedInMember(ctx);
    const before = await accountOf(user.user_id);
    const res = await put('updateProfile', cookie, {
      name: 'Nouveau Nom',
      email: 'Deja.Pris@exemple.be',
      current_password: user.password,
    });
    expectFailure(res, 409, MSG_EMAIL_TAKEN, 'email');
    expect(await accountOf(user.user_id)).toEqual(before);
    expect((await accountOf(other.user_id)).email).toBe('deja.pris@exemple.be');
  });

  test('a Google-only account changes its name but not its email', async () => {
    const google = await ctx.db.user.create({
      data: { name: 'G Compte', email: 'g.compte@exemple.be', google_sub: 'sub-profile-1' },
    });
    const { organization } = await signedInMember(ctx);
    await ctx.db.user.update({
      where: { user_id: google.user_id },
      data: { organization_id: organization.organization_id },
    });
    const session = await googleSession(google.user_id);
    const renamed = await put('updateProfile', session, {
      name: 'G Renommé',
      email: 'g.compte@exemple.be',
    });
    expect(renamed.status).toBe(200);
    const moved = await put('updateProfile', session, {
      name: 'G Renommé',
      email: 'ailleurs@exemple.be',
      current_password: 'nimporte-quoi',
    });
    expectFailure(moved, 400, MSG_GOOGLE_ACCOUNT_WITHOUT_PASSWORD);
    const password = await put('changePassword', session, {
      current_password: 'nimporte-quoi',
      new_password: 'nouveau-solide',
    });
    expectFailure(password, 400, MSG_GOOGLE_ACCOUNT_WITHOUT_PASSWORD);
    expect(await accountOf(google.user_id)).toMatchObject({
      name: 'G Renommé',
      email: 'g.compte@exemple.be',
      password_hash: null,
    });
  });
});

/**
 * A session of an account without password: one is set just for signing in, then removed (the
 * session stays valid: removing a hash does not end sessions).
 */
async function googleSession(userId: number): Promise<string> {
  const user = await ctx.db.user.update({
    where: { user_id: userId },
    data: { password_hash: await bcrypt.hash('temporaire-123', 4) },
  });
  const login = await postAuth(ctx.app, 'login', { email: user.email, password: 'temporaire-123' });
  await ctx.db.user.update({ where: { user_id: userId }, data: { password_hash: null } });
  return sessionCookieOf(login)!;
}

describe('PUT /api/auth/changePassword', () => {
  test.each([
    [
      'no current password',
      { new_password: 'nouveau-solide' },
      MSG_CURRENT_PASSWORD_REQUIRED,
      'current_password',
    ],
    [
      'an empty current password',
      { current_password: '', new_password: 'nouveau-solide' },
      MSG_CURRENT_PASSWORD_REQUIRED,
      'current_password',
    ],
    ['no new password', { current_password: 'x' }, MSG_PASSWORD_REQUIRED, 'new_password'],
    [
      'a short new password',
      { current_password: 'x', new_password: 'court' },
      MSG_PASSWORD_TOO_SHORT,
      'new_password',
    ],
    [
      'a new password too long',
      { current_password: 'x', new_password: 'p'.repeat(201) },
      MSG_PASSWORD_TOO_LONG,
      'new_password',
    ],
    [
      'a current password too long',
      { current_password: 'p'.repeat(201), new_password: 'nouveau-solide' },
      MSG_PASSWORD_TOO_LONG,
      'current_password',
    ],
    [
      'a wrong current password',
      { current_password: 'mauvais-mot', new_password: 'nouveau-solide' },
      MSG_CURRENT_PASSWORD_WRONG,
      'current_password',
    ],
  ])(
    '%s: 400 with its French message and its field, nothing changed',
    async (_label, body, message, field) => {
      const { res, cookie } = await expectRefused('changePassword', () => body, message, field);
      expect(res.headers['set-cookie']).toBeUndefined();
      expect((await verify(cookie)).status).toBe(200);
    },
  );

  test('ends the other sessions, keeps this one with a new cookie; the new password signs in', async () => {
    const { user, cookie } = await signedInMember(ctx);
    const otherDevice = await signIn(ctx.app, user);
    const res = await put('changePassword', cookie, {
      current_password: user.password,
      new_password: 'nouveau-solide',
    });
    expectAnswer(res, 200, { message: 'Mot de passe modifié avec succès' });
    const renewed = sessionCookieOf(res)!;
    expect(renewed).toMatch(/^token=./);

    expect((await verify(renewed)).status).toBe(200);
    const other = await verify(otherDevice);
    expectAnswer(other, 403, NO_SESSION);
    // The cookie the browser sent before the change was replaced by the new one.
    expect((await verify(cookie)).status).toBe(403);

    const { old, fresh } = await loginsAfterPasswordChange(ctx.app, user, 'nouveau-solide');
    expect(old.status).toBe(400);
    expect(fresh.status).toBe(200);
  });
});

describe('POST /api/auth/logout', () => {
  test('a token copied before logout is refused afterwards; other devices stay signed in', async () => {
    const { user, cookie } = await signedInMember(ctx);
    const otherDevice = await signIn(ctx.app, user);
    const copied = cookie;
    const res = await request(ctx.app).post('/api/auth/logout').set('Cookie', cookie);
    expectAnswer(res, 200, { message: 'Déconnexion réussie' });

    const replay = await verify(copied);
    expectAnswer(replay, 403, NO_SESSION);
    const guarded = await request(ctx.app).get('/api/clients/list').set('Cookie', copied);
    expect(guarded.status).toBe(403);

    expect((await verify(otherDevice)).status).toBe(200);
    // Signing in again opens a new, valid session.
    expect((await verify(await signIn(ctx.app, user))).status).toBe(200);
  });

  test('logging out twice, or with a refused token, still answers 200', async () => {
    const { cookie } = await signedInMember(ctx);
    expect((await request(ctx.app).post('/api/auth/logout').set('Cookie', cookie)).status).toBe(
      200,
    );
    expect((await request(ctx.app).post('/api/auth/logout').set('Cookie', cookie)).status).toBe(
      200,
    );
    expect(
      (await request(ctx.app).post('/api/auth/logout').set('Cookie', 'token=abimé')).status,
    ).toBe(200);
  });
});

describe('the requester’s pending join requests', () => {
  test('listed with the organization and date, then cancelled by the requester', async () => {
    const organization = await createOrganization(ctx.db, {
      organization_name: 'Club de Voile',
      email: 'voile@exemple.be',
    });
    const asker = await createUser(ctx.db);
    const cookie = await signIn(ctx.app, asker);
    const sent = await request(ctx.app)
      .post('/api/organization/requests/create')
      .set('Cookie', cookie)
      .send({ email: 'voile@exemple.be' });
    expect(sent.status).toBe(201);

    const mine = await request(ctx.app)
      .get('/api/organization/myJoinRequests')
      .set('Cookie', cookie);
    expect(mine.status).toBe(200);
    const stored = await ctx.db.joinRequest.findFirstOrThrow({
      where: { organization_id: organization.organization_id, user_id: asker.user_id },
    });
    expect(mine.body).toEqual({
      requests: [
        {
          request_id: stored.request_id,
          organization_name: 'Club de Voile',
          created_at: stored.created_at.toISOString(),
        },
      ],
    });

    const cancelled = await request(ctx.app)
      .delete(`/api/organization/cancelJoinRequest?request_id=${stored.request_id}`)
      .set('Cookie', cookie);
    expectAnswer(cancelled, 200, { message: 'Demande annulée' });
    expect(await ctx.db.joinRequest.count({ where: { user_id: asker.user_id } })).toBe(0);
    const after = await request(ctx.app)
      .get('/api/organization/myJoinRequests')
      .set('Cookie', cookie);
    expect(after.body).toEqual({ requests: [] });
  });

  test('someone else’s request is unknown to the caller: 404, kept', async () => {
    const organization = await createOrganization(ctx.db, { email: 'asso@exemple.be' });
    const asker = await createUser(ctx.db);
    await request(ctx.app)
      .post('/api/organization/requests/create')
      .set('Cookie', await signIn(ctx.app, asker))
      .send({ email: 'asso@exemple.be' });
    const stored = await ctx.db.joinRequest.findFirstOrThrow({
      where: { organization_id: organization.organization_id },
    });
    const intruder = await signIn(ctx.app, await createUser(ctx.db));
    const res = await request(ctx.app)
      .delete(`/api/organization/cancelJoinRequest?request_id=${stored.request_id}`)
      .set('Cookie', intruder);
    expectFailure(res, 404, 'Demande introuvable.');
    expect(await ctx.db.joinRequest.count({ where: { request_id: stored.request_id } })).toBe(1);
  });
});
