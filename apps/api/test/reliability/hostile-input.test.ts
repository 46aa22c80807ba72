// Hostile input on every route (issue #8): wrong types, null, arrays, NaN/Infinity/huge numbers,
// impossible dates, 1 MB strings, control characters, prototype keys, malformed JSON, wrong
// content types and hostile files. Every answer is a 4xx with a French message (or a success when
// the input happens to be acceptable), never a 5xx or a hang, and a refused request changes
// nothing.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestContext, type TestContext } from '../support/app.js';
import { signedInMember } from '../support/factories.js';
import { ELF, PNG } from '../support/http.js';
import { registeredRoutes } from '../support/routes.js';
import { recordReliability } from './report.js';

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

/** Everything the organization owns, compared before and after each refused request. */
async function snapshot(): Promise<string> {
  const where = { organization_id: orgId };
  const counts = await Promise.all([
    ctx.db.client.count({ where }),
    ctx.db.event.count({ where }),
    ctx.db.category.count({ where }),
    ctx.db.subCategory.count({ where }),
    ctx.db.product.count({ where }),
    ctx.db.service.count({ where }),
    ctx.db.quote.count({ where }),
    ctx.db.invoice.count({ where }),
    ctx.db.sale.count({ where }),
    ctx.db.expense.count({ where }),
    ctx.db.revenue.count({ where }),
    ctx.db.storedFile.count({ where }),
    ctx.db.user.count({ where }),
  ]);
  const organization = await ctx.db.organization.findUniqueOrThrow({ where });
  return JSON.stringify({ counts, organization: { ...organization, updated_at: null } });
}

function call(route: string) {
  const [method, path] = route.split(' ') as [string, string];
  const url = path.replace(':fileType', 'logo_image');
  const agent = request(ctx.app);
  const req =
    method === 'GET'
      ? agent.get(url)
      : method === 'POST'
        ? agent.post(url)
        : method === 'PUT'
          ? agent.put(url)
          : agent.delete(url);
  return req.set('Cookie', cookie).timeout(15_000);
}

const tally = { requests: 0, serverErrors: 0 };

function expectFrenchRefusalOrSuccess(route: string, label: string, res: request.Response) {
  const where = `${route} with ${label}`;
  tally.requests += 1;
  if (res.status >= 500) tally.serverErrors += 1;
  expect(res.status, where).toBeLessThan(500);
  if (res.status >= 400 && res.status !== 402 && res.status !== 401) {
    const body = res.body as { message?: unknown };
    expect(typeof body.message, where).toBe('string');
    // French, not an English framework message or a stack trace.
    expect(body.message as string, where).not.toMatch(
      /Error:|at .*\.js|undefined|Cannot|Unexpected token/,
    );
  }
}

describe('hostile input on every route', () => {
  test('JSON bodies no form would send get a 4xx in French and change nothing', async () => {
    const routes = registeredRoutes(ctx.app).filter(
      (route) => !route.startsWith('GET ') && !SKIPPED.has(route),
    );
    for (const route of routes) {
      for (const [label, body] of HOSTILE_BODIES) {
        const before = await snapshot();
        const res = await call(route)
          .set('Content-Type', 'application/json')
          .send(JSON.stringify(body));
        expectFrenchRefusalOrSuccess(route, label, res);
        if (res.status >= 400) expect(await snapshot(), `${route} with ${label}`).toBe(before);
      }
    }
    // The prototype of plain objects was never touched.
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  }, 180_000);

  test('query strings no link would carry get a 4xx in French', async () => {
    const routes = registeredRoutes(ctx.app).filter((route) => !SKIPPED.has(route));
    const queries = [
      'quote_id=abc&sale_id=1e308&invoice_id=-1&expense_id=NaN&revenue_id=&product_id=%00',
      'request_id[]=1&request_id[]=2&event_id[a]=b&category_id=1&type=__proto__&service_id=Infinity',
    ];
    for (const route of routes) {
      for (const query of queries) {
        const [method, path] = route.split(' ') as [string, string];
        const res = await call(`${method} ${path}?${query}`);
        expectFrenchRefusalOrSuccess(route, query, res);
      }
    }
  }, 120_000);

  test('malformed JSON and wrong content types are refused with 400 or 415', async () => {
    for (const route of [
      'POST /api/clients/createClient',
      'PUT /api/quote/updateQuote',
      'POST /api/auth/login',
    ]) {
      const malformed = await call(route).set('Content-Type', 'application/json').send('{"name": ');
      expect(malformed.status, route).toBe(400);
      expect(malformed.body).toEqual({
        error: true,
        message: "Le corps de la requête n'est pas un JSON valide.",
      });
      const xml = await call(route).set('Content-Type', 'application/xml').send('<a/>');
      expect(xml.status, route).toBeGreaterThanOrEqual(400);
      expect(xml.status, route).toBeLessThan(500);
    }
  });

  test('hostile files: none, 20 MB, an executable named .pdf, an SVG carrying script', async () => {
    const upload = (
      path: string,
      fields: Record<string, string>,
      file?: { bytes: Buffer; name: string },
    ) => {
      let req = request(ctx.app).post(path).set('Cookie', cookie);
      for (const [key, value] of Object.entries(fields)) req = req.field(key, value);
      return file ? req.attach('file', file.bytes, file.name) : req;
    };
    const expense = {
      product_name: 'Achat',
      price: '10',
      recorded_date: '2026-05-01',
      payment_method: 'Cash',
      user_id: '-1',
    };
    const before = await snapshot();
    const none = await upload('/api/accounting/addExpense', expense);
    expect(none.status).toBe(400);
    const big = await upload('/api/accounting/addExpense', expense, {
      bytes: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(20 * 1024 * 1024)]),
      name: 'gros.pdf',
    });
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('Le fichier dépasse la taille maximale de 10 Mo.');
    const exe = await upload('/api/accounting/addExpense', expense, {
      bytes: ELF,
      name: 'facture.pdf',
    });
    expect(exe.status).toBe(415);
    expect(await snapshot()).toBe(before);

    // An SVG is accepted as a logo, but served so that its script cannot run in the app's origin.
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
    );
    const logo = await upload(
      '/api/organization/updateOrganizationFiles',
      { fileType: 'logo_image' },
      {
        bytes: svg,
        name: 'logo.svg',
      },
    );
    expect(logo.status).toBe(200);
    const served = await request(ctx.app)
      .get(logo.body.logo_image as string)
      .set('Cookie', cookie);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.headers['x-content-type-options']).toBe('nosniff');

    const png = await upload(
      '/api/organization/updateOrganizationFiles',
      { fileType: 'logo_image' },
      {
        bytes: PNG,
        name: 'logo.png',
      },
    );
    expect(png.status).toBe(200);
  });
});
