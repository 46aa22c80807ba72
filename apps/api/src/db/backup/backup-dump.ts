// Writes a backup (backup-format.ts) of the database at `connectionString`: one REPEATABLE READ,
// READ ONLY transaction, so every table is read from the same snapshot while the app keeps
// writing, and `COPY … TO STDOUT` per table streamed into a gzip'd tar.
import { once } from 'node:events';
import { createWriteStream, renameSync, rmSync } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import type { Pack } from 'tar-stream';
import {
  appliedMigrations,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  chunkEntryName,
  CHUNK_BYTES,
  MANIFEST_ENTRY,
  quoteIdent,
  schemaTables,
  setPortableSession,
  type BackupManifest,
} from './backup-format.js';

/** Adds one entry and resolves once the archive has taken it (backpressure of the tar stream). */
function addEntry(pack: Pack, name: string, body: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    pack.entry({ name, size: body.length, mtime: new Date(0) }, body, (err) =>
      err ? reject(err) : resolve(),
    );
  });
}

/** Columns COPY carries (generated ones are recomputed by the target). */
async function copiedColumns(client: pg.Client, table: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT attname AS name FROM pg_attribute
      WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = ''
      ORDER BY attnum`,
    [quoteIdent(table)],
  );
  return rows.map((row) => row.name);
}

/** What the snapshot holds, read before any data so the manifest can come first. */
async function readManifest(client: pg.Client): Promise<BackupManifest> {
  const tables = [];
  for (const name of await schemaTables(client)) {
    const columns = await copiedColumns(client, name);
    const count = await client.query<{ n: string }>(
      `SELECT count(*) AS n FROM ${quoteIdent(name)}`,
    );
    tables.push({ name, columns, rows: Number(count.rows[0]?.n ?? 0) });
  }
  const sequences = await client.query<{ name: string; last_value: string | null }>(
    `SELECT sequencename AS name, last_value::text AS last_value FROM pg_sequences
      WHERE schemaname = current_schema() ORDER BY sequencename`,
  );
  const version = await client.query<{ server_version: string }>('SHOW server_version');
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_FORMAT_VERSION,
    created_at: new Date().toISOString(),
    server_version: version.rows[0]?.server_version ?? '',
    migrations: await appliedMigrations(client),
    tables,
    sequences: sequences.rows,
  };
}

/** One table's COPY output, in tar entries of about CHUNK_BYTES. */
async function dumpTable(client: pg.Client, pack: Pack, table: BackupManifest['tables'][number]) {
  const columns = table.columns.map(quoteIdent).join(', ');
  const { to: copyTo } = await import('pg-copy-streams');
  const rows = client.query(copyTo(`COPY ${quoteIdent(table.name)} (${columns}) TO STDOUT`));
  let pending: Buffer[] = [];
  let size = 0;
  let index = 0;
  const flush = async () => {
    if (size === 0) return;
    index += 1;
    const body = Buffer.concat(pending, size);
    pending = [];
    size = 0;
    await addEntry(pack, chunkEntryName(table.name, index), body);
  };
  for await (const chunk of rows as AsyncIterable<Buffer>) {
    pending.push(chunk);
    size += chunk.length;
    if (size >= CHUNK_BYTES) await flush();
  }
  await flush();
}

/** Streams a backup of the database into `pack`; returns its manifest. */
async function dumpInto(connectionString: string, pack: Pack): Promise<BackupManifest> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await setPortableSession(client);
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const manifest = await readManifest(client);
    await addEntry(pack, MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 1)));
    for (const table of manifest.tables) await dumpTable(client, pack, table);
    await client.query('COMMIT');
    return manifest;
  } finally {
    await client.end();
  }
}

/**
 * Writes a backup of the database to `file` (through `<file>.partial`, renamed once complete, so
 * a file with the final name is always a whole backup). Returns its manifest.
 */
export async function writeBackup(connectionString: string, file: string): Promise<BackupManifest> {
  // Loaded with the first backup: a server that never backs up does not load them at its start.
  const { pack: tarPack } = await import('tar-stream');
  const partial = `${file}.partial`;
  const pack = tarPack();
  const output = createWriteStream(partial, { mode: 0o600 });
  const written = pipeline(pack, createGzip({ level: 6 }), output);
  // Awaited below; a failure of the dump must not leave it unhandled meanwhile.
  written.catch(() => undefined);
  try {
    const manifest = await dumpInto(connectionString, pack);
    pack.finalize();
    await written;
    renameSync(partial, file);
    return manifest;
  } catch (err) {
    pack.destroy(err instanceof Error ? err : new Error(String(err)));
    await written.catch(() => undefined);
    if (!output.closed) await once(output, 'close').catch(() => undefined);
    rmSync(partial, { force: true });
    throw err;
  }
}
