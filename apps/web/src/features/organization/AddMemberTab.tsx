import { formatDateFr } from '@app/shared/format';
import { INVITATION_LIFETIME_DAYS, type SentInvitationDto } from '@app/shared/invitations';
import { addOrganizationUserSchema } from '@app/shared/organization';
import { useState } from 'react';
import { addOrganizationUser, cancelInvitation, listSentInvitations } from './organization.api';
import { assignableRoles, ROLE_LABELS, type Role } from '@app/shared/roles';
import { EmailForm } from '../../components/forms/EmailForm';
import { LabelledSelect } from '../../components/inputs/LabelledSelect';
import { RoleLock } from '../../components/feedback/RoleLock';
import { useSession } from '../../session/session';
import { useCan } from '../../session/useCan';
import { LoadError } from '../../components/feedback/LoadError';
import { LoadingButton } from '../../components/buttons/LoadingButton';
import { Spinner } from '../../components/feedback/Spinner';
import { AREA_KEYS } from '../../api/query-client';
import { useRemote, type Remote } from '../../hooks/useRemote';
import { announced } from '../../lib/server-result';
import { useAreaMutation } from '../../hooks/useAreaMutation';

const ID = 'add-member';

/**
 * Spec "Ajouter": an email and "Ajouter à l'organisation". The person is invited, never added
 * without consent: they accept or decline when they sign in. Pending invitations are listed below,
 * each can be withdrawn.
 */
export function AddMemberTab() {
  const invitations = useRemote([...AREA_KEYS.invitations, 'sent'], listSentInvitations);
  const { role: myRole } = useSession();
  // The roles one may invite with: any for an owner, member or viewer for an admin.
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
            La personne reçoit par email une invitation valable {INVITATION_LIFETIME_DAYS} jours :
            elle l’accepte par le lien du message, ou à sa connexion une fois cette adresse
            confirmée sur son compte.
          </p>
        </EmailForm>
      </RoleLock>
      <SentInvitations invitations={invitations} />
    </div>
  );
}

/** The invitations sent and not yet answered, each can be withdrawn; an expired one sent again. */
function SentInvitations({ invitations }: { invitations: Remote<SentInvitationDto[]> }) {
  const [busy, setBusy] = useState<{ id: number; action: 'cancel' | 'resend' } | null>(null);

  const resend = async (invitation: SentInvitationDto) => {
    setBusy({ id: invitation.invitation_id, action: 'resend' });
    try {
      if (announced(await addOrganizationUser(invitation.email, invitation.role))) {
        invitations.reload();
      }
    } catch {
      // Network failure: the fetch helper already showed it.
    } finally {
      setBusy(null);
    }
  };
  const { allowed } = useCan('members');
  const cancelling = useAreaMutation(cancelInvitation, [AREA_KEYS.invitations]);

  const cancel = async (invitation: SentInvitationDto) => {
    setBusy({ id: invitation.invitation_id, action: 'cancel' });
    try {
      announced(await cancelling.mutateAsync(invitation.invitation_id));
    } catch {
      // Network failure: the fetch helper already showed it.
    } finally {
      setBusy(null);
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
            <SentInvitationItem
              key={invitation.invitation_id}
              invitation={invitation}
              busy={busy?.id === invitation.invitation_id ? busy.action : null}
              onCancel={allowed ? () => void cancel(invitation) : undefined}
              onResend={allowed ? () => void resend(invitation) : undefined}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

interface SentInvitationItemProps {
  invitation: SentInvitationDto;
  /** The action under way on this invitation, if any. */
  busy: 'cancel' | 'resend' | null;
  /** Undefined when the caller's role may not manage invitations: no button. */
  onCancel: (() => void) | undefined;
  onResend: (() => void) | undefined;
}

/**
 * One invitation sent: to whom, with which role, when, by whom, until when; "Renvoyer" once it
 * has expired.
 */
function SentInvitationItem({ invitation, busy, onCancel, onResend }: SentInvitationItemProps) {
  return (
    <li>
      <span>
        <strong>{invitation.email}</strong>
        <span className="sent-invitations__meta">
          {' '}
          — {ROLE_LABELS[invitation.role]}, le {formatDateFr(invitation.created_at)}
          {invitation.invited_by ? ` par ${invitation.invited_by}` : ''}
          {invitation.expired ? ', expirée' : `, expire le ${formatDateFr(invitation.expires_at)}`}
        </span>
      </span>
      <span className="sent-invitations__actions">
        {invitation.expired && onResend ? (
          <LoadingButton
            type="button"
            variant="secondary"
            className="button--sm"
            loading={busy === 'resend'}
            onClick={onResend}
            aria-label={`Renvoyer l’invitation de ${invitation.email}`}
          >
            Renvoyer
          </LoadingButton>
        ) : null}
        {onCancel ? (
          <LoadingButton
            type="button"
            variant="secondary"
            className="button--sm"
            loading={busy === 'cancel'}
            onClick={onCancel}
            aria-label={`Annuler l’invitation de ${invitation.email}`}
          >
            Annuler
          </LoadingButton>
        ) : null}
      </span>
    </li>
  );
}
