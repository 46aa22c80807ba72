import { MSG_SALE_PDF_FAILED, type SaleDto } from '@app/shared/sales';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { saveBlob } from '../../api/download';
import { createInvoiceFromSale, deleteSale, getSalePdf } from './sales.api';
import { AREA_KEYS } from '../../api/query-client';
import { useAreaMutation } from '../../hooks/useAreaMutation';
import type { ActionIconName } from '../../components/buttons/ActionIcon';
import { useRowDeletion } from '../../components/lists/RowDeletion';
import { RowActionButton } from '../../components/lists/RowActionButton';
import { useRowActions } from '../../components/lists/useRowActions';

export const MSG_DELETE_CONFIRMATION = 'Etes vous sûr de vouloir supprimer?';

/** The actions that show a spinner on their row while they run (spec §4). */
type RowAction = 'pdf' | 'delete' | 'invoice';

/** The sale as an action button names it: its name and its number, which is unique. */
export const saleTitle = (sale: SaleDto) => `${sale.name} (${sale.formatted_sale_id})`;

/** What a sale's change makes stale: the sales, and the stock of its products. */
export const SALE_DEPENDENTS = [AREA_KEYS.sales, AREA_KEYS.products];

/**
 * The actions of a sale row (or of its page), and the delete confirmation they lead to. The
 * invoice made goes to its page; `onDeleted` follows a deletion (the sale's page goes back).
 */
export function useSaleRowActions({
  onOpen,
  onDeleted,
}: {
  onOpen: (sale: SaleDto) => void;
  onDeleted?: () => void;
}) {
  const navigate = useNavigate();
  const flags = useRowActions<RowAction>();
  // Spec §8: a sale's answer may carry an error flag: then nothing changed.
  const done = (result: object) => !('error' in result && result.error);
  const invoicing = useAreaMutation(
    createInvoiceFromSale,
    [AREA_KEYS.sales, AREA_KEYS.invoices],
    done,
  );
  // A sale deleted puts its quantities back in stock.
  const removal = useAreaMutation(deleteSale, SALE_DEPENDENTS, done);

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
      const result = await invoicing.mutateAsync(sale.sale_id);
      if (!result) return;
      // Spec §8: a sale's answer may carry an error flag; its message is then an error toast.
      if (('error' in result && result.error) || !result.invoice) toast.error(result.message);
      else {
        toast.success(result.message);
        void navigate(`/invoice/${result.invoice.invoice_id}`);
      }
    });

  const { ask, deletion } = useRowDeletion<SaleDto>({
    rowId: (sale) => sale.sale_id,
    rows: flags,
    title: MSG_DELETE_CONFIRMATION,
    message: (sale) =>
      `La vente « ${sale.name} » (${sale.formatted_sale_id}) sera supprimée et ses quantités remises en stock.`,
    remove: async (sale) => {
      const result = await removal.mutateAsync(sale.sale_id);
      if (!result) return false;
      if (result.error) {
        toast.error(result.message);
        return false;
      }
      toast.success(result.message);
      onDeleted?.();
      return true;
    },
  });

  const actions = (sale: SaleDto) => (
    <SaleButtons
      sale={sale}
      flags={flags}
      onDownload={() => void download(sale)}
      onOpen={() => onOpen(sale)}
      onDelete={() => ask(sale)}
      onInvoice={() => void createInvoice(sale)}
    />
  );
  return { actions, deletion };
}

/** The buttons of one sale row; several may run at once. */
function SaleButtons({
  sale,
  flags,
  ...on
}: {
  sale: SaleDto;
  flags: ReturnType<typeof useRowActions<RowAction>>;
  onDownload: () => void;
  onOpen: () => void;
  onDelete: () => void;
  onInvoice: () => void;
}) {
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
      // Only the download is a read: a viewer sees the sale through its PDF.
      needs={options.action === 'pdf' ? undefined : 'write'}
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
      {button('Télécharger la vente', 'download', on.onDownload, { action: 'pdf' })}
      {button('Modifier la vente', 'edit', on.onOpen)}
      {invoiced
        ? null
        : button('Supprimer la vente', 'delete', on.onDelete, { action: 'delete', danger: true })}
      {button('Créer la facture de la vente', 'invoice', on.onInvoice, {
        action: 'invoice',
        ...(invoiced ? { disabledTitle: 'Cette vente a déjà une facture' } : {}),
      })}
    </>
  );
}
