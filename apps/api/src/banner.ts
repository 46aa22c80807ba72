import { join, resolve } from 'node:path';
import type { Config } from './config.js';
import type { DemoCredentials } from './seed/demo-seed.js';

/**
 * A connection string as it may be shown: without its password, whether in the user part or in a
 * `password` parameter.
 */
export function withoutPassword(databaseUrl: string): string {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    return '(DATABASE_URL illisible)';
  }
  url.password = '';
  if (url.searchParams.has('password')) url.searchParams.delete('password');
  return url.toString();
}

/**
 * What the console shows once the server listens: where to open the app, the demo account when
 * one was seeded, and where the data lives. The e2e setup waits for its first line.
 */
export function startupBanner(
  config: Pick<Config, 'DATA_DIR' | 'DATABASE_URL' | 'PUBLIC_URL'>,
  port: number,
  demo?: DemoCredentials,
): string {
  const dataDir = resolve(config.DATA_DIR);
  const lines = [`Application prête sur http://localhost:${port}/`];
  if (config.PUBLIC_URL) lines.push(`Adresse publique : ${config.PUBLIC_URL}`);
  if (demo) lines.push(`Compte de démonstration : ${demo.email} / ${demo.password}`);
  lines.push(`Données : ${dataDir}`);
  lines.push(
    config.DATABASE_URL
      ? `Base de données : ${withoutPassword(config.DATABASE_URL)} (DATABASE_URL)`
      : `Base de données : PostgreSQL intégré, dans ${join(dataDir, 'pg')}`,
  );
  return `\n${lines.map((line) => `  ${line}\n`).join('')}\n`;
}
