// Where backups go (DATA_DIR/backups/<timestamp>.dump), and the scheduled backups of a running
// server (BACKUP_EVERY_HOURS, keeping the BACKUP_KEEP newest).
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Logger } from 'pino';
import { writeBackup } from './backup-dump.js';
import type { BackupManifest } from './backup-format.js';

const BACKUP_NAME = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.dump$/;

export const backupsDir = (dataDir: string) => join(resolve(dataDir), 'backups');

/** `2026-11-24T16-30-05Z.dump`: UTC, sortable, no character a file system refuses. */
export const backupFileName = (at: Date) =>
  `${at.toISOString().slice(0, 19).replace(/:/g, '-')}Z.dump`;

/** Writes a backup into DATA_DIR/backups under a new timestamped name. */
export async function backupToDataDir(
  connectionString: string,
  dataDir: string,
  at = new Date(),
): Promise<{ file: string; manifest: BackupManifest }> {
  const dir = backupsDir(dataDir);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = join(dir, backupFileName(at));
  if (existsSync(file)) throw new Error(`${file} existe déjà : réessayez dans une seconde.`);
  return { file, manifest: await writeBackup(connectionString, file) };
}

/** Removes the oldest backups of DATA_DIR/backups beyond the `keep` newest; returns their names. */
export function pruneBackups(dataDir: string, keep: number): string[] {
  const dir = backupsDir(dataDir);
  if (!existsSync(dir)) return [];
  const names = readdirSync(dir)
    .filter((name) => BACKUP_NAME.test(name))
    .sort()
    .reverse();
  const removed = names.slice(keep);
  for (const name of removed) rmSync(join(dir, name), { force: true });
  return removed;
}

/**
 * Backs up every `everyHours` hours while the server runs (never two at once), then prunes.
 * A failed backup is logged and the next one is tried at its time. Returns a stop function.
 */
export function scheduleBackups(options: {
  connectionString: string;
  dataDir: string;
  everyHours: number;
  keep: number;
  logger: Logger;
}): () => void {
  const { logger } = options;
  if (options.everyHours <= 0) return () => undefined;
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const { file, manifest } = await backupToDataDir(options.connectionString, options.dataDir);
      const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
      const removed = pruneBackups(options.dataDir, options.keep);
      logger.info({ file, rows, removed }, 'scheduled backup written');
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
