import { useMemo, type ReactNode } from 'react';
import { LoadError } from '../../components/LoadError';
import { SortableTable } from '../../components/SortableTable';
import { Spinner } from '../../components/Spinner';
import type { RemoteData } from '../../hooks/useRemoteData';
import type { AccountingTypeId } from './accounting-drafts';
import { expenseEntry, revenueEntry, type Entry, type LoadedList } from './accounting-entry';
import { EXPENSE_COLUMNS, REVENUE_COLUMNS } from './accounting-list-columns';
import { matchesExpense, matchesRevenue } from './accounting-list-search';
import type { EditTarget } from './EditEntry';

export interface AccountingListTableProps {
  type: AccountingTypeId;
  state: RemoteData<LoadedList>;
  reload: () => void;
  search: string;
  /** Changing it brings the table back to its first page. */
  resetKey: string;
  pickMode: boolean;
  onOpen: (target: EditTarget) => void;
  actions: (entry: Entry) => ReactNode;
}

/** The expenses or revenues of the period that match the search, or why there are none. */
export function AccountingListTable({
  type,
  state,
  reload,
  search,
  resetKey,
  pickMode,
  onOpen,
  actions,
}: AccountingListTableProps) {
  const noun = type === 'sortie' ? 'dépense' : 'rentrée';

  const expenseRows = useMemo(
    () =>
      state.status === 'loaded' && state.data.type === 'sortie'
        ? state.data.rows.filter((row) => matchesExpense(row, search))
        : [],
    [state, search],
  );
  const revenueRows = useMemo(
    () =>
      state.status === 'loaded' && state.data.type === 'rentrée'
        ? state.data.rows.filter((row) => matchesRevenue(row, search))
        : [],
    [state, search],
  );

  if (state.status === 'loading') {
    return (
      <Spinner
        block
        label={type === 'sortie' ? 'Chargement des dépenses' : 'Chargement des rentrées'}
      />
    );
  }
  if (state.status === 'failed') {
    return <LoadError what={`les ${noun}s`} onRetry={reload} />;
  }
  const list = state.data;
  const total = list.rows.length;
  const shown = list.type === 'sortie' ? expenseRows.length : revenueRows.length;
  if (total === 0) return <p className="empty-state">Aucune {noun} sur cette période</p>;
  if (shown === 0) {
    return (
      <p className="empty-state">
        Aucune {noun} ne correspond à « {search.trim()} »
      </p>
    );
  }
  return list.type === 'sortie' ? (
    <SortableTable
      caption={pickMode ? 'Dépenses : choisissez celle à modifier' : 'Dépenses'}
      columns={EXPENSE_COLUMNS}
      rows={expenseRows}
      rowKey={(row) => row.expense_id}
      actions={pickMode ? undefined : (row) => actions(expenseEntry(row))}
      onRowClick={pickMode ? (row) => onOpen({ type: 'sortie', id: row.expense_id }) : undefined}
      resetKey={resetKey}
      paginationLabel="Pagination des dépenses"
    />
  ) : (
    <SortableTable
      caption={pickMode ? 'Rentrées : choisissez celle à modifier' : 'Rentrées'}
      columns={REVENUE_COLUMNS}
      rows={revenueRows}
      rowKey={(row) => row.revenue_id}
      actions={pickMode ? undefined : (row) => actions(revenueEntry(row))}
      onRowClick={pickMode ? (row) => onOpen({ type: 'rentrée', id: row.revenue_id }) : undefined}
      resetKey={resetKey}
      paginationLabel="Pagination des rentrées"
    />
  );
}
