// `pnpm backup` and `pnpm restore <file>` (scripts/backup.mjs runs this file). Messages are for
// the person at the console, in French; the exit code is 1 on any refusal or failure.
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfig } from '../../config.js';
import { backupToDataDir } from './backup-files.js';
import { BackupError, type BackupManifest } from './backup-format.js';
import { restoreBackup } from './backup-restore.js';
import { openBackupTarget } from './backup-target.js';

const USAGE = 'Usage : pnpm backup   |   pnpm restore <fichier.dump>';

/** The command's report: on stdout, for the person at the console (console.log is for debugging). */
const say = (line: string) => process.stdout.write(`${line}\n`);

const rowCount = (manifest: BackupManifest) =>
  manifest.tables.reduce((sum, table) => sum + table.rows, 0);

async function run(command: string | undefined, args: string[]): Promise<void> {
  if (command !== 'backup' && !(command === 'restore' && args.length === 1)) {
    throw new BackupError(USAGE);
  }
  const config = loadConfig();
  const target = await openBackupTarget(config);
  try {
    if (command === 'backup') {
      const { file, manifest } = await backupToDataDir(target.url, config.DATA_DIR);
      const megabytes = (statSync(file).size / 1_048_576).toFixed(1);
      say(
        `Sauvegarde de ${target.label} écrite dans ${file} : ${manifest.tables.length} tables, ${rowCount(manifest)} lignes, ${megabytes} Mo.`,
      );
      return;
    }
    const file = resolve(args[0] ?? '');
    const { manifest, migratedAfter } = await restoreBackup(target.url, file, {
      log: say,
    });
    say(
      `Sauvegarde du ${manifest.created_at} restaurée dans ${target.label} : ${manifest.tables.length} tables, ${rowCount(manifest)} lignes.` +
        (migratedAfter.length > 0
          ? ` ${migratedAfter.length} migration(s) appliquée(s) ensuite.`
          : ''),
    );
  } finally {
    await target.close();
  }
}

const [command, ...args] = process.argv.slice(2);
run(command, args).then(
  () => process.exit(0),
  (err: unknown) => {
    const message =
      err instanceof BackupError
        ? err.message
        : `Échec : ${String(err instanceof Error ? err.message : err)}`;
    console.error(message);
    process.exit(1);
  },
);
