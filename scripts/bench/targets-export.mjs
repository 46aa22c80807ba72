// The accounting export (POST /api/accounting/exportAccounting) of the receipts seeded in
// EXPORT_RANGE, beside reading the same receipts from the database and zipping them here with the
// app's zip library at its level; and the server's memory: peak during the export, idle.
import { once } from 'node:events';
import { performance } from 'node:perf_hooks';
import { Writable } from 'node:stream';
import { importFromApi } from './api-deps.mjs';
import { request } from './http.mjs';
import { EXPORT_RANGE } from './seed.mjs';
import { mb, medianOf, ratio } from './stats.mjs';
import { readMemoryMb, resetPeakMemory } from './server.mjs';

const SAMPLE_EVERY_MS = 20;
const BASELINE_BATCH = 50;
/** The deflate level of the baseline: archiver's and the app's (on main when written). */
const BASELINE_ZLIB_LEVEL = 6;

/** Runs `work` while sampling the server's RSS; returns its result, the peak and the start RSS. */
export async function withPeakMemory(pid, work) {
  const before = readMemoryMb(pid);
  const resetOk = resetPeakMemory(pid);
  let sampled = before;
  const timer = setInterval(() => {
    sampled = Math.max(sampled, readMemoryMb(pid));
  }, SAMPLE_EVERY_MS);
  try {
    const result = await work();
    sampled = Math.max(sampled, readMemoryMb(pid));
    const peak = resetOk ? Math.max(sampled, readMemoryMb(pid, 'VmHWM')) : sampled;
    return { result, before, peak };
  } finally {
    clearInterval(timer);
  }
}

async function serverExport(ctx) {
  let zipBytes = 0;
  const res = await request(ctx.baseUrl, '/api/accounting/exportAccounting', {
    method: 'POST',
    headers: { cookie: ctx.cookie },
    body: EXPORT_RANGE,
    sink: (chunk) => {
      zipBytes += chunk.length;
    },
  });
  if (res.status !== 200 || !String(res.headers['content-type']).includes('zip')) {
    throw new Error(`exportAccounting answered ${res.status} ${res.headers['content-type']}`);
  }
  return { ms: res.ms, zipBytes };
}

/** The same receipts read from PostgreSQL by keyset batches and zipped in this process. */
async function directZip(ctx) {
  const { ZipArchive } = await importFromApi('archiver');
  const started = performance.now();
  let zipBytes = 0;
  const sink = new Writable({
    write(chunk, _encoding, done) {
      zipBytes += chunk.length;
      done();
    },
  });
  const archive = new ZipArchive({ zlib: { level: BASELINE_ZLIB_LEVEL } });
  archive.pipe(sink);
  for (let afterId = 0; ;) {
    const { rows } = await ctx.db.query(
      `SELECT e.expense_id, f.name, f.data FROM expenses e
       JOIN stored_files f ON f.file_id = e.file_id
       WHERE e.organization_id = $1 AND e.recorded_date BETWEEN $2 AND $3 AND e.expense_id > $4
       ORDER BY e.expense_id LIMIT ${BASELINE_BATCH}`,
      [ctx.seed.organizationId, EXPORT_RANGE.startDate, EXPORT_RANGE.endDate, afterId],
    );
    for (const row of rows) {
      const written = once(archive, 'entry');
      archive.append(row.data, { name: `justificatifs/${row.expense_id}_${row.name}` });
      await written;
    }
    if (rows.length < BASELINE_BATCH) break;
    afterId = rows[rows.length - 1].expense_id;
  }
  const finished = once(sink, 'finish');
  await archive.finalize();
  await finished;
  return { ms: performance.now() - started, zipBytes };
}

export async function accountingExport(ctx) {
  const reps = [];
  for (let rep = 0; rep < ctx.reps; rep += 1) {
    const server = await withPeakMemory(ctx.pid, () => serverExport(ctx));
    const direct = await directZip(ctx);
    reps.push({ server, direct });
  }
  const stored = ctx.seed.receipts.bytes;
  const rate = (time) => stored / 1_048_576 / (time / 1000);
  const serverMs = medianOf(reps, (rep) => rep.server.result.ms);
  const directMs = medianOf(reps, (rep) => rep.direct.ms);
  const peak = medianOf(reps, (rep) => rep.server.peak);
  const growth = medianOf(reps, (rep) => rep.server.peak - rep.server.before);
  const zip = reps[0].server.result.zipBytes;
  return {
    what: `zip export of ${mb(stored)} of receipts (${ctx.seed.receipts.count} files, 60 % JPEG)`,
    measured:
      `${rate(serverMs).toFixed(1)} MB/s (${(serverMs / 1000).toFixed(1)} s, zip ${mb(zip)}); ` +
      `server peak RSS ${Math.round(peak)} MB (+${Math.round(growth)} MB during the export)`,
    baseline: `read + zip directly (archiver, level ${BASELINE_ZLIB_LEVEL}): ${rate(directMs).toFixed(1)} MB/s (${(directMs / 1000).toFixed(1)} s)`,
    ratio: ratio(serverMs, directMs, 'time'),
    target: '≥ 60 MB/s; RSS growth ≤ 64 MB',
  };
}

/** The server's resident memory when idle: at start, and after the run. */
export function idleMemoryRow(atStart, afterRun) {
  return {
    what: 'server RSS when idle (VmRSS of the node process)',
    measured: `${Math.round(atStart)} MB after start and one sign-in, ${Math.round(afterRun)} MB after the run`,
    baseline: '–',
    ratio: '–',
    target: '≤ 130 MB (after start and one sign-in)',
  };
}
