// Dashboard figures, computed by PostgreSQL (sums and per-day series): the API never loads every
// entry of a period into Node. Sums are bigint in SQL (cents × quantity can pass 2^31).
import {
  MSG_EVENT_NOT_FOUND,
  MSG_PRODUCT_NOT_FOUND,
  type AmountsResponse,
  type OverTimeResponse,
  type ProductRentalStatsResponse,
} from '@app/shared/accounting';
import type { DateRange } from '@app/shared/date-range';
import { centsToEuros } from '@app/shared/money';
import type { DbOrTx } from '../../db/prisma.js';
import { fromDbDate, toDbDate } from '../../db/values.js';
import { AppError } from '../../errors/app-error.js';

/** Euros from a SQL sum of cents; totals never go below 0. */
const euros = (cents: bigint | number | null) => centsToEuros(Math.max(0, Number(cents ?? 0)));

type Sums = { expense_cents: bigint | null; revenue_cents: bigint | null };

function amounts(row: Sums | undefined): AmountsResponse {
  return {
    expenseAmount: euros(row?.expense_cents ?? 0),
    revenueAmount: euros(row?.revenue_cents ?? 0),
  };
}

export async function expensesVsRevenues(
  db: DbOrTx,
  organizationId: number,
  range: DateRange,
): Promise<AmountsResponse> {
  const start = toDbDate(range.start);
  const end = toDbDate(range.end);
  const rows = await db.$queryRaw<Sums[]>`
    SELECT
      (SELECT SUM(price_cents::bigint) FROM expenses
        WHERE organization_id = ${organizationId} AND recorded_date BETWEEN ${start} AND ${end}
      ) AS expense_cents,
      (SELECT SUM(unit_price_cents::bigint * amount) FROM revenues
        WHERE organization_id = ${organizationId} AND recorded_date BETWEEN ${start} AND ${end}
      ) AS revenue_cents`;
  return amounts(rows[0]);
}

export async function eventRevenues(
  db: DbOrTx,
  organizationId: number,
  eventId: number,
): Promise<AmountsResponse> {
  const event = await db.event.count({
    where: { event_id: eventId, organization_id: organizationId },
  });
  if (event === 0) throw new AppError('NOT_FOUND', MSG_EVENT_NOT_FOUND);
  const rows = await db.$queryRaw<Sums[]>`
    SELECT
      (SELECT SUM(price_cents::bigint) FROM expenses
        WHERE organization_id = ${organizationId} AND event_id = ${eventId}) AS expense_cents,
      (SELECT SUM(unit_price_cents::bigint * amount) FROM revenues
        WHERE organization_id = ${organizationId} AND event_id = ${eventId}) AS revenue_cents`;
  return amounts(rows[0]);
}

type DayRow = { day: Date; cents: bigint };

export async function revenuesAndExpensesOverTime(
  db: DbOrTx,
  organizationId: number,
  range: DateRange,
): Promise<OverTimeResponse> {
  const start = toDbDate(range.start);
  const end = toDbDate(range.end);
  const [expenses, revenues] = await Promise.all([
    db.$queryRaw<DayRow[]>`
      SELECT recorded_date AS day, SUM(price_cents::bigint) AS cents FROM expenses
      WHERE organization_id = ${organizationId} AND recorded_date BETWEEN ${start} AND ${end}
      GROUP BY recorded_date ORDER BY recorded_date`,
    db.$queryRaw<DayRow[]>`
      SELECT recorded_date AS day, SUM(unit_price_cents::bigint * amount) AS cents FROM revenues
      WHERE organization_id = ${organizationId} AND recorded_date BETWEEN ${start} AND ${end}
      GROUP BY recorded_date ORDER BY recorded_date`,
  ]);
  const series = (rows: DayRow[]) =>
    rows.map((row) => ({ date: fromDbDate(row.day), amount: euros(row.cents) }));
  return { expenses: series(expenses), revenues: series(revenues) };
}

type InvoiceLineRow = { issue_date: Date; quantity: number; price_cents: number };

/** Per invoice (by issue date): the quantity rented and the unit price frozen on the invoice. */
export async function productRentalStats(
  db: DbOrTx,
  organizationId: number,
  productId: number,
): Promise<ProductRentalStatsResponse> {
  const product = await db.product.count({
    where: { product_id: productId, organization_id: organizationId },
  });
  if (product === 0) throw new AppError('NOT_FOUND', MSG_PRODUCT_NOT_FOUND);
  const [rows, totals] = await Promise.all([
    db.$queryRaw<InvoiceLineRow[]>`
      SELECT i.issue_date, l.quantity, l.price_at_time_of_quote_cents AS price_cents
      FROM invoice_lines l JOIN invoices i ON i.invoice_id = l.invoice_id
      WHERE l.organization_id = ${organizationId} AND i.organization_id = ${organizationId}
        AND l.product_id = ${productId}
      ORDER BY i.issue_date, i.invoice_id, l.position`,
    db.$queryRaw<{ cents: bigint | null }[]>`
      SELECT SUM(l.quantity::bigint * l.price_at_time_of_quote_cents) AS cents
      FROM invoice_lines l
      WHERE l.organization_id = ${organizationId} AND l.product_id = ${productId}`,
  ]);
  return {
    invoices: rows.map((row) => ({
      issue_date: fromDbDate(row.issue_date),
      quantity: row.quantity,
      price_at_time_of_quote: centsToEuros(row.price_cents),
    })),
    total: euros(totals[0]?.cents ?? 0),
  };
}
