// Where backups go (DATA_DIR/backups/<timestamp>.dump), and which of them are kept (BACKUP_KEEP).
// The running server's scheduled backups are in backup-schedule.ts.
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
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
