// The exact number of an organization's rows in a counted table (expenses, revenues, clients):
// the sum of the count deltas the triggers of migration 20261130100000_row_counts append (and
// fold past 32 per organization), so an unfiltered list's total costs a few index rows, not a
// scan of the table. A pure read, in the statement's snapshot.
import type { DbOrTx } from './prisma.js';

export type CountedTable = 'expenses' | 'revenues' | 'clients';

export async function countedRows(
  db: DbOrTx,
  organizationId: number,
  counted: CountedTable,
): Promise<number> {
  const [row] = await db.$queryRaw<{ total: number }[]>`
    SELECT coalesce(sum(delta), 0)::int AS total FROM row_count_deltas
     WHERE organization_id = ${organizationId} AND counted = ${counted}`;
  return row?.total ?? 0;
}
