import type { Express } from 'express';
import { Writable } from 'node:stream';
import type { Logger } from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../../src/app.js';
import type { Config } from '../../src/config.js';
import { createPrisma, type Db } from '../../src/db/prisma.js';
import { TEST_SESSION_KEY, testConfig } from './app.js';
import { createTestDatabase, type TestDatabase } from './database.js';

export type LoggedApp = { app: Express; output: () => string };

/**
 * For tests that read what the API writes to its log: a database of the file's own, and apps
 * built on it with a logger writing to a string instead of the silent one of createTestContext.
 * Read `db` inside tests and hooks, not at import time.
 */
export function useLoggedApps() {
  let database: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = createPrisma(database.url);
  });
  afterAll(async () => {
    await db.$disconnect();
    await database.drop();
  });
  return {
    get db(): Db {
      return db;
    },
    /** The app with `env` added to the test configuration; `output()` is everything written so far. */
    appWithLog(
      env: Record<string, string>,
      makeLogger: (config: Config, sink: Writable) => Logger,
    ): LoggedApp {
      let written = '';
      const sink = new Writable({
        write(chunk: Buffer, _encoding, callback) {
          written += chunk.toString('utf8');
          callback();
        },
      });
      const config = testConfig(database.url, env);
      const app = createApp({
        config,
        db,
        logger: makeLogger(config, sink),
        jwtSecret: TEST_SESSION_KEY,
      });
      return { app, output: () => written };
    },
  };
}
