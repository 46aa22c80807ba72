import type { IsoDateRange } from '@app/shared/dates';
import { MSG_SALE_PDF_FAILED, type SaleDto } from '@app/shared/sales';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { saveBlob } from '../../api/download';
import { createInvoiceFromSale, deleteSale, getSalePdf } from './sales.api';
import type { ActionIconName } from '../../components/ActionIcon';
import { DateRangePicker } from '../../components/DateRangePicker';
import { DocumentList, matchesSearch, type DocumentListTexts } from '../../components/DocumentList';
import { dateColumn, eurosColumn, textColumn } from '../../components/DocumentListColumns';
import { RowActionButton } from '../../components/RowActionButton';
import type { TableColumn } from '../../components/SortableTable';
import type { RemoteData } from '../../hooks/useRemoteData';
import { useRowActions } from '../../hooks/useRowActions';

export const SALES_PAGE_SIZE = 25;
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
  return matchesSearch(search, [sale.name, sale.client.client_name]);
}

/** The sale as an action button names it: its name and its number, which is unique. */
export const saleTitle = (sale: SaleDto) => `${sale.name} (${sale.formatted_sale_id})`;

const COLUMNS: readonly TableColumn<SaleDto>[] = [
  textColumn('name', 'Nom', (sale) => sale.name),
  dateColumn('recorded_date', 'Date', (sale) => sale.recorded_date),
  eurosColumn('total_price', 'Prix total', (sale) => sale.total_price),
];

const TEXTS: DocumentListTexts = {
  searchLabel: 'Rechercher une vente',
  searchPlaceholder: 'Nom de la vente ou du client',
  loading: 'Chargement des ventes',
  what: 'les ventes',
  noneYet: 'Aucune vente sur cette période.',
  noMatch: (search) => `Aucune vente ne correspond à « ${search.trim()} ».`,
  pickHint: 'Choisissez la vente à modifier.',
  caption: 'Ventes',
  pickCaption: 'Ventes à modifier',
  paginationLabel: 'Pagination des ventes',
};

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
  const [toDelete, setToDelete] = useState<SaleDto | null>(null);
  const flags = useRowActions<RowAction>();

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
    flags.run('invoice', sale.sale_id, async () => {
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
    });

  const confirmDelete = () => {
    const sale = toDelete;
    if (!sale) return;
    void flags.run('delete', sale.sale_id, async () => {
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
    });
  };

  const actions = (sale: SaleDto) => {
    const button = (
      label: string,
      icon: ActionIconName,
      onClick: () => void,
      options: { action?: RowAction; danger?: boolean; disabledTitle?: string } = {},
    ) => (
      <RowActionButton
        label={label}
        row={saleTitle(sale)}
        icon={icon}
        danger={options.danger}
        title={options.disabledTitle}
        loading={options.action ? flags.isBusy(options.action, sale.sale_id) : false}
        disabled={options.disabledTitle !== undefined}
        onClick={onClick}
      />
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

  return (
    <DocumentList
      className="sale-list"
      texts={TEXTS}
      state={state}
      reload={reload}
      matches={matchesSale}
      filters={<DateRangePicker label="Période" range={range} onChange={onRangeChange} />}
      filtersKey={`${range.start}|${range.end}`}
      columns={COLUMNS}
      rowKey={(sale) => sale.sale_id}
      actions={actions}
      onOpen={onOpen}
      pickMode={pickMode}
      pageSize={SALES_PAGE_SIZE}
      deletion={{
        row: toDelete,
        title: MSG_DELETE_CONFIRMATION,
        message: (sale) =>
          `La vente « ${sale.name} » (${sale.formatted_sale_id}) sera supprimée et ses quantités remises en stock.`,
        loading: toDelete !== null && flags.isBusy('delete', toDelete.sale_id),
        onConfirm: confirmDelete,
        onCancel: () => setToDelete(null),
      }}
    />
  );
}
