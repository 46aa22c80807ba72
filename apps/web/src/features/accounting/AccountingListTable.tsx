import type { ExpenseListItem, RevenueListItem } from '@app/shared/accounting';
import { useMemo, type ReactNode } from 'react';
import { LoadError } from '../../components/LoadError';
import { SortableTable, type TableColumn } from '../../components/SortableTable';
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

/** What sets the expenses' table apart from the revenues'. */
interface ListKind<Row> {
  noun: string;
  caption: string;
  columns: TableColumn<Row>[];
  entry: (row: Row) => Entry;
  matches: (row: Row, search: string) => boolean;
}

const EXPENSE_LIST: ListKind<ExpenseListItem> = {
  noun: 'dépense',
  caption: 'Dépenses',
  columns: EXPENSE_COLUMNS,
  entry: expenseEntry,
  matches: matchesExpense,
};

const REVENUE_LIST: ListKind<RevenueListItem> = {
  noun: 'rentrée',
  caption: 'Rentrées',
  columns: REVENUE_COLUMNS,
  entry: revenueEntry,
  matches: matchesRevenue,
};

type TableProps = Omit<AccountingListTableProps, 'type' | 'state' | 'reload'>;

function EntriesTable<Row>({
  kind,
  rows,
  search,
  resetKey,
  pickMode,
  onOpen,
  actions,
  noun,
}: TableProps & { kind: ListKind<Row>; rows: Row[]; noun: string }) {
  const shown = useMemo(
    () => rows.filter((row) => kind.matches(row, search)),
    [kind, rows, search],
  );
  if (rows.length === 0) return <p className="empty-state">Aucune {noun} sur cette période</p>;
  if (shown.length === 0) {
    return (
      <p className="empty-state">
        Aucune {noun} ne correspond à « {search.trim()} »
      </p>
    );
  }
  const open = (row: Row) => {
    const { type, id } = kind.entry(row);
    onOpen({ type, id });
  };
  return (
    <SortableTable
      caption={pickMode ? `${kind.caption} : choisissez celle à modifier` : kind.caption}
      columns={kind.columns}
      rows={shown}
      rowKey={(row) => kind.entry(row).id}
      actions={pickMode ? undefined : (row) => actions(kind.entry(row))}
      onRowClick={pickMode ? open : undefined}
      resetKey={resetKey}
      paginationLabel={`Pagination des ${kind.noun}s`}
    />
  );
}

/** The expenses or revenues of the period that match the search, or why there are none. */
export function AccountingListTable({ type, state, reload, ...table }: AccountingListTableProps) {
  const noun = type === 'sortie' ? 'dépense' : 'rentrée';
  if (state.status === 'loading') return <Spinner block label={`Chargement des ${noun}s`} />;
  if (state.status === 'failed') return <LoadError what={`les ${noun}s`} onRetry={reload} />;
  const list = state.data;
  return list.type === 'sortie' ? (
    <EntriesTable kind={EXPENSE_LIST} rows={list.rows} noun={noun} {...table} />
  ) : (
    <EntriesTable kind={REVENUE_LIST} rows={list.rows} noun={noun} {...table} />
  );
}
