// The reminders' statements (issue #32): the invoices whose next reminder is due on a day (computed
// from the organization's levels, in SQL, a page at a time), and the reminders already made.
import type { Paged, PageQuery } from '@app/shared/paged-list';
import { limitSql, pageOf, TOTAL_SQL } from '../../db/paged-sql.js';
import type { DbOrTx } from '../../db/prisma.js';
import { toDbDate } from '../../db/values.js';
import { Prisma } from '../../generated/prisma/client.js';
import { amountDueCentsSql } from '../invoices/invoice-balances.js';

/** An invoice whose next level is due, as the statement reads it. */
export type DueRow = {
  invoice_id: number;
  invoice_number: string;
  client_id: number;
  client_name: string;
  client_email: string | null;
  client_type: 'company' | 'person';
  issue_date: Date;
  due_date: Date;
  payment_reference: string | null;
  due_cents: bigint;
  level: number;
  due_on: Date;
};

/**
 * Every validated invoice of the organization with something left to pay, whose client is not
 * paused and whose next level (one more than its last reminder, among `levelDays`) has come by
 * `today`: level 1 `levelDays[0]` days after the due date, a later level `levelDays[k]` days after
 * the previous reminder. `invoiceId` narrows it to one invoice (the send's check).
 */
function dueStatement(
  organizationId: number,
  levelDays: readonly number[],
  today: string,
  invoiceId?: number,
) {
  const org = organizationId;
  const days = Prisma.sql`ARRAY[${Prisma.join(levelDays.map((day) => Prisma.sql`${day}::int`))}]`;
  return Prisma.sql`
    WITH open AS (
      SELECT i.invoice_id, i.formatted_invoice_id AS invoice_number, i.client_id, c.client_name,
             c.client_email, c.client_type::text AS client_type, i.issue_date, i.due_date,
             i.payment_reference,
             ${amountDueCentsSql(org)} AS due_cents,
             coalesce(r.last_level, 0) AS last_level, r.last_sent_on
      FROM invoices i
      JOIN clients c ON c.organization_id = ${org} AND c.client_id = i.client_id
      LEFT JOIN LATERAL (
        SELECT max(level) AS last_level, max(sent_on) AS last_sent_on FROM invoice_reminders r
        WHERE r.organization_id = ${org} AND r.invoice_id = i.invoice_id) r ON true
      WHERE i.organization_id = ${org} AND i.status = 'Validated' AND NOT c.reminders_paused
        ${invoiceId === undefined ? Prisma.empty : Prisma.sql`AND i.invoice_id = ${invoiceId}`}
    ),
    next AS (
      SELECT open.*, last_level + 1 AS level,
             CASE WHEN last_level = 0 THEN due_date + (${days})[1]
                  ELSE last_sent_on + (${days})[last_level + 1] END AS due_on
      FROM open
      WHERE due_cents > 0 AND last_level < ${levelDays.length}
    )
    SELECT invoice_id, invoice_number, client_id, client_name, client_email, client_type,
           issue_date, due_date, payment_reference, due_cents, level, due_on
    FROM next WHERE due_on <= ${toDbDate(today)}`;
}

/** A page of the due reminders, oldest due first unless `order` says, and how many there are. */
export async function dueRemindersPage(
  db: DbOrTx,
  organizationId: number,
  levelDays: readonly number[],
  today: string,
  query: Pick<PageQuery<string>, 'page' | 'page_size' | 'order'>,
): Promise<Paged<DueRow>> {
  const statement = dueStatement(organizationId, levelDays, today);
  const direction = Prisma.raw(query.order === 'desc' ? 'DESC' : 'ASC');
  const rows = await db.$queryRaw<(DueRow & { total: number })[]>`
    SELECT due.*, ${TOTAL_SQL} FROM (${statement}) due
    ORDER BY due_on ${direction}, invoice_id ${direction} ${limitSql(query)}`;
  return pageOf(
    query,
    rows,
    () => countDue(db, organizationId, levelDays, today),
    ({ total: _total, ...row }) => row,
  );
}

/** The invoice's next reminder if it is due by `today` (null otherwise). */
export async function dueReminderOf(
  db: DbOrTx,
  organizationId: number,
  levelDays: readonly number[],
  today: string,
  invoiceId: number,
): Promise<DueRow | null> {
  const [row] = await db.$queryRaw<DueRow[]>(
    dueStatement(organizationId, levelDays, today, invoiceId),
  );
  return row ?? null;
}

/** How many reminders are due by `today` (the home page's line). */
export async function countDue(
  db: DbOrTx,
  organizationId: number,
  levelDays: readonly number[],
  today: string,
): Promise<number> {
  const [row] = await db.$queryRaw<{ n: bigint }[]>`
    SELECT count(*) AS n FROM (${dueStatement(organizationId, levelDays, today)}) due`;
  return Number(row?.n ?? 0n);
}

/** The reminders already made for these invoices, oldest first (what the law's periods read). */
export function previousReminders(db: DbOrTx, organizationId: number, invoiceIds: number[]) {
  return db.invoiceReminder.findMany({
    where: { organization_id: organizationId, invoice_id: { in: invoiceIds } },
    select: { invoice_id: true, sent_on: true, channel: true, formal_notice: true },
    orderBy: [{ invoice_id: 'asc' }, { level: 'asc' }],
  });
}

/** The columns a sent reminder's list item shows. */
export const sentReminderSelect = {
  reminder_id: true,
  invoice_id: true,
  level: true,
  formal_notice: true,
  title: true,
  channel: true,
  recipient: true,
  sent_on: true,
  sent_at: true,
  sent_by_name: true,
  amount_due_cents: true,
  reminder_fees_cents: true,
  lump_sum_cents: true,
  interest_cents: true,
  interest_from: true,
  interest_days: true,
  invoice: {
    select: {
      formatted_invoice_id: true,
      due_date: true,
      client: { select: { client_id: true, client_name: true } },
    },
  },
} as const;
