// The figures of the home page in one SQL statement of aggregates (issue #30 §1): PostgreSQL sums
// and counts, Node never loads the invoices, rentals or entries themselves. Sums are bigint (cents
// of many rows can pass 2^31). Every table is scoped by the organization (raw SQL is reviewed by
// hand: the tests' tenant guard sees only Prisma's model queries).
import type { DbOrTx } from '../../db/prisma.js';
import { toDbDate } from '../../db/values.js';
import { amountDueCentsSql } from '../invoices/invoice-balances.js';

type Range = { from: string; until: string };

/** What the statement answers, in cents and counts. */
export interface HomeRow {
  pending_invoices: number;
  overdue_count: number;
  overdue_cents: bigint;
  unpaid_cents: bigint;
  departures: number;
  returns: number;
  missing_rentals: number;
  missing_units: bigint;
  revenue_cents: bigint;
  expense_cents: bigint;
  has_product: boolean;
  has_client: boolean;
  has_quote: boolean;
}

/**
 * Due on each validated invoice: its total − credit notes − payments + refunds (as the invoice's
 * balance counts it, invoices/invoice-balances.ts); `today` and the week and month bound the rest.
 */
export async function readHomeRow(
  db: DbOrTx,
  organizationId: number,
  { today, week, month }: { today: string; week: Range; month: Range },
): Promise<HomeRow> {
  const org = organizationId;
  const [row] = await db.$queryRaw<HomeRow[]>`
    WITH due AS (
      SELECT i.due_date, ${amountDueCentsSql(org)} AS cents
      FROM invoices i
      WHERE i.organization_id = ${org} AND i.status = 'Validated'
    ),
    rentals AS (
      SELECT q.reserved_from, q.reserved_until, q.departed_on, q.returned_on,
             (SELECT coalesce(sum(qp.quantity - qp.quantity_returned), 0) FROM quote_products qp
              WHERE qp.organization_id = ${org} AND qp.quote_id = q.quote_id
                AND q.returned_on IS NOT NULL AND qp.quantity_returned < qp.quantity) AS missing
      FROM quotes q
      WHERE q.organization_id = ${org}
        AND EXISTS (SELECT 1 FROM quote_products qp
                    WHERE qp.organization_id = ${org} AND qp.quote_id = q.quote_id)
        AND (q.returned_on IS NOT NULL
             OR q.reserved_from BETWEEN ${toDbDate(week.from)} AND ${toDbDate(week.until)}
             OR q.reserved_until BETWEEN ${toDbDate(week.from)} AND ${toDbDate(week.until)})
    )
    SELECT
      (SELECT count(*) FROM invoices
       WHERE organization_id = ${org} AND status = 'Pending')::int AS pending_invoices,
      (SELECT count(*) FROM due WHERE cents > 0 AND due_date < ${toDbDate(today)})::int
        AS overdue_count,
      (SELECT coalesce(sum(cents), 0) FROM due WHERE cents > 0 AND due_date < ${toDbDate(today)})::bigint
        AS overdue_cents,
      (SELECT coalesce(sum(cents), 0) FROM due WHERE cents > 0)::bigint AS unpaid_cents,
      (SELECT count(*) FROM rentals WHERE departed_on IS NULL
         AND reserved_from BETWEEN ${toDbDate(week.from)} AND ${toDbDate(week.until)})::int
        AS departures,
      (SELECT count(*) FROM rentals WHERE returned_on IS NULL
         AND reserved_until BETWEEN ${toDbDate(week.from)} AND ${toDbDate(week.until)})::int
        AS returns,
      (SELECT count(*) FROM rentals WHERE missing > 0)::int AS missing_rentals,
      (SELECT coalesce(sum(missing), 0) FROM rentals)::bigint AS missing_units,
      (SELECT coalesce(sum(unit_price_cents::bigint * amount), 0) FROM revenues
       WHERE organization_id = ${org}
         AND recorded_date BETWEEN ${toDbDate(month.from)} AND ${toDbDate(month.until)})::bigint
        AS revenue_cents,
      (SELECT coalesce(sum(price_cents::bigint), 0) FROM expenses
       WHERE organization_id = ${org}
         AND recorded_date BETWEEN ${toDbDate(month.from)} AND ${toDbDate(month.until)})::bigint
        AS expense_cents,
      EXISTS (SELECT 1 FROM products WHERE organization_id = ${org}) AS has_product,
      EXISTS (SELECT 1 FROM clients WHERE organization_id = ${org}) AS has_client,
      EXISTS (SELECT 1 FROM quotes WHERE organization_id = ${org}) AS has_quote`;
  if (!row) throw new Error('The home statement answered no row');
  return row;
}
