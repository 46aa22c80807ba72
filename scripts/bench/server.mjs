// The production server the bench measures: built when missing, started with NODE_ENV=production
// on 127.0.0.1 with a throwaway DATA_DIR (so it runs its embedded PostgreSQL), and always stopped
// with its data removed, also on Ctrl-C or failure.
import { spawn, spawnSync } from 'node:child_process';
import {
  closeSync,
  copyFileSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './http.mjs';
import { ROOT } from './api-deps.mjs';
import { buildState } from '../build-state.mjs';
import { SERVER_MALLOC_ENV, SERVER_NODE_FLAGS } from '../server-flags.mjs';

const READY_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 30_000;
/** Where the last run's server log is kept. */
export const LAST_LOG = join(tmpdir(), 'gestion-bench-server.log');

/**
 * `pnpm build` when the API bundle or the web app is missing, or older than the sources (as
 * `pnpm start` does): a stale build would measure code that is no longer there.
 */
export function ensureBuild() {
  const state = buildState(ROOT);
  if (state === 'fresh') return;
  console.error(
    `bench: build ${state === 'stale' ? 'older than the sources' : 'missing'}, running pnpm build`,
  );
  const build = spawnSync('pnpm', ['build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`pnpm build failed (exit ${build.status})`);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Resident memory of a process in MB, from /proc/<pid>/status: VmRSS (now) or VmHWM (peak). */
export function readMemoryMb(pid, field = 'VmRSS') {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  return kb / 1024;
}

/**
 * The CPU time (user + system, ms) the process `pid` has used so far: fields 14 and 15 of
 * /proc/<pid>/stat, after the command name in parentheses, at 100 ticks a second (Linux; 0
 * elsewhere). The bench prints it beside its timings; it measures nothing with it.
 */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** Resets VmHWM to the current RSS (Linux clear_refs 5); false when the kernel refuses. */
export function resetPeakMemory(pid) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/**
 * The embedded PostgreSQL's address: its port from its postmaster.pid (line 4), the password the
 * server generated for it (DATA_DIR/pg-password).
 */
function embeddedDatabaseUrl(dataDir) {
  const lines = readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n');
  const password = encodeURIComponent(readFileSync(join(dataDir, 'pg-password'), 'utf8').trim());
  return {
    url: `postgresql://postgres:${password}@127.0.0.1:${lines[3].trim()}/app`,
    pid: +lines[0],
  };
}

function tail(file, lines = 30) {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

async function waitReady(baseUrl, child, logFile) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`server exited (${child.exitCode}) before ready:\n${tail(logFile)}`);
    }
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`server not ready after ${READY_TIMEOUT_MS / 1000} s:\n${tail(logFile)}`);
}

const serverFlags = () => (process.env.BENCH_SERVER_FLAGS ?? '').split(/\s+/).filter(Boolean);

/**
 * Spawns apps/api/dist/server.js as production runs it, on 127.0.0.1:`port` with `dataDir`, its
 * output appended to `logFile`; `env` adds or overrides settings.
 */
export function spawnServer({ port, dataDir, logFile, env }) {
  const logFd = openSync(logFile, 'a');
  try {
    return spawn(
      process.execPath,
      // BENCH_SERVER_FLAGS adds node flags for one run, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"
      // to profile the server (NODE_OPTIONS refuses --cpu-prof).
      [...SERVER_NODE_FLAGS, ...serverFlags(), join(ROOT, 'apps/api/dist/server.js')],
      {
        cwd: ROOT,
        stdio: ['ignore', logFd, logFd],
        env: {
          ...SERVER_MALLOC_ENV,
          ...process.env,
          NODE_ENV: 'production',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          SEED_DEMO: 'false',
          ...env,
        },
      },
    );
  } finally {
    closeSync(logFd);
  }
}

/**
 * Starts apps/api/dist/server.js. Returns its pid, address, database URL and `stop()`, which
 * stops the server (SIGTERM, then SIGKILL), its PostgreSQL, and removes DATA_DIR. `extraEnv` is
 * for settings that are configuration, not code (the API rate limit, which a load test passes).
 */
export async function startServer(extraEnv = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'gestion-bench-'));
  const logFile = join(dataDir, 'server.log');
  const port = await freePort();
  const child = spawnServer({
    port,
    dataDir,
    logFile,
    env: { DATABASE_URL: '', PUBLIC_URL: '', ...extraEnv },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  let stopped = false;
  let postgresPid;

  async function stop() {
    if (stopped) return;
    stopped = true;
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = sleep(STOP_TIMEOUT_MS).then(() => 'timeout');
      if ((await Promise.race([exited, timer])) === 'timeout') {
        child.kill('SIGKILL');
        await exited;
      }
    }
    // A server killed hard leaves its PostgreSQL running: stop it (immediate shutdown).
    if (postgresPid && isAlive(postgresPid)) {
      process.kill(postgresPid, 'SIGQUIT');
      for (let waited = 0; waited < 10_000 && isAlive(postgresPid); waited += 100) await sleep(100);
    }
    // The server's log outlives DATA_DIR, for a failed run.
    copyFileSync(logFile, LAST_LOG);
    rmSync(dataDir, { recursive: true, force: true });
  }

  // Last resort when this process ends without stop() (an uncaught error): kill and remove.
  process.once('exit', () => {
    if (stopped) return;
    child.kill('SIGKILL');
    if (postgresPid && isAlive(postgresPid)) process.kill(postgresPid, 'SIGQUIT');
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
  });

  try {
    await waitReady(baseUrl, child, logFile);
    const database = embeddedDatabaseUrl(dataDir);
    postgresPid = database.pid;
    return { pid: child.pid, baseUrl, databaseUrl: database.url, logFile, env: extraEnv, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
