import type { QuoteListItem } from '@app/shared/quotes';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { createInvoiceFromQuote, deleteQuote, validateQuote } from './quotes.api';
import type { ActionIconName } from '../../components/ActionIcon';
import type { DocumentDeletion } from '../../components/DocumentList';
import { RowActionButton } from '../../components/RowActionButton';
import { useRowActions } from '../../hooks/useRowActions';
import { downloadQuotePdf } from './quote-pdf';
import { isFrozen } from './quote-status';

type Action = 'edit' | 'pdf' | 'validate' | 'invoice' | 'delete';

/** The actions of a quote row, and the delete confirmation they lead to. */
export function useQuoteRowActions({
  update,
  onOpen,
}: {
  update: (change: (quotes: QuoteListItem[]) => QuoteListItem[]) => void;
  onOpen: (quote: QuoteListItem) => void;
}) {
  const [toDelete, setToDelete] = useState<QuoteListItem | null>(null);
  const rows = useRowActions<Action>();

  const run = (quote: QuoteListItem, action: Action, work: () => Promise<void>) =>
    rows.run(action, quote.quote_id, work);

  const patchRow = (quoteId: number, changes: Partial<QuoteListItem>) =>
    update((quotes) =>
      quotes.map((quote) => (quote.quote_id === quoteId ? { ...quote, ...changes } : quote)),
    );

  const validate = (quote: QuoteListItem) =>
    run(quote, 'validate', async () => {
      const result = await validateQuote(quote.quote_id);
      if (!result) return;
      toast.success(result.message);
      patchRow(quote.quote_id, { status: 'Finished' });
    });

  const invoice = (quote: QuoteListItem) =>
    run(quote, 'invoice', async () => {
      const result = await createInvoiceFromQuote(quote.quote_id);
      if (!result) return;
      toast.success(result.message);
      patchRow(quote.quote_id, {
        invoice_id: result.invoice.invoice_id,
        invoice_status: 'Pending',
      });
    });

  const confirmDelete = () => {
    const quote = toDelete;
    if (!quote) return;
    void run(quote, 'delete', async () => {
      const result = await deleteQuote(quote.quote_id);
      if (!result) return;
      toast.success(result.message);
      update((quotes) => quotes.filter((row) => row.quote_id !== quote.quote_id));
      setToDelete(null);
    });
  };

  const actions = (quote: QuoteListItem) => {
    const action = (
      kind: Action,
      label: string,
      icon: ActionIconName,
      onClick: () => void,
      danger = false,
    ) => {
      const loading = rows.isBusy(kind, quote.quote_id);
      return (
        <RowActionButton
          label={label}
          row={quote.formatted_quote_id}
          icon={icon}
          danger={danger}
          loading={loading}
          disabled={!loading && rows.rowBusy(quote.quote_id)}
          onClick={onClick}
        />
      );
    };
    return (
      <>
        {isFrozen(quote) ? null : action('edit', 'Modifier le devis', 'edit', () => onOpen(quote))}
        {action('pdf', 'Télécharger le devis', 'download', () => {
          void run(quote, 'pdf', () => downloadQuotePdf(quote));
        })}
        {quote.status === 'Pending'
          ? action('validate', 'Valider le devis', 'validate', () => void validate(quote))
          : null}
        {isFrozen(quote)
          ? null
          : action(
              'invoice',
              // A pending invoice is made again from the quote as it is now.
              quote.invoice_id === null
                ? 'Créer la facture du devis'
                : 'Mettre à jour la facture du devis',
              'invoice',
              () => void invoice(quote),
            )}
        {quote.invoice_id === null
          ? action('delete', 'Supprimer le devis', 'delete', () => setToDelete(quote), true)
          : null}
      </>
    );
  };

  const deletion: DocumentDeletion<QuoteListItem> = {
    row: toDelete,
    title: 'Supprimer le devis',
    message: (quote) =>
      `Le devis ${quote.formatted_quote_id} de ${quote.client.client_name} sera supprimé définitivement.`,
    loading: toDelete !== null && rows.isBusy('delete', toDelete.quote_id),
    onConfirm: confirmDelete,
    onCancel: () => setToDelete(null),
  };
  return { actions, deletion };
}
