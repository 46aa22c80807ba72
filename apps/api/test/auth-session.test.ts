import jwt from 'jsonwebtoken';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestContext, type TestContext } from './support/app.js';
import { createOrganization, createUser } from './support/factories.js';
import { postAuth, setCookieOf } from './support/session.js';
import { expectFailure, expectAnswer } from './support/http.js';

let ctx: TestContext;
let member: Awaited<ReturnType<typeof createUser>>;
let loner: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  ctx = await createTestContext();
  const org = await createOrganization(ctx.db);
  member = await createUser(ctx.db, {
    organization_id: org.organization_id,
    email: 'membre@exemple.be',
  });
  loner = await createUser(ctx.db, { email: 'seul@exemple.be' });
});
afterAll(() => ctx.close());

function tokenCookie(res: request.Response): string {
  const cookie = setCookieOf(res);
  if (!cookie) throw new Error('no token cookie');
  return cookie;
}

describe('POST /api/auth/login', () => {
  test('signs a member in with an httpOnly SameSite=Lax cookie named token', async () => {
    const res = await postAuth(ctx.app, 'login', {
      email: ' Membre@Exemple.be ',
      password: member.password,
    });
    expectAnswer(res, 200, {
      message: 'Connexion réussie',
      user: { name: 'Alex Testeur', email: 'membre@exemple.be' },
    });
    const cookie = tokenCookie(res);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    // Plain http on the embedded default: a Secure cookie would never come back.
    expect(cookie).not.toMatch(/Secure/i);
  });

  test('an https PUBLIC_URL makes the cookie Secure, even when the proxy hop is plain http', async () => {
    const behindProxy = await createTestContext({ PUBLIC_URL: 'https://gestion.exemple.be' });
    try {
      const user = await createUser(behindProxy.db);
      const signedIn = await request(behindProxy.app)
        .post('/api/auth/login')
        .set('Origin', 'https://gestion.exemple.be')
        .send({ email: user.email, password: user.password });
      expect(signedIn.status).toBe(401);
      expect(tokenCookie(signedIn)).toMatch(/; Secure/i);
    } finally {
      await behindProxy.close();
    }
  });

  test('answers 401 with the spec message and still sets the cookie for a user without organization', async () => {
    const res = await postAuth(ctx.app, 'login', { email: loner.email, password: loner.password });
    expectAnswer(res, 401, { error: 401, message: "Vous n'avez pas de'organisation" });
    expect(tokenCookie(res)).toContain('token=');
  });

  test.each([
    [{ email: 'membre@exemple.be', password: 'mauvais' }, 'Mot de passe ou email incorrect'],
    [{ email: 'inconnu@exemple.be', password: 'peu-importe' }, 'Mot de passe ou email incorrect'],
    [{ email: '', password: 'x' }, 'Veuillez saisir votre email.'],
    [{ email: 'membre@exemple.be' }, 'Veuillez saisir votre mot de passe.'],
    [{ email: ['a'], password: 'x' }, 'Veuillez saisir votre email.'],
  ])('refuses %o with a French 400', async (body, message) => {
    const res = await postAuth(ctx.app, 'login', body);
    expectFailure(res, 400, message);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('/api/auth/verifyToken', () => {
  test('answers authenticated for a valid session, by GET and POST', async () => {
    const login = await postAuth(ctx.app, 'login', {
      email: member.email,
      password: member.password,
    });
    const cookie = tokenCookie(login).split(';')[0]!;
    for (const method of ['get', 'post'] as const) {
      const res = await request(ctx.app)[method]('/api/auth/verifyToken').set('Cookie', cookie);
      expectAnswer(res, 200, {
        authenticated: true,
        user: {
          name: 'Alex Testeur',
          email: 'membre@exemple.be',
          has_organization: true,
          email_verified: false,
          role: 'owner',
        },
      });
    }
  });

  test.each([
    ['no cookie', undefined],
    ['a tampered token', 'token=abc.def.ghi'],
    [
      'a token signed with another secret',
      `token=${jwt.sign({ sub: '1' }, 'another-secret-another-secret-0000')}`,
    ],
    ['an alg none token', `token=${jwt.sign({ sub: '1' }, '', { algorithm: 'none' })}`],
  ])('answers 403 with %s', async (_label, cookie) => {
    const req = request(ctx.app).get('/api/auth/verifyToken');
    const res = await (cookie ? req.set('Cookie', cookie) : req);
    expectFailure(res, 403, 'Session absente ou expirée.');
  });
});

describe('POST /api/auth/logout', () => {
  test('expires the token cookie', async () => {
    const res = await request(ctx.app).post('/api/auth/logout');
    expectAnswer(res, 200, { message: 'Déconnexion réussie' });
    expect(tokenCookie(res)).toMatch(/token=;.*Expires=Thu, 01 Jan 1970/);
  });
});
