// `pnpm bench [--quick] [--reps N] [--export-mb N] [--duration S] [--only a,b]`: starts the
// production build on a throwaway embedded database, seeds the volumes through SQL, measures each
// target of issues #16 and #17 beside its baseline in the same run and prints one Markdown table (medians
// over repetitions). Not part of `pnpm test`. See docs/performance.md.
import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { importFromApi, ROOT } from './api-deps.mjs';
import { closeConnections, login } from './http.mjs';
import { seedVolumes } from './seed.mjs';
import { ensureBuild, readMemoryMb, startServer } from './server.mjs';
import { markdownTable } from './stats.mjs';
import { accountingList, dashboard, invoicePdf } from './targets-api.mjs';
import { webAssets } from './targets-assets.mjs';
import { availability } from './targets-availability.mjs';
import { bankImport } from './targets-bank.mjs';
import { accountingExport, idleMemoryRow } from './targets-export.mjs';
import { clientsUnderLoad } from './targets-load.mjs';

const TARGETS = ['list', 'load', 'export', 'assets', 'dashboard', 'pdf', 'availability', 'bank'];
const USAGE = `usage: pnpm bench [--quick] [--reps N] [--export-mb N] [--duration S] [--only ${TARGETS.join(',')}]`;

function readOptions() {
  const { values } = parseArgs({
    options: {
      quick: { type: 'boolean', default: false },
      reps: { type: 'string', default: '3' },
      'export-mb': { type: 'string' },
      duration: { type: 'string' },
      only: { type: 'string', default: TARGETS.join(',') },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const quick = values.quick;
  const only = new Set(values.only.split(',').map((name) => name.trim()));
  const unknown = [...only].filter((name) => !TARGETS.includes(name));
  const reps = Number(values.reps);
  const exportMb = Number(values['export-mb'] ?? (quick ? 30 : 420));
  const duration = Number(values.duration ?? (quick ? 5 : 10));
  if (unknown.length || !(reps >= 1) || !(exportMb > 0) || !(duration >= 1)) {
    throw new Error(`${unknown.length ? `unknown target ${unknown.join(', ')}; ` : ''}${USAGE}`);
  }
  return {
    quick,
    reps: Math.floor(reps),
    duration,
    only,
    volumes: {
      entries: quick ? 10_000 : 50_000,
      listRows: quick ? [10_000] : [10_000, 50_000],
      dashboardEntries: quick ? [20_000] : [20_000, 100_000],
      exportBytes: Math.round(exportMb * 1_048_576),
      clients: 25,
      invoiceLines: 50,
      quotes: 10_000,
      bankLines: quick ? 2_000 : 10_000,
    },
    samples: quick
      ? { list: 8, dashboard: 20, pdf: 10, availability: 20 }
      : { list: 20, dashboard: 40, pdf: 20, availability: 40 },
  };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const step = (message) => console.error(`bench: ${message}`);

async function measure(ctx, options) {
  const rows = [];
  const { only, volumes, samples } = options;
  if (only.has('list')) {
    for (const size of volumes.listRows) {
      step(`accounting list at ${size} rows`);
      rows.push(await accountingList(ctx, size, size > 10_000 ? samples.list / 2 : samples.list));
    }
  }
  if (only.has('load')) {
    step('clients list under load (autocannon)');
    rows.push(await clientsUnderLoad(ctx, options.duration));
  }
  if (only.has('export')) {
    step('zip export');
    rows.push(await accountingExport(ctx));
  }
  if (only.has('assets')) {
    step('web assets');
    rows.push(await webAssets(ctx));
  }
  if (only.has('dashboard')) {
    for (const entries of volumes.dashboardEntries) {
      step(`dashboard at ${entries} entries`);
      rows.push(await dashboard(ctx, entries, samples.dashboard));
    }
  }
  if (only.has('pdf')) {
    step('invoice PDF');
    rows.push(await invoicePdf(ctx, volumes.invoiceLines, samples.pdf));
  }
  if (only.has('availability')) {
    step(`availability among ${volumes.quotes} quotes`);
    rows.push(await availability(ctx, volumes.quotes, samples.availability));
  }
  if (only.has('bank')) {
    step(`bank import of ${volumes.bankLines} lines`);
    rows.push(await bankImport(ctx, volumes.bankLines));
  }
  return rows;
}

function describeRun(options) {
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT })
    .toString()
    .trim();
  const mode = options.quick ? '`--quick`' : 'default volumes';
  return (
    `Run of ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${commit}, ${mode}, ` +
    `${options.reps} repetitions (medians), ${availableParallelism()} CPUs, Node ${process.version}.`
  );
}

async function main() {
  const options = readOptions();
  ensureBuild();
  step('starting the production server on a throwaway embedded PostgreSQL');
  // The per-address API ceiling (1,200/min) would answer 429 to a load test: raised here.
  const server = await startServer({ API_RATE_LIMIT_MAX: '1000000000' });
  const pg = await importFromApi('pg');
  const db = new pg.Pool({ connectionString: server.databaseUrl, max: 2 });
  // A connection dropped while stopping (Ctrl-C) must not crash the cleanup.
  db.on('error', () => undefined);
  let cleaning;
  const cleanup = () =>
    (cleaning ??= Promise.resolve().then(async () => {
      closeConnections();
      await db.end().catch(() => undefined);
      await server.stop();
    }));
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      step(`${signal}: stopping the server`);
      void cleanup().finally(() => process.exit(130));
    });
  }
  try {
    // The bank import seeds its own invoices: alone, it needs none of the other volumes.
    const bankOnly = options.only.size === 1 && options.only.has('bank');
    const volumes = bankOnly ? { ...options.volumes, entries: 0, exportBytes: 0 } : options.volumes;
    const { entries, exportBytes } = volumes;
    step(`seeding ${entries} expenses and revenues, ${exportBytes / 1_048_576} MB of receipts`);
    const seed = await seedVolumes(db, volumes);
    const cookie = await login(server.baseUrl, seed.email, seed.password);
    await sleep(3000);
    const idleAtStart = readMemoryMb(server.pid);
    const ctx = { ...options, baseUrl: server.baseUrl, pid: server.pid, db, seed, cookie };
    const rows = await measure(ctx, options);
    await sleep(5000);
    rows.push(idleMemoryRow(idleAtStart, readMemoryMb(server.pid)));
    console.log(`\n${describeRun(options)}\n\n${markdownTable(rows)}\n`);
  } finally {
    await cleanup();
  }
}

main().catch((err) => {
  console.error(`bench failed: ${err instanceof Error ? err.stack : err}`);
  process.exit(1);
});
