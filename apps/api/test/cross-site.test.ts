import request from 'supertest';
import { beforeAll, describe, expect, test } from 'vitest';
import { useTestContext } from './support/app.js';
import { orgOf, signedInMember, type Member } from './support/factories.js';
import { expectFailure } from './support/http.js';

const ctx = useTestContext({ GOOGLE_CLIENT_ID: 'client-id.apps.googleusercontent.com' });
let member: Member;
beforeAll(async () => {
  member = await signedInMember(ctx);
});

const postTerms = () => member.api.post('/api/organization/updateOrganizationTerms');
const terms = () =>
  ctx.db.organization
    .findUniqueOrThrow({ where: { organization_id: orgOf(member) } })
    .then((row) => row.terms);

describe('state-changing requests from another site', () => {
  test.each([
    ['an Origin of another site', { Origin: 'https://evil.example' }],
    ['an opaque Origin (sandboxed frame)', { Origin: 'null' }],
    ['no Origin but Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
  ])('are refused with %s and change nothing', async (_label, headers) => {
    const res = await postTerms().set(headers).send({ terms: 'piraté' });
    expectFailure(res, 403, 'Requête refusée : elle provient d’un autre site.');
    expect(await terms()).toBe('');
  });

  test('a text/plain form post from another site cannot change anything', async () => {
    const res = await postTerms()
      .set('Origin', 'https://evil.example')
      .set('Content-Type', 'text/plain')
      .send('{"terms":"piraté"}');
    expect(res.status).toBe(403);
    expect(await terms()).toBe('');
  });

  test('the same origin, and clients that are not browsers, go through', async () => {
    const sameOrigin = await postTerms()
      .set('Host', 'app.exemple.be')
      .set('Origin', 'https://app.exemple.be')
      .send({ terms: 'Paiement à 30 jours.' });
    expect(sameOrigin.status).toBe(200);
    const noOrigin = await postTerms().send({ terms: 'Paiement à 15 jours.' });
    expect(noOrigin.status).toBe(200);
    expect(await terms()).toBe('Paiement à 15 jours.');
  });

  test('reading is not affected', async () => {
    const res = await member.api
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
