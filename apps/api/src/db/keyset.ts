// The keyset ("seek") reading of a paged list: a page asked `after` (or `before`) a row of the
// page on screen reads from that row's sort values on, in the order's index, with LIMIT and no
// OFFSET, so its cost follows the page and not its position in the table. A cursor is only the
// sort's name, its order and the row's sort values as text: compared inside the caller's
// organization's rows, it can reach no other row than a page number could.
import { MSG_CURSOR_INVALID, type PageQuery } from '@app/shared/paged-list';
import { AppError } from '../errors/app-error.js';
import { Prisma } from '../generated/prisma/client.js';

/** A sort's key: one expression, or several compared in turn (none of them NULL). */
export type SortKey = Prisma.Sql | readonly Prisma.Sql[];

/**
 * A sort on an expression that can be NULL, as two keys that cannot: a row comparison with NULL
 * selects nothing. `(expression IS NULL)` first puts NULLs last ascending and first descending,
 * as PostgreSQL orders them, so the order shown does not change; `fallback` (of the expression's
 * type) stands for NULL in the second key.
 */
export const nullableKey = (expression: Prisma.Sql, fallback: Prisma.Sql): Prisma.Sql[] => [
  Prisma.sql`(${expression} IS NULL)`,
  Prisma.sql`COALESCE(${expression}, ${fallback})`,
];

type SortQuery<Sort extends string> = Pick<
  PageQuery<Sort>,
  'sort' | 'order' | 'page' | 'page_size' | 'after' | 'before' | 'cursors'
>;

interface Cursor {
  /** The sort and its order: a cursor of another sort is refused. */
  s: string;
  o: string;
  /** The row's keys as text, the tiebreak last. */
  k: string[];
}

const refused = (field: 'after' | 'before') =>
  new AppError('BAD_REQUEST', MSG_CURSOR_INVALID, { field });

/** `query`'s cursor of `keyCount` keys, or a 400 on `after` / `before`. */
function cursorOf(query: SortQuery<string>, keyCount: number) {
  const field = query.after !== undefined ? 'after' : 'before';
  const text = query.after ?? query.before;
  if (text === undefined) return undefined;
  let cursor: Partial<Cursor>;
  try {
    cursor = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Partial<Cursor>;
  } catch {
    throw refused(field);
  }
  const keys = cursor?.k;
  const valid =
    cursor?.s === query.sort &&
    cursor.o === query.order &&
    Array.isArray(keys) &&
    keys.length === keyCount &&
    keys.every((key) => typeof key === 'string' && !key.includes('\u0000'));
  if (!valid) throw refused(field);
  return { field, keys } as const;
}

/** The cursor of a row whose keys are `keys` (as `Keyset.cursorColumn` read them). */
export const writeCursor = (query: SortQuery<string>, keys: string[]) =>
  Buffer.from(JSON.stringify({ s: query.sort, o: query.order, k: keys } satisfies Cursor)).toString(
    'base64url',
  );

/** The `first` and `last` of a page's rows (in the page's order), when the query asks them. */
export function pageCursors<Row>(
  query: SortQuery<string>,
  rows: readonly Row[],
  keysOf: (row: Row) => string[],
): { first?: string; last?: string } {
  const first = rows[0];
  const last = rows.at(-1);
  if (!query.cursors || first === undefined || last === undefined) return {};
  return { first: writeCursor(query, keysOf(first)), last: writeCursor(query, keysOf(last)) };
}

/** The pieces of a page's statement, by keyset when the query has a cursor, else by OFFSET. */
export interface Keyset {
  /** True when the page is read by a cursor (its total is then counted apart). */
  seeking: boolean;
  /** The condition rows meet to follow (or precede) the cursor's row; TRUE without one. */
  where: Prisma.Sql;
  /** ORDER BY the keys in the reading order (reversed for `before`, or from the end). */
  order: Prisma.Sql;
  /** ORDER BY the keys in the order the page shows. */
  shownOrder: Prisma.Sql;
  /** LIMIT (and OFFSET without a cursor) of the page. */
  limit: Prisma.Sql;
  /** How many rows the reading order reads as far as the page (OFFSET + LIMIT). */
  upTo: number;
  /** The row's keys as text, `AS cursor` (a text[]; NULL unless the query asks `cursors`). */
  cursorColumn: Prisma.Sql;
  /** Rows read in `order`, in the order the page shows. */
  shown: <Row>(rows: Row[]) => Row[];
  /** A statement run with the cursor's values: one they cannot be read as is a 400. */
  run: <T>(statement: Promise<T>) => Promise<T>;
}

const orderBy = (keys: readonly Prisma.Sql[], ascending: boolean) => {
  const direction = Prisma.raw(ascending ? 'ASC' : 'DESC');
  return Prisma.sql`ORDER BY ${Prisma.join(
    keys.map((key) => Prisma.sql`${key} ${direction}`),
    ', ',
  )}`;
};

/**
 * Where a page asked by its number is read: OFFSET from the start, or — past the middle of a list
 * whose `total` is known before the page (an unfiltered list's row count) — OFFSET from the end in
 * the reversed order, so the last pages cost what the first do.
 */
function offsetOf(page: number, size: number, total: number | undefined) {
  const start = (page - 1) * size;
  const end = total === undefined ? 0 : Math.min(page * size, total);
  if (total === undefined || end <= start || total - end >= start) {
    return { fromEnd: false, offset: start, count: size };
  }
  return { fromEnd: true, offset: total - end, count: end - start };
}

/**
 * The keys of `sorts[query.sort]` then `tiebreak`, read as `query` asks; `total`, when known
 * before the page is read, lets a page past the middle be read from the end.
 */
export function keysetOf<Sort extends string>(
  sorts: Record<Sort, SortKey>,
  query: SortQuery<Sort>,
  tiebreak: Prisma.Sql | readonly Prisma.Sql[],
  total?: number,
): Keyset {
  const keys = [sorts[query.sort], tiebreak].flat();
  const cursor = cursorOf(query, keys.length);
  const { page, page_size } = query;
  const read = cursor
    ? { fromEnd: cursor.field === 'before', offset: 0, count: page_size }
    : offsetOf(page, page_size, total);
  const reversed = read.fromEnd;
  const ascending = (query.order === 'asc') !== reversed;
  return {
    seeking: cursor !== undefined,
    // Parameters sent without a type take the type of the key they are compared with.
    where: cursor
      ? Prisma.sql`(${Prisma.join(keys)}) ${Prisma.raw(ascending ? '>' : '<')} (${Prisma.join(
          cursor.keys.map((key) => Prisma.sql`${key}`),
        )})`
      : Prisma.sql`TRUE`,
    order: orderBy(keys, ascending),
    shownOrder: orderBy(keys, query.order === 'asc'),
    limit: cursor
      ? Prisma.sql`LIMIT ${read.count}`
      : Prisma.sql`LIMIT ${read.count} OFFSET ${read.offset}`,
    upTo: read.offset + read.count,
    // Written only when the answer carries cursors.
    cursorColumn: query.cursors
      ? Prisma.sql`ARRAY[${Prisma.join(keys.map((key) => Prisma.sql`(${key})::text`))}] AS cursor`
      : Prisma.sql`NULL::text[] AS cursor`,
    shown: (rows) => (reversed ? rows.reverse() : rows),
    run: async (statement) => {
      try {
        return await statement;
      } catch (err) {
        if (cursor && isDataException(err)) throw refused(cursor.field);
        throw err;
      }
    },
  };
}

/** The SQLSTATE of a raw query's failure, as Prisma's driver adapter reports it. */
const sqlStateOf = (err: unknown): unknown =>
  (err as { meta?: { driverAdapterError?: { cause?: { originalCode?: unknown } } } } | null)?.meta
    ?.driverAdapterError?.cause?.originalCode;

/**
 * A statement refused by PostgreSQL for a value it cannot read as its type (SQLSTATE class 22:
 * a date that is not one, a number out of range, a NUL in a text).
 */
function isDataException(err: unknown): boolean {
  const state = sqlStateOf(err);
  return typeof state === 'string' && state.startsWith('22');
}
