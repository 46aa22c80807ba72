import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from './support/database.js';

/**
 * Every foreign key needs an index led by its columns: without one, deleting or re-keying a
 * referenced row (a receipt, a client, an event) scans the referencing table across every
 * organization, under lock. This test reads the migrated catalogue, so a future foreign key
 * added without its index fails here, whatever the migration or schema.prisma says.
 *
 * An index covers a key when its first N key columns are the key's N columns, in any order, and
 * it is neither partial nor on expressions (PostgreSQL could not use it for every lookup).
 */
const UNCOVERED_FOREIGN_KEYS = `
  SELECT con.conname AS name,
         cl.relname AS table,
         array(SELECT a.attname::text FROM unnest(con.conkey) WITH ORDINALITY AS k(attnum, ord)
                 JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.attnum
                ORDER BY k.ord) AS columns
    FROM pg_constraint con
    JOIN pg_class cl ON cl.oid = con.conrelid
    JOIN pg_namespace n ON n.oid = cl.relnamespace
   WHERE n.nspname = 'public' AND con.contype = 'f'
     AND NOT EXISTS (
       SELECT 1 FROM pg_index x
        WHERE x.indrelid = con.conrelid
          AND x.indpred IS NULL
          AND x.indexprs IS NULL
          AND x.indnkeyatts >= cardinality(con.conkey)
          AND (SELECT array_agg(key.attnum ORDER BY key.attnum)
                 FROM unnest(x.indkey) WITH ORDINALITY AS key(attnum, ord)
                WHERE key.ord <= cardinality(con.conkey))
              = (SELECT array_agg(key.attnum ORDER BY key.attnum) FROM unnest(con.conkey) AS key(attnum))
     )
   ORDER BY cl.relname, con.conname`;

type Uncovered = { name: string; table: string; columns: string[] };

describe('foreign key indexes', () => {
  let database: TestDatabase;
  let client: pg.Client;

  const uncovered = async () =>
    (await client.query<Uncovered>(UNCOVERED_FOREIGN_KEYS)).rows.map(
      (row) => `${row.table}(${row.columns.join(', ')}) [${row.name}]`,
    );

  beforeAll(async () => {
    database = await createTestDatabase();
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
  });

  afterAll(async () => {
    await client?.end();
    await database?.drop();
  });

  test('every foreign key of the migrated database is led by an index on its columns', async () => {
    const foreignKeys = await client.query<{ count: string }>(
      `SELECT count(*) FROM pg_constraint con JOIN pg_namespace n ON n.oid = con.connamespace
        WHERE n.nspname = 'public' AND con.contype = 'f'`,
    );
    expect(Number(foreignKeys.rows[0]?.count)).toBeGreaterThanOrEqual(50);
    expect(await uncovered()).toEqual([]);
  });

  test('the check names a foreign key whose index is missing, partial or not leading', async () => {
    await client.query('BEGIN');
    try {
      await client.query(`
        CREATE TABLE fk_probe (
          id SERIAL PRIMARY KEY,
          bare_file_id INTEGER REFERENCES stored_files(file_id),
          partial_file_id INTEGER REFERENCES stored_files(file_id),
          second_file_id INTEGER REFERENCES stored_files(file_id),
          led_file_id INTEGER REFERENCES stored_files(file_id)
        )`);
      await client.query(
        'CREATE INDEX fk_probe_partial ON fk_probe(partial_file_id) WHERE partial_file_id > 0',
      );
      await client.query('CREATE INDEX fk_probe_second ON fk_probe(id, second_file_id)');
      await client.query('CREATE INDEX fk_probe_led ON fk_probe(led_file_id, id)');

      expect((await uncovered()).filter((line) => line.startsWith('fk_probe('))).toEqual([
        'fk_probe(bare_file_id) [fk_probe_bare_file_id_fkey]',
        'fk_probe(partial_file_id) [fk_probe_partial_file_id_fkey]',
        'fk_probe(second_file_id) [fk_probe_second_file_id_fkey]',
      ]);
    } finally {
      await client.query('ROLLBACK');
    }
  });
});
