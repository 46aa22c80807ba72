import { useCallback, useState } from 'react';
import { getExpenses, getRevenues } from './accounting.api';
import { initialPeriod, type Period } from '../../components/period-filter-options';
import { useRemoteData } from '../../hooks/useRemoteData';
import type { AccountingType } from './accounting-drafts';
import { entryKey, type Entry, type LoadedList } from './accounting-entry';
import { AccountingListTable } from './AccountingListTable';
import { AccountingListToolbar } from './AccountingListToolbar';
import { ConfirmDeleteModal } from './ConfirmDeleteModal';
import type { EditTarget } from './EditEntry';
import { EntryActions } from './EntryActions';
import { useEntryDeletion } from './useEntryDeletion';
import { useProofDownload } from './useProofDownload';

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
  const [search, setSearch] = useState('');
  const { range } = period;

  const fetchList = useCallback(
    (signal?: AbortSignal): Promise<LoadedList | undefined> =>
      type === 'sortie'
        ? getExpenses(range, signal).then((rows) => rows && { type: 'sortie', rows })
        : getRevenues(range, signal).then((rows) => rows && { type: 'rentrée', rows }),
    [type, range],
  );
  const { state, reload, update } = useRemoteData(fetchList);
  const { downloading, download } = useProofDownload();
  const deletion = useEntryDeletion(update);

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
        search={search}
        onSearchChange={setSearch}
        period={period}
        onPeriodChange={setPeriod}
      />
      {pickMode ? (
        <p className="accounting-list__hint">Cliquez sur une ligne pour la modifier.</p>
      ) : null}
      <AccountingListTable
        type={type}
        state={state}
        reload={reload}
        search={search}
        resetKey={`${type}|${search}|${range.start}|${range.end}`}
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
