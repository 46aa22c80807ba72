import { createHash, randomBytes } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestContext, type TestContext } from './support/app.js';
import { postAuth, sessionCookieOf } from './support/session.js';
import { withSession, expectFailure, expectAnswer } from './support/http.js';
import { createOrganization, createUser } from './support/factories.js';
import { startGoogleImitation, type GoogleImitation } from './support/google-imitation.js';

const CLIENT_ID = 'client-test.apps.googleusercontent.com';
let ctx: TestContext;
let google: GoogleImitation;

beforeAll(async () => {
  google = await startGoogleImitation(CLIENT_ID);
  ctx = await createTestContext({
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_CLIENT_SECRET: 'secret',
    GOOGLE_TOKEN_URL: google.tokenUrl,
    GOOGLE_CERTS_URL: google.certsUrl,
  });
});
afterAll(async () => {
  await ctx.close();
  await google.close();
});

/** Google hands out `code` for this verified identity, and the login page sends it to the app. */
const googleSignIn = (code: string, identity: { sub: string; email: string; name?: string }) => {
  google.issueCode(code, { ...identity, email_verified: true });
  return postAuth(ctx.app, 'google', { code });
};

const hasCookie = (res: request.Response) =>
  ([] as string[]).concat(res.headers['set-cookie'] ?? []).some((c) => c.startsWith('token=ey'));

describe('POST /api/auth/google', () => {
  test('the login page is told the client id', async () => {
    const res = await request(ctx.app).get('/api/auth/config');
    expect(res.body).toEqual({ google_client_id: CLIENT_ID });
  });

  test('a new Google identity creates an account without organization (401 + cookie)', async () => {
    const res = await googleSignIn('code-new', {
      sub: 'google-1',
      email: 'Nouvelle@Gmail.com',
      name: 'Nina Nouvelle',
    });
    expectAnswer(res, 401, { error: 401, message: "Vous n'avez pas de'organisation" });
    expect(hasCookie(res)).toBe(true);
    const user = await ctx.db.user.findUniqueOrThrow({ where: { email: 'nouvelle@gmail.com' } });
    expect(user).toMatchObject({
      name: 'Nina Nouvelle',
      google_sub: 'google-1',
      password_hash: null,
    });
    expect(google.exchanges.at(-1)).toContain('client_secret=secret');
  });

  test('an existing member found by verified email is linked and signed in', async () => {
    const organization = await createOrganization(ctx.db);
    const member = await createUser(ctx.db, {
      email: 'membre.google@exemple.be',
      organization_id: organization.organization_id,
    });
    const res = await googleSignIn('code-member', {
      sub: 'google-2',
      email: 'membre.google@exemple.be',
      name: 'Autre nom',
    });
    expectAnswer(res, 200, {
      message: 'Connexion réussie',
      user: { name: member.name, email: 'membre.google@exemple.be' },
    });
    expect(hasCookie(res)).toBe(true);
    const linked = await ctx.db.user.findUniqueOrThrow({ where: { user_id: member.user_id } });
    expect(linked.google_sub).toBe('google-2');

    // Next time the Google id alone finds the account, even if the email changed at Google.
    const again = await googleSignIn('code-member-2', {
      sub: 'google-2',
      email: 'nouvelle.adresse@exemple.be',
    });
    expect(again.status).toBe(200);
    expect(again.body.user.email).toBe('membre.google@exemple.be');
  });

  test('the email Google verified is verified for the account that has it, not for another', async () => {
    const verifiedAt = async (email: string) =>
      (await ctx.db.user.findUniqueOrThrow({ where: { email } })).email_verified_at;
    // A new account, and an account registered with a password, linked by its email.
    expect((await googleSignIn('code-v1', { sub: 'g-v1', email: 'v1@exemple.be' })).status).toBe(
      401,
    );
    expect(await verifiedAt('v1@exemple.be')).toBeInstanceOf(Date);
    const registered = await createUser(ctx.db, { email: 'v2@exemple.be' });
    expect(await verifiedAt('v2@exemple.be')).toBeNull();
    expect((await googleSignIn('code-v2', { sub: 'g-v2', email: 'v2@exemple.be' })).status).toBe(
      401,
    );
    expect(await verifiedAt('v2@exemple.be')).toBeInstanceOf(Date);

    // The account's email changed meanwhile (unverified again): Google's proves the other one.
    await ctx.db.user.update({
      where: { user_id: registered.user_id },
      data: { email: 'v2.autre@exemple.be', email_verified_at: null },
    });
    expect((await googleSignIn('code-v3', { sub: 'g-v2', email: 'v2@exemple.be' })).status).toBe(
      401,
    );
    expect(await verifiedAt('v2.autre@exemple.be')).toBeNull();
    // Back to the address Google verified: the next Google sign-in proves it again.
    await ctx.db.user.update({
      where: { user_id: registered.user_id },
      data: { email: 'v2@exemple.be' },
    });
    expect((await googleSignIn('code-v4', { sub: 'g-v2', email: 'v2@exemple.be' })).status).toBe(
      401,
    );
    expect(await verifiedAt('v2@exemple.be')).toBeInstanceOf(Date);
  });

  test('a password account registered in someone’s name loses its password and sessions when its owner signs in with Google', async () => {
    // The attacker registers the victim's email with a password of their own.
    const registered = await postAuth(ctx.app, 'register', {
      name: 'Intrus',
      email: 'victime@exemple.be',
      password: 'mot-de-passe-intrus',
    });
    expect(registered.status).toBe(201);
    const intruderCookie = sessionCookieOf(registered)!;
    // A reset link mailed before the takeover: it must not set a password afterwards.
    const resetToken = randomBytes(32).toString('base64url');
    await ctx.db.passwordResetToken.create({
      data: {
        user: { connect: { email: 'victime@exemple.be' } },
        token_hash: createHash('sha256').update(resetToken).digest('hex'),
        expires_at: new Date(Date.now() + 60 * 60 * 1000),
      },
    });

    const owner = await googleSignIn('code-victim', {
      sub: 'google-victim',
      email: 'victime@exemple.be',
      name: 'Victime',
    });
    expect(owner.status).toBe(401);
    expect(hasCookie(owner)).toBe(true);

    const withPassword = await postAuth(ctx.app, 'login', {
      email: 'victime@exemple.be',
      password: 'mot-de-passe-intrus',
    });
    expect(withPassword.status).toBe(400);
    const intruderSession = await withSession(ctx.app, intruderCookie).get('/api/auth/verifyToken');
    expect(intruderSession.status).toBe(403);
    const ownerSession = await request(ctx.app)
      .get('/api/auth/verifyToken')
      .set('Cookie', sessionCookieOf(owner)!);
    expect(ownerSession.status).not.toBe(403);
    const reset = await postAuth(ctx.app, 'resetPassword', {
      token: resetToken,
      password: 'mot-de-passe-repris',
    });
    expectFailure(reset, 400, 'Ce lien de réinitialisation est invalide ou a expiré.');
  });

  test('an account linked to one Google identity is not taken by another with the same email', async () => {
    expect(
      (
        await googleSignIn('code-first', {
          sub: 'google-first',
          email: 'partage@exemple.be',
        })
      ).status,
    ).toBe(401);
    const second = await googleSignIn('code-second', {
      sub: 'google-second',
      email: 'partage@exemple.be',
    });
    expectFailure(
      second,
      409,
      'Un compte existe déjà avec cet email et il est lié à un autre compte Google.',
    );
    expect(hasCookie(second)).toBe(false);
    const account = await ctx.db.user.findUniqueOrThrow({ where: { email: 'partage@exemple.be' } });
    expect(account.google_sub).toBe('google-first');
  });

  test.each([
    ['an unverified email', { sub: 'g-3', email: 'x@exemple.be', email_verified: false }, {}],
    [
      'another audience',
      { sub: 'g-4', email: 'y@exemple.be', email_verified: true, aud: 'other' },
      {},
    ],
    [
      'a forged signature',
      { sub: 'g-5', email: 'z@exemple.be', email_verified: true },
      { forged: true },
    ],
    [
      'an expired token',
      {
        sub: 'g-6',
        email: 'w@exemple.be',
        email_verified: true,
        iat: Math.floor(Date.now() / 1000) - 7200,
        exp: Math.floor(Date.now() / 1000) - 3600,
      },
      {},
    ],
  ])('refuses %s and creates nothing', async (label, claims, options) => {
    const code = `code-${label}`;
    google.issueCode(code, claims, options);
    const before = await ctx.db.user.count();
    const res = await postAuth(ctx.app, 'google', { code });
    expectFailure(res, 400, 'Error while signing in', 'code');
    expect(hasCookie(res)).toBe(false);
    expect(await ctx.db.user.count()).toBe(before);
  });

  test('an unknown code is refused', async () => {
    const res = await postAuth(ctx.app, 'google', { code: 'inconnu' });
    expectFailure(res, 400, 'Error while signing in');
  });
});
