import { readdirSync } from 'node:fs';
import type { Db } from '../../db/prisma.js';
import { pgPoolOf } from '../../db/prisma.js';
import { resolveMigrationsDir } from '../../db/migrate.js';

let releaseMigrations: string[] | undefined;

/** The migration folders this release ships (read once: they do not change while it runs). */
function shippedMigrations(): string[] {
  releaseMigrations ??= readdirSync(resolveMigrationsDir(), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return releaseMigrations;
}

const UNDEFINED_TABLE = '42P01';

/**
 * The migrations of this release that the database has not applied (finished and not rolled back
 * in `_prisma_migrations`, the bookkeeping migrate.ts keeps); empty when the schema is up to date.
 * Throws when the database does not answer.
 */
export async function pendingMigrations(db: Db): Promise<string[]> {
  let applied: Set<string>;
  try {
    const { rows } = await pgPoolOf(db).query<{ migration_name: string }>(
      `SELECT migration_name FROM "_prisma_migrations"
        WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
    );
    applied = new Set(rows.map((row) => row.migration_name));
  } catch (err) {
    // A database never migrated has no bookkeeping table: every migration is pending.
    if ((err as { code?: unknown }).code !== UNDEFINED_TABLE) throw err;
    applied = new Set();
  }
  return shippedMigrations().filter((name) => !applied.has(name));
}
