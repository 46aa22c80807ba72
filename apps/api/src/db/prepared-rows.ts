// The reads every request or every full list makes, sent to PostgreSQL without Prisma's raw-query
// layer: on the pool the adapter uses, as named prepared statements, which each
// connection parses and plans once. Prisma's $queryRaw adds about a quarter to a 10,000-row read
// (it converts every value by its column type); pg already gives ints as numbers, text as strings,
// booleans and timestamps (as Date) as the callers read them. bigint and numeric come as strings:
// cast them in the SQL. Outside a transaction only: the pool hands out another connection.
import type { Prisma } from '../generated/prisma/client.js';
import { pgPoolOf, type Db } from './prisma.js';

/**
 * The rows of `sql`, as the statement `name` (one name per SQL text: a connection that prepared
 * `name` runs it again without parsing it).
 */
export async function preparedRows<Row>(db: Db, name: string, sql: Prisma.Sql): Promise<Row[]> {
  const { rows } = await pgPoolOf(db).query({ name, text: sql.text, values: sql.values });
  return rows as Row[];
}
