// `pnpm backup` / `pnpm restore`: a populated database is backed up, restored into an
// empty one and compared table by table; the very database the app runs on is backed up, wiped
// and restored in place, and the app serves its data again; a database with data, a file that is
// not a backup and a truncated backup are refused with a French message, and nothing is half
// restored. Scheduled backups write one file per period, even from two replicas.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { backupToDataDir, pruneBackups } from '../src/db/backup/backup-files.js';
import { BACKUP_LOCK_SQL, scheduleBackups } from '../src/db/backup/backup-schedule.js';
import { MSG_NOT_A_BACKUP } from '../src/db/backup/backup-format.js';
import { openBackup } from '../src/db/backup/backup-reader.js';
import { MSG_TARGET_NOT_EMPTY, restoreBackup } from '../src/db/backup/backup-restore.js';
import { createPrisma, type Db } from '../src/db/prisma.js';
import { useTestContext } from './support/app.js';
import { createEmptyDatabase, type TestDatabase } from './support/database.js';
import { withSession } from './support/http.js';
import { tenant, type Tenant } from './support/tenant-fixture.js';
import { waitFor } from './support/wait.js';
import { recordReliability } from './reliability/report.js';
import { databaseSnapshot } from './reliability/snapshot.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const ctx = useTestContext();
const opened: Db[] = [];
const databases: TestDatabase[] = [];
let dataDir: string;
let alpha: Tenant;
let backupFile: string;
/** A receipt of 300 KB that does not compress, to see its bytes come back whole. */
const RECEIPT = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(300_000)]);
let receiptExpenseId: number;
/** The figures of the round trip that destroys the source, for docs/reliability.md. */
const figures: Record<string, unknown> = {};

async function emptyDatabase(): Promise<TestDatabase> {
  const database = await createEmptyDatabase();
  databases.push(database);
  return database;
}

function prismaOn(url: string): Db {
  const db = createPrisma(url);
  opened.push(db);
  return db;
}

/**
 * The `api` limiter writes its hits in batches, shortly after the answers: waits until the count
 * the last answer gave (`remaining` of its RateLimit header) is in the database, so that a backup
 * taken next is what the database keeps.
 */
async function apiHitsWritten(header: string | undefined) {
  const remaining = Number(/remaining=(\d+)/.exec(header ?? '')?.[1]);
  const counted = ctx.config.API_RATE_LIMIT_MAX - remaining;
  await waitFor(async () => {
    const [row] = await ctx.db.$queryRaw<{ hits: number }[]>`
      SELECT coalesce(sum(hits), 0)::int AS hits FROM rate_limit_hits WHERE key LIKE 'api:%'`;
    return row?.hits === counted;
  }, 'the API rate-limit hits written');
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'backup-test-'));
  alpha = await tenant(ctx, 'ALPHA');
  await tenant(ctx, 'BETA');
  const expense = await withSession(ctx.app, alpha.cookie)
    .post('/api/accounting/addExpense')
    .field('product_name', 'Grosse facture')
    .field('price', '99.90')
    .field('recorded_date', '2026-05-02')
    .field('payment_method', 'Virement')
    .field('user_id', String(alpha.ids.member))
    .attach('file', RECEIPT, 'facture-fournisseur.pdf');
  expect(expense.status).toBe(201);
  receiptExpenseId = expense.body.expense.expense_id as number;
  await apiHitsWritten(expense.headers['ratelimit']);
  backupFile = (await backupToDataDir(ctx.config.DATABASE_URL ?? '', dataDir)).file;
});

afterAll(async () => {
  recordReliability('backup-restore', figures);
  await Promise.all(opened.map((db) => db.$disconnect()));
  await Promise.all(databases.map((database) => database.drop()));
  rmSync(dataDir, { recursive: true, force: true });
});

describe('backup and restore', () => {
  test('the backup is DATA_DIR/backups/<timestamp>.dump with a manifest of the tables', async () => {
    expect(dirname(backupFile)).toBe(join(dataDir, 'backups'));
    expect(backupFile).toMatch(/\/\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.dump$/);
    expect(statSync(backupFile).mode & 0o777).toBe(0o600);
    const reader = await openBackup(backupFile);
    reader.close();
    const { manifest } = reader;
    expect(manifest.format).toBe('gestion-backup');
    const tables = Object.fromEntries(manifest.tables.map((t) => [t.name, t.rows]));
    const [files, clients] = await Promise.all([ctx.db.storedFile.count(), ctx.db.client.count()]);
    expect(tables.stored_files).toBe(files);
    expect(tables.clients).toBe(clients);
    expect(tables.invoices).toBeGreaterThan(0);
    const migrations = readdirSync(join(ROOT, 'prisma/migrations'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(manifest.migrations).toEqual(migrations.sort());
  });

  test('restored into an empty database, every table is the same, file bytes included', async () => {
    const before = await databaseSnapshot(ctx.db);
    const target = await emptyDatabase();
    await restoreBackup(target.url, backupFile);
    const restored = prismaOn(target.url);
    expect(await databaseSnapshot(restored)).toEqual(before);
    const expense = await restored.expense.findUniqueOrThrow({
      where: { expense_id: receiptExpenseId },
      include: { file: true },
    });
    expect(Buffer.from(expense.file.data).equals(RECEIPT)).toBe(true);

    // Sequences continue after the restored ids: a new row gets a fresh id.
    const last = await restored.client.aggregate({ _max: { client_id: true } });
    const client = await restored.client.create({
      data: { organization_id: alpha.orgId, client_name: 'Après restauration' },
    });
    expect(client.client_id).toBeGreaterThan(last._max.client_id ?? 0);

    // A second restore into the now populated database is refused and changes nothing.
    const now = await databaseSnapshot(restored);
    await expect(restoreBackup(target.url, backupFile)).rejects.toThrow(MSG_TARGET_NOT_EMPTY);
    expect(await databaseSnapshot(restored)).toEqual(now);
  });

  test('a backup taken while rows are written is one consistent snapshot', async () => {
    const before = await ctx.db.client.count();
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        // A client and an event in one transaction: a snapshot holds both or neither.
        await ctx.db.$transaction(async (tx) => {
          const client = await tx.client.create({
            data: { organization_id: alpha.orgId, client_name: `Pendant ${written}` },
          });
          await tx.event.create({
            data: {
              organization_id: alpha.orgId,
              name: `Événement de ${client.client_id}`,
              location: 'Salle',
              date: new Date('2026-06-01T00:00:00Z'),
              start_at: '10:00',
              end_at: '11:00',
            },
          });
        });
        written += 1;
      }
    })();
    const { file, manifest } = await backupToDataDir(
      ctx.config.DATABASE_URL ?? '',
      join(dataDir, 'concurrent'),
    );
    writing = false;
    await writer;
    expect(written).toBeGreaterThan(0);
    const target = await emptyDatabase();
    await restoreBackup(target.url, file);
    const restored = prismaOn(target.url);
    const clients = await restored.client.count();
    expect(clients).toBe(manifest.tables.find((t) => t.name === 'clients')?.rows);
    expect(clients).toBeGreaterThanOrEqual(before);
    const pairs = await restored.event.count({ where: { name: { startsWith: 'Événement de' } } });
    expect(pairs).toBe(clients - before);
    // The rows written meanwhile go into the next backup, not this one: remove them again.
    await ctx.db.event.deleteMany({ where: { name: { startsWith: 'Événement de' } } });
    await ctx.db.client.deleteMany({ where: { client_name: { startsWith: 'Pendant ' } } });
  });

  test('a file that is not a backup is refused with a clear message', async () => {
    const target = await emptyDatabase();
    const junk = join(dataDir, 'junk.dump');
    writeFileSync(junk, randomBytes(5000));
    await expect(restoreBackup(target.url, junk)).rejects.toThrow(MSG_NOT_A_BACKUP);
    await expect(restoreBackup(target.url, join(dataDir, 'missing.dump'))).rejects.toThrow(
      'Fichier introuvable',
    );
  });

  test('a truncated backup restores nothing, and the whole file then restores', async () => {
    const target = await emptyDatabase();
    const bytes = readFileSync(backupFile);
    const truncated = join(dataDir, 'truncated.dump');
    writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    await expect(restoreBackup(target.url, truncated)).rejects.toThrow(MSG_NOT_A_BACKUP);
    const db = prismaOn(target.url);
    const counts = Object.values(await databaseSnapshot(db)).map((value) => value.split(' ')[0]);
    expect(new Set(counts)).toEqual(new Set(['0']));
    await restoreBackup(target.url, backupFile);
    expect(await databaseSnapshot(db)).toEqual(await databaseSnapshot(ctx.db));
  });

  test('pruning keeps the newest backups only', () => {
    const dir = join(dataDir, 'backups');
    for (const stamp of ['2020-01-01T00-00-00Z', '2020-01-02T00-00-00Z', '2020-01-03T00-00-00Z']) {
      writeFileSync(join(dir, `${stamp}.dump`), '');
    }
    writeFileSync(join(dir, 'notes.txt'), '');
    const kept = readdirSync(dir).filter((name) => name.endsWith('.dump')).length - 2;
    expect(pruneBackups(dataDir, kept)).toEqual([
      '2020-01-02T00-00-00Z.dump',
      '2020-01-01T00-00-00Z.dump',
    ]);
    expect(readdirSync(dir)).toContain('notes.txt');
    expect(readdirSync(dir)).toContain('2020-01-03T00-00-00Z.dump');
  });

  test('scheduled backups: one each period, the oldest pruned beyond BACKUP_KEEP', async () => {
    const scheduledDir = join(dataDir, 'scheduled');
    const logged: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => logged.push(line) });
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const stop = scheduleBackups({
      connectionString: ctx.config.DATABASE_URL ?? '',
      dataDir: scheduledDir,
      everyHours: 2,
      keep: 1,
      logger,
    });
    try {
      mkdirSync(join(scheduledDir, 'backups'), { recursive: true });
      writeFileSync(join(scheduledDir, 'backups', '2020-01-01T00-00-00Z.dump'), '');
      vi.advanceTimersByTime(2 * 3_600_000 - 1);
      expect(logged.some((line) => line.includes('scheduled backup written'))).toBe(false);
      vi.advanceTimersByTime(1);
      await vi.waitUntil(() => logged.some((line) => line.includes('scheduled backup written')), {
        timeout: 15_000,
      });
    } finally {
      stop();
      vi.useRealTimers();
    }
    const files = readdirSync(join(scheduledDir, 'backups'));
    expect(files).toHaveLength(1);
    expect(files[0]).not.toBe('2020-01-01T00-00-00Z.dump');
    const reader = await openBackup(join(scheduledDir, 'backups', files[0] ?? ''));
    reader.close();
    expect(reader.manifest.tables.find((t) => t.name === 'clients')?.rows).toBe(
      await ctx.db.client.count(),
    );
  });

  test('scheduled backups of two replicas on one database: one file per period, the other says why it skips', async () => {
    const url = ctx.config.DATABASE_URL ?? '';
    const dirs = [join(dataDir, 'replica-a'), join(dataDir, 'replica-b')];
    const logs: string[][] = [];
    const said = (i: number, what: string) => (logs[i] ?? []).filter((l) => l.includes(what));
    const both = (what: string) => said(0, what).length + said(1, what).length;
    const written = () => both('backup written');
    const files = () =>
      dirs.flatMap((dir) =>
        existsSync(join(dir, 'backups')) ? readdirSync(join(dir, 'backups')) : [],
      );
    const replica = (i: number) => {
      const lines: string[] = (logs[i] ??= []);
      const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
      return scheduleBackups({
        connectionString: url,
        dataDir: dirs[i]!,
        everyHours: 2,
        keep: 10,
        logger,
      });
    };
    const hour = () => vi.advanceTimersByTime(3_600_000);
    const until = (check: () => boolean) => vi.waitUntil(check, { timeout: 15_000 });
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    // Periods of two hours start at 00:00, 02:00…; replica A starts at 00:10, B at 01:10.
    vi.setSystemTime(new Date('2026-06-01T00:10:00Z'));
    const stops = [replica(0)];
    try {
      hour();
      stops.push(replica(1));
      for (const round of [1, 2]) {
        hour(); // A, at 02:10 then 04:10: the period's backup.
        await until(() => written() === round);
        hour(); // B, at 03:10 then 05:10: the same period, already written.
        await until(() => said(1, 'backup skipped').length === round);
      }
      expect(said(1, 'backup skipped')[0]).toContain('written by another replica');
      expect(said(1, 'backup written')).toEqual([]);

      // While a backup is being written elsewhere (the test holds the lock), A skips its turn.
      const lock = await holder.query(`SELECT pg_try_advisory_lock(${BACKUP_LOCK_SQL}) AS locked`);
      expect(lock.rows[0]).toEqual({ locked: true });
      hour(); // A, at 06:10.
      await until(() => said(0, 'backup skipped').length === 1);
      expect(said(0, 'backup skipped')[0]).toContain('another replica is writing a backup');
      await holder.query(`SELECT pg_advisory_unlock(${BACKUP_LOCK_SQL})`);

      // Replicas started together fire together: one writes, the other skips.
      stops.splice(0).forEach((stop) => stop());
      stops.push(replica(0), replica(1));
      vi.advanceTimersByTime(2 * 3_600_000);
      await until(() => written() + both('backup skipped') === 3 + 4);
    } finally {
      stops.forEach((stop) => stop());
      vi.useRealTimers();
      await holder.end();
    }
    expect(written()).toBe(3);
    expect(files()).toHaveLength(3);
  });

  test('pnpm backup and pnpm restore work from the console with DATABASE_URL', async () => {
    const consoleDir = join(dataDir, 'console');
    const run = (args: string[], databaseUrl: string) =>
      spawnSync(process.execPath, [join(ROOT, 'scripts/backup.mjs'), ...args], {
        cwd: ROOT,
        encoding: 'utf8',
        env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: consoleDir, NODE_ENV: 'test' },
      });
    const backup = run(['backup'], ctx.config.DATABASE_URL ?? '');
    expect(backup.stderr).toBe('');
    expect(backup.status).toBe(0);
    expect(backup.stdout).toContain('Sauvegarde de');
    const [name] = readdirSync(join(consoleDir, 'backups'));
    const file = join(consoleDir, 'backups', name ?? '');

    const refused = run(['restore', file], ctx.config.DATABASE_URL ?? '');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(MSG_TARGET_NOT_EMPTY);

    const target = await emptyDatabase();
    const restored = run(['restore', file], target.url);
    expect(restored.status).toBe(0);
    expect(restored.stdout).toContain('restaurée');
    expect(await databaseSnapshot(prismaOn(target.url))).toEqual(await databaseSnapshot(ctx.db));
  }, 60_000);
  test('the source database wiped after its backup is restored in place: same fingerprint, app serves it', async () => {
    const url = ctx.config.DATABASE_URL ?? '';
    const before = await databaseSnapshot(ctx.db);
    const backupStarted = Date.now();
    const { file, manifest } = await backupToDataDir(url, join(dataDir, 'destroyed'));
    const backupMs = Date.now() - backupStarted;

    // Every table, sequence and type of the app's own database goes; its connections stay open.
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query('DROP SCHEMA public CASCADE');
      await admin.query('CREATE SCHEMA public');
      const left = await admin.query(
        "SELECT count(*)::int AS n FROM pg_class WHERE relnamespace = 'public'::regnamespace",
      );
      expect(left.rows[0]).toEqual({ n: 0 });
    } finally {
      await admin.end();
    }
    await expect(ctx.db.client.count()).rejects.toThrow();

    const restoreStarted = Date.now();
    await restoreBackup(url, file);
    const restoreMs = Date.now() - restoreStarted;
    const after = await databaseSnapshot(ctx.db);
    expect(after).toEqual(before);

    // The app, which kept running, serves the restored data to the session opened before.
    const clients = await withSession(ctx.app, alpha.cookie).get('/api/clients/list');
    expect(clients.status).toBe(200);
    expect(clients.body.clients.map((c: { client_name: string }) => c.client_name)).toContain(
      'ALPHA client',
    );
    const receipt = await ctx.db.expense.findUniqueOrThrow({
      where: { expense_id: receiptExpenseId },
      include: { file: true },
    });
    expect(Buffer.from(receipt.file.data).equals(RECEIPT)).toBe(true);
    Object.assign(figures, {
      tables: manifest.tables.length,
      rows: manifest.tables.reduce((sum, table) => sum + table.rows, 0),
      backupBytes: statSync(file).size,
      backupMs,
      restoreMs,
      tablesDiffering: Object.keys(before).filter((table) => after[table] !== before[table]).length,
    });
  });
});
