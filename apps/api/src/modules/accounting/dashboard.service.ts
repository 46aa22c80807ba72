// Dashboard figures, computed by PostgreSQL (sums and per-day series): the API never loads every
// entry of a period into Node. Sums are bigint in SQL (cents × quantity can pass 2^31).
import type {
  AmountsResponse,
  OverTimeResponse,
  ProductRentalStatsResponse,
} from '@app/shared/dashboard';
import type { DateRange } from '@app/shared/date-range';
import { centsToEuros } from '@app/shared/money';
import { priceLine } from '@app/shared/pricing';
import { DATES_AS_TEXT, preparedRows } from '../../db/prepared-rows.js';
import type { Db, DbOrTx } from '../../db/prisma.js';
import { Prisma } from '../../generated/prisma/client.js';
import { decimalToNumber, fromDbDate } from '../../db/values.js';
import { assertOwnEvent, assertOwnProduct } from './entry-links.js';

/** Euros from a SQL sum of cents (a string from pg, numeric); totals never go below 0. */
const euros = (cents: bigint | number | string | null) =>
  centsToEuros(Math.max(0, Number(cents ?? 0)));

/** What an entry of each table is worth, in cents (bigint: cents × quantity can pass 2^31). */
const ENTRY_CENTS = {
  expenses: Prisma.sql`price_cents::bigint`,
  revenues: Prisma.sql`unit_price_cents::bigint * amount`,
} as const;
type EntryTable = keyof typeof ENTRY_CENTS;

/** The organization's entries of `table` that `filter` keeps; table names come from ENTRY_CENTS. */
const entriesOf = (table: EntryTable, organizationId: number, filter: Prisma.Sql) =>
  Prisma.sql`FROM ${Prisma.raw(table)} WHERE organization_id = ${organizationId} AND ${filter}`;

/** Calendar days compared as dates, so that the (organization, date) indexes serve the range. */
const inRange = (range: DateRange) =>
  Prisma.sql`recorded_date BETWEEN ${range.start}::date AND ${range.end}::date`;

type SumsRow = { expense_cents: bigint | string | null; revenue_cents: bigint | string | null };

/** The sums of the expenses and of the revenues that `filter` keeps. */
function sumsSql(organizationId: number, filter: Prisma.Sql): Prisma.Sql {
  const sum = (table: EntryTable) =>
    Prisma.sql`(SELECT SUM(${ENTRY_CENTS[table]}) ${entriesOf(table, organizationId, filter)})`;
  return Prisma.sql`SELECT ${sum('expenses')} AS expense_cents, ${sum('revenues')} AS revenue_cents`;
}

const amountsOf = (row: SumsRow | undefined): AmountsResponse => ({
  expenseAmount: euros(row?.expense_cents ?? 0),
  revenueAmount: euros(row?.revenue_cents ?? 0),
});

/**
 * The range's figures are read on the pool without Prisma's layer (db/prepared-rows.ts), as
 * unnamed statements planned for their range on every call: the same statement serves a week and
 * years of entries, which want different plans.
 */
export async function expensesVsRevenues(
  db: Db,
  organizationId: number,
  range: DateRange,
): Promise<AmountsResponse> {
  const sql = sumsSql(organizationId, inRange(range));
  return amountsOf((await preparedRows<SumsRow>(db, null, sql))[0]);
}

export async function eventRevenues(
  db: DbOrTx,
  organizationId: number,
  eventId: number,
): Promise<AmountsResponse> {
  await assertOwnEvent(db, organizationId, eventId);
  const filter = Prisma.sql`event_id = ${eventId}`;
  return amountsOf((await db.$queryRaw<SumsRow[]>(sumsSql(organizationId, filter)))[0]);
}

/** Per day of the range, the sum of the entries of `table`. */
async function dailySums(db: Db, table: EntryTable, organizationId: number, range: DateRange) {
  const rows = await preparedRows<{ day: string; cents: string }>(
    db,
    null,
    Prisma.sql`SELECT recorded_date AS day, SUM(${ENTRY_CENTS[table]}) AS cents
      ${entriesOf(table, organizationId, inRange(range))}
      GROUP BY recorded_date ORDER BY recorded_date`,
    DATES_AS_TEXT,
  );
  return rows.map((row) => ({ date: row.day, amount: euros(row.cents) }));
}

export async function revenuesAndExpensesOverTime(
  db: Db,
  organizationId: number,
  range: DateRange,
): Promise<OverTimeResponse> {
  const [expenses, revenues] = await Promise.all([
    dailySums(db, 'expenses', organizationId, range),
    dailySums(db, 'revenues', organizationId, range),
  ]);
  return { expenses, revenues };
}

type InvoiceLineRow = {
  issue_date: Date;
  quantity: number;
  price_cents: number;
  discount_cents: number;
  coefficient: { toNumber(): number };
};

/**
 * Per invoice line of the product (by issue date): the quantity rented, the unit price frozen on
 * the invoice and the line's amount excluding VAT as invoiced (day coefficient and discount
 * included); the total is the sum of those amounts.
 */
export async function productRentalStats(
  db: DbOrTx,
  organizationId: number,
  productId: number,
): Promise<ProductRentalStatsResponse> {
  await assertOwnProduct(db, organizationId, productId);
  const rows = await db.$queryRaw<InvoiceLineRow[]>`
    SELECT i.issue_date, l.quantity, l.price_at_time_of_quote_cents AS price_cents,
           l.discount_cents, l.coefficient
    FROM invoice_lines l JOIN invoices i ON i.invoice_id = l.invoice_id
    WHERE l.organization_id = ${organizationId} AND i.organization_id = ${organizationId}
      AND l.product_id = ${productId}
    ORDER BY i.issue_date, i.invoice_id, l.position`;
  const lines = rows.map((row) => ({
    row,
    netCents: priceLine(
      { priceCents: row.price_cents, quantity: row.quantity, discountCents: row.discount_cents },
      decimalToNumber(row.coefficient),
    ).netCents,
  }));
  return {
    invoices: lines.map(({ row, netCents }) => ({
      issue_date: fromDbDate(row.issue_date),
      quantity: row.quantity,
      price_at_time_of_quote: centsToEuros(row.price_cents),
      total_price: centsToEuros(netCents),
    })),
    total: centsToEuros(lines.reduce((sum, line) => sum + line.netCents, 0)),
  };
}
