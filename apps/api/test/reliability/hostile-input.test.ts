// Hostile input on every route: wrong types, null, arrays, NaN/Infinity/huge numbers,
// impossible dates, 1 MB strings, control characters, prototype keys, malformed JSON and wrong
// content types (multipart forms and files: hostile-multipart.test.ts). Every answer is a 4xx
// with a French message (or a success when the input happens to be acceptable), never a 5xx or a
// hang, and a refused request changes nothing.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestContext, type TestContext } from '../support/app.js';
import { signedInMember } from '../support/factories.js';
import { asApp } from '../support/http.js';
import { DECLARED_ROUTES, requestRoute } from '../support/routes.js';
import { expectFrenchRefusalOrSuccess, type HostileTally } from './refusals.js';
import { recordReliability } from './report.js';
import { organizationSnapshot } from './snapshot.js';

let ctx: TestContext;
let cookie: string;
let orgId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  const member = await signedInMember(ctx);
  cookie = member.cookie;
  orgId = member.organization.organization_id;
});
afterAll(async () => {
  recordReliability('hostile-input', tally);
  await ctx.close();
});

// Routes whose success is not about this organization's data, or that end the session.
const SKIPPED = new Set([
  'POST /api/auth/logout',
  'PUT /api/organization/leave',
  'POST /api/stripe/cancelSubscription',
  'POST /api/stripe/webhook',
  // Signed raw bytes of the access point: any other body is a 401 (peppol-refusals.test.ts).
  'POST /api/peppol/webhook',
]);

const HUGE = 'é'.repeat(1_000_000);

/** Bodies no form would send. */
const HOSTILE_BODIES: [string, unknown][] = [
  ['null', null],
  ['an array', [1, 2, 3]],
  ['a string', 'bonjour'],
  [
    'numbers everywhere',
    { name: 1, email: 2, price: 3, products: 4, startDate: 5, client_id: 'x' },
  ],
  [
    'NaN, Infinity and huge numbers',
    { price: 'NaN', quantity: 'Infinity', client_id: 1e308, event_id: -1e308, product_id: 2 ** 53 },
  ],
  ['negative ids', { quote_id: -5, client_id: -2, sale_id: -9, expense_id: -3 }],
  [
    'impossible dates',
    { startDate: '2026-02-30', endDate: '9999-99-99', rent_date: '0000-00-00', date: 'hier' },
  ],
  ['1 MB strings', { name: HUGE, client_name: HUGE, email: HUGE, terms: HUGE, product_name: HUGE }],
  [
    'control characters and emoji',
    { name: 'a\u0000b\u0007c😀', client_name: '\u202e\u0000', email: 'x@y\u0000.be' },
  ],
  [
    'prototype keys',
    JSON.parse('{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}}'),
  ],
  ['nested arrays of objects', { products: [[{}]], services: [null, 'x'], lines: { a: 1 } }],
];

const snapshot = () => organizationSnapshot(ctx.db, orgId);

// As the app's fetch helper sends them (its header), so hostile values reach every route's parser.
const call = (route: string) =>
  asApp(requestRoute(ctx.app, route.replace(':fileType', 'logo_image')))
    .set('Cookie', cookie)
    .timeout(15_000);

const tally: HostileTally = { requests: 0, serverErrors: 0 };

const judge = (route: string, label: string, res: request.Response) =>
  expectFrenchRefusalOrSuccess(tally, `${route} with ${label}`, res);

describe('hostile input on every route', () => {
  test('JSON bodies no form would send get a 4xx in French and change nothing', async () => {
    const routes = DECLARED_ROUTES.filter(
      (route) => !route.startsWith('GET ') && !SKIPPED.has(route),
    );
    for (const route of routes) {
      for (const [label, body] of HOSTILE_BODIES) {
        const before = await snapshot();
        const res = await call(route)
          .set('Content-Type', 'application/json')
          .send(JSON.stringify(body));
        judge(route, label, res);
        if (res.status >= 400) expect(await snapshot(), `${route} with ${label}`).toBe(before);
      }
    }
    // The prototype of plain objects was never touched.
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  }, 180_000);

  test('query strings no link would carry get a 4xx in French', async () => {
    const routes = DECLARED_ROUTES.filter((route) => !SKIPPED.has(route));
    const queries = [
      'quote_id=abc&sale_id=1e308&invoice_id=-1&expense_id=NaN&revenue_id=&product_id=%00',
      'request_id[]=1&request_id[]=2&event_id[a]=b&category_id=1&type=__proto__&service_id=Infinity',
      // The keyset pager's cursors (db/keyset.ts): forged, both at once, a flag that is not one.
      'page=2&cursors=1&after=WyJ4Il0',
      `page=2&after=${Buffer.from('{"s":"id","o":"desc","k":["\u0000","1e99"]}').toString('base64url')}`,
      'page=2&after=eyJzIjoxfQ&before=%00&cursors=yes',
    ];
    for (const route of routes) {
      for (const query of queries) {
        const res = await call(`${route}?${query}`);
        judge(route, query, res);
      }
    }
  }, 120_000);

  test('malformed JSON and wrong content types are refused on every route and change nothing', async () => {
    const routes = DECLARED_ROUTES.filter(
      (route) => !route.startsWith('GET ') && !SKIPPED.has(route),
    );
    for (const route of routes) {
      const before = await snapshot();
      const malformed = await call(route).set('Content-Type', 'application/json').send('{"name": ');
      judge(route, 'malformed JSON', malformed);
      expect(malformed.status, route).toBe(400);
      expect(malformed.body, route).toEqual({
        error: true,
        message: "Le corps de la requête n'est pas un JSON valide.",
      });
      const xml = await call(route).set('Content-Type', 'application/xml').send('<a/>');
      judge(route, 'an XML body', xml);
      if (xml.status >= 400) expect(await snapshot(), route).toBe(before);
    }
  }, 60_000);
});
