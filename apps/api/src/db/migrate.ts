import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/**
 * Applies the SQL migrations of `prisma/migrations` the way `prisma migrate deploy` does, for
 * machines without Prisma's schema engine (docs/decisions.md). It keeps Prisma's bookkeeping:
 * the same `_prisma_migrations` table, the same sha256 checksums and the same advisory lock, so
 * `prisma migrate status/deploy` run elsewhere agrees with what this runner did.
 */

// The key the Prisma CLI locks too, so this runner and `prisma migrate deploy` also exclude each other.
const ADVISORY_LOCK_KEY = 72707369;

const MIGRATIONS_TABLE_DDL = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

export type ApplyMigrationsOptions = {
  /** Folder holding `<timestamp>_<name>/migration.sql`; found automatically when omitted. */
  migrationsDir?: string;
  log?: (message: string) => void;
  /** Applies only the migrations it accepts (a restore brings the schema to its backup's first). */
  only?: (name: string) => boolean;
};

type LocalMigration = { name: string; script: string };

type MigrationRow = {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
};

/** Prisma's checksum of a migration script: sha256 of its UTF-8 bytes, lowercase hex. */
export function migrationChecksum(script: string): string {
  return createHash('sha256').update(script, 'utf8').digest('hex');
}

/**
 * Prisma accepts a stored checksum computed from either line-ending flavour of the same file, so
 * a checkout with CRLF endings does not look "modified"; do the same.
 */
function matchesChecksum(script: string, checksum: string): boolean {
  const lf = script.replace(/\r\n/g, '\n');
  const crlf = lf.replace(/\n/g, '\r\n');
  return [script, lf, crlf].some((variant) => migrationChecksum(variant) === checksum);
}

function hasMigrations(dir: string): boolean {
  return existsSync(dir) && statSync(dir).isDirectory();
}

function moduleDirectory(): string | undefined {
  // import.meta.url is the bundle's location once esbuild has inlined this file into dist/server.js.
  const url: unknown = import.meta.url;
  return typeof url === 'string' && url.startsWith('file:')
    ? dirname(fileURLToPath(url))
    : undefined;
}

function findUpwards(start: string): string | undefined {
  let dir = resolve(start);
  for (;;) {
    const candidate = join(dir, 'prisma', 'migrations');
    if (hasMigrations(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/**
 * `MIGRATIONS_DIR` when set, otherwise the first `prisma/migrations` found walking up from the
 * working directory, then from this module's directory (source tree or bundled dist/).
 */
export function resolveMigrationsDir(): string {
  const fromEnv = process.env.MIGRATIONS_DIR;
  if (fromEnv) {
    const dir = resolve(fromEnv);
    if (!hasMigrations(dir)) throw new Error(`MIGRATIONS_DIR does not name a folder: ${dir}`);
    return dir;
  }
  const starts = [process.cwd(), moduleDirectory()].filter((start) => start !== undefined);
  for (const start of starts) {
    const found = findUpwards(start);
    if (found) return found;
  }
  throw new Error(
    `No prisma/migrations folder found above ${starts.join(' or ')}; set MIGRATIONS_DIR to its path.`,
  );
}

function readLocalMigrations(migrationsDir: string): LocalMigration[] {
  return readdirSync(migrationsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const file = join(migrationsDir, name, 'migration.sql');
      if (!existsSync(file)) {
        throw new Error(`Migration folder ${name} has no migration.sql (${file}).`);
      }
      return { name, script: readFileSync(file, 'utf8') };
    });
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Refuses to go on when the database holds a failed migration or one whose file has changed since
 * it was applied: both need a human (fix the database, then `prisma migrate resolve`, or restore
 * the file), and applying more SQL on top would only make it worse.
 */
function checkHistory(
  rows: MigrationRow[],
  local: Map<string, LocalMigration>,
  log: (message: string) => void,
): Set<string> {
  const applied = new Set<string>();
  for (const row of rows) {
    // A rolled-back attempt no longer counts, exactly as for Prisma: the migration is pending again.
    if (row.rolled_back_at !== null) continue;
    if (row.finished_at === null) {
      throw new Error(
        `Migration ${row.migration_name} started but did not finish (failed migration in _prisma_migrations). ` +
          'Repair the database, then mark it with `prisma migrate resolve --rolled-back` or `--applied` ' +
          '(or set rolled_back_at on its row) before starting again.',
      );
    }
    const file = local.get(row.migration_name);
    if (!file) {
      // A newer release may have migrated the database already (rolling deploy): not an error here.
      log(
        `Migration ${row.migration_name} is applied in the database but missing from the migrations folder.`,
      );
    } else if (!matchesChecksum(file.script, row.checksum)) {
      throw new Error(
        `Migration ${row.migration_name} was modified after it was applied: the checksum recorded in ` +
          `_prisma_migrations (${row.checksum}) differs from migration.sql (${migrationChecksum(file.script)}). ` +
          'Restore the file and put the change in a new migration.',
      );
    }
    applied.add(row.migration_name);
  }
  return applied;
}

async function applyOne(client: pg.Client, migration: LocalMigration): Promise<void> {
  const id = randomUUID();
  const checksum = migrationChecksum(migration.script);
  try {
    await client.query('BEGIN');
    // No parameters: the simple query protocol runs every statement of the file.
    await client.query(migration.script);
    await client.query(
      `INSERT INTO "_prisma_migrations" ("id", "checksum", "finished_at", "migration_name", "started_at", "applied_steps_count")
       VALUES ($1, $2, now(), $3, now(), 1)`,
      [id, checksum, migration.name],
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    // The transaction undid the script; leave a trace Prisma understands (a rolled-back attempt) so
    // `prisma migrate status` shows what happened, and the next boot retries the fixed migration.
    await client
      .query(
        `INSERT INTO "_prisma_migrations" ("id", "checksum", "migration_name", "logs", "rolled_back_at", "started_at", "applied_steps_count")
         VALUES ($1, $2, $3, $4, now(), now(), 0)`,
        [id, checksum, migration.name, errorMessage(error)],
      )
      .catch(() => undefined);
    const message = `Migration ${migration.name} failed and was rolled back: ${errorMessage(error)}`;
    throw new Error(message, { cause: error });
  }
}

/**
 * Applies every pending migration in folder-name order, each in its own transaction, under
 * Prisma's advisory lock so replicas booting together apply each migration once. Returns the
 * names applied by this call (empty when the database was up to date). Because of the
 * transaction, a migration must not manage transactions itself nor use CREATE INDEX CONCURRENTLY.
 */
export async function applyMigrations(
  connectionString: string,
  options: ApplyMigrationsOptions = {},
): Promise<string[]> {
  const log = options.log ?? (() => undefined);
  const migrationsDir = options.migrationsDir
    ? resolve(options.migrationsDir)
    : resolveMigrationsDir();
  const only = options.only ?? (() => true);
  const local = readLocalMigrations(migrationsDir).filter((migration) => only(migration.name));
  const localByName = new Map(local.map((migration) => [migration.name, migration]));

  const client = new pg.Client({ connectionString });
  // A connection lost while idle is reported as an event; without a listener it would crash the process.
  client.on('error', (error) => log(`Migration connection error: ${error.message}`));
  await client.connect();
  try {
    const locked = await client.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_lock($1) AS locked',
      [ADVISORY_LOCK_KEY],
    );
    if (!locked.rows[0]?.locked) {
      log('Waiting for another process to finish applying migrations…');
      await client.query('SELECT pg_advisory_lock($1)', [ADVISORY_LOCK_KEY]);
    }
    try {
      await client.query(MIGRATIONS_TABLE_DDL);
      // Read the history only once the lock is held: another replica may just have applied some.
      const { rows } = await client.query<MigrationRow>(
        `SELECT "migration_name", "checksum", "finished_at", "rolled_back_at"
           FROM "_prisma_migrations" ORDER BY "started_at", "migration_name"`,
      );
      const applied = checkHistory(rows, localByName, log);
      const pending = local.filter((migration) => !applied.has(migration.name));

      const appliedNow: string[] = [];
      for (const migration of pending) {
        log(`Applying migration ${migration.name}`);
        await applyOne(client, migration);
        appliedNow.push(migration.name);
      }
      if (pending.length === 0) log('Database schema is up to date.');
      return appliedNow;
    } finally {
      await client
        .query('SELECT pg_advisory_unlock($1)', [ADVISORY_LOCK_KEY])
        .catch(() => undefined);
    }
  } finally {
    await client.end();
  }
}
