// Sessions: forged, expired and foreign tokens are refused, a removed member loses
// access, a password reset ends older sessions, the cookie is httpOnly and SameSite, and no
// state-changing route takes a form posted from another site.
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { describe, expect, test } from 'vitest';
import { createTestContext, useTestContext } from '../support/app.js';
import { withSession } from '../support/http.js';
import { signedInMember } from '../support/factories.js';
import { DECLARED_ROUTES, requestRoute } from '../support/routes.js';
import { recordReliability } from './report.js';
import { organizationSnapshot } from './snapshot.js';
import { postAuth, setCookieOf } from '../support/session.js';

const SECRET = 'test-secret-test-secret-test-secret-0123';
const ctx = useTestContext();

const probe = (cookie: string) =>
  withSession(ctx.app, cookie).get('/api/organization/getOrganization');

describe('session tokens', () => {
  test.each([
    ['tampered', (id: number) => `${jwt.sign({ sub: String(id) }, SECRET)}x`],
    ['alg none', (id: number) => jwt.sign({ sub: String(id) }, '', { algorithm: 'none' })],
    [
      'expired',
      (id: number) =>
        jwt.sign({ sub: String(id), exp: Math.floor(Date.now() / 1000) - 60 }, SECRET),
    ],
    [
      'signed with another secret',
      (id: number) => jwt.sign({ sub: String(id) }, 'another-secret-another-secret-0000'),
    ],
    ['for another user id', () => jwt.sign({ sub: '2147483000' }, SECRET)],
    ['with a non-numeric subject', () => jwt.sign({ sub: 'admin' }, SECRET)],
  ])('a %s token is refused with 403', async (_label, forge) => {
    const { user } = await signedInMember(ctx);
    const res = await probe(`token=${forge(user.user_id)}`);
    expect(res.status).toBe(403);
  });

  test('the same claims signed with the real secret work (the refusals above are not accidental)', async () => {
    const { user } = await signedInMember(ctx);
    const res = await probe(`token=${jwt.sign({ sub: String(user.user_id) }, SECRET)}`);
    expect(res.status).toBe(200);
  });

  test('a token accepted once is refused once it expires (a verified token is not trusted past its exp)', async () => {
    const { user } = await signedInMember(ctx);
    const exp = Math.floor(Date.now() / 1000) + 1;
    const cookie = `token=${jwt.sign({ sub: String(user.user_id), exp }, SECRET)}`;
    expect((await probe(cookie)).status).toBe(200);
    expect((await probe(cookie)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, exp * 1000 - Date.now() + 20));
    expect((await probe(cookie)).status).toBe(403);
  });

  test('a member removed from the organization loses access at the next request', async () => {
    const { user, cookie } = await signedInMember(ctx);
    expect((await probe(cookie)).status).toBe(200);
    await ctx.db.user.update({ where: { user_id: user.user_id }, data: { organization_id: null } });
    const res = await probe(cookie);
    expect(res.status).toBe(401);
    await ctx.db.user.delete({ where: { user_id: user.user_id } });
    expect((await probe(cookie)).status).toBe(403);
  });

  test('a password reset ends the sessions opened before it', async () => {
    const { user, cookie } = await signedInMember(ctx);
    // The reset comes after the sign-in, even when both fall within the same millisecond here.
    await ctx.db.user.update({
      where: { user_id: user.user_id },
      data: { sessions_valid_after: new Date(Date.now() + 1) },
    });
    expect((await probe(cookie)).status).toBe(403);
  });

  test('the session cookie is httpOnly, SameSite=Lax, on path /, and Secure behind HTTPS', async () => {
    const { user } = await signedInMember(ctx);
    const plain = await postAuth(ctx.app, 'login', { email: user.email, password: user.password });
    const cookie = setCookieOf(plain)!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/i);

    const behindProxy = await createTestContext({ TRUST_PROXY: 'loopback' });
    try {
      const member = await signedInMember(behindProxy);
      const secure = await request(behindProxy.app)
        .post('/api/auth/login')
        .set('X-Forwarded-Proto', 'https')
        .send({ email: member.user.email, password: member.user.password });
      const secureCookie = setCookieOf(secure)!;
      expect(secureCookie).toMatch(/Secure/i);
    } finally {
      await behindProxy.close();
    }
  });
});

describe('forms posted from another site', () => {
  // What a page of another site can send without CORS: a form (urlencoded, multipart or
  // text/plain), with the browser's Origin, or in older browsers only Sec-Fetch-Site.
  const FORGERIES: [string, Record<string, string>, string][] = [
    [
      'an urlencoded form',
      { Origin: 'https://evil.example', 'Content-Type': 'application/x-www-form-urlencoded' },
      'client_name=pirate&terms=pirate&email=pirate%40evil.example',
    ],
    [
      'a text/plain form carrying JSON',
      { Origin: 'https://evil.example', 'Content-Type': 'text/plain' },
      '{"client_name":"pirate","terms":"pirate"}',
    ],
    [
      'a multipart form',
      { Origin: 'null', 'Content-Type': 'multipart/form-data; boundary=x' },
      '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\npirate\r\n--x--\r\n',
    ],
    [
      'a text/plain form without Origin',
      { 'Sec-Fetch-Site': 'cross-site', 'Content-Type': 'text/plain' },
      '{"client_name":"pirate"}',
    ],
  ];

  test('every state-changing route refuses them with 403 and nothing changes', async () => {
    const { organization, cookie } = await signedInMember(ctx);
    const orgId = organization.organization_id;
    const routes = DECLARED_ROUTES.filter((route) => !route.startsWith('GET '));
    const before = await organizationSnapshot(ctx.db, orgId);
    const accepted: string[] = [];
    for (const route of routes) {
      for (const [label, headers, body] of FORGERIES) {
        const res = await requestRoute(ctx.app, route)
          .set('Cookie', cookie)
          .set(headers)
          .send(body);
        if (res.status !== 403) accepted.push(`${route} with ${label}: ${res.status}`);
        else
          expect(res.body.message, route).toBe('Requête refusée : elle provient d’un autre site.');
      }
    }
    recordReliability('cross-site', {
      routes: routes.length,
      requests: routes.length * FORGERIES.length,
      accepted: accepted.length,
    });
    expect(accepted).toEqual([]);
    expect(await organizationSnapshot(ctx.db, orgId)).toBe(before);
  });
});
