// A page of the quotes: the page's ids and the number of matches in one statement
// (filtered, searched and sorted in SQL with the client, the event and the invoice joined), then
// the page's quotes read by id, so the cost follows the page and not the number of quotes.
import type { QuoteListItem, QuoteSort, QuotesPageQuery } from '@app/shared/quotes';
import type { Paged } from '@app/shared/paged-list';
import { pageById, periodSql, searchSql } from '../../db/paged-sql.js';
import type { DbOrTx } from '../../db/prisma.js';
import { Prisma } from '../../generated/prisma/client.js';
import { listSelect, toListItem } from './quotes.data.js';

const SORTS: Record<QuoteSort, Prisma.Sql> = {
  id: Prisma.sql`q.formatted_quote_id`,
  client: Prisma.sql`lower(c.client_name)`,
  rent_date: Prisma.sql`q.rent_date`,
  reserved_until: Prisma.sql`q.reserved_until`,
  discount: Prisma.sql`q.discount_cents`,
  total_price: Prisma.sql`q.total_price_cents`,
  status: Prisma.sql`q.status::text`,
};

export async function pageQuotes(
  db: DbOrTx,
  organizationId: number,
  query: QuotesPageQuery,
): Promise<Paged<QuoteListItem>> {
  const finished = query.show_finished
    ? Prisma.sql`TRUE`
    : Prisma.sql`i.status IS DISTINCT FROM 'Validated'`;
  const fromWhere = Prisma.sql`FROM quotes q
    JOIN clients c ON c.client_id = q.client_id AND c.organization_id = q.organization_id
    LEFT JOIN events ev ON ev.event_id = q.event_id AND ev.organization_id = q.organization_id
    LEFT JOIN invoices i ON i.quote_id = q.quote_id AND i.organization_id = q.organization_id
    WHERE q.organization_id = ${organizationId}
      AND ${periodSql(Prisma.sql`q.rent_date`, query)}
      AND ${finished}
      AND ${searchSql(query.q, [
        Prisma.sql`c.client_name`,
        Prisma.sql`ev.name`,
        Prisma.sql`q.formatted_quote_id`,
        Prisma.sql`q.quote_id::text`,
      ])}`;
  return pageById(
    db,
    query,
    { id: Prisma.sql`q.quote_id`, fromWhere, sorts: SORTS },
    {
      read: (ids) =>
        db.quote.findMany({
          where: { organization_id: organizationId, quote_id: { in: ids } },
          select: listSelect,
        }),
      idOf: (row) => row.quote_id,
    },
    toListItem,
  );
}
