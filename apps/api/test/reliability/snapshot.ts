import type { Db } from '../../src/db/prisma.js';

const tablesOf = new WeakMap<Db, Promise<string[]>>();

/** Every table that holds an organization's rows: those with an organization_id column. */
function organizationTables(db: Db): Promise<string[]> {
  let tables = tablesOf.get(db);
  if (!tables) {
    tables = db.$queryRaw<{ table_name: string }[]>`
        SELECT table_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND column_name = 'organization_id'
        ORDER BY table_name`.then((rows) => rows.map((row) => row.table_name));
    tablesOf.set(db, tables);
  }
  return tables;
}

/**
 * A fingerprint of every row an organization owns, table by table (files and numbering counters
 * included), computed in PostgreSQL: compared before and after requests that must not write.
 */
export async function organizationSnapshot(db: Db, orgId: number): Promise<string> {
  const tables = await organizationTables(db);
  const query = tables
    .map(
      (table) =>
        `SELECT '${table}' AS "table", count(*)::int AS "rows", ` +
        `md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS "hash" ` +
        `FROM "${table}" t WHERE t.organization_id = $1`,
    )
    .join(' UNION ALL ');
  return JSON.stringify(await db.$queryRawUnsafe(query, orgId), null, 1);
}

/**
 * The row-count deltas (migration 20261130100000_row_counts) mean their sums: the rows of a client
 * added then removed again, or a fold, change the deltas but not the counts they give.
 */
const COUNTS: Record<string, string> = {
  row_count_deltas: `(SELECT organization_id, counted, sum(delta) AS delta FROM row_count_deltas
    GROUP BY organization_id, counted HAVING sum(delta) <> 0)`,
};

/**
 * A fingerprint of every table of the database (but the migrations' bookkeeping): rows and a hash
 * of their text, table by table. Equal fingerprints: the same rows, bytes of files included.
 */
export async function databaseSnapshot(db: Db): Promise<Record<string, string>> {
  const tables = await db.$queryRaw<{ table_name: string }[]>`
      SELECT table_name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
        AND table_name <> '_prisma_migrations'
      ORDER BY table_name`;
  const fingerprint: Record<string, string> = {};
  for (const { table_name: table } of tables) {
    const [row] = await db.$queryRawUnsafe<{ rows: number; hash: string }[]>(
      `SELECT count(*)::int AS "rows", md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS "hash" FROM ${COUNTS[table] ?? `"${table}"`} t`,
    );
    fingerprint[table] = `${row?.rows} ${row?.hash}`;
  }
  return fingerprint;
}
