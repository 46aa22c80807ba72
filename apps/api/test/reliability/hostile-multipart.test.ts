// Hostile multipart forms on every route that reads multipart/form-data, found in the
// app's router like the isolation matrix, so a new upload route without an entry here fails the
// suite. Each route gets: no file, a 20 MB file, executables and HTML named like documents, an
// empty file, an SVG carrying script, hostile file names, extra files, malformed or mislabelled
// bodies, and hostile text fields. Every answer is a 4xx with a French message (or a success when
// the form is legitimately acceptable), never a 5xx or a hang; a refused form changes nothing;
// an accepted file is served so that it cannot act in the app's origin.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { MSG_COMPRESSED_BODY } from '../../src/http/body-parsers.js';
import { MSG_FILE_TOO_LARGE } from '@app/shared/files';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestContext, type TestContext } from '../support/app.js';
import { signedInMember } from '../support/factories.js';
import { codaFile } from '../support/coda-writer.js';
import { rulesDir } from '../einvoice/schematron.js';
import { ELF, PNG, withSession } from '../support/http.js';
import { DECLARED_MULTIPART_ROUTES, requestRoute } from '../support/routes.js';
import {
  MSG_FIELD_TOO_LONG,
  MSG_FORM_UNREADABLE,
  MSG_NO_FILE_EXPECTED,
  MSG_ONE_FILE_ONLY,
  MSG_TOO_MANY_FIELDS,
} from '../../src/modules/files/upload.js';
import { expectFrenchRefusalOrSuccess, type HostileTally } from './refusals.js';
import { recordReliability } from './report.js';
import { organizationSnapshot } from './snapshot.js';

let ctx: TestContext;
let cookie: string;
let orgId: number;

/** Ids of the organization's own records, which the update forms name. */
type Own = {
  member: number;
  category: number;
  event: number;
  product: number;
  service: number;
  expense: number;
  revenue: number;
};
const own = {} as Own;

type FileRule = 'required' | 'optional' | 'none';

type Target = {
  file: FileRule;
  /** A form the route accepts. */
  fields: (ids: Own) => Record<string, string>;
  /** Where the file stored by an accepted form is served. */
  served?: (body: Record<string, Record<string, unknown>>, ids: Own) => string;
  /**
   * A file the route reads instead of storing (a bank statement): the valid file its forms carry,
   * and the status of a file of any other content (a picture, an executable).
   */
  reads?: { valid: () => Part; refusal: number };
};

const day = '2026-05-01';

const expenseFields = (ids: Own) => ({
  product_name: 'Achat',
  price: '12.5',
  recorded_date: day,
  payment_method: 'Cash',
  user_id: String(ids.member),
  event_id: String(ids.event),
});
const revenueFields = (ids: Own) => ({
  product_name: 'Buvette',
  unit_price: '2.5',
  amount: '4',
  recorded_date: day,
  payment_method: 'Cash',
  event_id: String(ids.event),
});
const productFields = (ids: Own) => ({
  name: 'Tonnelle',
  price: '40',
  category_id: String(ids.category),
  stock: '3',
  tva_rate: '21',
  discount: '0',
});
const serviceFields = () => ({ name: 'Montage', description: 'Sur place', price: '25' });
const eventFields = () => ({
  name: 'Fête',
  location: 'Salle',
  date: day,
  start_at: '10:00',
  end_at: '12:00',
  link: 'https://exemple.be',
});

/** Every multipart route; the suite fails when the app registers one that is not here. */
const TARGETS: Record<string, Target> = {
  'POST /api/accounting/addExpense': {
    file: 'required',
    fields: expenseFields,
    served: (body) =>
      `/api/accounting/getExpensesFile?expense_id=${String(body.expense!.expense_id)}`,
  },
  'PUT /api/accounting/updateExpense': {
    file: 'optional',
    fields: (ids) => ({ expense_id: String(ids.expense), ...expenseFields(ids) }),
    served: (_body, ids) => `/api/accounting/getExpensesFile?expense_id=${ids.expense}`,
  },
  'POST /api/accounting/revenue/addRevenue': {
    file: 'optional',
    fields: revenueFields,
    served: (body) =>
      `/api/accounting/revenue/getRevenuesFile?revenue_id=${String(body.revenue!.revenue_id)}`,
  },
  'PUT /api/accounting/revenue/updateRevenue': {
    file: 'optional',
    fields: (ids) => ({ revenue_id: String(ids.revenue), ...revenueFields(ids) }),
    served: (_body, ids) => `/api/accounting/revenue/getRevenuesFile?revenue_id=${ids.revenue}`,
  },
  'POST /api/products/addProduct': {
    file: 'optional',
    fields: productFields,
    served: (body) =>
      `/api/products/getProductImage?product_id=${String(body.product!.product_id)}`,
  },
  'POST /api/products/updateProduct': {
    file: 'optional',
    fields: (ids) => ({ productId: String(ids.product), ...productFields(ids) }),
    served: (_body, ids) => `/api/products/getProductImage?product_id=${ids.product}`,
  },
  'POST /api/services/addService': { file: 'none', fields: serviceFields },
  'POST /api/services/updateService': {
    file: 'none',
    fields: (ids) => ({ serviceId: String(ids.service), ...serviceFields() }),
  },
  'POST /api/events/addEvent': {
    file: 'optional',
    fields: eventFields,
    served: (body) => `/api/events/getEventFile?event_id=${String(body.event!.event_id)}`,
  },
  'PUT /api/events/updateEvent': {
    file: 'optional',
    fields: (ids) => ({ event_id: String(ids.event), ...eventFields() }),
    served: (_body, ids) => `/api/events/getEventFile?event_id=${ids.event}`,
  },
  'POST /api/organization/updateOrganizationFiles': {
    file: 'required',
    fields: () => ({ fileType: 'logo_image' }),
    served: (body) => String(body.logo_image),
  },
  'POST /api/bank/importStatement': {
    file: 'required',
    fields: () => ({}),
    reads: {
      // A statement of the account the factories give every organization.
      valid: () =>
        filePart(
          Buffer.from(
            codaFile({
              iban: 'BE68539007547034',
              opening_cents: 0,
              movements: [{ bank_ref: 'R1', amount_cents: 100, free: 'Don' }],
            }),
          ),
          'releve.cod',
          'application/octet-stream',
        ),
      refusal: 400,
    },
  },
  'POST /api/accounting/importPurchaseInvoice': {
    file: 'required',
    fields: () => ({}),
    reads: {
      // OpenPEPPOL's base example invoice, as a supplier would send it.
      valid: () =>
        filePart(
          readFileSync(path.join(rulesDir, 'examples', 'ubl', 'base-example.xml')),
          'facture.xml',
          'application/xml',
        ),
      refusal: 400,
    },
  },
};

// ---------------------------------------------------------------------------------------------
// Multipart bodies written by hand, so that malformed ones can be sent too.

type Part =
  | { name?: string; value: string }
  | { name: string; filename: string; type: string; bytes: Buffer };

const BOUNDARY = '----fiabilite7MA4YWxkTrZu0gW';
const FORM_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

function encode(parts: Part[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const name = part.name === undefined ? '' : `; name="${part.name}"`;
    if ('bytes' in part) {
      chunks.push(
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data${name}; filename="${part.filename}"\r\n` +
            `Content-Type: ${part.type}\r\n\r\n`,
        ),
        part.bytes,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data${name}\r\n\r\n`),
        Buffer.from(part.value),
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

const fieldParts = (fields: Record<string, string>): Part[] =>
  Object.entries(fields).map(([name, value]) => ({ name, value }));

const filePart = (bytes: Buffer, filename: string, type = 'application/pdf'): Part => ({
  name: 'file',
  filename,
  type,
  bytes,
});

const MZ = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(56)]);
const HTML = Buffer.from('<!doctype html><script>fetch("/api/users/list")</script>');
const SVG_SCRIPT = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">' +
    '<script>fetch("/api/users/list").then((r) => r.text()).then(alert)</script></svg>',
);
const TWENTY_MB = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(20 * 1024 * 1024)]);
const ONE_MB_TEXT = 'é'.repeat(600_000);

/** What an input must get: a status, 'accepted' (2xx), or 'any' (2xx or a French 4xx). */
type Expected = number | 'accepted' | 'any';

type Input = {
  label: string;
  contentType?: string;
  encoding?: string;
  body: (target: Target, ids: Own) => Buffer;
  expected: (target: Target) => Expected;
  /** The refusal's message, where the input decides it. */
  message?: (target: Target) => string;
  /** Accepted forms carry a file to fetch back and check. */
  servesFile?: boolean;
};

/** The route's own file when it needs one, so that only the hostile part is wrong. */
const withFile = (target: Target): Part[] =>
  target.file === 'none' ? [] : [target.reads?.valid() ?? filePart(PNG, 'photo.png', 'image/png')];

const wholeForm = (target: Target, ids: Own) =>
  encode([...fieldParts(target.fields(ids)), ...withFile(target)]);

/** The route's valid fields, then `extra`, then the route's own file when it needs one. */
const formAndFileWith =
  (...extra: Part[]) =>
  (target: Target, ids: Own) =>
    encode([...fieldParts(target.fields(ids)), ...extra, ...withFile(target)]);

/** The route's valid fields, then `parts`. */
const formWith =
  (...parts: Part[]) =>
  (target: Target, ids: Own) =>
    encode([...fieldParts(target.fields(ids)), ...parts]);

/** For routes that store files: `stored`; for a form without a file field: the one refusal. */
const fileOutcome = (stored: Expected) => (target: Target) =>
  target.file === 'none' ? 400 : stored;

/** As fileOutcome, for content only a route storing files accepts or refuses as `stored`. */
const contentOutcome = (stored: Expected) => (target: Target) =>
  target.reads ? target.reads.refusal : fileOutcome(stored)(target);

const FILE_INPUTS: Input[] = [
  {
    label: 'valid fields and no file',
    body: formWith(),
    expected: (target) => (target.file === 'required' ? 400 : 'accepted'),
  },
  {
    label: 'the empty file part a browser sends when no file is chosen',
    body: formWith(filePart(Buffer.alloc(0), '', 'application/octet-stream')),
    expected: (target) => (target.file === 'required' ? 400 : 'accepted'),
  },
  {
    label: 'a 20 MB file',
    body: formWith(filePart(TWENTY_MB, 'gros.pdf')),
    expected: fileOutcome(413),
    message: (target) => (target.file === 'none' ? MSG_NO_FILE_EXPECTED : MSG_FILE_TOO_LARGE),
  },
  {
    label: 'an ELF executable named .pdf',
    body: formWith(filePart(ELF, 'devis.pdf')),
    expected: contentOutcome(415),
  },
  {
    label: 'a Windows executable named .pdf',
    body: formWith(filePart(MZ, 'devis.pdf')),
    expected: contentOutcome(415),
  },
  {
    label: 'an HTML page with script named .png',
    body: formWith(filePart(HTML, 'photo.png', 'image/png')),
    expected: contentOutcome(415),
  },
  {
    label: 'an empty file',
    body: formWith(filePart(Buffer.alloc(0), 'vide.pdf')),
    expected: fileOutcome(400),
  },
  {
    label: 'an SVG carrying script',
    body: formWith(filePart(SVG_SCRIPT, 'logo.svg', 'image/svg+xml')),
    expected: contentOutcome('accepted'),
    servesFile: true,
  },
  {
    // Escaped as browsers do (%22 for ", %0A for a line break); multer decodes them.
    label: 'a file name with a path, quotes and a line break',
    body: formWith(filePart(PNG, '../../etc/%22pass%0AX-Injecte: 1%22.png', 'image/png')),
    expected: contentOutcome('accepted'),
    servesFile: true,
  },
  {
    label: 'two files',
    body: formWith(filePart(PNG, 'a.png', 'image/png'), filePart(PNG, 'b.png', 'image/png')),
    expected: () => 400,
    message: (target) => (target.file === 'none' ? MSG_NO_FILE_EXPECTED : MSG_ONE_FILE_ONLY),
  },
  {
    label: 'a file in another field',
    body: formWith({ ...filePart(PNG, 'a.png', 'image/png'), name: 'photo' }),
    expected: () => 400,
    message: (target) => (target.file === 'none' ? MSG_NO_FILE_EXPECTED : MSG_ONE_FILE_ONLY),
  },
];

const BODY_INPUTS: Input[] = [
  {
    label: 'multipart without a boundary',
    contentType: 'multipart/form-data',
    body: wholeForm,
    expected: () => 400,
    message: () => MSG_FORM_UNREADABLE,
  },
  {
    label: 'a boundary that is not the one of the body',
    contentType: 'multipart/form-data; boundary=autre',
    body: wholeForm,
    expected: () => 400,
    message: () => MSG_FORM_UNREADABLE,
  },
  {
    label: 'a body cut off in the middle',
    body: (target, ids) => {
      const form = wholeForm(target, ids);
      return form.subarray(0, Math.floor(form.length / 2));
    },
    expected: () => 400,
    message: () => MSG_FORM_UNREADABLE,
  },
  {
    label: 'a body that is not multipart at all',
    body: () => Buffer.from('ceci n’est pas un formulaire'),
    expected: () => 400,
    message: () => MSG_FORM_UNREADABLE,
  },
  {
    label: 'an empty body',
    body: () => Buffer.alloc(0),
    expected: () => 400,
    message: () => MSG_FORM_UNREADABLE,
  },
  {
    label: 'multipart/mixed instead of form-data',
    contentType: `multipart/mixed; boundary=${BOUNDARY}`,
    body: wholeForm,
    expected: () => 400,
    message: () => MSG_FORM_UNREADABLE,
  },
  {
    // Refused before anything reads it, as every compressed body.
    label: 'a gzip-compressed form',
    encoding: 'gzip',
    body: (target, ids) => gzipSync(wholeForm(target, ids)),
    expected: () => 415,
    message: () => MSG_COMPRESSED_BODY,
  },
  {
    label: 'the form labelled text/plain',
    contentType: 'text/plain',
    body: wholeForm,
    expected: () => 400,
  },
  {
    label: 'the form labelled application/json',
    contentType: 'application/json',
    body: wholeForm,
    expected: () => 400,
  },
  {
    label: 'a part without a name',
    body: formAndFileWith({ value: 'orphelin' }),
    expected: () => 400,
    message: () => MSG_FORM_UNREADABLE,
  },
  {
    label: '60 fields',
    body: formAndFileWith(
      ...Array.from({ length: 60 }, (_, i) => ({ name: `champ${i}`, value: 'x' })),
    ),
    expected: () => 400,
    message: () => MSG_TOO_MANY_FIELDS,
  },
  {
    label: 'a field name of 10,000 characters',
    body: formAndFileWith({ name: 'n'.repeat(10_000), value: 'x' }),
    expected: () => 'any',
  },
  {
    label: 'prototype field names',
    body: formAndFileWith(
      { name: '__proto__[admin]', value: 'true' },
      { name: 'constructor[prototype][admin]', value: 'true' },
      { name: '__proto__', value: 'x' },
    ),
    expected: () => 'any',
  },
  {
    label: 'bracketed, deeply nested and sparse-array field names',
    body: (target, ids) =>
      encode([
        ...Object.keys(target.fields(ids)).map((name) => ({ name: `${name}[a]`, value: 'x' })),
        { name: `n${'[a]'.repeat(500)}`, value: 'x' },
        { name: 'liste[99999999]', value: 'x' },
        ...withFile(target),
      ]),
    expected: () => 'any',
  },
  {
    label: 'every field sent twice',
    body: (target, ids) =>
      encode([
        ...fieldParts(target.fields(ids)),
        ...fieldParts(target.fields(ids)),
        ...withFile(target),
      ]),
    expected: () => 'any',
  },
];

/** Put in each text field in turn, the other fields and the file staying valid. */
const HOSTILE_VALUES: [label: string, value: string, expected: Expected, message?: string][] = [
  ['an empty value', '', 'any'],
  ['"undefined"', 'undefined', 'any'],
  ['NaN', 'NaN', 'any'],
  ['Infinity', 'Infinity', 'any'],
  ['a negative number', '-1', 'any'],
  ['a huge number', '1e308', 'any'],
  ['a 25-digit number', '9999999999999999999999999', 'any'],
  ['an impossible date', '2026-02-30', 'any'],
  ['a control character, NUL and emoji', 'a\u0000b\u0007c😀\u202e', 'any'],
  ['markup with script', '<img src=x onerror=alert(1)><script>alert(1)</script>', 'any'],
  ['a 1 MB string', ONE_MB_TEXT, 400, MSG_FIELD_TOO_LONG],
];

function fieldInputs(target: Target, ids: Own): Input[] {
  return Object.keys(target.fields(ids)).flatMap((name) =>
    HOSTILE_VALUES.map(([label, value, expected, message]): Input => ({
      label: `${label} in ${name}`,
      body: () =>
        encode([...fieldParts({ ...target.fields(ids), [name]: value }), ...withFile(target)]),
      expected: () => expected,
      ...(message ? { message: () => message } : {}),
    })),
  );
}

// ---------------------------------------------------------------------------------------------

const tally: HostileTally & { routes: number; served: number } = {
  routes: 0,
  requests: 0,
  serverErrors: 0,
  served: 0,
};

function send(
  route: string,
  body: Buffer,
  headers: { contentType?: string; encoding?: string } = {},
) {
  let req = requestRoute(ctx.app, route)
    .set('Cookie', cookie)
    .set('Content-Type', headers.contentType ?? FORM_TYPE);
  if (headers.encoding) req = req.set('Content-Encoding', headers.encoding);
  return req.timeout(30_000).send(body);
}

/** A stored file comes back with headers that keep it from acting in the app's origin. */
async function expectServedSafely(where: string, url: string) {
  const served = await withSession(ctx.app, cookie).get(url);
  expect(served.status, where).toBe(200);
  expect(served.headers['x-content-type-options'], where).toBe('nosniff');
  expect(served.headers['content-security-policy'], where).toContain("default-src 'none'");
  expect(served.headers['content-security-policy'], where).toContain('sandbox');
  expect(served.headers['content-disposition'], where).toMatch(/^(inline|attachment); filename=/);
  expect(served.headers['x-injecte'], where).toBeUndefined();
  expect(['image/svg+xml', 'image/png'], where).toContain(served.headers['content-type']);
  tally.served += 1;
}

async function tryInputs(route: string, target: Target, inputs: Input[]) {
  let before = await organizationSnapshot(ctx.db, orgId);
  for (const input of inputs) {
    const where = `${route} with ${input.label}`;
    const res = await send(route, input.body(target, own), input);
    expectFrenchRefusalOrSuccess(tally, where, res);
    const expected = input.expected(target);
    if (expected === 'accepted') {
      expect([200, 201], `${where}: ${JSON.stringify(res.body)}`).toContain(res.status);
    } else if (expected !== 'any') {
      expect(res.status, `${where}: ${JSON.stringify(res.body)}`).toBe(expected);
    }
    if (input.message && res.status >= 400) {
      expect(res.body, where).toEqual({ error: true, message: input.message(target) });
    }
    if (res.status >= 400) {
      expect(await organizationSnapshot(ctx.db, orgId), where).toBe(before);
      continue;
    }
    if (input.servesFile && target.served) {
      await expectServedSafely(where, target.served(res.body as never, own));
    }
    before = await organizationSnapshot(ctx.db, orgId);
  }
}

beforeAll(async () => {
  ctx = await createTestContext();
  const member = await signedInMember(ctx, { plan: 'Entreprise' });
  cookie = member.cookie;
  orgId = member.organization.organization_id;
  own.member = member.user.user_id;
  own.category = (
    await ctx.db.category.create({ data: { organization_id: orgId, name: 'Matériel' } })
  ).category_id;
  // The organization's own records, made through the routes' own valid forms.
  const create = async (route: string, key: string, idField: string) => {
    const target = TARGETS[route]!;
    const res = await send(route, wholeForm(target, own));
    expect(res.status, `${route}: ${JSON.stringify(res.body)}`).toBe(201);
    return (res.body as Record<string, Record<string, number>>)[key]![idField]!;
  };
  own.event = await create('POST /api/events/addEvent', 'event', 'event_id');
  own.product = await create('POST /api/products/addProduct', 'product', 'product_id');
  own.service = await create('POST /api/services/addService', 'service', 'service_id');
  own.expense = await create('POST /api/accounting/addExpense', 'expense', 'expense_id');
  own.revenue = await create('POST /api/accounting/revenue/addRevenue', 'revenue', 'revenue_id');
});

afterAll(async () => {
  recordReliability('hostile-multipart', tally);
  await ctx.close();
});

describe('hostile multipart forms on every multipart route', () => {
  test('every route that reads multipart forms is in the table', () => {
    const routes = DECLARED_MULTIPART_ROUTES;
    expect(routes).toEqual(Object.keys(TARGETS).sort());
    tally.routes = routes.length;
  });

  test.each(Object.entries(TARGETS))(
    '%s: files, bodies and fields no form would send get a French 4xx and change nothing',
    async (route, target) => {
      await tryInputs(route, target, [...FILE_INPUTS, ...BODY_INPUTS, ...fieldInputs(target, own)]);
      // No field name reached the prototype of plain objects.
      expect(({} as Record<string, unknown>).admin).toBeUndefined();
    },
    120_000,
  );
});
