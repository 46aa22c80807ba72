import {
  RECEIVED_STATUSES,
  type ReceivedDocumentDto,
  type ReceivedStatus,
} from '@app/shared/purchase-invoices';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { loadedOrThrow } from '../../api/query-client';
import { LoadError } from '../../components/feedback/LoadError';
import { Spinner } from '../../components/feedback/Spinner';
import { ButtonSwitcher } from '../../components/inputs/ButtonSwitcher';
import { Pagination, pageCountOf } from '../../components/lists/Pagination';
import { getReceivedDocuments, RECEIVED_KEY } from './received.api';
import { EMPTY, STATUS_LABELS } from './received-labels';
import { ReceivedCard, type ReceivedActions } from './ReceivedCard';
import { useReceivedActions } from './useReceivedActions';

export const RECEIVED_PAGE_SIZE = 25;

/** The page of documents of one status, the previous one kept on screen while the next is read. */
function useReceivedDocuments(status: ReceivedStatus, page: number) {
  const query = useQuery({
    queryKey: [...RECEIVED_KEY, 'list', status, page],
    queryFn: async ({ signal }) =>
      loadedOrThrow(
        await getReceivedDocuments({ status, page, page_size: RECEIVED_PAGE_SIZE }, signal),
      ),
    placeholderData: keepPreviousData,
  });
  const queryClient = useQueryClient();
  const reload = () => void queryClient.invalidateQueries({ queryKey: RECEIVED_KEY });
  return { query, reload };
}

function DocumentsPage({
  shown,
  status,
  page,
  onPage,
  actions,
}: {
  shown: { items: ReceivedDocumentDto[]; total: number } | undefined;
  status: ReceivedStatus;
  page: number;
  onPage: (page: number) => void;
  actions: ReceivedActions;
}) {
  if (!shown) return <Spinner block label="Chargement des factures reçues" />;
  if (shown.items.length === 0) return <p className="empty-state">{EMPTY[status]}</p>;
  return (
    <>
      <ul
        className="received-list__items"
        aria-label={`Factures ${STATUS_LABELS[status].toLowerCase()}`}
      >
        {shown.items.map((document) => (
          <ReceivedCard key={document.received_document_id} document={document} actions={actions} />
        ))}
      </ul>
      <Pagination
        page={page}
        pageCount={pageCountOf(shown.total, RECEIVED_PAGE_SIZE)}
        onChange={onPage}
        label="Pagination des factures reçues"
      />
    </>
  );
}

/** The received documents of one status: the filter with its counts, the page, its actions. */
export function ReceivedList() {
  const [status, setStatus] = useState<ReceivedStatus>('to_book');
  const [page, setPage] = useState(1);
  const { query, reload } = useReceivedDocuments(status, page);
  const actions = useReceivedActions();
  const counts = query.data?.counts;
  const options = RECEIVED_STATUSES.map((value) => ({
    value,
    label: `${STATUS_LABELS[value]}${counts ? ` (${counts[value]})` : ''}`,
  }));
  const shown = query.isPlaceholderData ? undefined : query.data;
  const failed = query.isError && !query.isFetching;

  return (
    <section className="received-list" aria-labelledby="received-list-title">
      <h2 id="received-list-title" className="received-list__title">
        Documents reçus
      </h2>
      <ButtonSwitcher
        label="Statut des factures reçues"
        options={options}
        value={status}
        onChange={(next) => {
          setStatus(next);
          setPage(1);
        }}
        className="received-list__filter"
      />
      {failed ? (
        <LoadError what="les factures reçues" onRetry={reload} />
      ) : (
        <DocumentsPage
          shown={shown}
          status={status}
          page={page}
          onPage={setPage}
          actions={actions}
        />
      )}
    </section>
  );
}
