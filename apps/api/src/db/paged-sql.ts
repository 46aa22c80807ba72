// SQL pieces of the paged lists: one statement per page, its rows and the number of
// rows that match (a window count), sorted on a whitelisted expression, searched with ILIKE.
import type { Paged, PageQuery } from '@app/shared/paged-list';
import { Prisma } from '../generated/prisma/client.js';
import type { DbOrTx } from './prisma.js';

/** `%text%` for ILIKE, the pattern characters of the text taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `expression` matches one of `columns` (case-insensitive substring); true without search. */
export function searchSql(q: string | undefined, columns: Prisma.Sql[]): Prisma.Sql {
  if (q === undefined) return Prisma.sql`TRUE`;
  const pattern = containsPattern(q);
  return Prisma.sql`(${Prisma.join(
    columns.map((column) => Prisma.sql`${column} ILIKE ${pattern}`),
    ' OR ',
  )})`;
}

/** `column` within the inclusive period; open at an end not given. */
export function periodSql(
  column: Prisma.Sql,
  period: { from: string | undefined; until: string | undefined },
): Prisma.Sql {
  const from =
    period.from === undefined ? Prisma.empty : Prisma.sql` AND ${column} >= ${period.from}::date`;
  const until =
    period.until === undefined ? Prisma.empty : Prisma.sql` AND ${column} <= ${period.until}::date`;
  return Prisma.sql`TRUE${from}${until}`;
}

/** ORDER BY the sort's expression in the order asked, then `tiebreak` (one or more) the same way. */
export function orderSql<Sort extends string>(
  expressions: Record<Sort, Prisma.Sql>,
  query: Pick<PageQuery<Sort>, 'sort' | 'order'>,
  tiebreak: Prisma.Sql | Prisma.Sql[],
): Prisma.Sql {
  const direction = Prisma.raw(query.order === 'asc' ? 'ASC' : 'DESC');
  const keys = [expressions[query.sort], ...[tiebreak].flat()];
  return Prisma.sql`ORDER BY ${Prisma.join(
    keys.map((key) => Prisma.sql`${key} ${direction}`),
    ', ',
  )}`;
}

/** LIMIT and OFFSET of the query's page. */
export const limitSql = ({ page, page_size }: Pick<PageQuery<string>, 'page' | 'page_size'>) =>
  Prisma.sql`LIMIT ${page_size} OFFSET ${(page - 1) * page_size}`;

/** The window count every paged row carries. */
export const TOTAL_SQL = Prisma.sql`count(*) OVER ()::int AS total`;

/** The rows' `total` of a page whose total is counted elsewhere (`countedPage`). */
export const NO_TOTAL_SQL = Prisma.sql`0 AS total`;

/** No search and no period: the list's total is the organization's row count (db/row-counts.ts). */
export const isUnfiltered = (query: Partial<Pick<PageQuery<string>, 'q' | 'from' | 'until'>>) =>
  query.q === undefined && query.from === undefined && query.until === undefined;

/** One page whose total is `count()`, not carried by its rows. */
export async function countedPage<Row, Item>(
  query: Pick<PageQuery<string>, 'page' | 'page_size'>,
  rows: Row[],
  count: () => Promise<number>,
  toItem: (row: Row) => Item,
): Promise<Paged<Item>> {
  const total = await count();
  return { items: rows.map(toItem), total, page: query.page, page_size: query.page_size };
}

/**
 * One page: `rows` is the page's statement (each row with `total`); only a page past the end,
 * which has no row to carry the total, costs a second statement (`count`).
 */
export async function pageOf<Row extends { total: number }, Item>(
  query: Pick<PageQuery<string>, 'page' | 'page_size'>,
  rows: Row[],
  count: () => Promise<number>,
  toItem: (row: Row) => Item,
): Promise<Paged<Item>> {
  const total = rows[0]?.total ?? (query.page > 1 ? await count() : 0);
  return { items: rows.map(toItem), total, page: query.page, page_size: query.page_size };
}

/** `SELECT count(*)::int` of a FROM … WHERE … clause. */
export async function countOf(db: DbOrTx, fromWhere: Prisma.Sql): Promise<number> {
  const [row] = await db.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS total ${fromWhere}`;
  return row?.total ?? 0;
}

/** The total of an unfiltered list, counted without its rows (db/row-counts.ts). */
type Counted = () => Promise<number>;

/**
 * The ids of one page and the number of matches, in one statement: for the lists whose items
 * are then read by id (at most a page of them), so their cost follows the page, not the period.
 */
export async function pageIds(
  db: DbOrTx,
  query: Pick<PageQuery<string>, 'page' | 'page_size'>,
  select: { id: Prisma.Sql; fromWhere: Prisma.Sql; order: Prisma.Sql; counted?: Counted },
): Promise<{ ids: number[]; total: number }> {
  const rows = await db.$queryRaw<{ id: number; total: number }[]>`
    SELECT ${select.id} AS id, ${select.counted ? NO_TOTAL_SQL : TOTAL_SQL}
    ${select.fromWhere} ${select.order} ${limitSql(query)}`;
  const total = select.counted
    ? await select.counted()
    : (rows[0]?.total ?? (query.page > 1 ? await countOf(db, select.fromWhere) : 0));
  return { ids: rows.map((row) => row.id), total };
}

/** `rows` in the order of `ids` (a query by id answers in any order). */
export function inIdOrder<Row>(ids: number[], rows: Row[], idOf: (row: Row) => number): Row[] {
  const byId = new Map(rows.map((row) => [idOf(row), row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * One page read by id: `pageIds` for the ids and the total (sorted on the query's sort, then on
 * the id), then `read` for the page's rows (at most a page, scoped by the caller), answered in the
 * page's order as `toItem` shows them.
 */
export async function pageById<Sort extends string, Row, Item>(
  db: DbOrTx,
  query: Pick<PageQuery<Sort>, 'page' | 'page_size' | 'sort' | 'order'>,
  select: {
    id: Prisma.Sql;
    fromWhere: Prisma.Sql;
    sorts: Record<Sort, Prisma.Sql>;
    counted?: Counted | undefined;
  },
  rows: { read: (ids: number[]) => Promise<Row[]>; idOf: (row: Row) => number },
  toItem: (row: Row) => Item,
): Promise<Paged<Item>> {
  const { id, fromWhere, sorts, counted } = select;
  const { ids, total } = await pageIds(db, query, {
    id,
    fromWhere,
    order: orderSql(sorts, query, id),
    ...(counted && { counted }),
  });
  const read = ids.length === 0 ? [] : await rows.read(ids);
  return {
    items: inIdOrder(ids, read, rows.idOf).map(toItem),
    total,
    page: query.page,
    page_size: query.page_size,
  };
}
