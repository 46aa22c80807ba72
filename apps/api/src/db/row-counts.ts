// The exact number of an organization's rows in a counted table (expenses, revenues, clients,
// invoices, credit notes): the sum of the count deltas the triggers of migrations
// 20261130100000_row_counts and 20261130130000_paged_invoices_counts append (and
// fold past 32 per organization), so an unfiltered list's total costs a few index rows, not a
// scan of the table. A pure read, in the statement's snapshot.
import type { DbOrTx } from './prisma.js';

export type CountedTable = 'expenses' | 'revenues' | 'clients' | 'invoices' | 'credit_notes';

/** The rows of `counted` (one table, or several added up in the same statement). */
export async function countedRows(
  db: DbOrTx,
  organizationId: number,
  counted: CountedTable | CountedTable[],
): Promise<number> {
  const tables: string[] = [counted].flat();
  const [row] = await db.$queryRaw<{ total: number }[]>`
    SELECT coalesce(sum(delta), 0)::int AS total FROM row_count_deltas
     WHERE organization_id = ${organizationId} AND counted = ANY(${tables}::text[])`;
  return row?.total ?? 0;
}
