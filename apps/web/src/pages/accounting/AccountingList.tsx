import type { ExpenseListItem, RevenueListItem } from '@app/shared/accounting';
import { formatDateFr, formatEuros } from '@app/shared/format';
import { eurosToCents } from '@app/shared/money';
import { useCallback, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import {
  deleteExpense,
  deleteRevenue,
  exportAccounting,
  exportFileName,
  getExpenses,
  getExpensesFile,
  getRevenues,
  getRevenuesFile,
} from '../../api/accounting';
import { saveBlob } from '../../api/download';
import { ActionIcon } from '../../components/ActionIcon';
import { ButtonSwitcher } from '../../components/ButtonSwitcher';
import { LoadError } from '../../components/LoadError';
import { LoadingButton } from '../../components/LoadingButton';
import { PeriodFilter } from '../../components/PeriodFilter';
import { initialPeriod, type Period } from '../../components/period-filter-options';
import { SortableTable, type TableColumn } from '../../components/SortableTable';
import { Spinner } from '../../components/Spinner';
import { TextInput } from '../../components/TextInput';
import { useRemoteData } from '../../hooks/useRemoteData';
import {
  ACCOUNTING_TYPES,
  accountingTypeOf,
  downloadName,
  type AccountingType,
  type AccountingTypeId,
} from './accounting-drafts';
import { ConfirmDeleteModal } from './ConfirmDeleteModal';
import type { EditTarget } from './EditEntry';

export const MSG_DOWNLOAD_FAILED = 'Erreur lors du téléchargement du fichier';
/** Spec §2: an empty user_name is the organization; a missing event is N/A. */
export const ORGANIZATION_LABEL = 'Organisation';
export const NOT_AVAILABLE = 'N/A';

const euros = (value: number) => formatEuros(eurosToCents(value));
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

const payerName = (expense: ExpenseListItem) => expense.user_name || ORGANIZATION_LABEL;
const eventName = (entry: { event: { name: string } | null }) => entry.event?.name ?? NOT_AVAILABLE;

const EXPENSE_COLUMNS: TableColumn<ExpenseListItem>[] = [
  {
    key: 'product_name',
    label: 'Nom',
    render: (row) => row.product_name,
    sortValue: (row) => row.product_name,
  },
  { key: 'user_name', label: 'Acheteur', render: payerName, sortValue: payerName },
  {
    key: 'recorded_date',
    label: 'Date',
    render: (row) => formatDateFr(row.recorded_date),
    sortValue: (row) => row.recorded_date,
  },
  {
    key: 'payment_method',
    label: 'Mode de paiement',
    render: (row) => row.payment_method,
    sortValue: (row) => row.payment_method,
  },
  { key: 'event', label: 'Event', render: eventName, sortValue: eventName },
  {
    key: 'price',
    label: 'Prix',
    render: (row) => euros(row.price),
    sortValue: (row) => row.price,
    className: 'accounting-list__amount',
  },
];

const REVENUE_COLUMNS: TableColumn<RevenueListItem>[] = [
  {
    key: 'product_name',
    label: 'Nom',
    render: (row) => row.product_name,
    sortValue: (row) => row.product_name,
  },
  {
    key: 'recorded_date',
    label: 'Date',
    render: (row) => formatDateFr(row.recorded_date),
    sortValue: (row) => row.recorded_date,
  },
  {
    key: 'payment_method',
    label: 'Mode de paiement',
    render: (row) => row.payment_method ?? NOT_AVAILABLE,
    sortValue: (row) => row.payment_method ?? '',
  },
  { key: 'event', label: 'Event', render: eventName, sortValue: eventName },
  {
    key: 'unit_price',
    label: 'Prix unitaire',
    render: (row) => euros(row.unit_price),
    sortValue: (row) => row.unit_price,
    className: 'accounting-list__amount',
  },
  {
    key: 'amount',
    label: 'Quantité',
    render: (row) => row.amount,
    sortValue: (row) => row.amount,
    className: 'accounting-list__amount',
  },
];

/** A row as its actions see it, whichever the type. */
interface Entry {
  type: AccountingTypeId;
  id: number;
  name: string;
  fileName: string | null;
}

const expenseEntry = (row: ExpenseListItem): Entry => ({
  type: 'sortie',
  id: row.expense_id,
  name: row.product_name,
  fileName: row.file_name,
});

const revenueEntry = (row: RevenueListItem): Entry => ({
  type: 'rentrée',
  id: row.revenue_id,
  name: row.product_name,
  fileName: row.file_name,
});

type LoadedList =
  { type: 'sortie'; rows: ExpenseListItem[] } | { type: 'rentrée'; rows: RevenueListItem[] };

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
  const [toDelete, setToDelete] = useState<Entry | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [downloading, setDownloading] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const { range } = period;

  const fetchList = useCallback(
    (signal?: AbortSignal): Promise<LoadedList | undefined> =>
      type === 'sortie'
        ? getExpenses(range, signal).then((rows) => rows && { type: 'sortie', rows })
        : getRevenues(range, signal).then((rows) => rows && { type: 'rentrée', rows }),
    [type, range],
  );
  const { state, reload, update } = useRemoteData(fetchList);

  const download = async (entry: Entry) => {
    const key = `${entry.type}-${entry.id}`;
    setDownloading(key);
    try {
      const blob =
        entry.type === 'sortie' ? await getExpensesFile(entry.id) : await getRevenuesFile(entry.id);
      if (!blob) throw new Error('No file');
      saveBlob(blob, downloadName(entry.name, entry.fileName, blob.type));
    } catch {
      toast.error(MSG_DOWNLOAD_FAILED);
    } finally {
      setDownloading(null);
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleting(true);
    try {
      const result =
        toDelete.type === 'sortie'
          ? await deleteExpense(toDelete.id)
          : await deleteRevenue(toDelete.id);
      // Spec §8: an answer with `error` is an error toast; a refusal (non-OK) was already shown
      // by the fetch helper.
      if (result?.error) toast.error(result.message);
      else if (result) {
        toast.success(result.message);
        const removed = toDelete;
        update((list): LoadedList =>
          list.type === 'sortie'
            ? {
                type: 'sortie',
                rows: list.rows.filter(
                  (row) => removed.type !== 'sortie' || row.expense_id !== removed.id,
                ),
              }
            : {
                type: 'rentrée',
                rows: list.rows.filter(
                  (row) => removed.type !== 'rentrée' || row.revenue_id !== removed.id,
                ),
              },
        );
      }
      setToDelete(null);
    } catch (error) {
      console.error(error);
    } finally {
      setDeleting(false);
    }
  };

  const exportZip = async () => {
    setExporting(true);
    try {
      const zip = await exportAccounting(range);
      if (zip) saveBlob(zip, exportFileName(range));
    } catch (error) {
      // Spec §8: an export failure is only logged.
      console.error(error);
    } finally {
      setExporting(false);
    }
  };

  const actions = (entry: Entry) => {
    const key = `${entry.type}-${entry.id}`;
    const downloadLabel = `Télécharger le justificatif de ${entry.name}`;
    const editLabel = `Modifier ${entry.name}`;
    const removeLabel = `Supprimer ${entry.name}`;
    return (
      <>
        <LoadingButton
          variant="ghost"
          className="button--sm icon-action"
          aria-label={downloadLabel}
          title={entry.fileName ? downloadLabel : 'Aucun justificatif'}
          disabled={!entry.fileName}
          loading={downloading === key}
          onClick={() => void download(entry)}
        >
          <ActionIcon name="download" />
        </LoadingButton>
        <button
          type="button"
          className="button button--ghost button--sm icon-action"
          aria-label={editLabel}
          title={editLabel}
          onClick={() => onOpen({ type: entry.type, id: entry.id })}
        >
          <ActionIcon name="edit" />
        </button>
        <button
          type="button"
          className="button button--ghost button--sm icon-action icon-action--danger"
          aria-label={removeLabel}
          title={removeLabel}
          onClick={() => setToDelete(entry)}
        >
          <ActionIcon name="delete" />
        </button>
      </>
    );
  };

  const noun = type === 'sortie' ? 'dépense' : 'rentrée';
  const resetKey = `${type}|${search}|${range.start}|${range.end}`;

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

  const renderTable = () => {
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
  };

  return (
    <div className="accounting-list">
      <div className="accounting-list__toolbar">
        <TextInput
          type="search"
          label="Rechercher"
          value={search}
          onChange={setSearch}
          placeholder={type === 'sortie' ? 'Nom, acheteur ou événement' : 'Nom ou événement'}
          fieldClass="accounting-list__search"
        />
        <PeriodFilter value={period} onChange={setPeriod} />
        <div className="accounting-list__buttons">
          <LoadingButton variant="secondary" loading={exporting} onClick={() => void exportZip()}>
            Exporter
          </LoadingButton>
          <ButtonSwitcher
            label="Type d'opération"
            options={ACCOUNTING_TYPES.map((option) => ({ value: option.id, label: option.name }))}
            value={type}
            onChange={(id) => onAccountingTypeChange(accountingTypeOf(id))}
          />
        </div>
      </div>
      {pickMode ? (
        <p className="accounting-list__hint">Cliquez sur une ligne pour la modifier.</p>
      ) : null}
      {renderTable()}
      <ConfirmDeleteModal
        name={toDelete?.name ?? null}
        loading={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
