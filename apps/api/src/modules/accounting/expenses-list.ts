// The expenses' list in one statement (issue #16): the columns the list shows, joined to the
// payer's and the event's names and the receipt's name, scoped by the organization.
import {
  ORGANIZATION_PAYER_ID,
  type ExpenseListItem,
  type ExpenseSort,
  type ExpensesPageQuery,
  type PaymentMethod,
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

interface ExpenseListRow {
  expense_id: number;
  product_name: string;
  price_cents: number;
  recorded_date: string;
  payment_method: PaymentMethod;
  user_id: number | null;
  user_name: string | null;
  event_id: number | null;
  event_name: string | null;
  file_path: string;
}

const COLUMNS = Prisma.sql`x.expense_id, x.product_name, x.price_cents,
  to_char(x.recorded_date, 'YYYY-MM-DD') AS recorded_date, x.payment_method::text AS payment_method,
  x.user_id, u.name AS user_name, x.event_id, ev.name AS event_name, f.name AS file_path`;

/** The joins the search and the sort read (the receipt's name is read for the page only). */
const LINKS = Prisma.sql`LEFT JOIN users u ON u.user_id = x.user_id
  LEFT JOIN events ev ON ev.event_id = x.event_id AND ev.organization_id = x.organization_id`;

const RECEIPT = Prisma.sql`JOIN stored_files f ON f.file_id = x.file_id AND f.organization_id = x.organization_id`;

const FROM = Prisma.sql`FROM expenses x ${RECEIPT} ${LINKS}`;

const SORTS: Record<ExpenseSort, Prisma.Sql> = {
  product_name: Prisma.sql`lower(x.product_name)`,
  user_name: Prisma.sql`lower(coalesce(u.name, ''))`,
  recorded_date: Prisma.sql`x.recorded_date`,
  payment_method: Prisma.sql`x.payment_method::text`,
  event: Prisma.sql`lower(coalesce(ev.name, ''))`,
  price: Prisma.sql`x.price_cents`,
};

function toListItem(row: ExpenseListRow): ExpenseListItem {
  return {
    expense_id: row.expense_id,
    product_name: row.product_name,
    price: centsToEuros(row.price_cents),
    recorded_date: row.recorded_date,
    payment_method: row.payment_method,
    user_id: row.user_id ?? ORGANIZATION_PAYER_ID,
    user_name: row.user_name,
    event:
      row.event_id === null || row.event_name === null
        ? null
        : { event_id: row.event_id, name: row.event_name },
    file_path: row.file_path,
  };
}

/** The spec's full list of the period, newest first. */
export async function listExpenses(
  db: DbOrTx,
  organizationId: number,
  range: DateRange,
): Promise<ExpenseListItem[]> {
  const rows = await db.$queryRaw<ExpenseListRow[]>`SELECT ${COLUMNS} ${FROM}
    WHERE x.organization_id = ${organizationId}
      AND x.recorded_date BETWEEN ${range.start}::date AND ${range.end}::date
    ORDER BY x.recorded_date DESC, x.expense_id DESC`;
  return rows.map(toListItem);
}

/** One page of the expenses that match the query. */
export async function pageExpenses(
  db: DbOrTx,
  organizationId: number,
  query: ExpensesPageQuery,
): Promise<Paged<ExpenseListItem>> {
  const fromWhere = Prisma.sql`FROM expenses x ${LINKS}
    WHERE x.organization_id = ${organizationId}
      AND ${periodSql(Prisma.sql`x.recorded_date`, query)}
      AND ${searchSql(query.q, [Prisma.sql`x.product_name`, Prisma.sql`u.name`, Prisma.sql`ev.name`])}`;
  const order = orderSql(SORTS, query, Prisma.sql`x.expense_id`);
  // The page is chosen on narrow rows; only its rows are joined to their receipt's name.
  const rows = await db.$queryRaw<(ExpenseListRow & { total: number })[]>`
    SELECT ${COLUMNS}, p.total
    FROM (SELECT x.expense_id, ${TOTAL_SQL} ${fromWhere} ${order} ${limitSql(query)}) p
    JOIN expenses x ON x.expense_id = p.expense_id AND x.organization_id = ${organizationId}
    ${RECEIPT} ${LINKS}
    ${order}`;
  return pageOf(query, rows, () => countOf(db, fromWhere), toListItem);
}
