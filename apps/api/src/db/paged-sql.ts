// SQL pieces of the paged lists: one statement per page, its rows and the number of
// rows that match (a window count), sorted on a whitelisted expression, searched with ILIKE.
import type { Paged, PageQuery } from '@app/shared/paged-list';
import { Prisma } from '../generated/prisma/client.js';
import { keysetOf, pageCursors, type SortKey } from './keyset.js';
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

/** LIMIT and OFFSET of the query's page. */
export const limitSql = ({ page, page_size }: Pick<PageQuery<string>, 'page' | 'page_size'>) =>
  Prisma.sql`LIMIT ${page_size} OFFSET ${(page - 1) * page_size}`;

/** The window count every paged row carries. */
export const TOTAL_SQL = Prisma.sql`count(*) OVER ()::int AS total`;

/** The rows' `total` of a page whose total is counted elsewhere (`pageTotal`). */
export const NO_TOTAL_SQL = Prisma.sql`0 AS total`;

/** No search and no period: the list's total is the organization's row count (db/row-counts.ts). */
export const isUnfiltered = (query: Partial<Pick<PageQuery<string>, 'q' | 'from' | 'until'>>) =>
  query.q === undefined && query.from === undefined && query.until === undefined;

/**
 * The total of a page whose list is not counted apart: the window count its first row carries
 * (`windowCount`: the page was read by OFFSET with `TOTAL_SQL`), else — a page past the end, or
 * read by a cursor, whose rows are not all the matches — `count()`.
 */
export async function pageTotal(
  first: { total: number } | undefined,
  page: { page: number; windowCount: boolean },
  count: () => Promise<number>,
): Promise<number> {
  if (page.windowCount && (first !== undefined || page.page === 1)) return first?.total ?? 0;
  return count();
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
  const total = await pageTotal(rows[0], { page: query.page, windowCount: true }, count);
  return { items: rows.map(toItem), total, page: query.page, page_size: query.page_size };
}

/** `SELECT count(*)::int` of a FROM … WHERE … clause. */
export async function countOf(db: DbOrTx, fromWhere: Prisma.Sql): Promise<number> {
  const [row] = await db.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS total ${fromWhere}`;
  return row?.total ?? 0;
}

/** The total of an unfiltered list, counted without its rows (db/row-counts.ts). */
type Counted = () => Promise<number>;

/** `rows` in the order of `ids` (a query by id answers in any order). */
export function inIdOrder<Row>(ids: number[], rows: Row[], idOf: (row: Row) => number): Row[] {
  const byId = new Map(rows.map((row) => [idOf(row), row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * One page read by id: the page's ids (sorted on the query's sort, then on the id; after or
 * before a cursor's row by keyset, else by OFFSET) and the total, then `read` for the page's rows
 * (at most a page, scoped by the caller), answered in the page's order as `toItem` shows them.
 * The total is `counted` (unfiltered: read first, a page past the middle is then read from the
 * end) or the window count of the matches; a page read by a cursor, whose rows are not all the
 * matches, counts them apart.
 */
export async function pageById<Sort extends string, Row, Item>(
  db: DbOrTx,
  query: PageQuery<Sort>,
  select: {
    id: Prisma.Sql;
    fromWhere: Prisma.Sql;
    sorts: Record<Sort, SortKey>;
    counted?: Counted | undefined;
  },
  rows: { read: (ids: number[]) => Promise<Row[]>; idOf: (row: Row) => number },
  toItem: (row: Row) => Item,
): Promise<Paged<Item>> {
  const { id, fromWhere, sorts, counted } = select;
  // An unfiltered list's total is known first: a page past its middle is read from the end.
  const known = counted ? await counted() : undefined;
  const keyset = keysetOf(sorts, query, id, known);
  const windowCount = !counted && !keyset.seeking;
  const keys = keyset.shown(
    await keyset.run(
      db.$queryRaw<{ id: number; total: number; cursor: string[] }[]>`
        SELECT ${id} AS id, ${windowCount ? TOTAL_SQL : NO_TOTAL_SQL}, ${keyset.cursorColumn}
        ${fromWhere} AND ${keyset.where} ${keyset.order} ${keyset.limit}`,
    ),
  );
  const total =
    known ??
    (await pageTotal(keys[0], { page: query.page, windowCount }, () => countOf(db, fromWhere)));
  const ids = keys.map((key) => key.id);
  const read = ids.length === 0 ? [] : await rows.read(ids);
  return {
    items: inIdOrder(ids, read, rows.idOf).map(toItem),
    total,
    page: query.page,
    page_size: query.page_size,
    ...pageCursors(query, keys, (key) => key.cursor),
  };
}
