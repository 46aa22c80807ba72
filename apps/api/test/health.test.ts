import request from 'supertest';
import { describe, expect, test } from 'vitest';
import { createTestContext, useTestContext } from './support/app.js';
import { expectFailure, expectAnswer } from './support/http.js';

const ctx = useTestContext();

describe('GET /api/health', () => {
  test('answers 200 when the database is up, with a request id', async () => {
    const res = await request(ctx.app).get('/api/health');
    expectAnswer(res, 200, { status: 'ok', database: 'up' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('keeps a well-formed incoming request id', async () => {
    const res = await request(ctx.app).get('/api/health').set('X-Request-Id', 'abc-123');
    expect(res.headers['x-request-id']).toBe('abc-123');
  });

  test('sets the security headers', async () => {
    const res = await request(ctx.app).get('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('GET /api/health with the database down', () => {
  test('answers 503 with a French message', async () => {
    const down = await createTestContext();
    await down.close();
    const res = await request(down.app).get('/api/health');
    expectFailure(res, 503, 'La base de données est indisponible.');
  });
});
