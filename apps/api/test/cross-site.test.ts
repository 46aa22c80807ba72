import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestContext, type TestContext } from './support/app.js';
import { withSession } from './support/http.js';
import { createOrganization, createUser } from './support/factories.js';
import { signIn } from './support/session.js';

let ctx: TestContext;
let cookie: string;
let organizationId: number;

beforeAll(async () => {
  ctx = await createTestContext({ GOOGLE_CLIENT_ID: 'client-id.apps.googleusercontent.com' });
  const organization = await createOrganization(ctx.db);
  organizationId = organization.organization_id;
  const user = await createUser(ctx.db, { organization_id: organizationId });
  cookie = await signIn(ctx.app, user);
});
afterAll(() => ctx.close());

const terms = () =>
  ctx.db.organization
    .findUniqueOrThrow({ where: { organization_id: organizationId } })
    .then((row) => row.terms);

describe('state-changing requests from another site', () => {
  test.each([
    ['an Origin of another site', { Origin: 'https://evil.example' }],
    ['an opaque Origin (sandboxed frame)', { Origin: 'null' }],
    ['no Origin but Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
  ])('are refused with %s and change nothing', async (_label, headers) => {
    const res = await withSession(ctx.app, cookie)
      .post('/api/organization/updateOrganizationTerms')
      .set(headers)
      .send({ terms: 'piraté' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      error: true,
      message: 'Requête refusée : elle provient d’un autre site.',
    });
    expect(await terms()).toBe('');
  });

  test('a text/plain form post from another site cannot change anything', async () => {
    const res = await withSession(ctx.app, cookie)
      .post('/api/organization/updateOrganizationTerms')
      .set('Origin', 'https://evil.example')
      .set('Content-Type', 'text/plain')
      .send('{"terms":"piraté"}');
    expect(res.status).toBe(403);
    expect(await terms()).toBe('');
  });

  test('the same origin, and clients that are not browsers, go through', async () => {
    const sameOrigin = await withSession(ctx.app, cookie)
      .post('/api/organization/updateOrganizationTerms')
      .set('Host', 'app.exemple.be')
      .set('Origin', 'https://app.exemple.be')
      .send({ terms: 'Paiement à 30 jours.' });
    expect(sameOrigin.status).toBe(200);
    const noOrigin = await withSession(ctx.app, cookie)
      .post('/api/organization/updateOrganizationTerms')
      .send({ terms: 'Paiement à 15 jours.' });
    expect(noOrigin.status).toBe(200);
    expect(await terms()).toBe('Paiement à 15 jours.');
  });

  test('reading is not affected', async () => {
    const res = await withSession(ctx.app, cookie)
      .get('/api/organization/getOrganization')
      .set('Origin', 'https://evil.example');
    expect(res.status).toBe(200);
  });
});

describe('security headers with Google sign-in configured', () => {
  test('the CSP lets the Google client script and its popup in, and nothing else', async () => {
    const res = await request(ctx.app).get('/api/health');
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self' https://accounts.google.com");
    expect(csp).toContain("frame-src 'self' blob: https://accounts.google.com");
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });
});
