// A database client that records every statement the app sends to PostgreSQL: those of Prisma and
// those sent on its pg pool directly (src/db/prepared-rows.ts), for tests that count round trips.
import { PrismaPg } from '@prisma/adapter-pg';
import type { Express } from 'express';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../../src/app.js';
import { withPool, type Db } from '../../src/db/prisma.js';
import { PrismaClient } from '../../src/generated/prisma/client.js';
import { seedPlans } from '../../src/modules/subscription/plan-catalog.js';
import { TEST_SESSION_KEY, testConfig } from './app.js';
import { createTestDatabase, type TestDatabase } from './database.js';
import { withTenantScopeGuard } from './tenant-scope.js';

export interface RecordedDb {
  db: Db;
  /** The statements sent since the last `statements.length = 0`. */
  statements: string[];
  /** Disconnects Prisma and ends the pool (Prisma ends it only if it connected). */
  close: () => Promise<void>;
}

/**
 * A client on `url` whose pool's connections record each statement's text. The rate limits' own
 * statements, which the `api` limiter also writes in the background, are not recorded.
 */
export function recordedDb(url: string): RecordedDb {
  const statements: string[] = [];
  class RecordingClient extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      super(config);
      const query = this.query.bind(this) as (...args: unknown[]) => unknown;
      Object.defineProperty(this, 'query', {
        value: (...args: unknown[]) => {
          const first = args[0] as string | { text?: string } | undefined;
          const text = typeof first === 'string' ? first : first?.text;
          if (text && !text.includes('rate_limit_hits')) statements.push(text);
          return query(...args);
        },
        writable: true,
        configurable: true,
      });
    }
  }
  const pool = new pg.Pool({ connectionString: url, Client: RecordingClient });
  pool.on('error', () => undefined);
  const client = new PrismaClient({ adapter: new PrismaPg(pool) });
  return {
    db: withPool(client, pool),
    statements,
    close: async () => {
      await client.$disconnect();
      await pool.end();
    },
  };
}

/** The test file's app on a recording client (plans seeded), with the statements it sends. */
export type RecordedApp = { app: Express; db: Db; statements: string[] };

/**
 * A recorded app for the whole test file: created before its first test on a database of its
 * own, closed after its last. Read the fields inside tests and hooks, not at import time.
 */
export function useRecordedApp(): RecordedApp {
  const ctx = {} as RecordedApp;
  let database: TestDatabase;
  let close: () => Promise<void>;
  beforeAll(async () => {
    database = await createTestDatabase();
    const recorded = recordedDb(database.url);
    close = recorded.close;
    const config = testConfig(database.url);
    await seedPlans(recorded.db, config);
    Object.assign(ctx, {
      db: recorded.db,
      statements: recorded.statements,
      app: createApp({
        config,
        db: withTenantScopeGuard(recorded.db),
        logger: pino({ level: 'silent' }),
        jwtSecret: TEST_SESSION_KEY,
      }),
    });
  });
  afterAll(async () => {
    await close();
    await database.drop();
  });
  return ctx;
}

/** What `read` answers on a recorded client, and how many window counts (`OVER ()`) it sent. */
export async function withWindowCounts<T>(
  url: string,
  read: (db: Db) => Promise<T>,
): Promise<{ answer: T; windowCounts: number }> {
  const { db, statements, close } = recordedDb(url);
  try {
    const answer = await read(db);
    return { answer, windowCounts: statements.filter((s) => s.includes('OVER ()')).length };
  } finally {
    await close();
  }
}
