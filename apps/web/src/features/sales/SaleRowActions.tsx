import { MSG_SALE_PDF_FAILED, type SaleDto } from '@app/shared/sales';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { saveBlob } from '../../api/download';
import { createInvoiceFromSale, deleteSale, getSalePdf } from './sales.api';
import type { ActionIconName } from '../../components/ActionIcon';
import type { DocumentDeletion } from '../../components/DocumentList';
import { RowActionButton } from '../../components/RowActionButton';
import { useRowActions } from '../../hooks/useRowActions';

export const MSG_DELETE_CONFIRMATION = 'Etes vous sûr de vouloir supprimer?';

/** The actions that show a spinner on their row while they run (spec §4). */
type RowAction = 'pdf' | 'delete' | 'invoice';

/** The sale as an action button names it: its name and its number, which is unique. */
export const saleTitle = (sale: SaleDto) => `${sale.name} (${sale.formatted_sale_id})`;

/** The actions of a sale row, and the delete confirmation they lead to. */
export function useSaleRowActions({
  update,
  onOpen,
  onDeleted,
}: {
  update: (change: (sales: SaleDto[]) => SaleDto[]) => void;
  onOpen: (sale: SaleDto) => void;
  /** After a delete: the stock of its products came back. */
  onDeleted: () => void;
}) {
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

  const deletion: DocumentDeletion<SaleDto> = {
    row: toDelete,
    title: MSG_DELETE_CONFIRMATION,
    message: (sale) =>
      `La vente « ${sale.name} » (${sale.formatted_sale_id}) sera supprimée et ses quantités remises en stock.`,
    loading: toDelete !== null && flags.isBusy('delete', toDelete.sale_id),
    onConfirm: confirmDelete,
    onCancel: () => setToDelete(null),
  };
  return { actions, deletion };
}
