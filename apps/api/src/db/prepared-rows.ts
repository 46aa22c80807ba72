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

/**
 * What `eachPreparedRow` hands each row to; a promise back asks PostgreSQL's rows to wait (the
 * connection's socket is paused) until it settles: the rows already received still come.
 */
export type RowTaker<Row> = (row: Row) => Promise<void> | undefined;

/** Where a streamed read hands its items (an answer being written): `add` as a RowTaker. */
export interface ItemSink<Item> {
  add: RowTaker<Item>;
  /** Aborts the read (the client went away). */
  readonly signal: AbortSignal;
}

/**
 * Runs the prepared statement `name` (as preparedRows) and hands each row to `take` as pg parses
 * it, instead of gathering them: no array of every row, and the caller's work overlaps
 * PostgreSQL's. Resolves once the last row is taken. When `signal` aborts (the client went away),
 * rejects at once and closes the connection, which stops the statement; after a failure too, the
 * connection is closed rather than given back mid-statement.
 */
export async function eachPreparedRow<Row>(
  db: Db,
  name: string,
  sql: Prisma.Sql,
  types: pg.CustomTypesConfig,
  take: RowTaker<Row>,
  signal: AbortSignal,
): Promise<void> {
  signal.throwIfAborted();
  const client = await pgPoolOf(db).connect();
  const socket = client.connection.stream;
  let failure: Error | undefined;
  let reject: (err: Error) => void = () => undefined;
  const fail = (err: unknown) => {
    failure ??= err as Error;
    reject(failure);
  };
  try {
    await new Promise<void>((resolve, rejectRead) => {
      reject = rejectRead;
      let waiting = false;
      const resume = () => {
        waiting = false;
        socket.resume();
      };
      const query = new pg.Query({ name, text: sql.text, values: sql.values, types });
      query.on('row', (row: Row) => {
        if (failure) return;
        try {
          const wait = take(row);
          if (wait === undefined || waiting) return;
          waiting = true;
          socket.pause();
          wait.then(resume, fail);
        } catch (err) {
          fail(err);
        }
      });
      query.on('end', () => resolve());
      query.on('error', fail);
      signal.addEventListener('abort', () => fail(signal.reason), { once: true });
      // The connection dropped midway: pg errors the statement, then emits the error on the
      // client, which the pool listens to only while the client is idle.
      client.on('error', fail);
      client.query(query);
    });
  } finally {
    // The last rows may end while the taker makes them wait: the connection goes back flowing.
    socket.resume();
    // pg closes a connection released with an error while its statement runs (client.end).
    client.release(failure);
    client.removeListener('error', fail);
  }
}
