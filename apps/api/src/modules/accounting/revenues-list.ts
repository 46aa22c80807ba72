// The revenues' list in one statement (issue #16): the columns the list shows, joined to the
// event's name and the receipt's name, scoped by the organization.
import type {
  PaymentMethod,
  RevenueListItem,
  RevenueSort,
  RevenuesPageQuery,
} from '@app/shared/accounting';
import type { DateRange } from '@app/shared/date-range';
import { centsToEuros } from '@app/shared/money';
import type { Paged } from '@app/shared/paged-list';
import {
  countOf,
  limitSql,
  orderSql,
  pageOf,
  periodSql,
  searchSql,
  TOTAL_SQL,
} from '../../db/paged-sql.js';
import type { DbOrTx } from '../../db/prisma.js';
import { Prisma } from '../../generated/prisma/client.js';

interface RevenueListRow {
  revenue_id: number;
  product_name: string;
  unit_price_cents: number;
  amount: number;
  recorded_date: string;
  payment_method: PaymentMethod | null;
  event_id: number | null;
  event_name: string | null;
  file_path: string | null;
}

const COLUMNS = Prisma.sql`r.revenue_id, r.product_name, r.unit_price_cents, r.amount,
  to_char(r.recorded_date, 'YYYY-MM-DD') AS recorded_date, r.payment_method::text AS payment_method,
  r.event_id, ev.name AS event_name, f.name AS file_path`;

/** The joins the search and the sort read (the receipt's name is read for the page only). */
const LINKS = Prisma.sql`LEFT JOIN events ev ON ev.event_id = r.event_id AND ev.organization_id = r.organization_id`;

const RECEIPT = Prisma.sql`LEFT JOIN stored_files f ON f.file_id = r.file_id AND f.organization_id = r.organization_id`;

const FROM = Prisma.sql`FROM revenues r ${RECEIPT} ${LINKS}`;

const SORTS: Record<RevenueSort, Prisma.Sql> = {
  product_name: Prisma.sql`lower(r.product_name)`,
  recorded_date: Prisma.sql`r.recorded_date`,
  payment_method: Prisma.sql`coalesce(r.payment_method::text, '')`,
  event: Prisma.sql`lower(coalesce(ev.name, ''))`,
  unit_price: Prisma.sql`r.unit_price_cents`,
  amount: Prisma.sql`r.amount`,
};

function toListItem(row: RevenueListRow): RevenueListItem {
  return {
    revenue_id: row.revenue_id,
    product_name: row.product_name,
    unit_price: centsToEuros(row.unit_price_cents),
    amount: row.amount,
    recorded_date: row.recorded_date,
    payment_method: row.payment_method,
    event:
      row.event_id === null || row.event_name === null
        ? null
        : { event_id: row.event_id, name: row.event_name },
    file_path: row.file_path,
  };
}

/** The spec's full list of the period, newest first. */
export async function listRevenues(
  db: DbOrTx,
  organizationId: number,
  range: DateRange,
): Promise<RevenueListItem[]> {
  const rows = await db.$queryRaw<RevenueListRow[]>`SELECT ${COLUMNS} ${FROM}
    WHERE r.organization_id = ${organizationId}
      AND r.recorded_date BETWEEN ${range.start}::date AND ${range.end}::date
    ORDER BY r.recorded_date DESC, r.revenue_id DESC`;
  return rows.map(toListItem);
}

/** One page of the revenues that match the query. */
export async function pageRevenues(
  db: DbOrTx,
  organizationId: number,
  query: RevenuesPageQuery,
): Promise<Paged<RevenueListItem>> {
  const fromWhere = Prisma.sql`FROM revenues r ${LINKS}
    WHERE r.organization_id = ${organizationId}
      AND ${periodSql(Prisma.sql`r.recorded_date`, query)}
      AND ${searchSql(query.q, [Prisma.sql`r.product_name`, Prisma.sql`ev.name`])}`;
  const order = orderSql(SORTS, query, Prisma.sql`r.revenue_id`);
  // The page is chosen on narrow rows; only its rows are joined to their receipt's name.
  const rows = await db.$queryRaw<(RevenueListRow & { total: number })[]>`
    SELECT ${COLUMNS}, p.total
    FROM (SELECT r.revenue_id, ${TOTAL_SQL} ${fromWhere} ${order} ${limitSql(query)}) p
    JOIN revenues r ON r.revenue_id = p.revenue_id AND r.organization_id = ${organizationId}
    ${RECEIPT} ${LINKS}
    ${order}`;
  return pageOf(query, rows, () => countOf(db, fromWhere), toListItem);
}
