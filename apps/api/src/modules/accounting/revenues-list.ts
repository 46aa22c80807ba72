// The revenues' list (entry-list.ts): the columns it shows, the event's name it joins,
// how it sorts and searches.
import type { PaymentMethod, RevenueListItem, RevenueSort } from '@app/shared/accounting';
import { centsToEuros } from '@app/shared/money';
import { Prisma } from '../../generated/prisma/client.js';
import { entryList, eventOfRow, type EntryReads } from './entry-list.js';

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

const columns = (read: EntryReads) => Prisma.sql`x.revenue_id, x.product_name,
  x.unit_price_cents, x.amount, ${read.recordedDate} AS recorded_date,
  ${read.paymentMethod} AS payment_method, x.event_id, ev.name AS event_name, f.name AS file_path`;

/** The joins the search and the sort read (the receipt's name is read for the page only). */
const LINKS = Prisma.sql`LEFT JOIN events ev ON ev.event_id = x.event_id AND ev.organization_id = x.organization_id`;

const RECEIPT = Prisma.sql`LEFT JOIN stored_files f ON f.file_id = x.file_id AND f.organization_id = x.organization_id`;

const SORTS: Record<RevenueSort, Prisma.Sql> = {
  product_name: Prisma.sql`lower(x.product_name)`,
  recorded_date: Prisma.sql`x.recorded_date`,
  payment_method: Prisma.sql`coalesce(x.payment_method::text, '')`,
  event: Prisma.sql`lower(coalesce(ev.name, ''))`,
  unit_price: Prisma.sql`x.unit_price_cents`,
  amount: Prisma.sql`x.amount`,
};

function toListItem(row: RevenueListRow): RevenueListItem {
  return {
    revenue_id: row.revenue_id,
    product_name: row.product_name,
    unit_price: centsToEuros(row.unit_price_cents),
    amount: row.amount,
    recorded_date: row.recorded_date,
    payment_method: row.payment_method,
    event: eventOfRow(row),
    file_path: row.file_path,
  };
}

/** The spec's full list of a period, and one page of a query. */
export const revenuesList = entryList({
  table: 'revenues',
  id: 'revenue_id',
  columns,
  links: LINKS,
  receipt: RECEIPT,
  sorts: SORTS,
  search: [Prisma.sql`x.product_name`, Prisma.sql`ev.name`],
  toItem: toListItem,
});
