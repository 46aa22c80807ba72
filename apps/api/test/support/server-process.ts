import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { createPrisma, type Db } from '../../src/db/prisma.js';
import { createTestDatabase, type TestDatabase } from './database.js';
import { SERVER_BUNDLE } from './server-bundle.js';

const API_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export type ServerProcess = {
  child: ChildProcess;
  url: string;
  /** Everything the process wrote so far, stdout and stderr. */
  output: () => string;
  /** Resolves with the exit code (null when killed by a signal) once the process has ended. */
  exited: Promise<number | null>;
};

/**
 * The real server as a child process on `databaseUrl`, in production mode on a free loopback port;
 * resolves once it logs that it listens. `env` adds or overrides variables. It runs the bundle
 * that production runs, `dist/server.js`, which the run's global setup builds from the current
 * sources: it starts in a fraction of the time tsx takes to compile `src/` at every start.
 */
export function startServerProcess(
  databaseUrl: string,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      // Required in production with DATABASE_URL (links in mails never come from requests).
      PUBLIC_URL: 'http://127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: 'server-test-secret-server-test-secret-01',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      BCRYPT_ROUNDS: '4',
      AUTH_RATE_LIMIT_MAX: '10000',
      API_RATE_LIMIT_MAX: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /"port":(\d+),"msg":"listening"/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({
          child,
          url: `http://127.0.0.1:${match[1]}`,
          output: () => output,
          exited,
        });
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}):\n${output}`));
    });
  });
}

/** What a test file of the real server runs on: its database, a client on it, a data folder. */
export type ServerFiles = { database: TestDatabase; db: Db; dataDir: string };

/**
 * The test file's fresh database and data folder (named with `prefix`), made before its first
 * test and removed after its last. The object is filled in by `beforeAll`, so read its fields
 * inside tests and hooks, not at import time.
 */
export function useServerFiles(prefix: string): ServerFiles {
  const files = {} as ServerFiles;
  beforeAll(async () => {
    files.database = await createTestDatabase();
    files.db = createPrisma(files.database.url);
    files.dataDir = mkdtempSync(join(tmpdir(), prefix));
  });
  afterAll(async () => {
    await files.db.$disconnect();
    await files.database.drop();
    rmSync(files.dataDir, { recursive: true, force: true });
  });
  return files;
}
