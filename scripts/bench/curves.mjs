// The curves: the volumes grow step after step (seed-growth.mjs), and at each step the rows whose
// cost must not follow the table are measured again: the 10k window of the accounting list, the
// dashboard over the step's entries, the paged lists. Prints the seeding time of each step; gives
// the main table's rows (at the largest step) and the curves table.
import { growTo, GROWTH_CAP } from './seed-growth.mjs';
import { count, ms, ratio } from './stats.mjs';
import { accountingList, dashboard } from './targets-api.mjs';
import { pagedLists, PAGED_LISTS } from './targets-pages.mjs';

const LIST_WINDOW = 10_000;
const step = (message) => console.error(`bench: ${message}`);
const stepName = (rows) => (rows >= 1_000_000 ? `${rows / 1_000_000}M` : `${rows / 1000}k`);

/** Seeds and measures each step; returns { rows, curves, seeding }. */
export async function runCurves(ctx, steps) {
  const { only, samples } = ctx;
  const state = { expenses: 0, revenues: 0 };
  const firstMiddles = {};
  const points = {}; // curve name → { [step]: point }
  const seeding = [];
  const last = {};
  const keep = (stepRows, found) => {
    for (const [name, point] of Object.entries(found)) (points[name] ??= {})[stepRows] = point;
  };
  for (const rows of steps) {
    step(
      `seeding with COPY up to ${count(rows)} expenses, ${count(rows / 4)} revenues, ${count(Math.min(rows, GROWTH_CAP))} clients and invoices`,
    );
    const seconds = await growTo(ctx.db, ctx.seed, state, rows);
    seeding.push({ rows, seconds });
    step(`step ${stepName(rows)} seeded in ${seconds.toFixed(1)} s (ANALYZE included)`);
    if (only.has('list')) {
      step(`accounting list, ${count(LIST_WINDOW)} rows of ${count(rows)}`);
      last.list = await accountingList(ctx, LIST_WINDOW, samples.list, rows);
      keep(rows, last.list.points);
    }
    if (only.has('dashboard')) {
      step(`dashboard at ${count(rows)} entries`);
      last.dashboard = await dashboard(ctx, rows, samples.dashboard);
      keep(rows, last.dashboard.points);
    }
    if (only.has('pages')) {
      step(`paged lists at ${stepName(rows)}`);
      keep(rows, await pagedLists(ctx, samples.pages, firstMiddles));
    }
  }
  const rows = [last.list, last.dashboard].filter(Boolean);
  if (only.has('pages')) rows.push(...pageRows(points, steps));
  return { rows, table: curvesTable(points, steps), seeding };
}

const CURVE_TARGETS = {
  'accounting list 10k': { target: '≤ 1.25× SQL at each step' },
  'dashboard sums': { target: '≤ 1.5× SQL at 1M' },
  'dashboard per day': { target: '≤ 1.5× SQL at 1M' },
};

/** Ratio of a curve: API ÷ SQL at the largest step, or the largest step ÷ the first. */
function curveRatio(curve, steps) {
  const lastPoint = curve[steps[steps.length - 1]];
  if (lastPoint?.sql !== undefined) return ratio(lastPoint.ms, lastPoint.sql, 'time');
  return ratio(
    lastPoint?.ms,
    curve[steps[0]]?.ms,
    `${stepName(steps.at(-1))} ÷ ${stepName(steps[0])}`,
  );
}

/** One paged list's main-table row: its pages at the largest step beside the same at 10k. */
function pageRows(points, steps) {
  const [first, lastStep] = [steps[0], steps[steps.length - 1]];
  return PAGED_LISTS.map(({ name, method, path }) => {
    const kinds = [
      ['page 1', `${name} page 1`],
      ['middle', `${name} middle`],
      [
        `page ${points[`${name} first middle`][first].note.slice(5)} (10k's middle)`,
        `${name} first middle`,
      ],
      ['middle by its number (OFFSET)', `${name} middle by number`],
    ];
    const at = (stepRows) =>
      kinds.map(([label, key]) => `${label} ${ms(points[key][stepRows].ms)}`).join(', ');
    return {
      what: `paged list ${method} ${path}?page= (${name}), default sort, at ${stepName(lastStep)} rows, p95`,
      measured: `${at(lastStep)} (${points[`${name} page 1`][lastStep].note})`,
      baseline: `the same pages at ${stepName(first)}: ${at(first)}`,
      ratio: kinds
        .map(([label, key]) => `${label} ${ratio(points[key][lastStep].ms, points[key][first].ms)}`)
        .join(', '),
      target: '≤ 1.2×',
    };
  });
}

/** The curves table: one line per curve, p95 at each step (SQL beside), then the ratio. */
function curvesTable(points, steps) {
  const header = ['curve (p95)', ...steps.map(stepName), 'ratio', 'target'];
  const lines = Object.entries(points).map(([name, curve]) => {
    const cells = steps.map((stepRows) => {
      const point = curve[stepRows];
      if (!point) return '–';
      const beside = point.sql !== undefined ? ` (SQL ${ms(point.sql)})` : ` (${point.note})`;
      return `${ms(point.ms)}${beside}`;
    });
    const target = CURVE_TARGETS[name]?.target ?? `≤ 1.2× of ${stepName(steps[0])}`;
    return [name, ...cells, curveRatio(curve, steps), target];
  });
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...lines.map((cells) => `| ${cells.join(' | ')} |`),
  ].join('\n');
}

/** The seeding times, one line. */
export const seedingSummary = (seeding) =>
  `Seeding with COPY (ANALYZE included): ${seeding.map(({ rows, seconds }) => `${stepName(rows)} ${seconds.toFixed(1)} s`).join(', ')}; total ${seeding.reduce((sum, { seconds }) => sum + seconds, 0).toFixed(1)} s.`;
