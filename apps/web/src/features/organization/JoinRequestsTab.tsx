import { formatDateFr } from '@app/shared/format';
import { MSG_NO_PENDING_REQUEST, type JoinRequestDto } from '@app/shared/join-requests';
import { useMemo, useState } from 'react';
import { deleteJoinRequest, listJoinRequests, validateJoinRequest } from './organization.api';
import { LoadError } from '../../components/feedback/LoadError';
import { useAreaMutation } from '../../hooks/useAreaMutation';
import { LoadingButton } from '../../components/buttons/LoadingButton';
import { Spinner } from '../../components/feedback/Spinner';
import { EntitySearch } from '../../components/lists/EntitySearch';
import { AREA_KEYS } from '../../api/query-client';
import { useRemote } from '../../hooks/useRemote';
import { useOrganizationPages } from './MembersTable';
import { useCan } from '../../session/useCan';
import { announced } from '../../lib/server-result';

export const REQUEST_STATUS_LABELS: Record<JoinRequestDto['status'], string> = {
  Pending: 'En attente',
  Validated: 'Validée',
  Refused: 'Refusée',
};

type RowAction = { requestId: number; kind: 'validate' | 'delete' };

const ROW_ACTIONS = [
  { kind: 'validate', label: 'Valider', variant: 'primary', pendingOnly: true },
  { kind: 'delete', label: 'Supprimer', variant: 'secondary', pendingOnly: false },
] as const;

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
  const list = useRemote([...AREA_KEYS.joinRequests, 'list'], listJoinRequests);
  const [search, setSearch] = useState('');
  const [action, setAction] = useState<RowAction | null>(null);

  const { state } = list;
  const requests = useMemo(() => (state.status === 'loaded' ? state.data.requests : []), [state]);
  const filtered = useMemo(
    () => requests.filter((request) => matchesRequest(request, search)),
    [requests, search],
  );
  const pages = useOrganizationPages(filtered, 'Pagination des demandes');

  // A request validated or deleted leaves the list, read again; a validated one adds a member.
  const validation = useAreaMutation(validateJoinRequest, [
    AREA_KEYS.joinRequests,
    AREA_KEYS.members,
  ]);
  const deletion = useAreaMutation(deleteJoinRequest, [AREA_KEYS.joinRequests]);

  const run = async (request: JoinRequestDto, kind: RowAction['kind']) => {
    setAction({ requestId: request.request_id, kind });
    try {
      const result =
        kind === 'validate'
          ? await validation.mutateAsync(request.request_id)
          : await deletion.mutateAsync(request.request_id);
      if (!announced(result)) return;
      if (kind === 'validate') onMembersChanged();
    } catch {
      // Network failure: the fetch helper already showed it.
    } finally {
      setAction(null);
    }
  };

  if (state.status === 'loading') return <Spinner block label="Chargement des demandes" />;
  if (state.status === 'failed') {
    return <LoadError what="les demandes" onRetry={list.reload} />;
  }
  if (requests.length === 0) return <p className="empty-state">{MSG_NO_PENDING_REQUEST}</p>;

  return (
    <>
      <EntitySearch
        label="Rechercher une demande"
        placeholder="Nom, email, date…"
        value={search}
        onChange={(value) => {
          setSearch(value);
          pages.firstPage();
        }}
      />
      {filtered.length === 0 ? (
        <p className="empty-state">Aucune demande ne correspond à la recherche.</p>
      ) : (
        <JoinRequestsTable requests={pages.visible} action={action} onRun={run} />
      )}
      {pages.pagination}
    </>
  );
}

interface JoinRequestsTableProps {
  requests: readonly JoinRequestDto[];
  /** The action running on a row, whose buttons wait for it. */
  action: RowAction | null;
  onRun: (request: JoinRequestDto, kind: RowAction['kind']) => Promise<void>;
}

function JoinRequestsTable({ requests, action, onRun }: JoinRequestsTableProps) {
  // Validating and refusing are an admin's: the others see the requests only.
  const { allowed } = useCan('members');
  return (
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
          {requests.map((request) => {
            const busy = action?.requestId === request.request_id;
            return (
              <tr key={request.request_id}>
                <td data-label="Nom">{request.name}</td>
                <td data-label="Email">{request.email}</td>
                <td data-label="Date">{formatDateFr(request.created_at)}</td>
                <td data-label="Statut">{REQUEST_STATUS_LABELS[request.status]}</td>
                <td className="data-table__actions">
                  {ROW_ACTIONS.filter(
                    ({ pendingOnly }) => allowed && (!pendingOnly || request.status === 'Pending'),
                  ).map(({ kind, label, variant }) => (
                    <LoadingButton
                      key={kind}
                      variant={variant}
                      className="button--sm"
                      aria-label={`${label} la demande de ${request.name}`}
                      loading={busy && action?.kind === kind}
                      disabled={busy && action?.kind !== kind}
                      onClick={() => void onRun(request, kind)}
                    >
                      {label}
                    </LoadingButton>
                  ))}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
