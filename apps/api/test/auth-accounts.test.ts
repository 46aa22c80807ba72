import request from 'supertest';
import { describe, expect, test } from 'vitest';
import { createTestContext, type TestContext } from './support/app.js';
import { withSession, expectFailure, expectAnswer } from './support/http.js';
import { createOrganization, createUser } from './support/factories.js';
import { postAuth, sessionCookieOf, signIn, loginsAfterPasswordChange } from './support/session.js';
import { withMailingContext } from './support/mailing-context.js';
import type { SmtpCapture } from './support/smtp-capture.js';
import { rateLimitResetAt, waitFor } from './support/wait.js';

let ctx: TestContext;
let smtp: SmtpCapture;

withMailingContext((started) => ({ ctx, smtp } = started));

const unique = () => Math.random().toString(36).slice(2, 10);

describe('POST /api/auth/register', () => {
  test('creates the account, opens a session, and the user has no organization yet', async () => {
    const email = `nouveau-${unique()}@exemple.be`;
    const res = await postAuth(ctx.app, 'register', {
      name: '  Marie Curie ',
      email: ` ${email.toUpperCase()} `,
      password: 'radium-1898',
    });
    expectAnswer(res, 201, {
      message: 'Compte créé avec succès',
      user: { name: 'Marie Curie', email },
    });
    const cookie = sessionCookieOf(res);
    expect(cookie).toBeDefined();

    const verify = await request(ctx.app).get('/api/auth/verifyToken').set('Cookie', cookie!);
    expect(verify.body).toEqual({
      authenticated: true,
      user: {
        name: 'Marie Curie',
        email,
        has_organization: false,
        email_verified: false,
        role: null,
      },
    });
    const organization = await request(ctx.app)
      .get('/api/organization/getOrganization')
      .set('Cookie', cookie!);
    expect(organization.status).toBe(401);

    const login = await postAuth(ctx.app, 'login', { email, password: 'radium-1898' });
    expectAnswer(login, 401, { error: 401, message: "Vous n'avez pas de'organisation" });

    const stored = await ctx.db.user.findUniqueOrThrow({ where: { email } });
    expect(stored.password_hash).toMatch(/^\$2[aby]\$/);
    expect(stored.password_hash).not.toContain('radium');
  });

  test('refuses an email that already has an account', async () => {
    const existing = await createUser(ctx.db);
    const res = await postAuth(ctx.app, 'register', {
      name: 'Autre',
      email: existing.email,
      password: 'motdepasse-long',
    });
    expectFailure(res, 409, 'Un compte existe déjà avec cet email.', 'email');
    expect(sessionCookieOf(res)).toBeUndefined();
  });

  test.each([
    [{ email: 'a@exemple.be', password: 'motdepasse' }, 'Veuillez saisir votre nom.'],
    [{ name: 'A', password: 'motdepasse' }, 'Veuillez saisir votre email.'],
    [
      { name: 'A', email: 'pas-un-email', password: 'motdepasse' },
      "L'adresse email n'est pas valide.",
    ],
    [{ name: 'A', email: 'a@exemple.be' }, 'Veuillez saisir votre mot de passe.'],
    [
      { name: 'A', email: 'a@exemple.be', password: 'court' },
      'Le mot de passe doit contenir au moins 8 caractères.',
    ],
    [
      { name: 'A', email: 'a@exemple.be', password: 'x'.repeat(201) },
      'Ce mot de passe est trop long.',
    ],
  ])('refuses %o with a French 400 and creates nothing', async (body, message) => {
    const before = await ctx.db.user.count();
    const res = await postAuth(ctx.app, 'register', body);
    expectFailure(res, 400, message);
    expect(await ctx.db.user.count()).toBe(before);
  });

  test('parallel registrations of one email create one account', async () => {
    const email = `course-${unique()}@exemple.be`;
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        postAuth(ctx.app, 'register', { name: 'Course', email, password: 'motdepasse-long' }),
      ),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409, 409]);
    expect(await ctx.db.user.count({ where: { email } })).toBe(1);
  });
});

describe('password reset', () => {
  test('mail, link, new password, single use, older sessions ended', async () => {
    const organization = await createOrganization(ctx.db);
    const user = await createUser(ctx.db, {
      organization_id: organization.organization_id,
      name: 'Oubli Étourdi',
    });
    const oldSession = await signIn(ctx.app, user);

    const forgot = await postAuth(ctx.app, 'forgotPassword', { email: user.email.toUpperCase() });
    expectAnswer(forgot, 200, {
      message:
        'Si un compte existe pour cet email, un lien de réinitialisation vient de lui être envoyé.',
    });

    const mail = await smtp.waitForMail(user.email, 1);
    expect(mail.raw).toMatch(/^From: Gestion <no-reply@exemple\.be>/m);
    expect(mail.raw).toMatch(/^Subject: =\?UTF-8\?\w\?.+\?=/m);
    expect(mail.raw).toContain('Bonjour Oubli');
    const link = /https:\/\/app\.exemple\.be\/resetPassword\/([A-Za-z0-9_-]{43})/.exec(
      mail.raw.replace(/=\r?\n/g, ''),
    );
    expect(link).not.toBeNull();
    const token = link![1]!;
    // Only its hash is stored.
    const stored = await ctx.db.passwordResetToken.findFirstOrThrow({
      where: { user_id: user.user_id },
    });
    expect(stored.token_hash).not.toContain(token);

    const tooShort = await postAuth(ctx.app, 'resetPassword', { token, password: 'court' });
    expectFailure(tooShort, 400, 'Le mot de passe doit contenir au moins 8 caractères.');

    const reset = await postAuth(ctx.app, 'resetPassword', {
      token,
      password: 'nouveau-secret-2026',
    });
    expectAnswer(reset, 200, { message: 'Mot de passe modifié avec succès' });

    const again = await postAuth(ctx.app, 'resetPassword', { token, password: 'encore-un-autre' });
    expectFailure(again, 400, 'Ce lien de réinitialisation est invalide ou a expiré.');

    const { old, fresh } = await loginsAfterPasswordChange(ctx.app, user, 'nouveau-secret-2026');
    expect(old.status).toBe(400);
    expect(fresh.status).toBe(200);
    // A session opened right after the reset works; the one opened before it does not.
    const freshVerify = await request(ctx.app)
      .get('/api/auth/verifyToken')
      .set('Cookie', sessionCookieOf(fresh)!);
    expect(freshVerify.status).toBe(200);
    const oldVerify = await withSession(ctx.app, oldSession).get('/api/auth/verifyToken');
    expect(oldVerify.status).toBe(403);
  });

  test('an expired token is refused', async () => {
    const user = await createUser(ctx.db);
    await postAuth(ctx.app, 'forgotPassword', { email: user.email });
    const mail = await smtp.waitForMail(user.email, 1);
    const token = /resetPassword\/([A-Za-z0-9_-]{43})/.exec(mail.raw.replace(/=\r?\n/g, ''))![1]!;
    await ctx.db.passwordResetToken.updateMany({
      where: { user_id: user.user_id },
      data: { expires_at: new Date(Date.now() - 1000) },
    });
    const res = await postAuth(ctx.app, 'resetPassword', {
      token,
      password: 'nouveau-secret-2026',
    });
    expectFailure(res, 400, 'Ce lien de réinitialisation est invalide ou a expiré.');
  });

  test('an unknown email gets the same answer and no mail', async () => {
    const email = `personne-${unique()}@exemple.be`;
    const res = await postAuth(ctx.app, 'forgotPassword', { email });
    expectAnswer(res, 200, {
      message:
        'Si un compte existe pour cet email, un lien de réinitialisation vient de lui être envoyé.',
    });
    // A known account asked afterwards: once its mail has arrived, the first request is done too.
    const known = await createUser(ctx.db);
    await postAuth(ctx.app, 'forgotPassword', { email: known.email });
    await smtp.waitForMail(known.email, 1);
    expect(smtp.mailsTo(email)).toEqual([]);
  });

  test.each([
    [{}],
    [{ token: 'x'.repeat(300), password: 'motdepasse-long' }],
    [{ token: 'inconnu', password: 'motdepasse-long' }],
  ])('refuses %o', async (body) => {
    const res = await postAuth(ctx.app, 'resetPassword', body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(true);
  });
});

describe('auth configuration', () => {
  test('Google sign-in is not offered when not configured', async () => {
    const config = await request(ctx.app).get('/api/auth/config');
    expect(config.body).toEqual({ google_client_id: null });
    const google = await postAuth(ctx.app, 'google', { code: 'abc' });
    expectFailure(google, 404, "La connexion Google n'est pas configurée.");
  });
});

describe('rate limits', () => {
  test('repeated failed logins, registrations, resets and Google sign-ins get 429, then work after the window', async () => {
    const limited = await createTestContext({
      AUTH_RATE_LIMIT_MAX: '3',
      AUTH_RATE_LIMIT_WINDOW_MS: '1500',
    });
    try {
      const organization = await createOrganization(limited.db);
      const user = await createUser(limited.db, { organization_id: organization.organization_id });
      const fail = () => postAuth(limited.app, 'login', { email: user.email, password: 'faux' });
      const first = await fail();
      expect(first.status).toBe(400);
      // The IETF draft-7 headers tell well-behaved clients how much is left.
      expect(first.headers['ratelimit-policy']).toMatch(/^3;w=\d+$/);
      expect(first.headers['ratelimit']).toMatch(/^limit=3, remaining=2, reset=\d+$/);
      for (let i = 0; i < 2; i++) expect((await fail()).status).toBe(400);
      const blocked = await fail();
      expectFailure(blocked, 429, 'Trop de requêtes, veuillez réessayer plus tard');
      // Even the right password waits for the window: that is the point of the limit.
      const right = await postAuth(limited.app, 'login', {
        email: user.email,
        password: user.password,
      });
      expect(right.status).toBe(429);

      // Each limited route's window ends when its 429 says; the test waits for the last one.
      const windowsEnd = [rateLimitResetAt(right)];
      for (const path of [
        '/api/auth/register',
        '/api/auth/forgotPassword',
        '/api/auth/resetPassword',
        '/api/auth/google',
      ]) {
        const statuses: number[] = [];
        for (let i = 0; i < 4; i++) {
          const res = await request(limited.app).post(path).send({});
          statuses.push(res.status);
          if (res.status === 429) windowsEnd.push(rateLimitResetAt(res));
        }
        expect(statuses).toEqual([400, 400, 400, 429]);
      }

      const lastWindowEnd = Math.max(...windowsEnd);
      await waitFor(() => Date.now() >= lastWindowEnd, 'the rate-limit windows to end');
      const afterWindow = await postAuth(limited.app, 'login', {
        email: user.email,
        password: user.password,
      });
      expect(afterWindow.status).toBe(200);
      for (const path of [
        '/api/auth/register',
        '/api/auth/forgotPassword',
        '/api/auth/resetPassword',
      ]) {
        expect((await request(limited.app).post(path).send({})).status, path).toBe(400);
      }
    } finally {
      await limited.close();
    }
  });

  test('correct logins do not use up the failed-login limit', async () => {
    const limited = await createTestContext({ AUTH_RATE_LIMIT_MAX: '3' });
    try {
      const organization = await createOrganization(limited.db);
      const user = await createUser(limited.db, { organization_id: organization.organization_id });
      const login = (password: string) =>
        postAuth(limited.app, 'login', { email: user.email, password });
      for (let i = 0; i < 5; i++) expect((await login(user.password)).status).toBe(200);
      // A success is counted on arrival and taken back once answered, in the shared store.
      await waitFor(async () => {
        const rows = await limited.db.$queryRaw<{ hits: number }[]>`
          SELECT hits FROM rate_limit_hits WHERE key LIKE 'auth-login:%'`;
        return rows.every((row) => row.hits === 0);
      }, 'the successes to be taken back');
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await login('faux')).status);
      expect(statuses).toEqual([400, 400, 400, 429]);
    } finally {
      await limited.close();
    }
  });
});
