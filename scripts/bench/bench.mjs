// `pnpm bench [--quick] [--reps N] [--export-mb N] [--duration S] [--only a,b]`: starts the
// production build on a throwaway embedded database, seeds the volumes through SQL, measures each
// target of issues #16, #17 and #34 beside its baseline in the same run, grows the data with COPY
// (10k → 100k → 1M) for the curves, and prints the main Markdown table (medians over repetitions)
// and the curves table. Not part of `pnpm test`. See docs/performance.md.
import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { importFromApi, ROOT } from './api-deps.mjs';
import { closeConnections, login } from './http.mjs';
import { seedVolumes } from './seed.mjs';
import { ensureBuild, readMemoryMb, startServer } from './server.mjs';
import { runCurves, seedingSummary } from './curves.mjs';
import { markdownTable } from './stats.mjs';
import { webAssets } from './targets-assets.mjs';
import { availability } from './targets-availability.mjs';
import { bankImport } from './targets-bank.mjs';
import { accountingExport, idleMemoryRow } from './targets-export.mjs';
import { clientsUnderLoad } from './targets-load.mjs';
import { invoicePdf } from './targets-pdf.mjs';
import { startup } from './targets-startup.mjs';

const TARGETS = [
  'list',
  'load',
  'export',
  'assets',
  'dashboard',
  'pdf',
  'availability',
  'pages',
  'startup',
  'bank',
];
/** The targets measured at each step of the curves. */
const CURVES = ['list', 'dashboard', 'pages'];
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
    steps: quick ? [10_000, 100_000] : [10_000, 100_000, 1_000_000],
    volumes: {
      exportBytes: Math.round(exportMb * 1_048_576),
      clients: 25,
      invoiceLines: 50,
      quotes: 10_000,
      bankLines: quick ? 2_000 : 10_000,
    },
    samples: quick
      ? { list: 8, dashboard: 20, pdf: 10, availability: 20, pages: 10 }
      : { list: 20, dashboard: 40, pdf: 20, availability: 40, pages: 20 },
  };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const step = (message) => console.error(`bench: ${message}`);

/** The rows measured on the fixed volumes, before the curves grow the tables. */
async function measureFixed(ctx, options) {
  const rows = [];
  const { only, volumes, samples } = options;
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
  if (only.has('pdf')) {
    step('invoice PDF');
    rows.push(await invoicePdf(ctx, volumes.invoiceLines, samples.pdf));
  }
  if (only.has('availability')) {
    step(`availability among ${volumes.quotes} quotes`);
    rows.push(await availability(ctx, volumes.quotes, samples.availability));
  }
  return rows;
}

/** The rows measured after the curves: on the grown database. */
async function measureAfter(ctx, options) {
  const rows = [];
  if (options.only.has('startup')) {
    step('start to /api/ready of a second server on the existing database');
    rows.push(await startup(ctx));
  }
  // Last: its invoices would count in the invoices list of the curves.
  if (options.only.has('bank')) {
    step(`bank import of ${options.volumes.bankLines} lines`);
    rows.push(await bankImport(ctx, options.volumes.bankLines));
  }
  return rows;
}

function describeRun(options) {
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT })
    .toString()
    .trim();
  const mode = `${options.quick ? '`--quick`' : 'default volumes'}, steps ${options.steps.map((rows) => rows.toLocaleString('en')).join(' → ')}`;
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
  // 4: the COPY of the expenses, the revenues and the clients run at once.
  const db = new pg.Pool({ connectionString: server.databaseUrl, max: 4 });
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
  const rows = [];
  let curves;
  try {
    // The receipts weigh only on the export: without it, none.
    const exportBytes = options.only.has('export') ? options.volumes.exportBytes : 0;
    step(`seeding the fixed volumes, ${exportBytes / 1_048_576} MB of receipts`);
    const seed = await seedVolumes(db, { ...options.volumes, exportBytes });
    const cookie = await login(server.baseUrl, seed.email, seed.password);
    await sleep(3000);
    const idleAtStart = readMemoryMb(server.pid);
    const ctx = {
      ...options,
      baseUrl: server.baseUrl,
      pid: server.pid,
      databaseUrl: server.databaseUrl,
      serverEnv: server.env,
      db,
      seed,
      cookie,
    };
    rows.push(...(await measureFixed(ctx, options)));
    curves = CURVES.some((name) => options.only.has(name))
      ? await runCurves(ctx, options.steps)
      : undefined;
    if (curves) rows.push(...curves.rows);
    rows.push(...(await measureAfter(ctx, options)));
    await sleep(5000);
    rows.push(idleMemoryRow(idleAtStart, readMemoryMb(server.pid)));
    const curveText = curves ? `${seedingSummary(curves.seeding)}\n\n${curves.table}\n` : '';
    console.log(`\n${describeRun(options)}\n\n${markdownTable(rows)}\n\n${curveText}`);
  } catch (err) {
    // What was measured before the failure is not lost with it.
    if (rows.length > 0) {
      console.log(
        `\n${describeRun(options)} Stopped by a failure; the rows measured before it:\n\n${markdownTable(rows)}\n\n${curves?.table ?? ''}`,
      );
    }
    throw err;
  } finally {
    await cleanup();
  }
}

main().catch((err) => {
  console.error(`bench failed: ${err instanceof Error ? err.stack : err}`);
  process.exit(1);
});
