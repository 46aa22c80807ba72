// The paged lists (invoices, entries, clients) as the web pages ask for them (`?page=`, default
// sort and page size): page 1 and a page in the middle, p95, at each step of the curves. "The
// middle" is read two ways: the middle of the table at this step, and the page number that was
// the middle at the first step (10k), which stays the same rows' neighbourhood as the table grows.
// Both are asked as the web asks them after Suivant: `after` the cursor of the previous page's
// last row (that page read once, outside the timing); the middle asked by its number alone
// (OFFSET, as a page button asks it) is measured beside.
import { BROWSER_ENCODINGS, expectOk } from './http.mjs';
import { medianOf, percentile } from './stats.mjs';
import { timings } from './targets-api.mjs';

export const PAGED_LISTS = [
  {
    name: 'invoices',
    method: 'GET',
    path: '/api/invoice/getInvoiceList',
    tables: ['invoices', 'credit_notes'],
  },
  { name: 'entries', method: 'POST', path: '/api/accounting/getExpenses', tables: ['expenses'] },
  { name: 'clients', method: 'GET', path: '/api/clients/list', tables: ['clients'] },
];

/** The organization's rows the unfiltered list shows, counted by SQL (its `total` must say as much). */
async function rowsOf(ctx, list) {
  const counts = list.tables.map(
    (table) => `(SELECT count(*) FROM ${table} WHERE organization_id = $1)`,
  );
  const { rows } = await ctx.db.query(`SELECT (${counts.join(' + ')})::int AS n`, [
    ctx.seed.organizationId,
  ]);
  return rows[0].n;
}

/** One page (`extra`: more of the query string); refused unless a full page of the expected total. */
async function getPage(ctx, list, page, expectedTotal, extra = '') {
  const res = await expectOk(ctx.baseUrl, `${list.path}?page=${page}${extra}`, {
    method: list.method,
    headers: { cookie: ctx.cookie, 'accept-encoding': BROWSER_ENCODINGS },
    ...(list.method === 'POST' ? { body: {} } : {}),
  });
  const body = JSON.parse(res.body.toString('utf8'));
  const full = Array.isArray(body.items) && body.items.length === body.page_size;
  if (
    !full ||
    body.page !== page ||
    (expectedTotal !== undefined && body.total !== expectedTotal)
  ) {
    throw new Error(
      `${list.path}?page=${page}: ${body.items?.length} items of ${body.page_size}, ` +
        `page ${body.page}, total ${body.total} (expected ${expectedTotal ?? 'any'})`,
    );
  }
  return { ms: res.ms, total: body.total, pageSize: body.page_size, last: body.last };
}

/** The query string of page `page` as Suivant asks it from page `page` − 1 (read here). */
async function afterPrevious(ctx, list, page, total) {
  if (page === 1) return '';
  const previous = await getPage(ctx, list, page - 1, total, '&cursors=1');
  if (!previous.last) throw new Error(`${list.path}?page=${page - 1}&cursors=1: no cursor`);
  return `&cursors=1&after=${previous.last}`;
}

const p95 = (rep) => percentile(rep.times, 95);

/**
 * The pages of each list at this step; `firstMiddles` (name → page) keeps the middle page of the
 * first step. Returns curve points: `${name} page 1`, `${name} middle`, `${name} first middle`.
 */
export async function pagedLists(ctx, samples, firstMiddles) {
  const points = {};
  for (const list of PAGED_LISTS) {
    const { total, pageSize } = await getPage(ctx, list, 1, await rowsOf(ctx, list));
    const middle = Math.max(1, Math.ceil(Math.ceil(total / pageSize) / 2));
    firstMiddles[list.name] ??= middle;
    const firstMiddle = firstMiddles[list.name];
    const pages = [
      [1, ''],
      [middle, await afterPrevious(ctx, list, middle, total)],
      [firstMiddle, await afterPrevious(ctx, list, firstMiddle, total)],
      [middle, ''],
    ];
    const results = await timings(
      ctx.reps,
      samples,
      ...pages.map(
        ([page, extra]) =>
          () =>
            getPage(ctx, list, page, total, extra),
      ),
    );
    const [first, mid, firstMid, midByNumber] = results.map((reps) => medianOf(reps, p95));
    points[`${list.name} page 1`] = { ms: first, note: `${total} rows` };
    points[`${list.name} middle`] = { ms: mid, note: `page ${middle}` };
    points[`${list.name} first middle`] = { ms: firstMid, note: `page ${firstMiddle}` };
    points[`${list.name} middle by number`] = { ms: midByNumber, note: `page ${middle}, OFFSET` };
  }
  return points;
}
