// Pages of the products and services: the page's ids and the number of matches in one
// statement (filtered, searched and sorted in SQL), then the page's rows read by id, as the full
// lists answer them.
import type {
  ProductDto,
  ProductSort,
  ProductsPageQuery,
  ServiceDto,
  ServiceSort,
  ServicesPageQuery,
} from '@app/shared/catalogue';
import type { Paged } from '@app/shared/paged-list';
import { nullableKey, type SortKey } from '../../db/keyset.js';
import { pageById, searchSql } from '../../db/paged-sql.js';
import type { DbOrTx } from '../../db/prisma.js';
import { Prisma } from '../../generated/prisma/client.js';
import { productSelect, serviceSelect, toProductDto, toServiceDto } from './catalogue.data.js';

const PRODUCT_SORTS: Record<ProductSort, SortKey> = {
  name: Prisma.sql`lower(p.name)`,
  price: Prisma.sql`p.price_cents`,
  stock: Prisma.sql`p.stock`,
  // A product without a category sorts as PostgreSQL puts NULLs (db/keyset.ts).
  category: nullableKey(Prisma.sql`lower(cat.name)`, Prisma.sql`''`),
};

const SERVICE_SORTS: Record<ServiceSort, SortKey> = {
  name: Prisma.sql`lower(s.name)`,
  price: Prisma.sql`s.price_cents`,
  duration: nullableKey(Prisma.sql`s.duration`, Prisma.sql`0`),
};

/**
 * The page's category filters (spec part 2 §2): the category filter also keeps a product whose
 * sub-category id equals the chosen category id.
 */
function productFilters(query: ProductsPageQuery): Prisma.Sql {
  const category =
    query.category_id === null
      ? Prisma.sql`TRUE`
      : Prisma.sql`(p.category_id = ${query.category_id} OR p.sub_category_id = ${query.category_id})`;
  const sub =
    query.sub_category_id === null
      ? Prisma.sql`TRUE`
      : Prisma.sql`p.sub_category_id = ${query.sub_category_id}`;
  return Prisma.sql`${category} AND ${sub}`;
}

export async function pageProducts(
  db: DbOrTx,
  organizationId: number,
  query: ProductsPageQuery,
): Promise<Paged<ProductDto>> {
  const fromWhere = Prisma.sql`FROM products p
    LEFT JOIN categories cat ON cat.category_id = p.category_id
      AND cat.organization_id = p.organization_id
    LEFT JOIN sub_categories sub ON sub.sub_category_id = p.sub_category_id
      AND sub.organization_id = p.organization_id
    WHERE p.organization_id = ${organizationId}
      AND ${productFilters(query)}
      AND ${searchSql(query.q, [Prisma.sql`p.name`, Prisma.sql`cat.name`, Prisma.sql`sub.name`])}`;
  return pageById(
    db,
    query,
    {
      id: Prisma.sql`p.product_id`,
      fromWhere,
      sorts: PRODUCT_SORTS,
    },
    {
      read: (ids) =>
        db.product.findMany({
          where: { organization_id: organizationId, product_id: { in: ids } },
          select: productSelect,
        }),
      idOf: (row) => row.product_id,
    },
    toProductDto,
  );
}

export async function pageServices(
  db: DbOrTx,
  organizationId: number,
  query: ServicesPageQuery,
): Promise<Paged<ServiceDto>> {
  const fromWhere = Prisma.sql`FROM services s
    WHERE s.organization_id = ${organizationId}
      AND ${searchSql(query.q, [Prisma.sql`s.name`, Prisma.sql`s.description`])}`;
  return pageById(
    db,
    query,
    {
      id: Prisma.sql`s.service_id`,
      fromWhere,
      sorts: SERVICE_SORTS,
    },
    {
      read: (ids) =>
        db.service.findMany({
          where: { organization_id: organizationId, service_id: { in: ids } },
          select: serviceSelect,
        }),
      idOf: (row) => row.service_id,
    },
    toServiceDto,
  );
}
