import { formatDateFr, formatEurosAmount } from '@app/shared/format';
import type { QuoteListItem } from '@app/shared/quotes';
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { saveBlob } from '../../api/download';
import { createInvoiceFromQuote, deleteQuote, getQuotePdf, validateQuote } from './quotes.api';
import { ActionIcon, type ActionIconName } from '../../components/ActionIcon';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LoadError } from '../../components/LoadError';
import { LoadingButton } from '../../components/LoadingButton';
import { SortableTable, type TableColumn } from '../../components/SortableTable';
import { Spinner } from '../../components/Spinner';
import { TextInput } from '../../components/TextInput';
import { ToggleSwitch } from '../../components/ToggleSwitch';
import type { RemoteData } from '../../hooks/useRemoteData';
import { useStoredFlag } from '../../hooks/useStoredFlag';
import { STORAGE_KEY_SHOW_FINISHED } from '../../storage-keys';
import { QuoteStatusIcon, quoteStatusKind } from './QuoteStatusIcon';

export const QUOTES_PAGE_SIZE = 25;
const PAGE_SIZES = [QUOTES_PAGE_SIZE] as const;

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
  const needle = search.trim().toLocaleLowerCase('fr');
  if (needle === '') return true;
  return [
    quote.event?.name ?? '',
    quote.client.client_name,
    quote.formatted_quote_id,
    String(quote.quote_id),
  ].some((value) => value.toLocaleLowerCase('fr').includes(needle));
}

/** Spec §4: a quote whose invoice is validated is frozen, and hidden unless showFinished. */
export const isFrozen = (quote: Pick<QuoteListItem, 'invoice_status'>) =>
  quote.invoice_status === 'Validated';

const euros = formatEurosAmount;

const COLUMNS: readonly TableColumn<QuoteListItem>[] = [
  {
    key: 'id',
    label: 'ID',
    render: (quote) => quote.formatted_quote_id,
    sortValue: (quote) => quote.formatted_quote_id,
    className: 'quote-list__nowrap',
  },
  {
    key: 'client',
    label: 'Client',
    render: (quote) => quote.client.client_name,
    sortValue: (quote) => quote.client.client_name,
  },
  {
    key: 'rent_date',
    label: 'Date',
    render: (quote) => formatDateFr(quote.rent_date),
    sortValue: (quote) => quote.rent_date,
    className: 'quote-list__nowrap',
  },
  {
    key: 'reserved_until',
    label: 'Date de fin',
    render: (quote) => formatDateFr(quote.reserved_until),
    sortValue: (quote) => quote.reserved_until,
    className: 'quote-list__nowrap',
  },
  {
    key: 'discount',
    label: 'Réduction (€)',
    render: (quote) => euros(quote.discount),
    sortValue: (quote) => quote.discount,
    className: 'quote-list__amount',
  },
  {
    key: 'total_price',
    label: 'Prix total',
    render: (quote) => euros(quote.total_price),
    sortValue: (quote) => quote.total_price,
    className: 'quote-list__amount',
  },
  {
    key: 'status',
    label: 'Status',
    render: (quote) => <QuoteStatusIcon kind={quoteStatusKind(quote)} />,
    sortValue: (quote) => quoteStatusKind(quote),
  },
];

/** The Liste tab of /quote, and the Modifier tab's list to choose a quote from. */
export function QuoteList({ state, reload, update, onOpen, pickMode = false }: QuoteListProps) {
  const [search, setSearch] = useState('');
  const [showFinished, setShowFinished] = useStoredFlag(STORAGE_KEY_SHOW_FINISHED);
  const [busy, setBusy] = useState<{ id: number; action: Action } | null>(null);
  const [toDelete, setToDelete] = useState<QuoteListItem | null>(null);

  const visible = useMemo(
    () =>
      state.status === 'loaded'
        ? state.data.filter(
            (quote) => (showFinished || !isFrozen(quote)) && matchesQuote(quote, search),
          )
        : [],
    [state, showFinished, search],
  );

  const run = async (quote: QuoteListItem, action: Action, work: () => Promise<void>) => {
    setBusy({ id: quote.quote_id, action });
    try {
      await work();
    } catch {
      // Network failure: the fetch helper already said so.
    } finally {
      setBusy(null);
    }
  };

  const patchRow = (quoteId: number, changes: Partial<QuoteListItem>) =>
    update((quotes) =>
      quotes.map((quote) => (quote.quote_id === quoteId ? { ...quote, ...changes } : quote)),
    );

  const download = (quote: QuoteListItem) =>
    run(quote, 'pdf', async () => {
      const pdf = await getQuotePdf(quote.quote_id);
      if (pdf) saveBlob(pdf, `DEVIS_${quote.formatted_quote_id}.pdf`);
    });

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
    const rowBusy = busy?.id === quote.quote_id;
    const number = quote.formatted_quote_id;
    const action = (
      kind: Action,
      label: string,
      icon: ActionIconName,
      onClick: () => void,
      danger = false,
    ) => (
      <LoadingButton
        variant="ghost"
        className={`button--sm icon-action${danger ? ' icon-action--danger' : ''}`}
        aria-label={`${label} ${number}`}
        title={label}
        loading={rowBusy && busy?.action === kind}
        disabled={rowBusy && busy?.action !== kind}
        onClick={onClick}
      >
        <ActionIcon name={icon} />
      </LoadingButton>
    );
    return (
      <>
        {isFrozen(quote) ? null : action('edit', 'Modifier le devis', 'edit', () => onOpen(quote))}
        {action('pdf', 'Télécharger le devis', 'download', () => void download(quote))}
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
    <div className="quote-list compact-table">
      <div className="list-toolbar">
        <TextInput
          type="search"
          label="Rechercher un devis"
          value={search}
          onChange={setSearch}
          placeholder="Client, événement ou numéro"
          fieldClass="search-field"
        />
        <ToggleSwitch
          label="Afficher les devis terminés"
          checked={showFinished}
          onChange={setShowFinished}
        />
      </div>
      {pickMode && state.status === 'loaded' && visible.length > 0 ? (
        <p className="quote-list__hint">Choisissez le devis à modifier.</p>
      ) : null}

      {state.status === 'loading' ? <Spinner block label="Chargement des devis" /> : null}
      {state.status === 'failed' ? <LoadError what="les devis" onRetry={reload} /> : null}
      {state.status === 'loaded' && visible.length === 0 ? (
        <p className="empty-state">
          {state.data.length === 0
            ? 'Aucun devis pour le moment : créez-en un dans l’onglet Créer.'
            : 'Aucun devis ne correspond.'}
        </p>
      ) : null}
      {state.status === 'loaded' && visible.length > 0 ? (
        <SortableTable
          caption={pickMode ? 'Devis à modifier' : 'Devis'}
          columns={COLUMNS}
          rows={visible}
          rowKey={(quote) => quote.quote_id}
          actions={pickMode ? undefined : actions}
          onRowClick={pickMode ? onOpen : undefined}
          pageSizes={PAGE_SIZES}
          defaultPageSize={QUOTES_PAGE_SIZE}
          resetKey={`${search}|${showFinished}`}
          paginationLabel="Pagination des devis"
        />
      ) : null}

      <ConfirmDialog
        open={toDelete !== null}
        title="Supprimer le devis"
        message={`Le devis ${toDelete?.formatted_quote_id ?? ''} de ${toDelete?.client.client_name ?? ''} sera supprimé définitivement.`}
        confirmLabel="Supprimer"
        loading={busy?.action === 'delete'}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
