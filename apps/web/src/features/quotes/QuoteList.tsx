import type { QuoteListItem } from '@app/shared/quotes';
import { Link } from 'react-router-dom';
import { AREA_KEYS } from '../../api/query-client';
import {
  dateColumn,
  eurosColumn,
  textColumn,
} from '../../components/documents/DocumentListColumns';
import { EmailDocumentDialog } from '../../components/documents/EmailDocumentDialog';
import { SentMention } from '../../components/documents/SentMention';
import {
  PagedEntityListPage,
  type EntityListTexts,
} from '../../components/lists/PagedEntityListPage';
import { HiddenNotice } from '../../components/lists/HiddenNotice';
import { RowDeletionDialog } from '../../components/lists/RowDeletion';
import type { TableColumn } from '../../components/lists/SortableTable';
import { StatusBadge } from '../../components/feedback/StatusBadge';
import { ToggleSwitch } from '../../components/inputs/ToggleSwitch';
import { useQuoteRowActions } from './QuoteRowActions';
import { QuoteStatusIcon, quoteStatusKind } from './QuoteStatusIcon';
import { QUOTES_PAGE_SIZE, useQuotesPage, type QuotesPage } from './useQuotesPage';

export interface QuoteListProps {
  onOpen: (quote: QuoteListItem) => void;
  /** Modifier without a quote: no actions, a click on a row opens it (spec §2). */
  pickMode?: boolean;
}

/**
 * The list's columns. The number links to the quote's page (it opens in a new tab too), except in
 * pick mode, where a click on the row opens the quote in Modifier.
 */
const columns = (pickMode: boolean): readonly TableColumn<QuoteListItem>[] => [
  {
    key: 'id',
    label: 'ID',
    render: (quote) => (
      <span className="document-number">
        {pickMode ? (
          <span>{quote.formatted_quote_id}</span>
        ) : (
          <Link to={`/quote/${quote.quote_id}`}>{quote.formatted_quote_id}</Link>
        )}
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

const LIST_COLUMNS = columns(false);
const PICK_COLUMNS = columns(true);

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

const TEXTS: EntityListTexts = {
  title: 'Devis',
  search: 'Rechercher un devis',
  searchPlaceholder: 'Client, événement ou numéro',
  loading: 'Chargement des devis',
  loadFailed: 'les devis',
  empty: 'Aucun devis pour le moment : créez-en un dans l’onglet Créer.',
  noMatch: 'Aucun devis ne correspond.',
  pagination: 'Pagination des devis',
};

const PICK_TEXTS: EntityListTexts = { ...TEXTS, title: 'Devis à modifier' };

/** Above the rows in pick mode. */
const pickHint = (page: QuotesPage) =>
  page.total > 0 ? <p className="document-list__hint">Choisissez le devis à modifier.</p> : null;

/** The Liste tab of /quote, and the Modifier tab's list to choose a quote from. */
export function QuoteList({ onOpen, pickMode = false }: QuoteListProps) {
  const { showFinished, setShowFinished, fetchQuotes } = useQuotesPage();
  const { actions, deletion, email } = useQuoteRowActions({ onOpen });

  return (
    <PagedEntityListPage<QuoteListItem, never, QuotesPage>
      tab
      className="document-list quote-list compact-table"
      texts={pickMode ? PICK_TEXTS : TEXTS}
      scope={String(showFinished)}
      queryKey={AREA_KEYS.quotes}
      fetchPage={fetchQuotes}
      columns={pickMode ? PICK_COLUMNS : LIST_COLUMNS}
      keyOf={(quote) => quote.quote_id}
      filters={{
        controls: (
          <ToggleSwitch
            label="Afficher les devis terminés"
            checked={showFinished}
            onChange={setShowFinished}
          />
        ),
      }}
      // Finished quotes hidden by the switch: an empty page says nothing matches.
      filtered={(page) => page.hidden === true}
      notice={(page: QuotesPage) => (
        <>
          {showFinished ? null : (
            <HiddenNotice
              text="Les devis terminés sont masqués."
              onShow={() => setShowFinished(true)}
            />
          )}
          {pickMode ? pickHint(page) : null}
        </>
      )}
      rowActions={pickMode ? undefined : actions}
      onRowClick={pickMode ? onOpen : undefined}
      pageSize={QUOTES_PAGE_SIZE}
    >
      <RowDeletionDialog deletion={deletion} />
      <EmailDocumentDialog opened={email.opened} onClose={email.close} />
    </PagedEntityListPage>
  );
}
