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

describe('GET /api/ready', () => {
  test('answers 200 when the database answers and holds every migration of the release', async () => {
    const res = await request(ctx.app).get('/api/ready');
    expectAnswer(res, 200, { status: 'ready' });
  });

  test('answers 503 naming the migrations the database lacks (missing, or rolled back)', async () => {
    const behind = await createTestContext();
    try {
      const [last, previous] = await behind.db.$queryRaw<{ migration_name: string }[]>`
        SELECT migration_name FROM "_prisma_migrations" ORDER BY migration_name DESC LIMIT 2`;
      await behind.db.$executeRaw`
        DELETE FROM "_prisma_migrations" WHERE migration_name = ${last!.migration_name}`;
      const missing = await request(behind.app).get('/api/ready');
      expectFailure(
        missing,
        503,
        `Migrations de la base de données non appliquées : ${last!.migration_name}.`,
      );
      await behind.db.$executeRaw`
        UPDATE "_prisma_migrations" SET rolled_back_at = now()
         WHERE migration_name = ${previous!.migration_name}`;
      const rolledBack = await request(behind.app).get('/api/ready');
      expectFailure(
        rolledBack,
        503,
        `Migrations de la base de données non appliquées : ${previous!.migration_name}, ${last!.migration_name}.`,
      );
      // Liveness is another question: the process and its database still answer.
      expectAnswer(await request(behind.app).get('/api/health'), 200, {
        status: 'ok',
        database: 'up',
      });
    } finally {
      await behind.close();
    }
  });

  test('answers 503 with a French message when the database is down', async () => {
    const down = await createTestContext();
    await down.close();
    const res = await request(down.app).get('/api/ready');
    expectFailure(res, 503, 'La base de données est indisponible.');
  });
});
