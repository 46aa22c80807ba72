// Loads a backup's rows into a migrated, empty database in one transaction: the foreign keys are
// dropped, every table is filled with `COPY … FROM STDIN` in any order (organizations and their
// logo files refer to each other, so no order would do), then the keys are added back, which
// checks every reference, and each sequence is moved past the ids restored. Any failure rolls
// everything back. Dropping keys needs only to own the tables (the role that migrated them), where
// `session_replication_role` would need a superuser, which a managed PostgreSQL does not give.
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom, type CopyStreamQuery } from 'pg-copy-streams';
import {
  BackupError,
  MSG_NOT_A_BACKUP,
  quoteIdent,
  schemaTables,
  setPortableSession,
  tableOfEntry,
  type BackupManifest,
} from './backup-format.js';
import type { BackupReader } from './backup-reader.js';

type ForeignKey = { table: string; name: string; definition: string };

async function dropForeignKeys(client: pg.Client): Promise<ForeignKey[]> {
  const { rows } = await client.query<ForeignKey>(
    `SELECT conrelid::regclass::text AS table, conname AS name,
            pg_get_constraintdef(oid) AS definition
       FROM pg_constraint
      WHERE contype = 'f' AND connamespace = current_schema()::regnamespace
      ORDER BY conname`,
  );
  for (const key of rows) {
    await client.query(`ALTER TABLE ${key.table} DROP CONSTRAINT ${quoteIdent(key.name)}`);
  }
  return rows;
}

async function addForeignKeys(client: pg.Client, keys: ForeignKey[]): Promise<void> {
  for (const key of keys) {
    await client.query(
      `ALTER TABLE ${key.table} ADD CONSTRAINT ${quoteIdent(key.name)} ${key.definition}`,
    );
  }
}

/**
 * The row-count triggers (migration 20261130100000_row_counts) are off while the rows are
 * copied: the backup's count deltas are restored with them, taken in the same snapshot.
 */
async function switchRowCountTriggers(client: pg.Client, state: 'DISABLE' | 'ENABLE') {
  const { rows } = await client.query<{ table: string; name: string }>(
    `SELECT t.tgrelid::regclass::text AS table, t.tgname AS name
       FROM pg_trigger t JOIN pg_proc p ON p.oid = t.tgfoid
      WHERE p.proname LIKE 'row\\_counts\\_%' AND p.pronamespace = current_schema()::regnamespace
      ORDER BY t.tgname`,
  );
  for (const trigger of rows) {
    await client.query(`ALTER TABLE ${trigger.table} ${state} TRIGGER ${quoteIdent(trigger.name)}`);
  }
}

/**
 * Every sequence owned by a column goes past the largest id restored and past the value it had
 * when the backup was made (a deleted last row's id is not given out again).
 */
async function resetSequences(client: pg.Client, manifest: BackupManifest): Promise<void> {
  const saved = new Map(manifest.sequences.map((s) => [s.name, s.last_value]));
  const { rows } = await client.query<{
    sequence: string;
    name: string;
    table: string;
    column: string;
  }>(
    `SELECT s.oid::regclass::text AS sequence, s.relname AS name,
            t.oid::regclass::text AS table, a.attname AS column
       FROM pg_class s
       JOIN pg_depend d ON d.classid = 'pg_class'::regclass AND d.objid = s.oid
        AND d.refclassid = 'pg_class'::regclass AND d.deptype IN ('a', 'i')
       JOIN pg_class t ON t.oid = d.refobjid
       JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid
      WHERE s.relkind = 'S' AND s.relnamespace = current_schema()::regnamespace`,
  );
  for (const seq of rows) {
    await client.query(
      `SELECT CASE WHEN v > 0 THEN setval($1::regclass, v, true) ELSE setval($1::regclass, 1, false) END
         FROM (SELECT greatest(coalesce((SELECT max(${quoteIdent(seq.column)}) FROM ${seq.table}), 0),
                               coalesce($2::bigint, 0)) AS v) x`,
      [seq.sequence, saved.get(seq.name) ?? null],
    );
  }
}

type OpenCopy = { table: string; stream: CopyStreamQuery };

async function endCopy(copy: OpenCopy | undefined, loaded: Map<string, number>): Promise<void> {
  if (!copy) return;
  copy.stream.end();
  await finished(copy.stream);
  loaded.set(copy.table, (loaded.get(copy.table) ?? 0) + copy.stream.rowCount);
}

/** Streams the data entries into one COPY per table; returns the rows loaded per table. */
async function copyEntries(
  client: pg.Client,
  manifest: BackupManifest,
  reader: BackupReader,
): Promise<Map<string, number>> {
  const columns = new Map(manifest.tables.map((t) => [t.name, t.columns]));
  const loaded = new Map<string, number>();
  let copy: OpenCopy | undefined;
  try {
    for await (const entry of reader.entries()) {
      const table = tableOfEntry(entry.header.name);
      const tableColumns = table === undefined ? undefined : columns.get(table);
      if (table === undefined || !tableColumns) throw new BackupError(MSG_NOT_A_BACKUP);
      if (copy?.table !== table) {
        await endCopy(copy, loaded);
        const list = tableColumns.map(quoteIdent).join(', ');
        const sql = `COPY ${quoteIdent(table)} (${list}) FROM STDIN`;
        copy = { table, stream: client.query(copyFrom(sql)) };
      }
      for await (const bytes of reader.bytes(entry)) {
        if (!copy.stream.write(bytes)) await once(copy.stream, 'drain');
      }
    }
    await endCopy(copy, loaded);
    return loaded;
  } catch (err) {
    // Abandon the COPY under way (CopyFail); ending the connection then rolls back the rest.
    copy?.stream.on('error', () => undefined);
    copy?.stream.destroy();
    throw err;
  }
}

function checkCounts(manifest: BackupManifest, loaded: Map<string, number>): void {
  const wrong = manifest.tables.filter((t) => (loaded.get(t.name) ?? 0) !== t.rows);
  if (wrong.length > 0) {
    const list = wrong.map((t) => `${t.name} : ${loaded.get(t.name) ?? 0}/${t.rows}`).join(', ');
    throw new BackupError(
      `Sauvegarde incomplète : le nombre de lignes lues ne correspond pas au manifeste (${list}). Rien n’a été restauré.`,
    );
  }
}

/** Loads the rows of `reader` into the database; nothing is kept unless everything loads. */
export async function loadBackupData(
  connectionString: string,
  reader: BackupReader,
): Promise<void> {
  const { manifest } = reader;
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await setPortableSession(client);
    const present = new Set(await schemaTables(client));
    const missing = manifest.tables.filter((t) => !present.has(t.name)).map((t) => t.name);
    if (missing.length > 0) {
      throw new BackupError(
        `Les tables ${missing.join(', ')} de la sauvegarde n’existent pas dans la base cible.`,
      );
    }
    await client.query('BEGIN');
    const keys = await dropForeignKeys(client);
    await switchRowCountTriggers(client, 'DISABLE');
    checkCounts(manifest, await copyEntries(client, manifest, reader));
    await switchRowCountTriggers(client, 'ENABLE');
    await resetSequences(client, manifest);
    await addForeignKeys(client, keys);
    await client.query('COMMIT');
  } finally {
    // On a failure the transaction is still open: ending the connection rolls it back.
    await client.end();
  }
}
