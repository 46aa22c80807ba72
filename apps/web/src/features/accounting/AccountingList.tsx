import type { ExpenseListItem, RevenueListItem } from '@app/shared/accounting';
import type { IsoDateRange } from '@app/shared/dates';
import type { Paged } from '@app/shared/paged-list';
import { useState, type ReactNode } from 'react';
import { getExpensesPage, getRevenuesPage } from './accounting.api';
import { initialPeriod, type Period } from '../../components/dates/period-filter-options';
import { PagedEntityListPage } from '../../components/lists/PagedEntityListPage';
import { DEFAULT_PAGE_SIZES, type TableColumn } from '../../components/lists/SortableTable';
import type { PageRequest } from '../../components/lists/usePagedList';
import { useInvalidate } from '../../hooks/useAreaMutation';
import type { AccountingType, AccountingTypeId } from './accounting-drafts';
import { entryKey, expenseEntry, revenueEntry, type Entry } from './accounting-entry';
import { EXPENSE_COLUMNS, REVENUE_COLUMNS } from './accounting-list-columns';
import { AccountingListFilters } from './AccountingListFilters';
import { ConfirmDeleteModal } from './ConfirmDeleteModal';
import type { EditTarget } from './EditEntry';
import { EntryActions } from './EntryActions';
import { useEntryDeletion } from './useEntryDeletion';
import { useProofDownload } from './useProofDownload';
import { AREA_KEYS } from '../../api/query-client';

export interface AccountingListProps {
  accountingType: AccountingType;
  onAccountingTypeChange: (type: AccountingType) => void;
  /** Opens an entry in the Modifier tab. */
  onOpen: (target: EditTarget) => void;
  /**
   * On-edit-page mode (Modifier tab with nothing open): no Actions column, a click on a row opens
   * it.
   */
  pickMode?: boolean;
}

/** What sets the expenses' list apart from the revenues'. */
interface ListKind<Row> {
  type: AccountingTypeId;
  noun: string;
  caption: string;
  placeholder: string;
  columns: readonly TableColumn<Row>[];
  entry: (row: Row) => Entry;
  /** The server pages, sorts and searches the period. */
  page: (
    range: IsoDateRange,
    request: PageRequest,
    signal?: AbortSignal,
  ) => Promise<Paged<Row> | undefined>;
}

const EXPENSE_LIST: ListKind<ExpenseListItem> = {
  type: 'sortie',
  noun: 'dépense',
  caption: 'Dépenses',
  placeholder: 'Nom, acheteur ou événement',
  columns: EXPENSE_COLUMNS,
  entry: expenseEntry,
  page: getExpensesPage,
};

const REVENUE_LIST: ListKind<RevenueListItem> = {
  type: 'rentrée',
  noun: 'rentrée',
  caption: 'Rentrées',
  placeholder: 'Nom ou événement',
  columns: REVENUE_COLUMNS,
  entry: revenueEntry,
  page: getRevenuesPage,
};

interface EntriesListProps<Row> {
  kind: ListKind<Row>;
  period: Period;
  pickMode: boolean;
  onOpen: (target: EditTarget) => void;
  /** A row's Actions cell. */
  actions: (entry: Entry) => ReactNode;
  /** Beside the search. */
  filters: ReactNode;
  /** The delete confirmation. */
  children: ReactNode;
}

/** The expenses or revenues of the period that match the search, or why there are none. */
function EntriesList<Row>({ kind, period: { range }, pickMode, ...props }: EntriesListProps<Row>) {
  const { noun } = kind;
  const open = (row: Row) => {
    const { type, id } = kind.entry(row);
    props.onOpen({ type, id });
  };
  return (
    <PagedEntityListPage
      tab
      className="accounting-list"
      texts={{
        title: pickMode ? `${kind.caption} : choisissez celle à modifier` : kind.caption,
        search: 'Rechercher',
        searchPlaceholder: kind.placeholder,
        loading: `Chargement des ${noun}s`,
        loadFailed: `les ${noun}s`,
        empty: `Aucune ${noun} sur cette période`,
        noMatch: (search) => `Aucune ${noun} ne correspond à « ${search} »`,
        pagination: `Pagination des ${noun}s`,
      }}
      queryKey={AREA_KEYS.accounting}
      scope={`${kind.type}|${range.start}|${range.end}`}
      fetchPage={(request, signal) => kind.page(range, request, signal)}
      columns={kind.columns}
      keyOf={(row) => kind.entry(row).id}
      filters={{ controls: props.filters }}
      notice={
        pickMode ? (
          <p className="accounting-list__hint">Cliquez sur une ligne pour la modifier.</p>
        ) : null
      }
      rowActions={pickMode ? undefined : (row) => props.actions(kind.entry(row))}
      onRowClick={pickMode ? open : undefined}
      pageSizes={DEFAULT_PAGE_SIZES}
    >
      {props.children}
    </PagedEntityListPage>
  );
}

export function AccountingList({
  accountingType,
  onAccountingTypeChange,
  onOpen,
  pickMode = false,
}: AccountingListProps) {
  const type = accountingType.id;
  const [period, setPeriod] = useState<Period>(() => initialPeriod());
  const { downloading, download } = useProofDownload();
  const invalidate = useInvalidate();
  const deletion = useEntryDeletion(() => invalidate(AREA_KEYS.accounting));

  const list = {
    period,
    pickMode,
    onOpen,
    actions: (entry: Entry) => (
      <EntryActions
        entry={entry}
        downloading={downloading === entryKey(entry)}
        onDownload={() => void download(entry)}
        onEdit={() => onOpen({ type: entry.type, id: entry.id })}
        onDelete={() => deletion.ask(entry)}
      />
    ),
    filters: (
      <AccountingListFilters
        type={type}
        onTypeChange={onAccountingTypeChange}
        period={period}
        onPeriodChange={setPeriod}
      />
    ),
    children: (
      <ConfirmDeleteModal
        name={deletion.subject?.name ?? null}
        loading={deletion.running}
        onConfirm={() => void deletion.confirm()}
        onCancel={deletion.cancel}
      />
    ),
  };
  // One component either way: switching the type keeps the list (its sort, the switch's focus);
  // its new scope clears the search and reads the other list.
  return type === 'sortie' ? (
    <EntriesList kind={EXPENSE_LIST} {...list} />
  ) : (
    <EntriesList kind={REVENUE_LIST} {...list} />
  );
}
