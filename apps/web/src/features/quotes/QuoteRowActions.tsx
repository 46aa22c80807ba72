import type { QuoteListItem } from '@app/shared/quotes';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { createInvoiceFromQuote, deleteQuote, quoteEmail, validateQuote } from './quotes.api';
import { AREA_KEYS } from '../../api/query-client';
import { useAreaMutation, useInvalidate } from '../../hooks/useAreaMutation';
import type { ActionIconName } from '../../components/buttons/ActionIcon';
import { useRowDeletion } from '../../components/lists/RowDeletion';
import { RowActionButton } from '../../components/lists/RowActionButton';
import { useEmailDocument } from '../../components/documents/useEmailDocument';
import { useRowActions } from '../../components/lists/useRowActions';
import { downloadQuotePdf } from './quote-pdf';
import { isFrozen } from './quote-status';

type Action = 'edit' | 'pdf' | 'email' | 'validate' | 'invoice' | 'delete';

type RowActions = ReturnType<typeof useRowActions<Action>>;

/** What a quote's change makes stale: the quotes, and the planning its reservation is on. */
export const QUOTE_DEPENDENTS = [AREA_KEYS.quotes, AREA_KEYS.planning, AREA_KEYS.availability];

/**
 * The actions of a quote row (or of its page), and the delete confirmation and email dialog they
 * lead to. The invoice made goes to its page; `onDeleted` follows a deletion (the quote's page
 * goes back to the list).
 */
export function useQuoteRowActions({
  onOpen,
  onDeleted,
}: {
  onOpen: (quote: QuoteListItem) => void;
  onDeleted?: () => void;
}) {
  const navigate = useNavigate();
  const rows = useRowActions<Action>();
  const invalidate = useInvalidate();
  const validation = useAreaMutation(validateQuote, QUOTE_DEPENDENTS);
  const invoicing = useAreaMutation(createInvoiceFromQuote, [AREA_KEYS.quotes, AREA_KEYS.invoices]);
  const removal = useAreaMutation(deleteQuote, QUOTE_DEPENDENTS);

  const validate = (quote: QuoteListItem) =>
    rows.run('validate', quote.quote_id, async () => {
      const result = await validation.mutateAsync(quote.quote_id);
      if (result) toast.success(result.message);
    });

  const invoice = (quote: QuoteListItem) =>
    rows.run('invoice', quote.quote_id, async () => {
      const result = await invoicing.mutateAsync(quote.quote_id);
      if (!result) return;
      toast.success(result.message);
      void navigate(`/invoice/${result.invoice.invoice_id}`);
    });

  const email = useEmailDocument();
  const openEmail = (quote: QuoteListItem) =>
    rows.run('email', quote.quote_id, () =>
      email.open({
        title: `Envoyer le devis ${quote.formatted_quote_id} par e-mail`,
        ...quoteEmail(quote.quote_id),
        // The list shows when it was sent.
        onSent: () => invalidate(AREA_KEYS.quotes),
      }),
    );

  const { ask, deletion } = useRowDeletion<QuoteListItem>({
    rowId: (quote) => quote.quote_id,
    rows,
    title: 'Supprimer le devis',
    message: (quote) =>
      `Le devis ${quote.formatted_quote_id} de ${quote.client.client_name} sera supprimé définitivement.`,
    remove: async (quote) => {
      const result = await removal.mutateAsync(quote.quote_id);
      if (!result) return false;
      toast.success(result.message);
      onDeleted?.();
      return true;
    },
  });

  const actions = (quote: QuoteListItem) => (
    <QuoteButtons
      quote={quote}
      rows={rows}
      onOpen={() => onOpen(quote)}
      onDownload={() => void rows.run('pdf', quote.quote_id, () => downloadQuotePdf(quote))}
      onEmail={() => void openEmail(quote)}
      onValidate={() => void validate(quote)}
      onInvoice={() => void invoice(quote)}
      onDelete={() => ask(quote)}
    />
  );
  return { actions, deletion, email };
}

/** The buttons of one quote row; while one runs, the others of the row wait. */
function QuoteButtons({
  quote,
  rows,
  ...on
}: {
  quote: QuoteListItem;
  rows: RowActions;
  onOpen: () => void;
  onDownload: () => void;
  onEmail: () => void;
  onValidate: () => void;
  onInvoice: () => void;
  onDelete: () => void;
}) {
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
        // Only the download is a read: a viewer sees the quote through its PDF.
        needs={kind === 'pdf' ? undefined : 'write'}
        danger={danger}
        loading={loading}
        disabled={!loading && rows.rowBusy(quote.quote_id)}
        onClick={onClick}
      />
    );
  };
  return (
    <>
      {isFrozen(quote) ? null : action('edit', 'Modifier le devis', 'edit', on.onOpen)}
      {action('pdf', 'Télécharger le devis', 'download', on.onDownload)}
      {action('email', 'Envoyer le devis par e-mail', 'email', on.onEmail)}
      {quote.status === 'Pending'
        ? action('validate', 'Valider le devis', 'validate', on.onValidate)
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
            on.onInvoice,
          )}
      {quote.invoice_id === null
        ? action('delete', 'Supprimer le devis', 'delete', on.onDelete, true)
        : null}
    </>
  );
}
