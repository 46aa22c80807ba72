import { useCallback, useState } from 'react';
import { getExpensesPage, getRevenuesPage } from './accounting.api';
import { initialPeriod, type Period } from '../../components/dates/period-filter-options';
import { usePagedList, type PageRequest } from '../../components/lists/usePagedList';
import type { AccountingType } from './accounting-drafts';
import { entryKey, type Entry, type LoadedList } from './accounting-entry';
import { AccountingListTable } from './AccountingListTable';
import { AccountingListToolbar } from './AccountingListToolbar';
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

export function AccountingList({
  accountingType,
  onAccountingTypeChange,
  onOpen,
  pickMode = false,
}: AccountingListProps) {
  const type = accountingType.id;
  const [period, setPeriod] = useState<Period>(() => initialPeriod());
  const { range } = period;

  // The server pages, sorts and searches the period.
  const fetchPage = useCallback(
    (request: PageRequest, signal?: AbortSignal): Promise<LoadedList | undefined> =>
      type === 'sortie'
        ? getExpensesPage(range, request, signal).then((page) => page && { type, ...page })
        : getRevenuesPage(range, request, signal).then(
            (page) => page && { type: 'rentrée', ...page },
          ),
    [type, range],
  );
  const list = usePagedList(fetchPage, {
    key: AREA_KEYS.accounting,
    scope: `${type}|${range.start}|${range.end}`,
  });
  const { downloading, download } = useProofDownload();
  const deletion = useEntryDeletion(list.reload);

  const actions = (entry: Entry) => (
    <EntryActions
      entry={entry}
      downloading={downloading === entryKey(entry)}
      onDownload={() => void download(entry)}
      onEdit={() => onOpen({ type: entry.type, id: entry.id })}
      onDelete={() => deletion.ask(entry)}
    />
  );

  return (
    <div className="accounting-list">
      <AccountingListToolbar
        type={type}
        onTypeChange={onAccountingTypeChange}
        search={list.search}
        onSearchChange={list.setSearch}
        period={period}
        onPeriodChange={setPeriod}
      />
      {pickMode ? (
        <p className="accounting-list__hint">Cliquez sur une ligne pour la modifier.</p>
      ) : null}
      <AccountingListTable
        type={type}
        state={list.state}
        reload={list.reload}
        search={list.q}
        paging={list.paging}
        pickMode={pickMode}
        onOpen={onOpen}
        actions={actions}
      />
      <ConfirmDeleteModal
        name={deletion.subject?.name ?? null}
        loading={deletion.running}
        onConfirm={() => void deletion.confirm()}
        onCancel={deletion.cancel}
      />
    </div>
  );
}
