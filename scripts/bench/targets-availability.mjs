// The availability target: GET /api/products/availability over a month among 10,000 quotes, beside
// the same statement run through pg (the baseline: the SQL of the call, without the server).
import { importApiSource } from './api-deps.mjs';
import { expectOk } from './http.mjs';
import { count, medianOf, ms, percentile, ratio } from './stats.mjs';
import { timings, timedQuery } from './targets-api.mjs';

const PRODUCTS = 50;
/**
 * Quotes start over three years from QUOTES_START, last 1–5 days and book 2 products each; those
 * already over went out and came back (`recordMovements`).
 */
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
  await recordMovements(db, organizationId);
  await db.query('ANALYZE quotes, quote_products, products');
}

/**
 * Departures and returns of the quotes whose reservation is over, so that the answer also reads
 * the quotes holding units past their reservation (`held_until`): all go out on their first day
 * and come back the day after their last, whole, except 1 in 40 back 3 days late, 1 in 50 back
 * with a unit missing (held with no end) and 1 in 500 never back (held until today).
 */
async function recordMovements(db, organizationId) {
  await db.query(
    `UPDATE quotes SET departed_on = reserved_from, departed_by = 'Banc',
       returned_on = CASE WHEN quote_id % 500 = 0 THEN NULL
                          WHEN quote_id % 40 = 0 THEN reserved_until + 4
                          ELSE reserved_until + 1 END,
       returned_by = CASE WHEN quote_id % 500 <> 0 THEN 'Banc' END
     WHERE organization_id = $1 AND reserved_until < current_date`,
    [organizationId],
  );
  await db.query(
    `UPDATE quote_products qp
     SET quantity_returned = qp.quantity - CASE WHEN q.quote_id % 50 = 0 AND qp.position = 0
                                                THEN 1 ELSE 0 END
     FROM quotes q
     WHERE q.quote_id = qp.quote_id AND q.organization_id = $1 AND qp.organization_id = $1
       AND q.returned_on IS NOT NULL`,
    [organizationId],
  );
  // What refreshHeldUntil (availability.data.ts) computes for one quote, for all of them.
  await db.query(
    `UPDATE quotes q SET held_until = CASE
       WHEN q.returned_on IS NULL OR EXISTS (
         SELECT 1 FROM quote_products qp
         WHERE qp.quote_id = q.quote_id AND qp.organization_id = q.organization_id
           AND qp.quantity_returned < qp.quantity) THEN 'infinity'::date
       WHEN q.returned_on - 1 > q.reserved_until THEN q.returned_on - 1 END
     WHERE q.organization_id = $1 AND q.departed_on IS NOT NULL`,
    [organizationId],
  );
}

export async function availability(ctx, quotes, samples) {
  await seedQuotes(ctx.db, ctx.seed.organizationId, quotes);
  const path = `/api/products/availability?from=${PERIOD.from}&until=${PERIOD.until}`;
  // The API's own statement (availability.data.ts), prepared once on the connection as the API's.
  const { availabilitySql } = await importApiSource(
    'src/modules/availability/availability.data.ts',
  );
  const statement = availabilitySql({
    organizationId: ctx.seed.organizationId,
    ...PERIOD,
    excludeQuoteId: null,
  });
  const query = { name: 'bench-availability', text: statement.text, values: statement.values };
  const [api, sql] = await timings(
    ctx.reps,
    samples,
    async () => {
      const res = await expectOk(ctx.baseUrl, path, { headers: { cookie: ctx.cookie } });
      const body = JSON.parse(res.body.toString());
      if (body.products.length !== PRODUCTS) throw new Error('availability: wrong products');
      return { ms: res.ms };
    },
    async () => timedQuery(ctx.db, query),
  );
  const p95 = (rep) => percentile(rep.times, 95);
  const measured = medianOf(api, p95);
  const baseline = medianOf(sql, p95);
  return {
    what: `availability of ${PRODUCTS} products over a month among ${count(quotes)} quotes (GET /api/products/availability), p95`,
    measured: ms(measured),
    baseline: `the same statement through pg ${ms(baseline)}`,
    ratio: ratio(measured, baseline, 'time'),
    target: '≤ 1.5×',
  };
}
