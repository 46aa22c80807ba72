// The scheduled backups of a running server (BACKUP_EVERY_HOURS, keeping the BACKUP_KEEP newest).
// Replicas on one database each run the schedule, yet one backup is written per period: a backup
// runs under a session-level advisory lock held on a connection of its own, and records its
// period in `scheduled_backups`. A replica that finds the lock taken, or its period recorded,
// skips it and says why in the log.
import pg from 'pg';
import type { Logger } from 'pino';
import { backupToDataDir, pruneBackups } from './backup-files.js';

/** The advisory lock of the scheduled backups, the same on every replica. */
export const BACKUP_LOCK_SQL = "hashtext('gestion:scheduled-backup')";

export type ScheduleOptions = {
  connectionString: string;
  dataDir: string;
  everyHours: number;
  keep: number;
  logger: Logger;
};

/** Periods are aligned on the epoch, so every replica cuts time the same way whenever it started. */
export function periodStart(at: Date, everyHours: number): Date {
  const length = everyHours * 3_600_000;
  return new Date(Math.floor(at.getTime() / length) * length);
}

/** Backs up, prunes and records the period, on `client` that holds the lock. */
async function backUpPeriod(client: pg.Client, options: ScheduleOptions, period: Date) {
  const { logger } = options;
  const done = await client.query<{ file: string; written_at: Date }>(
    'SELECT file, written_at FROM scheduled_backups WHERE period_start = $1',
    [period],
  );
  const previous = done.rows[0];
  if (previous) {
    logger.info(
      { period, file: previous.file, writtenAt: previous.written_at },
      'scheduled backup skipped: this period’s backup was written by another replica',
    );
    return;
  }
  const { file, manifest } = await backupToDataDir(options.connectionString, options.dataDir);
  await client.query(
    `WITH recorded AS (
       INSERT INTO scheduled_backups (period_start, file) VALUES ($1, $2)
       ON CONFLICT (period_start) DO NOTHING)
     DELETE FROM scheduled_backups WHERE period_start < $1`,
    [period, file],
  );
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  const removed = pruneBackups(options.dataDir, options.keep);
  logger.info({ file, rows, removed }, 'scheduled backup written');
}

/**
 * One scheduled run: the backup of the current period, unless another replica is writing it
 * (the lock is taken) or has written it (the period is recorded).
 */
export async function runScheduledBackup(options: ScheduleOptions): Promise<void> {
  const period = periodStart(new Date(), options.everyHours);
  // A connection of its own: a session-level lock stays with the session that took it.
  const client = new pg.Client({ connectionString: options.connectionString });
  // A connection lost while idle must not end the server: the run fails, the next one retries.
  client.on('error', (err) => options.logger.warn({ err }, 'scheduled backup connection lost'));
  await client.connect();
  try {
    const lock = await client.query<{ locked: boolean }>(
      `SELECT pg_try_advisory_lock(${BACKUP_LOCK_SQL}) AS locked`,
    );
    if (!lock.rows[0]?.locked) {
      options.logger.info(
        { period },
        'scheduled backup skipped: another replica is writing a backup',
      );
      return;
    }
    try {
      await backUpPeriod(client, options, period);
    } finally {
      await client.query(`SELECT pg_advisory_unlock(${BACKUP_LOCK_SQL})`);
    }
  } finally {
    await client.end();
  }
}

/**
 * Backs up every `everyHours` hours while the server runs (never two at once, one per period
 * across replicas), then prunes. A failed backup is logged and the next one is tried at its
 * time. Returns a stop function.
 */
export function scheduleBackups(options: ScheduleOptions): () => void {
  const { logger } = options;
  if (options.everyHours <= 0) return () => undefined;
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await runScheduledBackup(options);
    } catch (err) {
      logger.error({ err }, 'scheduled backup failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), options.everyHours * 3_600_000);
  // The schedule never keeps a stopping server alive.
  timer.unref();
  logger.info({ everyHours: options.everyHours, keep: options.keep }, 'scheduled backups on');
  return () => clearInterval(timer);
}
