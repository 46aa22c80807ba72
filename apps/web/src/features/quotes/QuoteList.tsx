import type { QuoteListItem } from '@app/shared/quotes';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { createInvoiceFromQuote, deleteQuote, validateQuote } from './quotes.api';
import type { ActionIconName } from '../../components/ActionIcon';
import { DocumentList, matchesSearch, type DocumentListTexts } from '../../components/DocumentList';
import { dateColumn, eurosColumn, textColumn } from '../../components/DocumentListColumns';
import { RowActionButton } from '../../components/RowActionButton';
import type { TableColumn } from '../../components/SortableTable';
import { ToggleSwitch } from '../../components/ToggleSwitch';
import type { RemoteData } from '../../hooks/useRemoteData';
import { useRowActions } from '../../hooks/useRowActions';
import { useStoredFlag } from '../../hooks/useStoredFlag';
import { STORAGE_KEY_SHOW_FINISHED } from '../../storage-keys';
import { downloadQuotePdf } from './quote-pdf';
import { QuoteStatusIcon, quoteStatusKind } from './QuoteStatusIcon';

export const QUOTES_PAGE_SIZE = 25;

type Action = 'edit' | 'pdf' | 'validate' | 'invoice' | 'delete';

export interface QuoteListProps {
  state: RemoteData<QuoteListItem[]>;
  reload: () => void;
  update: (change: (quotes: QuoteListItem[]) => QuoteListItem[]) => void;
  onOpen: (quote: QuoteListItem) => void;
  /** Modifier without a quote: no actions, a click on a row opens it (spec §2). */
  pickMode?: boolean;
}

/** Spec part 2 §2: the search matches the event name, the client name and the quote id. */
export function matchesQuote(quote: QuoteListItem, search: string): boolean {
  return matchesSearch(search, [
    quote.event?.name ?? '',
    quote.client.client_name,
    quote.formatted_quote_id,
    String(quote.quote_id),
  ]);
}

/** Spec §4: a quote whose invoice is validated is frozen, and hidden unless showFinished. */
export const isFrozen = (quote: Pick<QuoteListItem, 'invoice_status'>) =>
  quote.invoice_status === 'Validated';

const COLUMNS: readonly TableColumn<QuoteListItem>[] = [
  textColumn('id', 'ID', (quote) => quote.formatted_quote_id, 'document-list__nowrap'),
  textColumn('client', 'Client', (quote) => quote.client.client_name),
  dateColumn('rent_date', 'Date', (quote) => quote.rent_date),
  dateColumn('reserved_until', 'Date de fin', (quote) => quote.reserved_until),
  eurosColumn('discount', 'Réduction (€)', (quote) => quote.discount),
  eurosColumn('total_price', 'Prix total', (quote) => quote.total_price),
  {
    key: 'status',
    label: 'Status',
    render: (quote) => <QuoteStatusIcon kind={quoteStatusKind(quote)} />,
    sortValue: (quote) => quoteStatusKind(quote),
  },
];

const TEXTS: DocumentListTexts = {
  searchLabel: 'Rechercher un devis',
  searchPlaceholder: 'Client, événement ou numéro',
  loading: 'Chargement des devis',
  what: 'les devis',
  noneYet: 'Aucun devis pour le moment : créez-en un dans l’onglet Créer.',
  noMatch: () => 'Aucun devis ne correspond.',
  pickHint: 'Choisissez le devis à modifier.',
  caption: 'Devis',
  pickCaption: 'Devis à modifier',
  paginationLabel: 'Pagination des devis',
};

/** The Liste tab of /quote, and the Modifier tab's list to choose a quote from. */
export function QuoteList({ state, reload, update, onOpen, pickMode = false }: QuoteListProps) {
  const [showFinished, setShowFinished] = useStoredFlag(STORAGE_KEY_SHOW_FINISHED);
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

  return (
    <DocumentList
      className="quote-list compact-table"
      texts={TEXTS}
      state={state}
      reload={reload}
      matches={(quote, search) => (showFinished || !isFrozen(quote)) && matchesQuote(quote, search)}
      filters={
        <ToggleSwitch
          label="Afficher les devis terminés"
          checked={showFinished}
          onChange={setShowFinished}
        />
      }
      filtersKey={String(showFinished)}
      columns={COLUMNS}
      rowKey={(quote) => quote.quote_id}
      actions={actions}
      onOpen={onOpen}
      pickMode={pickMode}
      pageSize={QUOTES_PAGE_SIZE}
      deletion={{
        row: toDelete,
        title: 'Supprimer le devis',
        message: (quote) =>
          `Le devis ${quote.formatted_quote_id} de ${quote.client.client_name} sera supprimé définitivement.`,
        loading: toDelete !== null && rows.isBusy('delete', toDelete.quote_id),
        onConfirm: confirmDelete,
        onCancel: () => setToDelete(null),
      }}
    />
  );
}
