// The rate-limit store over `rate_limit_hits`, in the batched mode of the `api`
// limiter: two stores of one name stand for two replicas of the app on one database.
import type { Options } from 'express-rate-limit';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PostgresRateLimitStore } from '../src/modules/auth/rate-limit-store.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';

let database: TestDatabase;
let pool: pg.Pool;
/** The statements the stores sent since the last reset. */
const sent: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  pool = new pg.Pool({ connectionString: database.url });
  const query = pool.query.bind(pool) as (text: string, values?: unknown[]) => Promise<unknown>;
  // The stores only call query(text, values): record the text, then send it.
  (pool as unknown as { query: typeof query }).query = (text, values) => {
    sent.push(text);
    return query(text, values);
  };
});
afterAll(async () => {
  await pool.end();
  await database.drop();
});

function store(name: string, flushEveryMs: number) {
  const made = new PostgresRateLimitStore(pool, name, { flushEveryMs });
  made.init({ windowMs: 60_000 } as Options);
  return made;
}

async function storedHits(key: string): Promise<number | undefined> {
  const { rows } = await pool.query<{ hits: number }>(
    'SELECT hits FROM rate_limit_hits WHERE key = $1',
    [key],
  );
  return rows[0]?.hits;
}

describe('rate-limit store', () => {
  test('exact mode: every hit is written at once, so each replica sees the other at once', async () => {
    const [a, b] = [store('exact', 0), store('exact', 0)];
    expect((await a.increment('203.0.113.1')).totalHits).toBe(1);
    expect((await b.increment('203.0.113.1')).totalHits).toBe(2);
    expect((await a.increment('203.0.113.1')).totalHits).toBe(3);
    expect(await storedHits('exact:203.0.113.1')).toBe(3);
  });

  test('batched mode: a hit in a known window sends no statement and still counts here', async () => {
    const a = store('batched-local', 60_000);
    expect((await a.increment('203.0.113.2')).totalHits).toBe(1);
    sent.length = 0;
    const totals = [];
    for (let i = 0; i < 5; i++) totals.push((await a.increment('203.0.113.2')).totalHits);
    expect(totals).toEqual([2, 3, 4, 5, 6]);
    expect(sent).toEqual([]);
    expect(await storedHits('batched-local:203.0.113.2')).toBe(1);
    await a.flush();
    expect(await storedHits('batched-local:203.0.113.2')).toBe(6);
  });

  test('batched mode: the hits of two replicas add up once written, and each then sees the sum', async () => {
    const [a, b] = [store('batched-shared', 60_000), store('batched-shared', 60_000)];
    const key = '203.0.113.3';
    await a.increment(key);
    await b.increment(key);
    for (let i = 0; i < 3; i++) await a.increment(key);
    for (let i = 0; i < 4; i++) await b.increment(key);
    await a.flush();
    await b.flush();
    expect(await storedHits(`batched-shared:${key}`)).toBe(9);
    // Each learns the shared count with its own write: b, written last, has all of it; a saw 5.
    expect((await b.increment(key)).totalHits).toBe(10);
    expect((await a.increment(key)).totalHits).toBe(6);
    await b.flush();
    await a.flush();
    expect(await storedHits(`batched-shared:${key}`)).toBe(11);
  });

  test('batched mode: the hits are written on their own within the delay', async () => {
    const a = store('batched-timer', 50);
    await a.increment('203.0.113.4');
    await a.increment('203.0.113.4');
    await a.increment('203.0.113.5');
    await a.increment('203.0.113.5');
    await expect.poll(() => storedHits('batched-timer:203.0.113.4')).toBe(2);
    await expect.poll(() => storedHits('batched-timer:203.0.113.5')).toBe(2);
  });

  test('batched mode: the hits of a write still on its way keep counting here', async () => {
    const a = store('batched-in-flight', 60_000);
    const key = '203.0.113.7';
    await a.increment(key);
    await a.increment(key);
    // The write of the second hit is held back (a loaded database): meanwhile a third hit must
    // count it, or a visitor would get in past the limit while the process writes.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const query = pool.query.bind(pool) as (text: string, values?: unknown[]) => Promise<unknown>;
    (pool as unknown as { query: typeof query }).query = async (text, values) => {
      await held;
      return query(text, values);
    };
    try {
      const writing = a.flush();
      expect((await a.increment(key)).totalHits).toBe(3);
      release();
      await writing;
    } finally {
      (pool as unknown as { query: typeof query }).query = query;
    }
    expect((await a.increment(key)).totalHits).toBe(4);
    await a.flush();
    expect(await storedHits(`batched-in-flight:${key}`)).toBe(4);
  });

  test('resetKey forgets what the replica counted in memory too', async () => {
    const a = store('batched-reset', 60_000);
    await a.increment('203.0.113.6');
    await a.increment('203.0.113.6');
    await a.resetKey('203.0.113.6');
    expect(await storedHits('batched-reset:203.0.113.6')).toBeUndefined();
    expect((await a.increment('203.0.113.6')).totalHits).toBe(1);
  });
});
