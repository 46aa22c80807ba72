// The expenses' and the revenues' lists, each in one statement: the columns the list
// shows, joined to the names it shows (payer, event, receipt), scoped by the organization. The
// spec's full list of a period is a prepared statement (db/prepared-rows.ts). Both
// tables are read under the alias `x`; a page is chosen on narrow rows and only its rows are
// joined to their receipt's name.
import type { DateRange } from '@app/shared/date-range';
import type { Paged, PageQuery } from '@app/shared/paged-list';
import { keysetOf, pageCursors, type SortKey } from '../../db/keyset.js';
import {
  countOf,
  isUnfiltered,
  NO_TOTAL_SQL,
  pageTotal,
  periodSql,
  searchSql,
  TOTAL_SQL,
} from '../../db/paged-sql.js';
import { countedRows } from '../../db/row-counts.js';
import { DATES_AS_TEXT, eachPreparedRow, type ItemSink } from '../../db/prepared-rows.js';
import type { Db, DbOrTx } from '../../db/prisma.js';
import { Prisma } from '../../generated/prisma/client.js';

/** The event an entry's row names (`ev` joined), or null. */
export function eventOfRow(row: { event_id: number | null; event_name: string | null }) {
  return row.event_id === null || row.event_name === null
    ? null
    : { event_id: row.event_id, name: row.event_name };
}

/** How a list reads an entry's date and payment method (both answered as text). */
export interface EntryReads {
  recordedDate: Prisma.Sql;
  paymentMethod: Prisma.Sql;
}

/** A page, through Prisma's raw query (which would make a date a Date): cast in the SQL. */
const PAGE_READS: EntryReads = {
  recordedDate: Prisma.sql`to_char(x.recorded_date, 'YYYY-MM-DD')`,
  paymentMethod: Prisma.sql`x.payment_method::text`,
};

/**
 * The full list, on the pool with `DATES_AS_TEXT`: the columns as PostgreSQL writes them (to_char
 * and the enum's cast cost the 10,000-row statement a third more).
 */
const LIST_READS: EntryReads = {
  recordedDate: Prisma.sql`x.recorded_date`,
  paymentMethod: Prisma.sql`x.payment_method`,
};

export interface EntryListSql<Row, Item, Sort extends string> {
  /** 'expenses' or 'revenues'. */
  table: 'expenses' | 'revenues';
  /** Its id column, e.g. 'expense_id'. */
  id: 'expense_id' | 'revenue_id';
  /** The selected columns (the receipt's name as `file_path`), the date and method as `read` says. */
  columns: (read: EntryReads) => Prisma.Sql;
  /** The joins the search and the sort read. */
  links: Prisma.Sql;
  /** The join of the receipt (JOIN for a required one, LEFT JOIN otherwise). */
  receipt: Prisma.Sql;
  sorts: Record<Sort, SortKey>;
  search: Prisma.Sql[];
  toItem: (row: Row) => Item;
}

/** The spec's full list of a period (newest first) and a page of a query, of one entry kind. */
export function entryList<Row, Item, Sort extends string>(sql: EntryListSql<Row, Item, Sort>) {
  const table = Prisma.raw(sql.table);
  const id = Prisma.raw(`x.${sql.id}`);
  const listName = `${sql.table}-full-list`;
  const listSql = (organizationId: number, range: DateRange) =>
    Prisma.sql`SELECT ${sql.columns(LIST_READS)}
      FROM ${table} x ${sql.receipt} ${sql.links}
      WHERE x.organization_id = ${organizationId}
        AND x.recorded_date BETWEEN ${range.start}::date AND ${range.end}::date
      ORDER BY x.recorded_date DESC, ${id} DESC`;
  return {
    /** The spec's full list of a period, each item handed to `sink` as PostgreSQL sends its row. */
    stream(db: Db, organizationId: number, range: DateRange, sink: ItemSink<Item>): Promise<void> {
      return eachPreparedRow<Row>(
        db,
        listName,
        listSql(organizationId, range),
        DATES_AS_TEXT,
        (row) => sink.add(sql.toItem(row)),
        sink.signal,
      );
    },

    async page(db: DbOrTx, organizationId: number, query: PageQuery<Sort>): Promise<Paged<Item>> {
      const fromWhere = Prisma.sql`FROM ${table} x ${sql.links}
        WHERE x.organization_id = ${organizationId}
          AND ${periodSql(Prisma.sql`x.recorded_date`, query)}
          AND ${searchSql(query.q, sql.search)}`;
      // Unfiltered, the total is the organization's row count (db/row-counts.ts), read first (a
      // page past the middle is then read from the end), and the page's statement reads only its
      // rows; filtered, the window count follows the matches, unless the page is read after (or
      // before) a cursor's row: then the matches are counted apart.
      const counted = isUnfiltered(query);
      const known = counted ? await countedRows(db, organizationId, sql.table) : undefined;
      const keyset = keysetOf(sql.sorts, query, id, known);
      const windowCount = !counted && !keyset.seeking;
      const rows = await keyset.run(
        db.$queryRaw<(Row & { total: number; cursor: string[] })[]>`
        SELECT ${sql.columns(PAGE_READS)}, p.total, p.cursor
        FROM (SELECT ${id}, ${windowCount ? TOTAL_SQL : NO_TOTAL_SQL}, ${keyset.cursorColumn}
              ${fromWhere} AND ${keyset.where} ${keyset.order} ${keyset.limit}) p
        JOIN ${table} x ON ${id} = p.${Prisma.raw(sql.id)} AND x.organization_id = ${organizationId}
        ${sql.receipt} ${sql.links}
        ${keyset.shownOrder}`,
      );
      const total =
        known ??
        (await pageTotal(rows[0], { page: query.page, windowCount }, () => countOf(db, fromWhere)));
      return {
        items: rows.map(sql.toItem),
        total,
        page: query.page,
        page_size: query.page_size,
        ...pageCursors(query, rows, (row) => row.cursor),
      };
    },
  };
}
