// The embedded PostgreSQL listens on loopback only: asked by the server itself. The
// test run's server is started by the app's own startEmbeddedPostgres (global-setup.ts); a run on
// TEST_DATABASE_URL starts one here the same way.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, test } from 'vitest';
import { startEmbeddedPostgres, type RunningPostgres } from '../src/db/embedded-postgres.js';

let own: { cluster: RunningPostgres; dir: string } | undefined;

/** The admin URL of a server started by startEmbeddedPostgres. */
async function embeddedAdminUrl(): Promise<string> {
  if (inject('embeddedCluster')) return inject('adminDatabaseUrl');
  const dir = mkdtempSync(join(tmpdir(), 'embedded-pg-'));
  const cluster = await startEmbeddedPostgres({
    dataDir: join(dir, 'pg'),
    passwordFile: join(dir, 'pg-password'),
  });
  own = { cluster, dir };
  return cluster.adminUrl;
}

afterAll(async () => {
  await own?.cluster.stop();
  if (own) rmSync(own.dir, { recursive: true, force: true });
});

describe('embedded PostgreSQL', () => {
  test('listens on 127.0.0.1 only', async () => {
    const client = new pg.Client({ connectionString: await embeddedAdminUrl() });
    await client.connect();
    try {
      const { rows } = await client.query<{ listen_addresses: string }>('SHOW listen_addresses');
      expect(rows).toEqual([{ listen_addresses: '127.0.0.1' }]);
    } finally {
      await client.end();
    }
  }, 60_000);
});
