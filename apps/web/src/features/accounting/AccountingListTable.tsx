import type { ExpenseListItem, RevenueListItem } from '@app/shared/accounting';
import type { ReactNode } from 'react';
import { LoadError } from '../../components/feedback/LoadError';
import { SortableTable, type TableColumn } from '../../components/lists/SortableTable';
import { Spinner } from '../../components/feedback/Spinner';
import type { ServerPaging } from '../../components/lists/usePagedList';
import type { RemoteData } from '../../hooks/useRemoteData';
import type { AccountingTypeId } from './accounting-drafts';
import { expenseEntry, revenueEntry, type Entry, type LoadedList } from './accounting-entry';
import { EXPENSE_COLUMNS, REVENUE_COLUMNS } from './accounting-list-columns';
import type { EditTarget } from './EditEntry';

export interface AccountingListTableProps {
  type: AccountingTypeId;
  state: RemoteData<LoadedList>;
  reload: () => void;
  /** The search the loaded page answers. */
  search: string;
  paging: ServerPaging;
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
}

const EXPENSE_LIST: ListKind<ExpenseListItem> = {
  noun: 'dépense',
  caption: 'Dépenses',
  columns: EXPENSE_COLUMNS,
  entry: expenseEntry,
};

const REVENUE_LIST: ListKind<RevenueListItem> = {
  noun: 'rentrée',
  caption: 'Rentrées',
  columns: REVENUE_COLUMNS,
  entry: revenueEntry,
};

type TableProps = Omit<AccountingListTableProps, 'type' | 'state' | 'reload'>;

function EntriesTable<Row>({
  kind,
  rows,
  search,
  paging,
  pickMode,
  onOpen,
  actions,
  noun,
}: TableProps & { kind: ListKind<Row>; rows: Row[]; noun: string }) {
  if (paging.total === 0 && search === '') {
    return <p className="empty-state">Aucune {noun} sur cette période</p>;
  }
  if (paging.total === 0) {
    return (
      <p className="empty-state">
        Aucune {noun} ne correspond à « {search} »
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
      rows={rows}
      rowKey={(row) => kind.entry(row).id}
      actions={pickMode ? undefined : (row) => actions(kind.entry(row))}
      onRowClick={pickMode ? open : undefined}
      server={paging}
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
    <EntriesTable kind={EXPENSE_LIST} rows={list.items} noun={noun} {...table} />
  ) : (
    <EntriesTable kind={REVENUE_LIST} rows={list.items} noun={noun} {...table} />
  );
}
