import { formatDateFr } from '@app/shared/format';
import { MSG_NO_PENDING_REQUEST, type JoinRequestDto } from '@app/shared/organization';
import { useCallback, useEffect, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { deleteJoinRequest, listJoinRequests, validateJoinRequest } from './organization.api';
import { LoadError } from '../../components/LoadError';
import { LoadingButton } from '../../components/LoadingButton';
import { Pagination, pageCountOf, pageSlice } from '../../components/Pagination';
import { Spinner } from '../../components/Spinner';
import { TextInput } from '../../components/TextInput';
import { ORGANIZATION_PAGE_SIZE } from './MembersTable';

export const REQUEST_STATUS_LABELS: Record<JoinRequestDto['status'], string> = {
  Pending: 'En attente',
  Validated: 'Validée',
  Refused: 'Refusée',
};

type ListState =
  { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; requests: JoinRequestDto[] };

type RowAction = { requestId: number; kind: 'validate' | 'delete' };

/** Case-insensitive match on the name, email, date and status as shown. */
export function matchesRequest(request: JoinRequestDto, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase('fr');
  if (needle === '') return true;
  return [
    request.name,
    request.email,
    formatDateFr(request.created_at),
    REQUEST_STATUS_LABELS[request.status],
  ].some((value) => value.toLocaleLowerCase('fr').includes(needle));
}

export function JoinRequestsTab({ onMembersChanged }: { onMembersChanged: () => void }) {
  const [state, setState] = useState<ListState>({ status: 'loading' });
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [action, setAction] = useState<RowAction | null>(null);

  const load = useCallback((signal?: AbortSignal) => {
    setState({ status: 'loading' });
    listJoinRequests(signal).then(
      (result) =>
        setState(result ? { status: 'loaded', requests: result.requests } : { status: 'failed' }),
      () => {
        if (!signal?.aborted) setState({ status: 'failed' });
      },
    );
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const requests = useMemo(() => (state.status === 'loaded' ? state.requests : []), [state]);
  const filtered = useMemo(
    () => requests.filter((request) => matchesRequest(request, search)),
    [requests, search],
  );
  const pageCount = pageCountOf(filtered.length, ORGANIZATION_PAGE_SIZE);
  const current = Math.min(page, pageCount);

  const remove = (requestId: number) =>
    setState((previous) =>
      previous.status === 'loaded'
        ? {
            ...previous,
            requests: previous.requests.filter((request) => request.request_id !== requestId),
          }
        : previous,
    );

  const run = async (request: JoinRequestDto, kind: RowAction['kind']) => {
    setAction({ requestId: request.request_id, kind });
    try {
      const result =
        kind === 'validate'
          ? await validateJoinRequest(request.request_id)
          : await deleteJoinRequest(request.request_id);
      if (!result) return;
      toast.success(result.message);
      remove(request.request_id);
      if (kind === 'validate') onMembersChanged();
    } catch {
      // Network failure: the fetch helper already showed it.
    } finally {
      setAction(null);
    }
  };

  if (state.status === 'loading') return <Spinner block label="Chargement des demandes" />;
  if (state.status === 'failed') {
    return <LoadError what="les demandes" onRetry={() => load()} />;
  }
  if (requests.length === 0) return <p className="empty-state">{MSG_NO_PENDING_REQUEST}</p>;

  return (
    <>
      <TextInput
        type="search"
        label="Rechercher une demande"
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
        placeholder="Nom, email, date…"
        fieldClass="search-field"
      />
      {filtered.length === 0 ? (
        <p className="empty-state">Aucune demande ne correspond à la recherche.</p>
      ) : (
        <div className="table-wrapper">
          <table className="data-table">
            <caption className="sr-only">Demandes pour rejoindre l’organisation</caption>
            <thead>
              <tr>
                <th scope="col">Nom</th>
                <th scope="col">Email</th>
                <th scope="col">Date</th>
                <th scope="col">Statut</th>
                <th scope="col">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {pageSlice(filtered, current, ORGANIZATION_PAGE_SIZE).map((request) => {
                const busy = action?.requestId === request.request_id;
                return (
                  <tr key={request.request_id}>
                    <td data-label="Nom">{request.name}</td>
                    <td data-label="Email">{request.email}</td>
                    <td data-label="Date">{formatDateFr(request.created_at)}</td>
                    <td data-label="Statut">{REQUEST_STATUS_LABELS[request.status]}</td>
                    <td className="data-table__actions">
                      {request.status === 'Pending' ? (
                        <LoadingButton
                          className="button--sm"
                          aria-label={`Valider la demande de ${request.name}`}
                          loading={busy && action?.kind === 'validate'}
                          disabled={busy && action?.kind !== 'validate'}
                          onClick={() => void run(request, 'validate')}
                        >
                          Valider
                        </LoadingButton>
                      ) : null}
                      <LoadingButton
                        variant="secondary"
                        className="button--sm"
                        aria-label={`Supprimer la demande de ${request.name}`}
                        loading={busy && action?.kind === 'delete'}
                        disabled={busy && action?.kind !== 'delete'}
                        onClick={() => void run(request, 'delete')}
                      >
                        Supprimer
                      </LoadingButton>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <Pagination
        page={current}
        pageCount={pageCount}
        onChange={setPage}
        label="Pagination des demandes"
      />
    </>
  );
}
