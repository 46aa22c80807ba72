import express from 'express';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { pinoHttp } from 'pino-http';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import '../src/zod-setup.js';
import { AppError } from '../src/errors/app-error.js';
import { errorMiddleware } from '../src/errors/error-middleware.js';
import { createTestContext, type TestContext } from './support/app.js';
import { expectFailure, expectAnswer } from './support/http.js';

let ctx: TestContext;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Accueil</title>');
  writeFileSync(join(webDist, 'assets', 'app-123.js'), 'console.log(1)');
  ctx = await createTestContext({}, { webDistDir: webDist });
});
afterAll(() => ctx.close());

describe('the HTTP contract of the real app', () => {
  test('an unknown API route answers a French 404 in JSON, not the SPA', async () => {
    const res = await request(ctx.app).get('/api/nothing/here');
    expectFailure(res, 404, 'Cette adresse ne correspond à aucune fonction.');
  });

  test('malformed JSON answers 400 with a French message', async () => {
    const res = await request(ctx.app)
      .post('/api/anything')
      .set('Content-Type', 'application/json')
      .send('{"name": ');
    expectFailure(res, 400, "Le corps de la requête n'est pas un JSON valide.");
  });

  test('a body over the limit answers 413', async () => {
    const res = await request(ctx.app)
      .post('/api/anything')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ text: 'x'.repeat(3 * 1024 * 1024) }));
    expectFailure(res, 413, 'La requête est trop volumineuse.');
  });
});

describe('the built SPA', () => {
  test('client routes get index.html (history fallback)', async () => {
    for (const path of ['/', '/quote', '/resetPassword/abc', '/unknown/deep/path']) {
      const res = await request(ctx.app).get(path);
      expect(res.status, path).toBe(200);
      expect(res.text).toContain('<title>Accueil</title>');
    }
  });

  test('hashed assets are served with a long cache, a missing asset is a 404', async () => {
    const asset = await request(ctx.app).get('/assets/app-123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await request(ctx.app).get('/assets/missing.js');
    expect(missing.status).toBe(404);
    expect(missing.text).not.toContain('Accueil');
  });
});

describe('the error middleware', () => {
  const app = express();
  app.use(pinoHttp({ logger: pino({ level: 'silent' }) }));
  app.get('/app-error/:code', (req) => {
    throw new AppError(req.params.code as never, 'Message précis.');
  });
  app.get('/zod', (req) => {
    z.object({ client_name: z.string({ error: 'Veuillez saisir le nom du client.' }) }).parse(
      req.query,
    );
  });
  app.get('/zod-generic', (req) => {
    z.object({ quantity: z.coerce.number().int() }).parse(req.query);
  });
  app.get('/prisma-not-found', () => {
    throw Object.assign(new Error('No record'), { code: 'P2025' });
  });
  app.get('/crash', () => {
    throw new Error('secret internals at /srv/app.ts:12');
  });
  app.use(errorMiddleware);

  test.each([
    ['BAD_REQUEST', 400, { error: true, message: 'Message précis.' }],
    ['NO_ORGANIZATION', 401, { error: 401, message: "Vous n'avez pas de'organisation" }],
    ['PAYMENT_REQUIRED', 402, { message: 'Payment required' }],
    ['UNAUTHENTICATED', 403, { error: true, message: 'Message précis.' }],
    ['NOT_FOUND', 404, { error: true, message: 'Message précis.' }],
    ['CONFLICT', 409, { error: true, message: 'Message précis.' }],
    ['FILE_TOO_LARGE', 413, { error: true, message: 'Message précis.' }],
    ['UNSUPPORTED_FILE', 415, { error: true, message: 'Message précis.' }],
    ['TOO_MANY_REQUESTS', 429, { error: true, message: 'Message précis.' }],
  ])('AppError %s answers %i', async (code, status, body) => {
    const res = await request(app).get(`/app-error/${code}`);
    expectAnswer(res, status, body);
  });

  test('a zod failure answers 400 with the schema’s French message', async () => {
    const res = await request(app).get('/zod');
    expectFailure(res, 400, 'Veuillez saisir le nom du client.');
  });

  test('a zod failure without a custom message is French and names the field', async () => {
    const res = await request(app).get('/zod-generic?quantity=abc');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(true);
    expect(res.body.message).toMatch(/^Entrée invalide.*\(champ quantity\)$/);
  });

  test('a Prisma "record not found" answers 404', async () => {
    const res = await request(app).get('/prisma-not-found');
    expectFailure(res, 404, 'Élément introuvable.');
  });

  test('an unexpected error answers 500 without internals', async () => {
    const res = await request(app).get('/crash');
    expectFailure(res, 500, 'Une erreur interne est survenue');
    expect(res.text).not.toContain('secret');
  });
});
