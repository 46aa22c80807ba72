import { formatDateFr } from '@app/shared/format';
import type { MyJoinRequestDto } from '@app/shared/join-requests';
import { useState } from 'react';
import { LoadingButton } from '../../components/buttons/LoadingButton';
import { AREA_KEYS } from '../../api/query-client';
import { useAreaMutation } from '../../hooks/useAreaMutation';
import { announced } from '../../lib/server-result';
import { cancelMyJoinRequest } from './organization.api';

export interface PendingJoinRequestsProps {
  requests: MyJoinRequestDto[];
}

/**
 * A person waiting for an organization to accept them sees so (organization, date of
 * the request) and may withdraw the request, instead of an empty creation form.
 */
export function PendingJoinRequests({ requests }: PendingJoinRequestsProps) {
  const [cancelling, setCancelling] = useState<number | null>(null);
  // A withdrawn request leaves the list, read again: without one, the page shows its forms.
  const withdrawal = useAreaMutation(cancelMyJoinRequest, [AREA_KEYS.setup]);

  const cancel = async (request: MyJoinRequestDto) => {
    if (cancelling !== null) return;
    setCancelling(request.request_id);
    try {
      announced(await withdrawal.mutateAsync(request.request_id));
    } catch {
      // Network failure: the fetch helper already showed it.
    } finally {
      setCancelling(null);
    }
  };

  return (
    <section className="received-invitations" aria-labelledby="pending-requests-title">
      <h2 id="pending-requests-title">
        {requests.length > 1 ? 'Demandes en attente' : 'Demande en attente'}
      </h2>
      <ul>
        {requests.map((request) => (
          <li key={request.request_id}>
            <p>
              Vous avez demandé à rejoindre <strong>{request.organization_name}</strong> le{' '}
              {formatDateFr(request.created_at)}.
            </p>
            <p>
              Un membre de l’organisation doit valider votre demande : vous aurez alors accès à
              l’application.
            </p>
            <div className="received-invitations__actions">
              <LoadingButton
                variant="secondary"
                loading={cancelling === request.request_id}
                onClick={() => void cancel(request)}
                aria-label={`Annuler la demande à ${request.organization_name}`}
              >
                Annuler la demande
              </LoadingButton>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
