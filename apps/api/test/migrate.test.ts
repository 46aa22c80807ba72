import { createHash } from 'node:crypto';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { applyMigrations, resolveMigrationsDir } from '../src/db/migrate.js';
import { createEmptyDatabase, type TestDatabase } from './support/database.js';

const migrationsDir = fileURLToPath(new URL('../../../prisma/migrations', import.meta.url));
const migrationNames = readdirSync(migrationsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

const databases: TestDatabase[] = [];
const scratchDirs: string[] = [];

async function emptyDatabase(): Promise<string> {
  const database = await createEmptyDatabase();
  databases.push(database);
  return database.url;
}

async function query<T extends pg.QueryResultRow>(
  url: string,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** A copy of the real migrations plus extra folders, for runs that must not touch the repository. */
function migrationsWith(extra: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
  scratchDirs.push(dir);
  cpSync(migrationsDir, dir, { recursive: true });
  for (const [name, sql] of Object.entries(extra)) {
    mkdirSync(join(dir, name));
    writeFileSync(join(dir, name, 'migration.sql'), sql);
  }
  return dir;
}

type MigrationRow = {
  id: string;
  checksum: string;
  migration_name: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
  logs: string | null;
  applied_steps_count: number;
};

afterEach(async () => {
  await Promise.all(databases.splice(0).map((database) => database.drop()));
  for (const dir of scratchDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('applyMigrations', () => {
  test('applies every migration to an empty database and records it as Prisma does', async () => {
    const url = await emptyDatabase();

    const applied = await applyMigrations(url, { migrationsDir });

    expect(migrationNames).toContain('20261122000000_init');
    expect(applied).toEqual(migrationNames);
    const rows = await query<MigrationRow>(
      url,
      'SELECT * FROM "_prisma_migrations" ORDER BY migration_name',
    );
    expect(rows).toHaveLength(migrationNames.length);
    for (const [index, row] of rows.entries()) {
      const name = migrationNames[index] ?? '';
      expect(row.migration_name).toBe(name);
      expect(row.checksum).toBe(
        sha256(readFileSync(join(migrationsDir, name, 'migration.sql'), 'utf8')),
      );
      expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(row.finished_at).toBeInstanceOf(Date);
      expect(row.rolled_back_at).toBeNull();
      expect(row.applied_steps_count).toBe(1);
    }
    const tables = await query<{ table_name: string }>(
      url,
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
    );
    expect(tables.map((table) => table.table_name)).toEqual(
      expect.arrayContaining(['organizations', 'quotes', 'invoice_lines', 'document_counters']),
    );
  });

  test("creates _prisma_migrations with Prisma's own columns", async () => {
    const url = await emptyDatabase();
    await applyMigrations(url, { migrationsDir });

    const columns = await query<{
      column_name: string;
      type: string;
      is_nullable: string;
      column_default: string | null;
    }>(
      url,
      `SELECT column_name, format_type(a.atttypid, a.atttypmod) AS type, is_nullable, column_default
         FROM information_schema.columns c
         JOIN pg_attribute a ON a.attrelid = '"_prisma_migrations"'::regclass AND a.attname = c.column_name
        WHERE c.table_schema = 'public' AND c.table_name = '_prisma_migrations'
        ORDER BY c.ordinal_position`,
    );
    expect(columns).toEqual([
      { column_name: 'id', type: 'character varying(36)', is_nullable: 'NO', column_default: null },
      {
        column_name: 'checksum',
        type: 'character varying(64)',
        is_nullable: 'NO',
        column_default: null,
      },
      {
        column_name: 'finished_at',
        type: 'timestamp with time zone',
        is_nullable: 'YES',
        column_default: null,
      },
      {
        column_name: 'migration_name',
        type: 'character varying(255)',
        is_nullable: 'NO',
        column_default: null,
      },
      { column_name: 'logs', type: 'text', is_nullable: 'YES', column_default: null },
      {
        column_name: 'rolled_back_at',
        type: 'timestamp with time zone',
        is_nullable: 'YES',
        column_default: null,
      },
      {
        column_name: 'started_at',
        type: 'timestamp with time zone',
        is_nullable: 'NO',
        column_default: 'now()',
      },
      {
        column_name: 'applied_steps_count',
        type: 'integer',
        is_nullable: 'NO',
        column_default: '0',
      },
    ]);
  });

  test('a second run applies nothing', async () => {
    const url = await emptyDatabase();
    await applyMigrations(url, { migrationsDir });

    const messages: string[] = [];
    const applied = await applyMigrations(url, {
      migrationsDir,
      log: (message) => messages.push(message),
    });

    expect(applied).toEqual([]);
    expect(messages).toContain('Database schema is up to date.');
    const rows = await query(url, 'SELECT 1 FROM "_prisma_migrations"');
    expect(rows).toHaveLength(migrationNames.length);
  });

  test('replicas starting together apply each migration exactly once', async () => {
    const url = await emptyDatabase();

    const runs = await Promise.all([1, 2, 3].map(() => applyMigrations(url, { migrationsDir })));

    expect(runs.flat().sort()).toEqual(migrationNames);
    const rows = await query<{ migration_name: string }>(
      url,
      'SELECT migration_name FROM "_prisma_migrations"',
    );
    expect(rows.map((row) => row.migration_name).sort()).toEqual(migrationNames);
  });

  test('refuses to start when an applied migration was modified', async () => {
    const url = await emptyDatabase();
    await applyMigrations(url, { migrationsDir });
    await query(url, `UPDATE "_prisma_migrations" SET checksum = $1 WHERE migration_name = $2`, [
      sha256('tampered'),
      '20261122000000_init',
    ]);

    await expect(applyMigrations(url, { migrationsDir })).rejects.toThrow(
      /Migration 20261122000000_init was modified after it was applied/,
    );
  });

  test('accepts the checksum of the same file checked out with CRLF line endings', async () => {
    const url = await emptyDatabase();
    await applyMigrations(url, { migrationsDir });
    const script = readFileSync(
      join(migrationsDir, '20261122000000_init', 'migration.sql'),
      'utf8',
    );
    await query(url, `UPDATE "_prisma_migrations" SET checksum = $1 WHERE migration_name = $2`, [
      sha256(script.replace(/\n/g, '\r\n')),
      '20261122000000_init',
    ]);

    await expect(applyMigrations(url, { migrationsDir })).resolves.toEqual([]);
  });

  test('refuses to start when a migration is recorded as started but unfinished', async () => {
    const url = await emptyDatabase();
    await applyMigrations(url, { migrationsDir });
    await query(
      url,
      'UPDATE "_prisma_migrations" SET finished_at = NULL WHERE migration_name = $1',
      ['20261122000000_init'],
    );

    await expect(applyMigrations(url, { migrationsDir })).rejects.toThrow(
      /Migration 20261122000000_init started but did not finish/,
    );
  });

  test('a failing migration is rolled back, recorded as such, and retried once fixed', async () => {
    const url = await emptyDatabase();
    const name = '29990101000000_broken';
    const dir = migrationsWith({
      [name]: 'CREATE TABLE "scratch" ("id" INTEGER NOT NULL);\nSELECT * FROM "no_such_table";\n',
    });

    await expect(applyMigrations(url, { migrationsDir: dir })).rejects.toThrow(
      /Migration 29990101000000_broken failed and was rolled back: relation "no_such_table" does not exist/,
    );
    const scratch = await query(url, "SELECT 1 FROM pg_class WHERE relname = 'scratch'");
    expect(scratch).toHaveLength(0);
    const [failed] = await query<MigrationRow>(
      url,
      'SELECT * FROM "_prisma_migrations" WHERE migration_name = $1',
      [name],
    );
    expect(failed?.finished_at).toBeNull();
    expect(failed?.rolled_back_at).toBeInstanceOf(Date);
    expect(failed?.logs).toContain('no_such_table');

    writeFileSync(
      join(dir, name, 'migration.sql'),
      'CREATE TABLE "scratch" ("id" INTEGER NOT NULL);\n',
    );
    await expect(applyMigrations(url, { migrationsDir: dir })).resolves.toEqual([name]);
    expect(await query(url, "SELECT 1 FROM pg_class WHERE relname = 'scratch'")).toHaveLength(1);
  });

  test('applies pending migrations in folder-name order', async () => {
    const url = await emptyDatabase();
    await applyMigrations(url, { migrationsDir });
    const dir = migrationsWith({
      '29990102000000_second': 'ALTER TABLE "scratch" ADD COLUMN "note" TEXT;\n',
      '29990101000000_first': 'CREATE TABLE "scratch" ("id" INTEGER NOT NULL);\n',
    });

    await expect(applyMigrations(url, { migrationsDir: dir })).resolves.toEqual([
      '29990101000000_first',
      '29990102000000_second',
    ]);
  });
});

describe('resolveMigrationsDir', () => {
  const inherited = process.env.MIGRATIONS_DIR;
  beforeEach(() => {
    delete process.env.MIGRATIONS_DIR;
  });
  afterEach(() => {
    if (inherited === undefined) delete process.env.MIGRATIONS_DIR;
    else process.env.MIGRATIONS_DIR = inherited;
  });

  test('finds prisma/migrations of the repository by walking up', () => {
    expect(resolveMigrationsDir()).toBe(migrationsDir);
  });

  test('MIGRATIONS_DIR overrides the search', () => {
    const dir = migrationsWith({});
    process.env.MIGRATIONS_DIR = dir;
    expect(resolveMigrationsDir()).toBe(dir);
  });

  test('MIGRATIONS_DIR naming nothing is an error, not a silent fallback', () => {
    process.env.MIGRATIONS_DIR = join(tmpdir(), 'no-such-migrations-dir');
    expect(() => resolveMigrationsDir()).toThrow(/MIGRATIONS_DIR does not name a folder/);
  });

  test('numbering at validation: pending invoices become PROV-<id>, counters fall back to the last validated number', async () => {
    const url = await emptyDatabase();
    const initOnly = mkdtempSync(join(tmpdir(), 'migrations-'));
    scratchDirs.push(initOnly);
    cpSync(join(migrationsDir, migrationNames[0]!), join(initOnly, migrationNames[0]!), {
      recursive: true,
    });
    await applyMigrations(url, { migrationsDir: initOnly });
    await query(
      url,
      `INSERT INTO organizations (organization_name, address, phone, email, bank_account, updated_at)
       VALUES ('Asbl', 'Rue 1', '+32-21234567', 'asbl@exemple.be', 'BE68539007547034', now())`,
    );
    await query(
      url,
      `INSERT INTO clients (organization_id, client_name, updated_at) VALUES (1, 'Client', now())`,
    );
    for (const [number, status] of [
      ['FAC-2026-0001', 'Validated'],
      ['FAC-2026-0002', 'Pending'],
      ['FAC-2026-0003', 'Validated'],
      ['FAC-2026-0004', 'Pending'],
    ]) {
      await query(
        url,
        `INSERT INTO invoices (organization_id, formatted_invoice_id, client_id, issue_date, status,
           total_amount_cents, updated_at)
         VALUES (1, $1, 1, '2026-03-10', $2, 1000, now())`,
        [number, status],
      );
    }
    await query(
      url,
      `INSERT INTO document_counters (organization_id, kind, year, last_value)
       VALUES (1, 'invoice', 2026, 4), (1, 'quote', 2026, 9)`,
    );

    await applyMigrations(url, { migrationsDir });
    const invoices = await query<{ invoice_id: number; formatted_invoice_id: string; due: string }>(
      url,
      `SELECT invoice_id, formatted_invoice_id, to_char(due_date, 'YYYY-MM-DD') AS due
       FROM invoices ORDER BY invoice_id`,
    );
    expect(invoices).toEqual([
      { invoice_id: 1, formatted_invoice_id: 'FAC-2026-0001', due: '2026-04-09' },
      { invoice_id: 2, formatted_invoice_id: 'PROV-2', due: '2026-04-09' },
      { invoice_id: 3, formatted_invoice_id: 'FAC-2026-0003', due: '2026-04-09' },
      { invoice_id: 4, formatted_invoice_id: 'PROV-4', due: '2026-04-09' },
    ]);
    const counters = await query<{ kind: string; last_value: number }>(
      url,
      'SELECT kind::text AS kind, last_value FROM document_counters ORDER BY kind::text',
    );
    expect(counters).toEqual([
      { kind: 'invoice', last_value: 3 },
      { kind: 'quote', last_value: 9 },
    ]);
  });

  test('roles (issue #28): each organization’s first member by join date becomes its owner, the others members', async () => {
    const url = await emptyDatabase();
    const before = mkdtempSync(join(tmpdir(), 'migrations-'));
    scratchDirs.push(before);
    const rolesIndex = migrationNames.indexOf('20261127110000_member_roles');
    expect(rolesIndex).toBeGreaterThan(0);
    for (const name of migrationNames.slice(0, rolesIndex)) {
      cpSync(join(migrationsDir, name), join(before, name), { recursive: true });
    }
    await applyMigrations(url, { migrationsDir: before });
    for (const name of ['Asbl A', 'Asbl B']) {
      await query(
        url,
        `INSERT INTO organizations (organization_name, address, phone, email, bank_account, updated_at)
         VALUES ($1, 'Rue 1', '+32-21234567', $2, 'BE68539007547034', now())`,
        [name, `${name.replace(' ', '').toLowerCase()}@exemple.be`],
      );
    }
    // Organization 1: the earliest joiner is user 3 (inserted last). Organization 2: users 4 and 5
    // joined at the same instant, the lower id wins. User 6 belongs to no organization.
    for (const [name, org, joined] of [
      ['Later', 1, '2026-02-01T10:00:00Z'],
      ['Never joined date', 1, null],
      ['Founder A', 1, '2026-01-01T10:00:00Z'],
      ['Founder B', 2, '2026-03-01T10:00:00Z'],
      ['Twin B', 2, '2026-03-01T10:00:00Z'],
      ['Loner', null, null],
    ] as const) {
      await query(
        url,
        `INSERT INTO users (name, email, organization_id, joined_at, updated_at)
         VALUES ($1, $2, $3, $4, now())`,
        [name, `${name.replace(/ /g, '-').toLowerCase()}@exemple.be`, org, joined],
      );
    }
    await query(
      url,
      `INSERT INTO invitations (organization_id, email, updated_at) VALUES (1, 'x@exemple.be', now())`,
    );

    await applyMigrations(url, { migrationsDir });
    const users = await query<{ name: string; role: string }>(
      url,
      'SELECT name, role::text AS role FROM users ORDER BY user_id',
    );
    expect(users).toEqual([
      { name: 'Later', role: 'member' },
      { name: 'Never joined date', role: 'member' },
      { name: 'Founder A', role: 'owner' },
      { name: 'Founder B', role: 'owner' },
      { name: 'Twin B', role: 'member' },
      { name: 'Loner', role: 'member' },
    ]);
    const invitations = await query<{ role: string }>(
      url,
      'SELECT role::text AS role FROM invitations',
    );
    expect(invitations).toEqual([{ role: 'member' }]);
  });
});
