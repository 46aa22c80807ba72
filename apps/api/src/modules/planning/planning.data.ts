// The planning of a period in one statement, so that its rentals and its per-day
// counts are read from the same snapshot. What each quote holds comes from `heldUnitsSql`, the
// one definition the availability check also reads; its rows may run past the period (or never
// end, for equipment not returned), so each is clamped to the period before it is spread on days.
// Units missing at a return (the fragment's open-ended segment) are counted apart from the
// return date on, the days they are held only because they did not come back.
import type { PlanningQuery, PlanningResponse } from '@app/shared/planning';
import type { DbOrTx } from '../../db/prisma.js';
import { Prisma } from '../../generated/prisma/client.js';
import { heldUnitsSql } from '../availability/availability.data.js';

/**
 * The units missing at the return of the rental `r` (its `quote_id` and `returned_on`), per
 * product in the quote's order, as the quote counts them (out − returned): a JSON array.
 */
const missingOfRentalSql = (organizationId: number) => Prisma.sql`
      SELECT coalesce(json_agg(json_build_object(
               'product_id', m.product_id, 'name', m.name, 'quantity', m.quantity)
             ORDER BY m.position, m.product_id), '[]'::json)
      FROM (SELECT qp.product_id, p.name, min(qp.position) AS position,
                   sum(qp.quantity - qp.quantity_returned)::int AS quantity
            FROM quote_products qp
            JOIN products p ON p.product_id = qp.product_id AND p.organization_id = ${organizationId}
            WHERE qp.quote_id = r.quote_id AND qp.organization_id = ${organizationId}
              AND r.returned_on IS NOT NULL AND qp.quantity_returned < qp.quantity
            GROUP BY qp.product_id, p.name) m`;

/** The sales dated within the period with their product units, a JSON array by day. */
const salesOfPeriodSql = (organizationId: number, from: string, until: string) => Prisma.sql`
      SELECT coalesce(json_agg(json_build_object(
               'sale_id', s.sale_id, 'formatted_sale_id', s.formatted_sale_id, 'name', s.name,
               'client_name', c.client_name, 'day', to_char(s.recorded_date, 'YYYY-MM-DD'),
               'products', (SELECT json_agg(json_build_object(
                                     'product_id', l.product_id, 'name', p.name,
                                     'quantity', l.quantity) ORDER BY l.row_id)
                            FROM sale_lines l
                            JOIN products p ON p.product_id = l.product_id
                                           AND p.organization_id = ${organizationId}
                            WHERE l.sale_id = s.sale_id AND l.organization_id = ${organizationId}))
             ORDER BY s.recorded_date, s.sale_id), '[]'::json)
      FROM sales s
      JOIN clients c ON c.client_id = s.client_id AND c.organization_id = ${organizationId}
      WHERE s.organization_id = ${organizationId}
        AND s.recorded_date BETWEEN ${from}::date AND ${until}::date`;

export async function findPlanning(
  db: DbOrTx,
  organizationId: number,
  { from, until }: PlanningQuery,
): Promise<PlanningResponse> {
  const held = heldUnitsSql({ organizationId, from, until, excludeQuoteId: null });
  const [row] = await db.$queryRaw<[PlanningResponse]>`
    WITH held AS (${held}
    ),
    clamped AS (
      SELECT product_id, quote_id, quantity,
             greatest(reserved_from, ${from}::date) AS first_day,
             least(reserved_until, ${until}::date) AS last_day,
             CASE WHEN NOT isfinite(reserved_until) THEN returned_on END AS missing_from
      FROM held
    ),
    days AS (
      SELECT c.product_id, d.day::date AS day, sum(c.quantity)::int AS reserved,
             coalesce(sum(c.quantity) FILTER (WHERE c.missing_from <= d.day), 0)::int AS missing
      FROM clamped c
      CROSS JOIN LATERAL generate_series(c.first_day, c.last_day, interval '1 day') AS d(day)
      WHERE c.first_day <= c.last_day
      GROUP BY c.product_id, d.day
    ),
    over AS (
      SELECT d.product_id, d.day
      FROM days d
      JOIN products p ON p.product_id = d.product_id AND p.organization_id = ${organizationId}
      WHERE d.reserved > p.stock
    ),
    rentals AS (
      SELECT q.quote_id, q.formatted_quote_id, c.client_name, e.name AS event_name,
             q.status::text AS status, q.rent_date, q.reserved_from, q.reserved_until,
             q.returned_on, EXISTS (SELECT 1 FROM clamped h
                     JOIN over o ON o.product_id = h.product_id
                                AND o.day BETWEEN h.first_day AND h.last_day
                     WHERE h.quote_id = q.quote_id) AS overbooked
      FROM quotes q
      JOIN clients c ON c.client_id = q.client_id AND c.organization_id = q.organization_id
      LEFT JOIN events e ON e.event_id = q.event_id AND e.organization_id = q.organization_id
      WHERE q.organization_id = ${organizationId}
        AND ((q.reserved_until >= ${from}::date AND q.reserved_from <= ${until}::date)
             OR q.quote_id IN (SELECT quote_id FROM held))
    )
    SELECT
      (SELECT coalesce(json_agg(json_build_object(
                'quote_id', r.quote_id, 'formatted_quote_id', r.formatted_quote_id,
                'client_name', r.client_name, 'event_name', r.event_name, 'status', r.status,
                'rent_date', to_char(r.rent_date, 'YYYY-MM-DD'),
                'from', to_char(r.reserved_from, 'YYYY-MM-DD'),
                'until', to_char(r.reserved_until, 'YYYY-MM-DD'),
                'overbooked', r.overbooked,
                'missing', (${missingOfRentalSql(organizationId)}))
              ORDER BY r.reserved_from, r.quote_id), '[]'::json)
       FROM rentals r) AS rentals,
      (SELECT coalesce(json_agg(json_build_object(
                'product_id', p.product_id, 'name', p.name, 'stock', p.stock,
                'days', (SELECT json_agg(json_build_object(
                                  'day', to_char(d.day, 'YYYY-MM-DD'), 'reserved', d.reserved,
                                  'missing', d.missing)
                                ORDER BY d.day)
                         FROM days d WHERE d.product_id = p.product_id))
              ORDER BY p.name, p.product_id), '[]'::json)
       FROM products p
       WHERE p.organization_id = ${organizationId}
         AND p.product_id IN (SELECT product_id FROM days)) AS products,
      (${salesOfPeriodSql(organizationId, from, until)}) AS sales`;
  return row;
}
