import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

export type TestDatabase = { url: string; drop: () => Promise<void> };

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Creates a database named with `prefix` (cloned from `template` when given) and says how to drop it. */
async function createDatabase(prefix: string, template?: string): Promise<TestDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const clone = template ? ` TEMPLATE "${template}"` : '';
  await admin((client) => client.query(`CREATE DATABASE "${name}"${clone}`));
  const url = new URL(inject('adminDatabaseUrl'));
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      admin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(
        () => undefined,
      ),
  };
}

/** A fresh database for one test file, cloned from the migrated template. */
export function createTestDatabase(): Promise<TestDatabase> {
  return createDatabase('test', inject('templateDatabase'));
}

/** An empty database (no migrations), for tests of the migration runner itself. */
export function createEmptyDatabase(): Promise<TestDatabase> {
  return createDatabase('empty');
}
