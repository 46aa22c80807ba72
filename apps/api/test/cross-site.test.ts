import request from 'supertest';
import { beforeAll, describe, expect, test } from 'vitest';
import { useTestContext } from './support/app.js';
import { orgOf, signedInMember, type Member } from './support/factories.js';
import { expectFailure } from './support/http.js';
import { quotedWorkspace } from './support/quoted-workspace.js';

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

// The spec validates an invoice with a GET, which a link, an image or a
// form of another site can send with the session cookie (SameSite=Lax lets top-level GETs carry
// it). A browser without fetch metadata (no Sec-Fetch-Site) used to be let through.
describe('a GET that changes state (validateInvoice)', () => {
  async function pendingInvoice() {
    const w = await quotedWorkspace(ctx, {
      speakerLine: { price: 45.5 },
      dates: { rent_date: '2026-06-01', reserved_from: '2026-06-01', reserved_until: '2026-06-01' },
    });
    const created = await w.api.post(`/api/invoice/createInvoice?quote_id=${w.quoteId}`);
    const id = created.body.invoice.invoice_id as number;
    const status = async () =>
      (await ctx.db.invoice.findUniqueOrThrow({ where: { invoice_id: id } })).status;
    const validate = () =>
      request(ctx.app).get(`/api/invoice/validateInvoice?invoice_id=${id}`).set('Cookie', w.cookie);
    return { status, validate };
  }

  test.each([
    ['a link or a form, without fetch metadata', {}],
    ['a link from another site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['a page of a sibling subdomain', { 'Sec-Fetch-Site': 'same-site' }],
    [
      'the app header from another site (only with CORS, which the API never grants)',
      { 'X-Requested-With': 'XMLHttpRequest', 'Sec-Fetch-Site': 'cross-site' },
    ],
  ])('is refused when sent by %s, and the invoice stays pending', async (_label, headers) => {
    const invoice = await pendingInvoice();
    const res = await invoice.validate().set(headers);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(true);
    expect(res.body.message).toMatch(/^Requête refusée : /);
    expect(await invoice.status()).toBe('Pending');
  });

  test('is refused without the header the app sends, with its French message', async () => {
    const invoice = await pendingInvoice();
    const res = await invoice.validate().set('Sec-Fetch-Site', 'same-origin');
    expectFailure(res, 403, 'Requête refusée : cette action doit être faite depuis l’application.');
  });

  test('goes through as the app’s fetch helper sends it', async () => {
    const invoice = await pendingInvoice();
    const res = await invoice
      .validate()
      .set('X-Requested-With', 'XMLHttpRequest')
      .set('Sec-Fetch-Site', 'same-origin');
    expect(res.status).toBe(200);
    expect(await invoice.status()).toBe('Validated');
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
