import { formatDateFr } from '@app/shared/format';
import type { SentInvitationDto } from '@app/shared/invitations';
import { addOrganizationUserSchema } from '@app/shared/organization';
import { useState } from 'react';
import { addOrganizationUser, cancelInvitation, listSentInvitations } from './organization.api';
import { assignableRoles, ROLE_LABELS, type Role } from '@app/shared/roles';
import { EmailForm } from '../../components/EmailForm';
import { LabelledSelect } from '../../components/LabelledSelect';
import { RoleLock } from '../../components/RoleLock';
import { useSession } from '../../session/session';
import { useCan } from '../../session/useCan';
import { LoadError } from '../../components/LoadError';
import { LoadingButton } from '../../components/LoadingButton';
import { Spinner } from '../../components/Spinner';
import { useRemoteData } from '../../hooks/useRemoteData';
import { announced } from '../../lib/server-result';

const ID = 'add-member';

/**
 * Spec "Ajouter": an email and "Ajouter à l'organisation". The person is invited, never added
 * without consent: they accept or decline when they sign in. Pending invitations are listed below,
 * each can be withdrawn.
 */
export function AddMemberTab() {
  const invitations = useRemoteData(listSentInvitations);
  const { role: myRole } = useSession();
  // The roles one may invite with (issue #28): any for an owner, member or viewer for an admin.
  const choices = assignableRoles(myRole ?? 'owner');
  const [role, setRole] = useState<Role>('member');

  const invite = async (checked: string, clear: () => void) => {
    const result = await addOrganizationUser(checked, role);
    if (!announced(result)) return;
    clear();
    invitations.reload();
  };

  return (
    <div className="organization-section card-panel card-panel--roomy">
      <RoleLock action="members">
        <EmailForm
          className="narrow-form"
          aria-label="Ajouter un membre"
          submitLabel="Ajouter à l'organisation"
          schema={addOrganizationUserSchema}
          idPrefix={ID}
          emailLabel="Email de l'utilisateur"
          send={invite}
          after={
            <LabelledSelect
              id={`${ID}-role`}
              label="Rôle"
              value={role}
              onChange={(raw) => setRole(raw as Role)}
            >
              {(choices.length > 0 ? choices : (['member'] as Role[])).map((choice) => (
                <option key={choice} value={choice}>
                  {ROLE_LABELS[choice]}
                </option>
              ))}
            </LabelledSelect>
          }
        >
          <p>
            La personne reçoit une invitation qu’elle accepte ou refuse à sa prochaine connexion ;
            si elle n’a pas encore de compte, elle la trouvera en s’inscrivant avec cet email.
          </p>
        </EmailForm>
      </RoleLock>
      <SentInvitations invitations={invitations} />
    </div>
  );
}

/** The invitations sent and not yet answered, each can be withdrawn. */
function SentInvitations({
  invitations,
}: {
  invitations: ReturnType<typeof useRemoteData<SentInvitationDto[]>>;
}) {
  const [cancelling, setCancelling] = useState<number | null>(null);
  const { allowed } = useCan('members');

  const cancel = async (invitation: SentInvitationDto) => {
    setCancelling(invitation.invitation_id);
    try {
      const result = await cancelInvitation(invitation.invitation_id);
      if (!announced(result)) return;
      invitations.update((list) =>
        list.filter((item) => item.invitation_id !== invitation.invitation_id),
      );
    } catch {
      // Network failure: the fetch helper already showed it.
    } finally {
      setCancelling(null);
    }
  };

  return (
    <section aria-labelledby="sent-invitations-title" className="sent-invitations">
      <h2 id="sent-invitations-title" className="organization-section__title">
        Invitations en attente
      </h2>
      {invitations.state.status === 'loading' ? (
        <Spinner label="Chargement des invitations" />
      ) : null}
      {invitations.state.status === 'failed' ? (
        <LoadError what="les invitations" onRetry={invitations.reload} />
      ) : null}
      {invitations.state.status === 'loaded' && invitations.state.data.length === 0 ? (
        <p className="empty-state">Aucune invitation en attente.</p>
      ) : null}
      {invitations.state.status === 'loaded' && invitations.state.data.length > 0 ? (
        <ul className="sent-invitations__list">
          {invitations.state.data.map((invitation) => (
            <li key={invitation.invitation_id}>
              <span>
                <strong>{invitation.email}</strong>
                <span className="sent-invitations__meta">
                  {' '}
                  — {ROLE_LABELS[invitation.role]}, le {formatDateFr(invitation.created_at)}
                  {invitation.invited_by ? ` par ${invitation.invited_by}` : ''}
                </span>
              </span>
              {allowed ? (
                <LoadingButton
                  type="button"
                  variant="secondary"
                  className="button--sm"
                  loading={cancelling === invitation.invitation_id}
                  onClick={() => void cancel(invitation)}
                  aria-label={`Annuler l’invitation de ${invitation.email}`}
                >
                  Annuler
                </LoadingButton>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
