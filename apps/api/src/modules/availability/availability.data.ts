// Availability of products over a period in one statement. Each quote holds its units
// over its reservation, or what its departure and return make of it (`heldUnitsSql`);
// the most units held on one day is the peak of a running sum of +quantity at each reservation's
// first day and −quantity the day after its last, so the cost follows the quotes that overlap
// the period, not its number of days.
import type { AvailabilityConflict, ProductAvailability } from '@app/shared/availability';
import { todayIso } from '@app/shared/dates';
import { MSG_QUOTE_NOT_FOUND } from '@app/shared/quotes';
import { preparedRows } from '../../db/prepared-rows.js';
import type { Db, DbOrTx } from '../../db/prisma.js';
import { foundOr404 } from '../../errors/app-error.js';
import { Prisma } from '../../generated/prisma/client.js';

export interface AvailabilityScope {
  organizationId: number;
  /** Inclusive calendar days, YYYY-MM-DD. */
  from: string;
  until: string;
  /** The quote being changed: its own reservation does not count against it. */
  excludeQuoteId: number | null;
  /** Only these products (a quote's); all of the organization's otherwise. */
  productIds?: number[];
}

/** A product's availability, with its name and the first day of its peak (for the messages). */
export type ProductAvailabilityRow = ProductAvailability & {
  name: string;
  peak_day: string | null;
};

type Row = Omit<ProductAvailabilityRow, 'available' | 'conflicts'> & {
  conflicts: AvailabilityConflict[] | null;
};

/**
 * The units each quote holds of each product during the period, one row per quote, product and
 * segment (`product_id, quote_id, formatted_quote_id, client_name, reserved_from,
 * reserved_until, quantity, returned_on`; `reserved_until` is the segment's last day, 'infinity'
 * for units missing at the return). The one definition of what a reservation holds: the availability
 * check and the planning both read it. Rules (docs/decisions.md, departure and return):
 * - not departed: every unit from reserved_from to reserved_until;
 * - departed, not returned: every unit until the later of reserved_until and today;
 * - returned: the returned units until the day before the return (reserved_from at least), the
 *   missing ones (out − returned) with no end.
 * The quotes are found through two indexes: those whose reservation overlaps the period, and
 * those that hold units past their reservation (`held_until`, kept by `refreshHeldUntil`).
 */
export function heldUnitsSql(scope: AvailabilityScope): Prisma.Sql {
  const { organizationId, from, until } = scope;
  const excluded =
    scope.excludeQuoteId === null
      ? Prisma.empty
      : Prisma.sql`AND q.quote_id <> ${scope.excludeQuoteId}`;
  const products =
    scope.productIds === undefined
      ? Prisma.empty
      : Prisma.sql`AND qp.product_id = ANY(${scope.productIds}::int[])`;
  const quoteColumns = Prisma.sql`q.quote_id, q.formatted_quote_id, q.client_id, q.reserved_from,
             q.reserved_until, q.departed_on, q.returned_on`;
  return Prisma.sql`
      WITH q AS (
        SELECT ${quoteColumns} FROM quotes q
        WHERE q.organization_id = ${organizationId}
          AND q.reserved_until >= ${from}::date AND q.reserved_from <= ${until}::date ${excluded}
        UNION ALL
        SELECT ${quoteColumns} FROM quotes q
        WHERE q.organization_id = ${organizationId}
          AND q.held_until >= ${from}::date AND q.reserved_until < ${from}::date
          AND q.reserved_from <= ${until}::date ${excluded}
      )
      SELECT qp.product_id, q.quote_id, q.formatted_quote_id, c.client_name,
             q.reserved_from, s.until AS reserved_until, sum(s.quantity)::int AS quantity,
             q.returned_on
      FROM q
      JOIN quote_products qp ON qp.quote_id = q.quote_id AND qp.organization_id = ${organizationId}
      JOIN clients c ON c.client_id = q.client_id AND c.organization_id = ${organizationId}
      CROSS JOIN LATERAL (VALUES
        (CASE WHEN q.departed_on IS NULL THEN q.reserved_until
              WHEN q.returned_on IS NULL THEN greatest(q.reserved_until, ${todayIso()}::date)
              ELSE greatest(q.reserved_from, q.returned_on - 1) END,
         CASE WHEN q.returned_on IS NULL THEN qp.quantity
              ELSE least(coalesce(qp.quantity_returned, qp.quantity), qp.quantity) END),
        ('infinity'::date,
         CASE WHEN q.returned_on IS NULL THEN 0
              ELSE qp.quantity - least(coalesce(qp.quantity_returned, qp.quantity), qp.quantity) END)
      ) AS s(until, quantity)
      WHERE s.quantity > 0 AND s.until >= ${from}::date ${products}
      GROUP BY qp.product_id, q.quote_id, q.formatted_quote_id, c.client_name,
               q.reserved_from, s.until, q.returned_on`;
}

/**
 * Recomputes the quote's `held_until` from its departure, return and lines: the last day it
 * holds units past its reservation, 'infinity' when open-ended, null when it holds none. To call
 * after anything that changes them, in the same transaction.
 */
export async function refreshHeldUntil(
  tx: DbOrTx,
  organizationId: number,
  quoteId: number,
): Promise<void> {
  await tx.$executeRaw`UPDATE quotes q SET held_until = CASE
      WHEN q.departed_on IS NULL THEN NULL
      WHEN q.returned_on IS NULL OR EXISTS (
        SELECT 1 FROM quote_products qp
        WHERE qp.quote_id = q.quote_id AND qp.organization_id = q.organization_id
          AND qp.quantity_returned < qp.quantity) THEN 'infinity'::date
      WHEN q.returned_on - 1 > q.reserved_until THEN q.returned_on - 1
      ELSE NULL END
    WHERE q.quote_id = ${quoteId} AND q.organization_id = ${organizationId}`;
}

/**
 * The statement `findAvailability` runs: one row per product, its peak and what holds it (the
 * bench runs it too, as the raw SQL baseline of the availability call).
 */
export function availabilitySql(scope: AvailabilityScope): Prisma.Sql {
  const { organizationId, from, until } = scope;
  const products =
    scope.productIds === undefined
      ? Prisma.empty
      : Prisma.sql`AND p.product_id = ANY(${scope.productIds}::int[])`;
  return Prisma.sql`
    WITH held AS (${heldUnitsSql(scope)}
    ),
    steps AS (
      SELECT product_id, greatest(reserved_from, ${from}::date) AS day, quantity AS delta FROM held
      UNION ALL
      SELECT product_id, reserved_until + 1, -quantity FROM held
        WHERE reserved_until < ${until}::date
    ),
    running AS (
      SELECT product_id, day,
             sum(sum(delta)) OVER (PARTITION BY product_id ORDER BY day)::int AS reserved
      FROM steps GROUP BY product_id, day
    ),
    peaks AS (
      SELECT DISTINCT ON (product_id) product_id, day, reserved
      FROM running ORDER BY product_id, reserved DESC, day
    )
    SELECT p.product_id, p.name, p.stock, coalesce(pk.reserved, 0) AS reserved_max,
           to_char(pk.day, 'YYYY-MM-DD') AS peak_day,
           (SELECT json_agg(json_build_object(
                     'quote_id', h.quote_id, 'formatted_quote_id', h.formatted_quote_id,
                     'client_name', h.client_name,
                     'from', to_char(h.reserved_from, 'YYYY-MM-DD'),
                     'until', CASE WHEN isfinite(h.reserved_until)
                                   THEN to_char(h.reserved_until, 'YYYY-MM-DD') END,
                     'quantity', h.quantity)
                   ORDER BY h.reserved_from, h.quote_id, h.reserved_until)
            FROM held h WHERE h.product_id = p.product_id) AS conflicts
    FROM products p
    LEFT JOIN peaks pk ON pk.product_id = p.product_id
    WHERE p.organization_id = ${organizationId} ${products}
    ORDER BY p.product_id`;
}

const toAvailability = (rows: Row[]): ProductAvailabilityRow[] =>
  rows.map((row) => ({
    ...row,
    available: row.stock - row.reserved_max,
    conflicts: row.conflicts ?? [],
  }));

export async function findAvailability(
  db: DbOrTx,
  scope: AvailabilityScope,
): Promise<ProductAvailabilityRow[]> {
  return toAvailability(await db.$queryRaw<Row[]>(availabilitySql(scope)));
}

/**
 * `findAvailability` of all the organization's products, outside a transaction: the availability
 * call's, a prepared statement on the pool (db/prepared-rows.ts), planned once per connection
 * and read without Prisma's layer (pg parses the conflicts' json as Prisma did).
 */
export async function findAllAvailability(
  db: Db,
  scope: Omit<AvailabilityScope, 'productIds'>,
): Promise<ProductAvailabilityRow[]> {
  const name = scope.excludeQuoteId === null ? 'availability' : 'availability-excluding';
  return toAvailability(await preparedRows<Row>(db, name, availabilitySql(scope)));
}

/**
 * Locks the organization's products of a quote until the transaction ends, in id order: two
 * quotes asking for the same units take turns, so they cannot both take the last one.
 */
export async function lockProducts(
  tx: DbOrTx,
  organizationId: number,
  productIds: number[],
): Promise<void> {
  if (productIds.length === 0) return;
  await tx.$queryRaw`SELECT 1 FROM products
    WHERE organization_id = ${organizationId} AND product_id = ANY(${productIds}::int[])
    ORDER BY product_id FOR UPDATE`;
}

/**
 * The id of the organization's quote, 404 when it is not theirs. Read here rather than through the
 * quotes area, which reserves through this one: the dependency points from quotes to availability.
 */
export async function findOwnQuoteId(db: DbOrTx, organizationId: number, quoteId: number) {
  const row = await db.quote.findFirst({
    where: { quote_id: quoteId, organization_id: organizationId },
    select: { quote_id: true },
  });
  return foundOr404(row, MSG_QUOTE_NOT_FOUND).quote_id;
}
