// The reads every request or every full list makes, sent to PostgreSQL without Prisma's raw-query
// layer: on the pool the adapter uses, as named prepared statements, which each
// connection parses and plans once. Prisma's $queryRaw adds about a quarter to a 10,000-row read
// (it converts every value by its column type); pg already gives ints as numbers, text as strings,
// booleans and timestamps (as Date) as the callers read them. bigint and numeric come as strings:
// cast them in the SQL. Outside a transaction only: the pool hands out another connection.
import pg from 'pg';
import type { Prisma } from '../generated/prisma/client.js';
import { pgPoolOf, type Db } from './prisma.js';

/** PostgreSQL's type id of `date`. */
const DATE_OID = 1082;

/**
 * The type parsers of a read whose `date` columns stay the 'YYYY-MM-DD' text PostgreSQL writes
 * (ISO, as pg's own date parser expects it) rather than a Date at local midnight; the
 * other columns as pg parses them.
 */
export const DATES_AS_TEXT: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === DATE_OID
      ? (value: string) => value
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

/**
 * The rows of `sql`, as the statement `name` (one name per SQL text: a connection that prepared
 * `name` runs it again without parsing it); `types`: type parsers of its own (DATES_AS_TEXT).
 *
 * `name` null sends an unnamed statement, planned for its values on every call. For a statement
 * whose best plan depends on them (a date range covering a day or the whole table): after five
 * runs PostgreSQL may keep a generic plan for a named one, and a dashboard over 1M entries ran
 * 1.2–1.6× its SQL with it, 1.0× planned each time (docs/performance.md).
 */
export async function preparedRows<Row>(
  db: Db,
  name: string | null,
  sql: Prisma.Sql,
  types?: pg.CustomTypesConfig,
): Promise<Row[]> {
  const { rows } = await pgPoolOf(db).query({
    ...(name === null ? {} : { name }),
    text: sql.text,
    values: sql.values,
    types,
  });
  return rows as Row[];
}
