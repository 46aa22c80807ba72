// The backup file (`pnpm backup`, docs/decisions.md "Backups without pg_dump"): a gzip'd tar whose
// first entry is `manifest.json`, then each table's rows in PostgreSQL's COPY text format, cut in
// entries `data/<table>/<000001>.copy` of about CHUNK_BYTES (a tar entry states its size before
// its bytes, so a table is written in slices of known size and memory stays flat).
import { z } from 'zod';
import type pg from 'pg';

export const BACKUP_FORMAT = 'gestion-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';
/** Bytes of COPY output gathered before they are written as one tar entry. */
export const CHUNK_BYTES = 4 * 1024 * 1024;

const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_FORMAT_VERSION),
  created_at: z.string(),
  server_version: z.string(),
  /** The app's migrations applied in the database that was saved, in order. */
  migrations: z.array(z.string()),
  tables: z.array(
    z.object({ name: z.string(), columns: z.array(z.string()).min(1), rows: z.number().int() }),
  ),
  /** Each sequence's last value at the time of the backup (null: never used). */
  sequences: z.array(z.object({ name: z.string(), last_value: z.string().nullable() })),
});

export type BackupManifest = z.infer<typeof manifestSchema>;

/** A refusal or a failure the commands print as it is (French, for the person running them). */
export class BackupError extends Error {}

export const MSG_NOT_A_BACKUP =
  'Ce fichier n’est pas une sauvegarde de l’application (fichier corrompu, tronqué ou d’un autre format).';

export function parseManifest(text: string): BackupManifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupError(MSG_NOT_A_BACKUP);
  }
  const parsed = manifestSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  const format = (json as { format?: unknown; version?: unknown } | null) ?? {};
  if (format.format === BACKUP_FORMAT && format.version !== BACKUP_FORMAT_VERSION) {
    throw new BackupError(
      `Cette sauvegarde est au format ${String(format.version)}, que cette version de l’application ne sait pas lire.`,
    );
  }
  throw new BackupError(MSG_NOT_A_BACKUP);
}

/** `data/<table>/<n>.copy`; the table name is checked against the manifest when read. */
export const chunkEntryName = (table: string, index: number) =>
  `data/${table}/${String(index).padStart(6, '0')}.copy`;

export function tableOfEntry(name: string): string | undefined {
  return /^data\/([^/]+)\/\d{6}\.copy$/.exec(name)?.[1];
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Settings that fix how COPY writes and reads values, as pg_dump sets them: the text of dates,
 * numbers and bytes is then the same whatever the server's or the role's defaults.
 */
export async function setPortableSession(client: pg.Client): Promise<void> {
  await client.query(`SET client_encoding = 'UTF8'; SET DateStyle = 'ISO, YMD';
    SET IntervalStyle = 'postgres'; SET TimeZone = 'UTC'; SET extra_float_digits = 3;
    SET bytea_output = 'hex'`);
}

/** Ordinary tables of the current schema, but the migrations' own bookkeeping. */
export async function schemaTables(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c
      WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p')
        AND c.relname <> '_prisma_migrations'
      ORDER BY c.relname`,
  );
  return rows.map((row) => row.name);
}

/** The migrations applied (finished, not rolled back), or none when the table does not exist. */
export async function appliedMigrations(client: pg.Client): Promise<string[]> {
  const exists = await client.query(
    `SELECT 1 FROM pg_class WHERE relname = '_prisma_migrations'
       AND relnamespace = current_schema()::regnamespace`,
  );
  if (exists.rowCount === 0) return [];
  const { rows } = await client.query<{ name: string }>(
    `SELECT migration_name AS name FROM "_prisma_migrations"
      WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`,
  );
  return rows.map((row) => row.name);
}
