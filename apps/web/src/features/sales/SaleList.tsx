import type { IsoDateRange } from '@app/shared/dates';
import { formatDateFr, formatEurosAmount } from '@app/shared/format';
import { MSG_SALE_PDF_FAILED, type SaleDto } from '@app/shared/sales';
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { saveBlob } from '../../api/download';
import { createInvoiceFromSale, deleteSale, getSalePdf } from './sales.api';
import { ActionIcon, type ActionIconName } from '../../components/ActionIcon';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DateRangePicker } from '../../components/DateRangePicker';
import { LoadError } from '../../components/LoadError';
import { LoadingButton } from '../../components/LoadingButton';
import { SortableTable, type TableColumn } from '../../components/SortableTable';
import { Spinner } from '../../components/Spinner';
import { TextInput } from '../../components/TextInput';
import type { RemoteData } from '../../hooks/useRemoteData';

export const SALES_PAGE_SIZE = 25;
const PAGE_SIZES = [SALES_PAGE_SIZE] as const;
export const MSG_DELETE_CONFIRMATION = 'Etes vous sûr de vouloir supprimer?';

/** The actions that show a spinner on their row while they run (spec §4). */
type RowAction = 'pdf' | 'delete' | 'invoice';

export interface SaleListProps {
  state: RemoteData<SaleDto[]>;
  reload: () => void;
  update: (change: (sales: SaleDto[]) => SaleDto[]) => void;
  range: IsoDateRange;
  onRangeChange: (range: IsoDateRange) => void;
  onOpen: (sale: SaleDto) => void;
  /** After a delete: the stock of its products came back. */
  onDeleted: () => void;
  /** Modifier without a sale: no Actions column, a click on a row opens it (spec §2). */
  pickMode?: boolean;
}

/** Spec part 2 §2: the search matches the sale name or the client name, case-insensitive. */
export function matchesSale(sale: SaleDto, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase('fr');
  if (needle === '') return true;
  return [sale.name, sale.client.client_name].some((value) =>
    value.toLocaleLowerCase('fr').includes(needle),
  );
}

/** The sale as an action button names it: its name and its number, which is unique. */
export const saleTitle = (sale: SaleDto) => `${sale.name} (${sale.formatted_sale_id})`;

const COLUMNS: readonly TableColumn<SaleDto>[] = [
  { key: 'name', label: 'Nom', render: (sale) => sale.name, sortValue: (sale) => sale.name },
  {
    key: 'recorded_date',
    label: 'Date',
    render: (sale) => formatDateFr(sale.recorded_date),
    sortValue: (sale) => sale.recorded_date,
    className: 'sale-list__nowrap',
  },
  {
    key: 'total_price',
    label: 'Prix total',
    render: (sale) => formatEurosAmount(sale.total_price),
    sortValue: (sale) => sale.total_price,
    className: 'sale-list__amount',
  },
];

/** Which rows are busy with which action; several rows may work at once. */
function useRowFlags() {
  const [flags, setFlags] = useState<ReadonlySet<string>>(new Set());
  const key = (action: RowAction, saleId: number) => `${action}:${saleId}`;
  const set = (action: RowAction, saleId: number, on: boolean) =>
    setFlags((previous) => {
      const next = new Set(previous);
      if (on) next.add(key(action, saleId));
      else next.delete(key(action, saleId));
      return next;
    });
  return {
    isBusy: (action: RowAction, saleId: number) => flags.has(key(action, saleId)),
    /** Runs `work` with the flag up; a network failure was already shown by the fetch helper. */
    run: async (action: RowAction, saleId: number, work: () => Promise<void>) => {
      set(action, saleId, true);
      try {
        await work();
      } finally {
        set(action, saleId, false);
      }
    },
  };
}

/** The Liste tab of /sales, and the Modifier tab's list to choose a sale from. */
export function SaleList({
  state,
  reload,
  update,
  range,
  onRangeChange,
  onOpen,
  onDeleted,
  pickMode = false,
}: SaleListProps) {
  const [search, setSearch] = useState('');
  const [toDelete, setToDelete] = useState<SaleDto | null>(null);
  const flags = useRowFlags();

  const visible = useMemo(
    () => (state.status === 'loaded' ? state.data.filter((sale) => matchesSale(sale, search)) : []),
    [state, search],
  );

  const download = (sale: SaleDto) =>
    flags.run('pdf', sale.sale_id, async () => {
      try {
        const pdf = await getSalePdf(sale.sale_id);
        if (!pdf) throw new Error('No PDF');
        saveBlob(pdf, `DEVIS-${sale.formatted_sale_id}.pdf`);
      } catch {
        // Spec §8: whatever went wrong, a sale PDF failure has this one message.
        toast.error(MSG_SALE_PDF_FAILED);
      }
    });

  const createInvoice = (sale: SaleDto) =>
    flags
      .run('invoice', sale.sale_id, async () => {
        const result = await createInvoiceFromSale(sale.sale_id);
        if (!result) return;
        if (result.error || !result.invoice) {
          toast.error(result.message);
          return;
        }
        toast.success(result.message);
        const invoiceId = result.invoice.invoice_id;
        update((sales) =>
          sales.map((row) =>
            row.sale_id === sale.sale_id ? { ...row, invoice_id: invoiceId } : row,
          ),
        );
      })
      .catch(() => undefined);

  const confirmDelete = () => {
    const sale = toDelete;
    if (!sale) return;
    void flags
      .run('delete', sale.sale_id, async () => {
        const result = await deleteSale(sale.sale_id);
        if (!result) return;
        if (result.error) {
          toast.error(result.message);
          return;
        }
        toast.success(result.message);
        update((sales) => sales.filter((row) => row.sale_id !== sale.sale_id));
        setToDelete(null);
        onDeleted();
      })
      .catch(() => undefined);
  };

  const actions = (sale: SaleDto) => {
    const title = saleTitle(sale);
    const button = (
      label: string,
      icon: ActionIconName,
      onClick: () => void,
      options: { action?: RowAction; danger?: boolean; disabledTitle?: string } = {},
    ) => (
      <LoadingButton
        variant="ghost"
        className={`button--sm icon-action${options.danger ? ' icon-action--danger' : ''}`}
        aria-label={`${label} ${title}`}
        title={options.disabledTitle ?? label}
        loading={options.action ? flags.isBusy(options.action, sale.sale_id) : false}
        disabled={options.disabledTitle !== undefined}
        onClick={onClick}
      >
        <ActionIcon name={icon} />
      </LoadingButton>
    );
    const invoiced = sale.invoice_id !== null;
    return (
      <>
        {button('Télécharger la vente', 'download', () => void download(sale), { action: 'pdf' })}
        {button('Modifier la vente', 'edit', () => onOpen(sale))}
        {invoiced
          ? null
          : button('Supprimer la vente', 'delete', () => setToDelete(sale), {
              action: 'delete',
              danger: true,
            })}
        {button('Créer la facture de la vente', 'invoice', () => void createInvoice(sale), {
          action: 'invoice',
          ...(invoiced ? { disabledTitle: 'Cette vente a déjà une facture' } : {}),
        })}
      </>
    );
  };

  const renderTable = () => {
    if (state.status === 'loading') return <Spinner block label="Chargement des ventes" />;
    if (state.status === 'failed') {
      return <LoadError what="les ventes" onRetry={reload} />;
    }
    if (state.data.length === 0) {
      return <p className="empty-state">Aucune vente sur cette période.</p>;
    }
    if (visible.length === 0) {
      return <p className="empty-state">Aucune vente ne correspond à « {search.trim()} ».</p>;
    }
    return (
      <>
        {pickMode ? <p className="sale-list__hint">Choisissez la vente à modifier.</p> : null}
        <SortableTable
          caption={pickMode ? 'Ventes à modifier' : 'Ventes'}
          columns={COLUMNS}
          rows={visible}
          rowKey={(sale) => sale.sale_id}
          actions={pickMode ? undefined : actions}
          onRowClick={pickMode ? onOpen : undefined}
          pageSizes={PAGE_SIZES}
          defaultPageSize={SALES_PAGE_SIZE}
          resetKey={`${search}|${range.start}|${range.end}`}
          paginationLabel="Pagination des ventes"
        />
      </>
    );
  };

  return (
    <div className="sale-list">
      <div className="list-toolbar">
        <TextInput
          type="search"
          label="Rechercher une vente"
          value={search}
          onChange={setSearch}
          placeholder="Nom de la vente ou du client"
          fieldClass="search-field"
        />
        <DateRangePicker label="Période" range={range} onChange={onRangeChange} />
      </div>
      {renderTable()}
      <ConfirmDialog
        open={toDelete !== null}
        title={MSG_DELETE_CONFIRMATION}
        message={
          toDelete
            ? `La vente « ${toDelete.name} » (${toDelete.formatted_sale_id}) sera supprimée et ses quantités remises en stock.`
            : ''
        }
        confirmLabel="Supprimer"
        loading={toDelete !== null && flags.isBusy('delete', toDelete.sale_id)}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
