import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type RunningPostgres } from '../src/db/embedded-postgres.js';
import { applyMigrations } from '../src/db/migrate.js';
import { RESULTS_DIR } from './reliability/report.js';
import { writeReliabilityReport } from './reliability/write-report.js';
import { buildServerBundle } from './support/server-bundle.js';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    templateDatabase: string;
    /** Whether the run's server was started by startEmbeddedPostgres (no TEST_DATABASE_URL). */
    embeddedCluster: boolean;
  }
}

/**
 * Starts one PostgreSQL for the whole run (embedded, or the server of TEST_DATABASE_URL) and
 * migrates a template database that every test file clones.
 */
const RELIABILITY_REPORT = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  'docs',
  'reliability.md',
);

// embedded-postgres registers async-exit-hook, whose 'beforeExit' handler ends the process with
// process.exit(0): that would turn a failed run into a green one. Keep the code vitest set.
let vitestExitCode: typeof process.exitCode;
process.on('beforeExit', () => {
  vitestExitCode ??= process.exitCode;
});
process.on('exit', () => {
  if (vitestExitCode) process.exitCode = vitestExitCode;
});

/**
 * The database below and, at the same time, the bundle that the tests of the real server process
 * start (support/server-process.ts): esbuild works while PostgreSQL starts and migrates.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [bundle, database] = await Promise.allSettled([
    buildServerBundle(),
    prepareDatabase(project),
  ]);
  if (bundle.status === 'rejected') {
    if (database.status === 'fulfilled') await database.value();
    throw bundle.reason;
  }
  if (database.status === 'rejected') throw database.reason;
  return database.value;
}

async function prepareDatabase(project: TestProject): Promise<() => Promise<void>> {
  // Figures of an earlier, interrupted run must not end up in this run's report.
  rmSync(RESULTS_DIR, { recursive: true, force: true });
  let embedded: RunningPostgres | undefined;
  let dataDir: string | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    dataDir = mkdtempSync(join(tmpdir(), 'api-test-pg-'));
    embedded = await startEmbeddedPostgres({
      dataDir: join(dataDir, 'pg'),
      passwordFile: join(dataDir, 'pg-password'),
      database: 'postgres',
    });
    adminUrl = embedded.adminUrl;
  }

  const templateDatabase = `template_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${templateDatabase}"`);
  await admin.end();
  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${templateDatabase}`;
  await applyMigrations(templateUrl.toString());

  project.provide('adminDatabaseUrl', adminUrl);
  project.provide('templateDatabase', templateDatabase);
  project.provide('embeddedCluster', embedded !== undefined);

  return async () => {
    // Only `pnpm test:reliability` rewrites the tracked report; other runs leave the tree as it is.
    if (process.env.RELIABILITY_REPORT === '1') writeReliabilityReport(RELIABILITY_REPORT);
    else rmSync(RESULTS_DIR, { recursive: true, force: true });
    if (embedded) {
      await embedded.stop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
      return;
    }
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS "${templateDatabase}" WITH (FORCE)`);
    await cleanup.end();
  };
}
