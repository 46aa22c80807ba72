// Start to /api/ready on an existing database: a second apps/api/dist/server.js (the bench
// server's node flags and environment, another port and DATA_DIR, DATABASE_URL of the running
// embedded database whose migrations are applied), timed from spawn to the first 200 of
// /api/ready; beside `node -e` connecting with `pg` to the same database, running SELECT 1 and
// exiting (spawn → exit). Alternated, medians of STARTS.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ROOT } from './api-deps.mjs';
import { freePort } from './http.mjs';
import { spawnServer } from './server.mjs';
import { median, ms, ratio } from './stats.mjs';

const STARTS = 5;
const TIMEOUT_MS = 60_000;
const POLL_MS = 5;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function readyStatus(url) {
  try {
    const res = await fetch(url);
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0; // not listening yet
  }
}

/** One start of a second server: ms from spawn to the first 200 of /api/ready. */
async function timeServerStart(ctx) {
  const dataDir = mkdtempSync(join(tmpdir(), 'gestion-bench-start-'));
  const logFile = join(dataDir, 'server.log');
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawnServer({
    port,
    dataDir,
    logFile,
    // PUBLIC_URL is required in production with DATABASE_URL (config.ts): where it listens.
    env: { DATABASE_URL: ctx.databaseUrl, PUBLIC_URL: baseUrl, ...ctx.serverEnv },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      if (child.exitCode !== null) {
        throw new Error(
          `second server exited (${child.exitCode}):\n${readFileSync(logFile, 'utf8').slice(-2000)}`,
        );
      }
      if (performance.now() - started > TIMEOUT_MS)
        throw new Error('second server not ready after 60 s');
      if ((await readyStatus(`${baseUrl}/api/ready`)) === 200) return performance.now() - started;
      await sleep(POLL_MS);
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `node -e`: pg connects to the same database, SELECT 1, exit; ms from spawn to exit. */
async function timeNodeSelect(ctx) {
  const script =
    'const { Client } = require(process.argv[1]); const c = new Client(process.argv[2]);' +
    "c.connect().then(() => c.query('SELECT 1')).then((r) => { if (r.rows[0]['?column?'] !== 1) process.exit(2); return c.end(); })" +
    '.catch((e) => { console.error(e); process.exit(1); });';
  const pgPath = join(ROOT, 'apps/api/node_modules/pg');
  const started = performance.now();
  const child = spawn(process.execPath, ['-e', script, pgPath, ctx.databaseUrl], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`node -e SELECT 1 exited ${code}`);
  return performance.now() - started;
}

export async function startup(ctx) {
  const servers = [];
  const selects = [];
  for (let i = 0; i < STARTS; i += 1) {
    servers.push(await timeServerStart(ctx));
    selects.push(await timeNodeSelect(ctx));
  }
  const server = median(servers);
  const select = median(selects);
  return {
    what: `start to /api/ready of a second server on the existing database, median of ${STARTS}`,
    measured: `${ms(server)} (spawn → first 200 of /api/ready)`,
    baseline: `node -e: pg connect, SELECT 1, exit ${ms(select)}`,
    ratio: ratio(server, select, 'time'),
    target: '≤ 3×',
  };
}
