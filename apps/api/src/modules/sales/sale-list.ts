// A page of the sales: the page's ids and the number of matches in one statement
// (searched and sorted in SQL with the client joined), then the page's sales read by id, so the
// cost follows the page and not the period.
import type { Paged } from '@app/shared/paged-list';
import type { SaleDto, SaleSort, SalesPageQuery } from '@app/shared/sales';
import { pageById, periodSql, searchSql } from '../../db/paged-sql.js';
import type { DbOrTx } from '../../db/prisma.js';
import { Prisma } from '../../generated/prisma/client.js';
import { saleSelect, toSaleDto } from './sales.data.js';

const SORTS: Record<SaleSort, Prisma.Sql> = {
  name: Prisma.sql`lower(s.name)`,
  recorded_date: Prisma.sql`s.recorded_date`,
  total_price: Prisma.sql`s.total_price_cents`,
};

export async function pageSales(
  db: DbOrTx,
  organizationId: number,
  query: SalesPageQuery,
): Promise<Paged<SaleDto>> {
  const fromWhere = Prisma.sql`FROM sales s
    JOIN clients c ON c.client_id = s.client_id AND c.organization_id = s.organization_id
    WHERE s.organization_id = ${organizationId}
      AND ${periodSql(Prisma.sql`s.recorded_date`, query)}
      AND ${searchSql(query.q, [Prisma.sql`s.name`, Prisma.sql`c.client_name`])}`;
  return pageById(
    db,
    query,
    { id: Prisma.sql`s.sale_id`, fromWhere, sorts: SORTS },
    {
      read: (ids) =>
        db.sale.findMany({
          where: { organization_id: organizationId, sale_id: { in: ids } },
          select: saleSelect,
        }),
      idOf: (row) => row.sale_id,
    },
    toSaleDto,
  );
}
