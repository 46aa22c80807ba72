import type { ExpenseListItem, RevenueListItem } from '@app/shared/accounting';
import type { AccountingTypeId } from './accounting-drafts';

/** A row as its actions see it, whichever the type. */
export interface Entry {
  type: AccountingTypeId;
  id: number;
  name: string;
  fileName: string | null;
}

export const expenseEntry = (row: ExpenseListItem): Entry => ({
  type: 'sortie',
  id: row.expense_id,
  name: row.product_name,
  fileName: row.file_path,
});

export const revenueEntry = (row: RevenueListItem): Entry => ({
  type: 'rentrée',
  id: row.revenue_id,
  name: row.product_name,
  fileName: row.file_path,
});

/** Tells apart the row whose proof is being downloaded. */
export const entryKey = (entry: Entry) => `${entry.type}-${entry.id}`;
