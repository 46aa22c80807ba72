import type { ExpenseListItem, RevenueListItem } from '@app/shared/accounting';

const lower = (text: string | null | undefined) => (text ?? '').toLocaleLowerCase('fr');

/** Spec §5: case-insensitive substring of the name, the payer or the event. */
export function matchesExpense(expense: ExpenseListItem, search: string): boolean {
  const needle = lower(search.trim());
  if (needle === '') return true;
  return [expense.product_name, expense.user_name, expense.event?.name].some((value) =>
    lower(value).includes(needle),
  );
}

/** Spec §5: case-insensitive substring of the name or the event. */
export function matchesRevenue(revenue: RevenueListItem, search: string): boolean {
  const needle = lower(search.trim());
  if (needle === '') return true;
  return [revenue.product_name, revenue.event?.name].some((value) => lower(value).includes(needle));
}
