// `pnpm restore <file>`: into an empty database only. The schema is brought to the backup's
// migrations by the app's own runner, the rows are loaded (backup-load.ts), then the migrations
// this version has in addition run on the restored data, as they would on a server's upgrade.
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import { applyMigrations, resolveMigrationsDir } from '../migrate.js';
import {
  appliedMigrations,
  BackupError,
  quoteIdent,
  schemaTables,
  type BackupManifest,
} from './backup-format.js';
import { loadBackupData } from './backup-load.js';
import { openBackup } from './backup-reader.js';

export const MSG_TARGET_NOT_EMPTY =
  'La base de données cible contient déjà des données : la restauration ne remplace jamais des données existantes.';

/** Refuses a target with rows in any table, or migrated further than the backup. */
async function checkTargetEmpty(connectionString: string, manifest: BackupManifest) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const filled: string[] = [];
    for (const table of await schemaTables(client)) {
      const found = await client.query(`SELECT 1 FROM ${quoteIdent(table)} LIMIT 1`);
      if ((found.rowCount ?? 0) > 0) filled.push(table);
    }
    if (filled.length > 0) {
      throw new BackupError(
        `${MSG_TARGET_NOT_EMPTY} Tables non vides : ${filled.join(', ')}. ` +
          'Restaurez dans une base vide (avec la base intégrée : arrêtez le serveur et déplacez ' +
          'le dossier DATA_DIR/pg, ou choisissez un autre DATA_DIR ; avec DATABASE_URL : une ' +
          'base nouvellement créée).',
      );
    }
    const newer = (await appliedMigrations(client)).filter((m) => !manifest.migrations.includes(m));
    if (newer.length > 0) {
      throw new BackupError(
        `La base cible a un schéma plus récent que la sauvegarde (${newer.join(', ')}) : ` +
          'restaurez dans une base sans tables.',
      );
    }
  } finally {
    await client.end();
  }
}

function checkMigrationsKnown(manifest: BackupManifest, migrationsDir: string): void {
  const local = new Set(
    readdirSync(migrationsDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name),
  );
  const unknown = manifest.migrations.filter((name) => !local.has(name));
  if (unknown.length > 0) {
    throw new BackupError(
      `Cette sauvegarde vient d’une version plus récente de l’application (migrations inconnues : ${unknown.join(', ')}). Mettez l’application à jour avant de restaurer.`,
    );
  }
}

export type RestoreResult = { manifest: BackupManifest; migratedAfter: string[] };

/** Restores `file` into the (empty) database at `connectionString`. */
export async function restoreBackup(
  connectionString: string,
  file: string,
  options: { migrationsDir?: string; log?: (message: string) => void } = {},
): Promise<RestoreResult> {
  const log = options.log ?? (() => undefined);
  const migrationsDir = options.migrationsDir
    ? resolve(options.migrationsDir)
    : resolveMigrationsDir();
  const reader = await openBackup(file);
  try {
    const { manifest } = reader;
    checkMigrationsKnown(manifest, migrationsDir);
    await checkTargetEmpty(connectionString, manifest);
    const saved = new Set(manifest.migrations);
    await applyMigrations(connectionString, { migrationsDir, log, only: (m) => saved.has(m) });
    await loadBackupData(connectionString, reader);
    const migratedAfter = await applyMigrations(connectionString, { migrationsDir, log });
    return { manifest, migratedAfter };
  } finally {
    reader.close();
  }
}
