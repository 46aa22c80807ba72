// Latency targets of single API calls, each beside the raw SQL that reads the same rows:
// the accounting list (spec route POST /api/accounting/getExpenses) and the dashboard, measured
// at each step of the curves (their `point` is the curve's value at that step).
import { performance } from 'node:perf_hooks';
import { BROWSER_ENCODINGS, expectOk } from './http.mjs';
import { listRange, PER_DAY, REVENUES_PER_DAY } from './seed.mjs';
import { cpuMs } from './server.mjs';
import { count, mb, medianOf, ms, percentile, ratio } from './stats.mjs';

/**
 * `samples` timings of each call per repetition, after one warm-up call of each. The calls
 * alternate (API, baseline, API, …) so a burst of load elsewhere on the machine weighs on both.
 * Returns, per call, the repetitions' { times, extras }.
 */
export async function timings(reps, samples, ...calls) {
  for (const call of calls) await call();
  const results = calls.map(() => []);
  for (let rep = 0; rep < reps; rep += 1) {
    const runs = calls.map(() => ({ times: [], extras: [] }));
    for (let i = 0; i < samples; i += 1) {
      for (const [index, call] of calls.entries()) {
        const { ms: elapsed, ...extra } = await call();
        runs[index].times.push(elapsed);
        runs[index].extras.push(extra);
      }
    }
    runs.forEach((run, index) => results[index].push(run));
  }
  return results;
}

export async function timedQuery(db, sql, params) {
  const started = performance.now();
  const result = await db.query(sql, params);
  return { ms: performance.now() - started, rows: result.rowCount };
}

const p95 = (rep) => percentile(rep.times, 95);

/** The rows the list answers, with the names it shows, in its order. */
const LIST_SQL = `
  SELECT e.expense_id, e.product_name, e.price_cents, e.recorded_date, e.payment_method,
         e.user_id, e.event_id, e.file_id, u.name AS user_name, u.email AS user_email,
         ev.name AS event_name, f.name AS file_name
  FROM expenses e
  LEFT JOIN users u ON u.user_id = e.user_id
  LEFT JOIN events ev ON ev.event_id = e.event_id
  JOIN stored_files f ON f.file_id = e.file_id
  WHERE e.organization_id = $1 AND e.recorded_date BETWEEN $2 AND $3
  ORDER BY e.recorded_date DESC, e.expense_id DESC`;

/** The first `rows` expenses of the period (the 10k window, whatever the table holds). */
export async function accountingList(ctx, rows, samples, tableRows) {
  const range = listRange(rows);
  // The server's CPU time over the calls (printed only: what is measured is the p95 above).
  const cpu = { ms: 0, calls: 0 };
  const [api, sql] = await timings(
    ctx.reps,
    samples,
    async () => {
      const cpuBefore = cpuMs(ctx.pid);
      const res = await expectOk(ctx.baseUrl, '/api/accounting/getExpenses', {
        method: 'POST',
        headers: { cookie: ctx.cookie, 'accept-encoding': BROWSER_ENCODINGS },
        body: range,
      });
      cpu.ms += cpuMs(ctx.pid) - cpuBefore;
      cpu.calls += 1;
      const listed = JSON.parse(res.body.toString('utf8')).expenses?.length;
      if (listed !== rows) throw new Error(`getExpenses listed ${listed} rows, expected ${rows}`);
      return { ms: res.ms, jsonBytes: res.body.length, wireBytes: res.wireBytes };
    },
    () => timedQuery(ctx.db, LIST_SQL, [ctx.seed.organizationId, range.startDate, range.endDate]),
  );
  const measured = medianOf(api, p95);
  const baseline = medianOf(sql, p95);
  const { jsonBytes, wireBytes } = api[0].extras[0];
  const wire = wireBytes === jsonBytes ? 'uncompressed' : `${mb(wireBytes)} on the wire`;
  return {
    what: `accounting list (POST /api/accounting/getExpenses), ${count(rows)} expenses of a table of ${count(tableRows)}, p95`,
    measured: `${ms(measured)} (${mb(jsonBytes)} of JSON, ${wire}; server CPU ${ms(cpu.ms / cpu.calls)} a call)`,
    baseline: `raw SQL for the same rows ${ms(baseline)}`,
    ratio: ratio(measured, baseline, 'time'),
    target: '≤ 1.25×',
    points: { 'accounting list 10k': { ms: measured, sql: baseline } },
  };
}

const DASHBOARD = [
  {
    label: 'sums',
    path: '/api/accounting/dashboard/expensesVsRevenues',
    sql: `SELECT (SELECT sum(price_cents::bigint) FROM expenses
                  WHERE organization_id = $1 AND recorded_date BETWEEN $2 AND $3),
                 (SELECT sum(unit_price_cents::bigint * amount) FROM revenues
                  WHERE organization_id = $1 AND recorded_date BETWEEN $2 AND $3)`,
  },
  {
    label: 'per day',
    path: '/api/accounting/dashboard/revenuesAndExpensesOverTime',
    sql: `SELECT recorded_date, sum(price_cents::bigint) FROM expenses
          WHERE organization_id = $1 AND recorded_date BETWEEN $2 AND $3
          GROUP BY recorded_date ORDER BY recorded_date;
          SELECT recorded_date, sum(unit_price_cents::bigint * amount) FROM revenues
          WHERE organization_id = $1 AND recorded_date BETWEEN $2 AND $3
          GROUP BY recorded_date ORDER BY recorded_date`,
  },
];

/** Both range calls of the dashboard over a period of `entries` expenses + revenues. */
export async function dashboard(ctx, entries, samples) {
  const range = listRange(entries, PER_DAY + REVENUES_PER_DAY);
  const parts = [];
  for (const call of DASHBOARD) {
    // The per-day call runs its two queries at once, as the API does.
    const [first, second] = call.sql.split(';');
    const params = [ctx.seed.organizationId, range.startDate, range.endDate];
    const [api, sql] = await timings(
      ctx.reps,
      samples,
      async () => {
        const res = await expectOk(ctx.baseUrl, call.path, {
          method: 'POST',
          headers: { cookie: ctx.cookie, 'accept-encoding': BROWSER_ENCODINGS },
          body: range,
        });
        return { ms: res.ms };
      },
      async () => {
        if (!second) return timedQuery(ctx.db, first, params);
        const started = performance.now();
        await Promise.all([ctx.db.query(first, params), ctx.db.query(second, params)]);
        return { ms: performance.now() - started };
      },
    );
    parts.push({ label: call.label, api: medianOf(api, p95), sql: medianOf(sql, p95) });
  }
  const list = (pick) => parts.map((part) => `${part.label} ${pick(part)}`).join(', ');
  return {
    what: `dashboard at ${count(entries)} entries (${PER_DAY + REVENUES_PER_DAY}/day), p95`,
    measured: list((part) => ms(part.api)),
    baseline: `raw SQL: ${list((part) => ms(part.sql))}`,
    ratio: list((part) => ratio(part.api, part.sql, 'time')),
    target: '≤ 1.5×',
    points: Object.fromEntries(
      parts.map((part) => [`dashboard ${part.label}`, { ms: part.api, sql: part.sql }]),
    ),
  };
}
