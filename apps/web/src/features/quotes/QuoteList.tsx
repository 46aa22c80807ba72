import type { QuoteListItem } from '@app/shared/quotes';
import {
  DocumentList,
  matchesSearch,
  type DocumentListTexts,
  type ServerSearch,
} from '../../components/documents/DocumentList';
import {
  dateColumn,
  eurosColumn,
  textColumn,
} from '../../components/documents/DocumentListColumns';
import { EmailDocumentDialog } from '../../components/documents/EmailDocumentDialog';
import { SentMention } from '../../components/documents/SentMention';
import type { TableColumn } from '../../components/lists/SortableTable';
import { StatusBadge } from '../../components/feedback/StatusBadge';
import { ToggleSwitch } from '../../components/inputs/ToggleSwitch';
import type { RemoteData } from '../../hooks/useRemoteData';
import { isFrozen } from './quote-status';
import { useQuoteRowActions } from './QuoteRowActions';
import { QuoteStatusIcon, quoteStatusKind } from './QuoteStatusIcon';

import { QUOTES_PAGE_SIZE } from './useQuotesPage';

export interface QuoteListProps {
  state: RemoteData<QuoteListItem[]>;
  reload: () => void;
  onOpen: (quote: QuoteListItem) => void;
  /** Modifier without a quote: no actions, a click on a row opens it (spec §2). */
  pickMode?: boolean;
  /** Whether the quotes whose invoice is validated show (remembered as showFinished). */
  showFinished: boolean;
  onShowFinishedChange: (show: boolean) => void;
  /** The rows are a page of the server's, which searched, filtered and sorted them. */
  server?: ServerSearch;
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

const COLUMNS: readonly TableColumn<QuoteListItem>[] = [
  {
    key: 'id',
    label: 'ID',
    render: (quote) => (
      <span className="document-number">
        <span>{quote.formatted_quote_id}</span>
        <SentMention sentAt={quote.last_sent_at} />
        <MovementBadges quote={quote} />
      </span>
    ),
    sortValue: (quote) => quote.formatted_quote_id,
    className: 'document-list__nowrap',
  },
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

/** Out, overdue, units missing at the return. */
function MovementBadges({ quote }: { quote: QuoteListItem }) {
  if (quote.missing > 0) {
    return <StatusBadge look={{ label: `${quote.missing} manquant(s)`, tone: 'danger' }} />;
  }
  if (quote.overdue) return <StatusBadge look={{ label: 'En retard', tone: 'warning' }} />;
  if (quote.departed_on !== null && quote.returned_on === null) {
    return <StatusBadge look={{ label: 'Sorti', tone: 'info' }} />;
  }
  return null;
}

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
export function QuoteList({
  state,
  reload,
  onOpen,
  pickMode = false,
  showFinished,
  onShowFinishedChange,
  server,
}: QuoteListProps) {
  const { actions, deletion, email } = useQuoteRowActions({ onOpen });

  return (
    <>
      <DocumentList
        className="quote-list compact-table"
        texts={TEXTS}
        state={state}
        reload={reload}
        matches={(quote, search) =>
          (showFinished || !isFrozen(quote)) && matchesQuote(quote, search)
        }
        filters={
          <ToggleSwitch
            label="Afficher les devis terminés"
            checked={showFinished}
            onChange={onShowFinishedChange}
          />
        }
        filtersKey={String(showFinished)}
        columns={COLUMNS}
        rowKey={(quote) => quote.quote_id}
        actions={actions}
        onOpen={onOpen}
        pickMode={pickMode}
        pageSize={QUOTES_PAGE_SIZE}
        deletion={deletion}
        server={server}
      />
      <EmailDocumentDialog opened={email.opened} onClose={email.close} />
    </>
  );
}
