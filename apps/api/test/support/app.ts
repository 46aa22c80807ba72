import type { Express } from 'express';
import { pino } from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { dbLimitsOf } from '../../src/db/db-limits.js';
import { createPrisma, type Db } from '../../src/db/prisma.js';
import type { PeppolWiring } from '../../src/modules/peppol/peppol-wiring.js';
import { providePeppolWiring } from '../../src/modules/peppol-send/peppol.routes.js';
import { seedPlans } from '../../src/modules/subscription/plan-catalog.js';
import { sessionKey } from '../../src/secrets.js';
import { createTestDatabase } from './database.js';
import { withTenantScopeGuard } from './tenant-scope.js';

export type TestContext = { app: Express; db: Db; config: Config; close: () => Promise<void> };

/** The session signing key of every test app. */
export const TEST_SESSION_KEY = sessionKey('test-secret-test-secret-test-secret-0123');

/** The configuration of a test app on the given database; `env` adds or overrides variables. */
export function testConfig(databaseUrl: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    BCRYPT_ROUNDS: '4',
    // Tests sign in many times from one address; rate-limit tests lower it explicitly.
    AUTH_RATE_LIMIT_MAX: '10000',
    API_RATE_LIMIT_MAX: '100000',
    DATABASE_URL: databaseUrl,
    ...env,
  });
}

/** The Express app on a fresh database with the plans seeded; no port is opened. */
export async function createTestContext(
  env: Record<string, string> = {},
  options: { webDistDir?: string; peppol?: PeppolWiring } = {},
): Promise<TestContext> {
  const database = await createTestDatabase();
  const config = testConfig(database.url, { LOG_LEVEL: 'silent', ...env });
  const db = createPrisma(database.url, dbLimitsOf(config));
  await seedPlans(db, config);
  const appContext = {
    config,
    // Every query the app makes must be scoped by organization (tenant-scope.ts); `db` stays
    // plain for the tests' own setup and assertions, which look across organizations on purpose.
    db: withTenantScopeGuard(db),
    logger: pino({ level: 'silent' }),
    jwtSecret: TEST_SESSION_KEY,
    webDistDir: options.webDistDir,
  };
  if (options.peppol) providePeppolWiring(appContext, options.peppol);
  const app = createApp(appContext);
  return {
    app,
    db,
    config,
    close: async () => {
      await db.$disconnect();
      await database.drop();
    },
  };
}

/**
 * The test file's context: created before its first test and closed after its last. The object
 * is filled in by `beforeAll`, so read its fields inside tests and hooks, not at import time.
 */
export function useTestContext(
  env: Record<string, string> = {},
  options: { webDistDir?: string; peppol?: PeppolWiring } = {},
): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    Object.assign(ctx, await createTestContext(env, options));
  });
  afterAll(() => ctx.close());
  return ctx;
}
