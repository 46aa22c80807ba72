// Issue #17's target: GET /api/products/availability over a month among 10,000 quotes, beside
// the raw SQL that reads the reservations the answer is computed from.
import { expectOk } from './http.mjs';
import { count, median, medianOf, ms, percentile, ratio } from './stats.mjs';
import { timings, timedQuery } from './targets-api.mjs';

const PRODUCTS = 50;
/** Quotes start over three years from QUOTES_START, last 1–5 days and book 2 products each. */
const QUOTES_START = '2024-01-01';
const PERIOD = { from: '2025-06-01', until: '2025-06-30' };

/** `quotes` quotes of the bench organization, written through SQL. */
async function seedQuotes(db, organizationId, quotes) {
  const { rows: categories } = await db.query(
    `INSERT INTO categories (organization_id, name, updated_at)
     VALUES ($1, 'Matériel de location', now()) RETURNING category_id`,
    [organizationId],
  );
  const { rows: products } = await db.query(
    `INSERT INTO products (organization_id, name, price_cents, category_id, stock, updated_at)
     SELECT $1, 'Article ' || lpad(g::text, 2, '0'), 500 + g * 10, $2, 200, now()
     FROM generate_series(1, $3) g RETURNING product_id`,
    [organizationId, categories[0].category_id, PRODUCTS],
  );
  const { rows: clients } = await db.query(
    'SELECT client_id FROM clients WHERE organization_id = $1 ORDER BY client_id',
    [organizationId],
  );
  const productIds = products.map((row) => row.product_id);
  const { rows: quoteRows } = await db.query(
    `INSERT INTO quotes (organization_id, formatted_quote_id, client_id, rent_date, reserved_from,
       reserved_until, total_price_cents, updated_at)
     SELECT $1, 'DEV-BANC-' || lpad(g::text, 5, '0'),
       ($2::int[])[1 + g % cardinality($2::int[])],
       $3::date + (g * 7919) % 1095, $3::date + (g * 7919) % 1095,
       $3::date + (g * 7919) % 1095 + g % 5, 10000, now()
     FROM generate_series(1, $4) g RETURNING quote_id`,
    [organizationId, clients.map((row) => row.client_id), QUOTES_START, quotes],
  );
  await db.query(
    `INSERT INTO quote_products (organization_id, quote_id, product_id, quantity, price_cents,
       tva_rate, position)
     SELECT $1, q.quote_id, ($2::int[])[1 + (q.quote_id * 31 + l) % cardinality($2::int[])],
       1 + q.quote_id % 4, 500, 21, l
     FROM unnest($3::int[]) AS q(quote_id), generate_series(0, 1) l`,
    [organizationId, productIds, quoteRows.map((row) => row.quote_id)],
  );
  await db.query('ANALYZE quotes, quote_products, products');
}

/** The reservations overlapping the period, with their client: what the answer is made from. */
const RESERVATIONS_SQL = `
  SELECT qp.product_id, q.quote_id, q.formatted_quote_id, c.client_name, q.reserved_from,
         q.reserved_until, qp.quantity
  FROM quotes q
  JOIN quote_products qp ON qp.quote_id = q.quote_id
  JOIN clients c ON c.client_id = q.client_id
  WHERE q.organization_id = $1 AND q.reserved_until >= $2 AND q.reserved_from <= $3`;

export async function availability(ctx, quotes, samples) {
  await seedQuotes(ctx.db, ctx.seed.organizationId, quotes);
  const path = `/api/products/availability?from=${PERIOD.from}&until=${PERIOD.until}`;
  const params = [ctx.seed.organizationId, PERIOD.from, PERIOD.until];
  const [api, sql] = await timings(
    ctx.reps,
    samples,
    async () => {
      const res = await expectOk(ctx.baseUrl, path, { headers: { cookie: ctx.cookie } });
      const body = JSON.parse(res.body.toString());
      if (body.products.length !== PRODUCTS) throw new Error('availability: wrong products');
      return { ms: res.ms };
    },
    async () => timedQuery(ctx.db, RESERVATIONS_SQL, params),
  );
  const p95 = (rep) => percentile(rep.times, 95);
  const measured = medianOf(api, p95);
  const baseline = medianOf(sql, p95);
  const held = medianOf(sql, (rep) => median(rep.extras.map((extra) => extra.rows)));
  return {
    what: `availability of ${PRODUCTS} products over a month among ${count(quotes)} quotes (GET /api/products/availability), p95`,
    measured: ms(measured),
    baseline: `raw SQL reading the ${count(held)} overlapping reservations ${ms(baseline)}`,
    ratio: ratio(measured, baseline, 'time'),
    target: '≤ 50 ms p95 at 10,000 quotes',
  };
}
