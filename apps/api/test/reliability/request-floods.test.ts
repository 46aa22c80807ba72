// Bodies are read before any route or session check, so a body that is costly to
// read must be refused before it costs anything. A 2 KB gzip body used to inflate to a million
// nested brackets and hold the event loop for ~240 ms; now compressed bodies, deep nesting and
// large anonymous bodies are refused up front, and every /api call is rate-limited per address.
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { jsonDepth, MAX_JSON_DEPTH } from '../../src/http/body-parsers.js';
import { createTestContext, type TestContext } from '../support/app.js';
import { withSession, expectFailure } from '../support/http.js';
import { signedInMember } from '../support/factories.js';
import { recordReliability } from './report.js';
import { postAuth } from '../support/session.js';

let ctx: TestContext;
const figures: Record<string, unknown> = {};

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  recordReliability('request-floods', figures);
  await ctx.close();
});

const NESTED = '['.repeat(1_000_000) + ']'.repeat(1_000_000);
const BOMB = gzipSync(NESTED, { level: 9 });

/** Status and milliseconds of one request. */
async function timed(call: () => request.Test) {
  const start = performance.now();
  const res = await call();
  return { res, ms: performance.now() - start };
}

describe('jsonDepth', () => {
  test.each([
    ['{}', 1],
    ['{"a":[1,{"b":[]}]}', 4],
    ['"[[[[["', 0],
    ['{"a":"\\"[[[[","b":[]}', 2],
    ['[[]][[[]]]', 3],
  ])('%s → %i', (text, depth) => {
    expect(jsonDepth(Buffer.from(text))).toBe(depth);
  });
});

describe('request floods', () => {
  test(`a 2 KB gzip bomb is refused with 415 before it is inflated (anonymous and signed-in routes)`, async () => {
    expect(BOMB.length).toBeLessThan(4 * 1024);
    const { cookie } = await signedInMember(ctx);
    const anonymous = await timed(() =>
      request(ctx.app)
        .post('/api/auth/login')
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', 'gzip')
        .send(BOMB),
    );
    expectFailure(anonymous.res, 415, 'Les requêtes compressées ne sont pas acceptées.');
    const signedIn = await timed(() =>
      withSession(ctx.app, cookie)
        .post('/api/clients/createClient')
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', 'gzip')
        .send(BOMB),
    );
    expect(signedIn.res.status).toBe(415);
    figures.gzipBombBytes = BOMB.length;
    figures.gzipBombMs = Math.round(Math.max(anonymous.ms, signedIn.ms));
    expect(await ctx.db.client.count()).toBe(0);
  });

  test(`JSON nested deeper than ${MAX_JSON_DEPTH} levels is a 400 before it is parsed; ordinary bodies pass`, async () => {
    const { cookie } = await signedInMember(ctx);
    const deep = await timed(() =>
      withSession(ctx.app, cookie)
        .post('/api/clients/createClient')
        .set('Content-Type', 'application/json')
        .send(NESTED.slice(0, 900_000) + NESTED.slice(-900_000)),
    );
    expectFailure(deep.res, 400, 'Les données envoyées sont trop imbriquées.');
    figures.deepJsonMs = Math.round(deep.ms);

    const nested = (levels: number) =>
      JSON.stringify({
        client_name: 'x',
        extra: JSON.parse('['.repeat(levels) + ']'.repeat(levels)),
      });
    const atLimit = await withSession(ctx.app, cookie)
      .post('/api/clients/createClient')
      .set('Content-Type', 'application/json')
      .send(nested(MAX_JSON_DEPTH - 1));
    expect(atLimit.status).toBe(201);
  });

  // The depth scan reads bytes, so it only sees the brackets of UTF-8. A
  // UTF-16 body of 400,000 levels used to pass it and be parsed (201).
  test('JSON in another charset than UTF-8 is a 415 before it is read; UTF-8 and other bodies pass', async () => {
    const { cookie } = await signedInMember(ctx);
    const post = (contentType: string, body: Buffer | string) =>
      withSession(ctx.app, cookie)
        .post('/api/clients/createClient')
        .set('Content-Type', contentType)
        // The bytes as they are: superagent would serialize a Buffer as JSON.
        .serialize((bytes: Buffer | string) => bytes as string)
        .send(body);
    const levels = 400_000;
    // In UTF-16LE, "Ģ" (U+0122) is the bytes 22 01: a byte scan takes its 0x22 for the end of
    // the string, and the brackets that follow for the inside of one.
    const deep = `{"client_name":"profond Ģ","x":${'['.repeat(levels)}${']'.repeat(levels)}}`;
    const utf16 = await timed(() =>
      post('application/json; charset=utf-16le', Buffer.from(deep, 'utf16le')),
    );
    expectFailure(utf16.res, 415, 'Les données JSON doivent être encodées en UTF-8.');
    figures.utf16DeepJsonMs = Math.round(utf16.ms);
    const plain = JSON.stringify({ client_name: 'Charset' });
    for (const charset of ['UTF-16LE', 'utf-16', 'utf-32', 'iso-8859-1', 'latin1']) {
      const refused = await post(`application/json; charset=${charset}`, plain);
      expectFailure(refused, 415, 'Les données JSON doivent être encodées en UTF-8.');
    }
    expect(
      await ctx.db.client.count({ where: { client_name: { in: ['profond Ģ', 'Charset'] } } }),
    ).toBe(0);

    for (const contentType of [
      'application/json',
      'application/json; charset=utf-8',
      'application/json;charset="UTF-8"',
      'application/json; charset=utf8',
    ]) {
      const accepted = await post(contentType, JSON.stringify({ client_name: 'Accentué é' }));
      expect(accepted.status, `${contentType}: ${JSON.stringify(accepted.body)}`).toBe(201);
    }
    expect(await ctx.db.client.count({ where: { client_name: 'Accentué é' } })).toBe(4);
    // Forms keep their own charsets: an urlencoded form in Latin-1 still reaches its route.
    const form = await request(ctx.app)
      .post('/api/auth/forgotPassword')
      .set('Content-Type', 'application/x-www-form-urlencoded; charset=iso-8859-1')
      .send('email=personne%40exemple.be');
    expect(form.status).toBe(200);
  });

  test('anonymous routes read a few KB at most', async () => {
    const big = await postAuth(ctx.app, 'login', {
      email: 'a@exemple.be',
      password: 'x'.repeat(9_000),
    });
    expectFailure(big, 413, 'La requête est trop volumineuse.');
    const form = await request(ctx.app)
      .post('/api/auth/forgotPassword')
      .type('form')
      .send(`email=${'a'.repeat(9_000)}`);
    expect(form.status).toBe(413);
  });

  test('the event loop stays free: eight bombs at once leave a light call fast', async () => {
    const bombs = Array.from({ length: 8 }, () =>
      request(ctx.app)
        .post('/api/auth/login')
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', 'gzip')
        .send(BOMB)
        .then((res) => res.status),
    );
    const light = await Promise.all(
      Array.from({ length: 5 }, () => timed(() => request(ctx.app).get('/api/auth/config'))),
    );
    expect(await Promise.all(bombs)).toEqual(Array(8).fill(415));
    expect(light.every(({ res }) => res.status === 200)).toBe(true);
    figures.lightCallMaxMsUnderBombs = Math.round(Math.max(...light.map(({ ms }) => ms)));
  });

  test('every /api route is rate-limited per client address', async () => {
    const limited = await createTestContext({ API_RATE_LIMIT_MAX: '5' });
    try {
      const statuses = [];
      for (let i = 0; i < 6; i++) {
        statuses.push((await request(limited.app).get('/api/auth/config')).status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      const res = await request(limited.app).get('/api/health');
      expectFailure(res, 429, 'Trop de requêtes, veuillez réessayer plus tard');
      const defaults = loadConfig({});
      figures.apiRateLimitDefault = `${defaults.API_RATE_LIMIT_MAX} per ${defaults.API_RATE_LIMIT_WINDOW_MS / 1000} s (default)`;
    } finally {
      await limited.close();
    }
  });

  test('behind a reverse proxy (TRUST_PROXY=1, one hop) each visitor has their own count', async () => {
    const proxied = await createTestContext({ API_RATE_LIMIT_MAX: '2', TRUST_PROXY: '1' });
    try {
      const from = (visitor: string) =>
        request(proxied.app).get('/api/auth/config').set('X-Forwarded-For', visitor);
      const statuses = [];
      for (const visitor of ['203.0.113.1', '203.0.113.1', '203.0.113.2', '203.0.113.2']) {
        statuses.push((await from(visitor)).status);
      }
      expect(statuses).toEqual([200, 200, 200, 200]);
      expect((await from('203.0.113.1')).status).toBe(429);
    } finally {
      await proxied.close();
    }
  });
});
