// The expenses' list (entry-list.ts): the columns it shows, the payer's and the
// event's names it joins, how it sorts and searches.
import {
  ORGANIZATION_PAYER_ID,
  type ExpenseListItem,
  type ExpenseSort,
  type PaymentMethod,
} from '@app/shared/accounting';
import { centsToEuros } from '@app/shared/money';
import { Prisma } from '../../generated/prisma/client.js';
import { entryList, eventOfRow, type EntryReads } from './entry-list.js';

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

const columns = (read: EntryReads) => Prisma.sql`x.expense_id, x.product_name, x.price_cents,
  ${read.recordedDate} AS recorded_date, ${read.paymentMethod} AS payment_method,
  x.user_id, u.name AS user_name, x.event_id, ev.name AS event_name, f.name AS file_path`;

/** The joins the search and the sort read (the receipt's name is read for the page only). */
const LINKS = Prisma.sql`LEFT JOIN users u ON u.user_id = x.user_id
  LEFT JOIN events ev ON ev.event_id = x.event_id AND ev.organization_id = x.organization_id`;

const RECEIPT = Prisma.sql`JOIN stored_files f ON f.file_id = x.file_id AND f.organization_id = x.organization_id`;

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
    event: eventOfRow(row),
    file_path: row.file_path,
  };
}

/** The spec's full list of a period, and one page of a query. */
export const expensesList = entryList({
  table: 'expenses',
  id: 'expense_id',
  columns,
  links: LINKS,
  receipt: RECEIPT,
  sorts: SORTS,
  search: [Prisma.sql`x.product_name`, Prisma.sql`u.name`, Prisma.sql`ev.name`],
  toItem: toListItem,
});
