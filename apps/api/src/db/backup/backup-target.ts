// The database `pnpm backup` and `pnpm restore` work on, found as the server finds it:
// DATABASE_URL, else the embedded cluster under DATA_DIR/pg. A cluster already running (the
// server's) is used where it runs, never stopped; otherwise it is started for the command only.
import type { Config } from '../../config.js';
import {
  APP_DATABASE,
  embeddedLocation,
  embeddedUrl,
  runningPostmaster,
  startEmbeddedPostgres,
} from '../embedded-postgres.js';
import { LEGACY_PASSWORD, storedPassword } from '../embedded-password.js';

export type BackupTarget = { url: string; label: string; close: () => Promise<void> };

export async function openBackupTarget(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>,
  log: (message: string) => void = () => undefined,
): Promise<BackupTarget> {
  if (config.DATABASE_URL) {
    const { host, pathname } = new URL(config.DATABASE_URL);
    return { url: config.DATABASE_URL, label: `${host}${pathname}`, close: async () => undefined };
  }
  const { clusterDir, passwordFile } = embeddedLocation(config.DATA_DIR);
  const running = runningPostmaster(clusterDir);
  if (running) {
    // A server started before passwords were generated still runs with the former one.
    const password = storedPassword(passwordFile) ?? LEGACY_PASSWORD;
    return {
      url: embeddedUrl(password, running.port, APP_DATABASE),
      label: `${clusterDir} (base intégrée, en cours d’exécution)`,
      close: async () => undefined,
    };
  }
  const embedded = await startEmbeddedPostgres({ dataDir: clusterDir, passwordFile, log });
  return { url: embedded.url, label: `${clusterDir} (base intégrée)`, close: embedded.stop };
}
