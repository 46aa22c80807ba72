import { formatDateFr } from '@app/shared/format';
import type { ReceivedInvitationDto } from '@app/shared/invitations';
import { joinRequestCreateSchema } from '@app/shared/join-requests';
import type { OrganizationInput } from '@app/shared/organization';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  addOrganization,
  answerInvitation,
  createJoinRequest,
  listMyJoinRequests,
  listReceivedInvitations,
} from './organization.api';
import { ButtonSwitcher } from '../../components/inputs/ButtonSwitcher';
import { useAreaMutation } from '../../hooks/useAreaMutation';
import { EmailForm } from '../../components/forms/EmailForm';
import { LoadingButton } from '../../components/buttons/LoadingButton';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { AREA_KEYS } from '../../api/query-client';
import { useRemote } from '../../hooks/useRemote';
import { Spinner } from '../../components/feedback/Spinner';
import { useSession } from '../../session/session';
import { OrganizationForm } from './OrganizationForm';
import { PendingJoinRequests } from './PendingJoinRequests';
import { announced } from '../../lib/server-result';
import { isFieldRefusal } from '../../api/form-request';

type Mode = 'create' | 'join';

const MODES = [
  { value: 'create', label: 'Créer' },
  { value: 'join', label: 'Rejoindre' },
] as const;

const JOIN_ID = 'join';

const ANSWERS = [
  { choice: 'accept', label: 'Accepter', variant: 'primary' },
  { choice: 'decline', label: 'Refuser', variant: 'secondary' },
] as const;

/**
 * Invitations are offered only to a proven address: until then, the way to prove it.
 * The link of an invitation mail works without it.
 */
function UnverifiedEmailNotice() {
  return (
    <p className="received-invitations received-invitations--unverified" role="note">
      Votre adresse email n’est pas encore confirmée : les invitations qui lui sont adressées
      apparaîtront ici une fois le lien de confirmation ouvert (<Link to="/profil">Mon profil</Link>{' '}
      permet de le renvoyer). Le lien d’une invitation reçue par email fonctionne dès maintenant.
    </p>
  );
}

/**
 * The invitations waiting for this person: joining is their choice. Accepting
 * takes them into the organization; declining removes the invitation.
 */
function ReceivedInvitations() {
  const navigate = useNavigate();
  const { setAuthenticated } = useSession();
  const invitations = useRemote([...AREA_KEYS.setup, 'invitations'], listReceivedInvitations);
  // A declined invitation leaves the list, read again.
  const reply = useAreaMutation(
    ({ id, choice }: { id: number; choice: 'accept' | 'decline' }) => answerInvitation(id, choice),
    [AREA_KEYS.setup],
  );
  const [answering, setAnswering] = useState<{ id: number; answer: 'accept' | 'decline' } | null>(
    null,
  );

  const answer = async (invitation: ReceivedInvitationDto, choice: 'accept' | 'decline') => {
    if (answering) return;
    setAnswering({ id: invitation.invitation_id, answer: choice });
    try {
      const result = await reply.mutateAsync({ id: invitation.invitation_id, choice });
      if (!announced(result)) return;
      if (choice !== 'accept') return;
      // The server has just answered under the session: `/` then shows the member's home.
      setAuthenticated(true);
      void navigate('/');
    } catch {
      // Network failure: the fetch helper already showed it.
    } finally {
      setAnswering(null);
    }
  };

  if (invitations.state.status !== 'loaded') return null;
  if (!invitations.state.data.email_verified) return <UnverifiedEmailNotice />;
  if (invitations.state.data.invitations.length === 0) return null;
  return (
    <section className="received-invitations" aria-labelledby="received-invitations-title">
      <h2 id="received-invitations-title">Invitations reçues</h2>
      <ul>
        {invitations.state.data.invitations.map((invitation) => (
          <li key={invitation.invitation_id}>
            <p>
              <strong>{invitation.organization_name}</strong> vous invite à la rejoindre (
              {invitation.invited_by ? `invitation de ${invitation.invited_by}, ` : ''}le{' '}
              {formatDateFr(invitation.created_at)}).
            </p>
            <div className="received-invitations__actions">
              {ANSWERS.map(({ choice, label, variant }) => (
                <LoadingButton
                  key={choice}
                  variant={variant}
                  loading={
                    answering?.id === invitation.invitation_id && answering.answer === choice
                  }
                  onClick={() => void answer(invitation, choice)}
                  aria-label={`${label} l’invitation de ${invitation.organization_name}`}
                >
                  {label}
                </LoadingButton>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Rejoindre: once sent, the page shows the pending request (`onSent`). */
function JoinOrganizationForm({ onSent }: { onSent: () => void }) {
  const send = async (checked: string) => {
    const result = await createJoinRequest(checked);
    if (announced(result)) onSent();
  };

  return (
    <EmailForm
      aria-label="Rejoindre une organisation"
      submitLabel="Envoyer la demande"
      schema={joinRequestCreateSchema}
      idPrefix={JOIN_ID}
      emailLabel="Email de l'organisation"
      send={send}
    >
      <p className="auth-card__intro">
        Saisissez l’email de l’organisation : un de ses membres validera votre demande, puis vous
        aurez accès à l’application.
      </p>
    </EmailForm>
  );
}

/** Create an organization, or ask to join one. */
function SetupForms({ onJoinRequested }: { onJoinRequested: () => void }) {
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>('create');

  const create = async (input: OrganizationInput) => {
    const result = await addOrganization(input);
    // A refusal about a field goes back to the form, which shows it under that field.
    if (isFieldRefusal(result)) return result;
    if (announced(result)) void navigate('/payment/create');
  };

  return (
    <>
      <p className="auth-card__intro">
        Créez l’organisation de votre association ou entreprise, ou demandez à rejoindre une
        organisation existante.
      </p>
      <ButtonSwitcher
        label="Créer ou rejoindre une organisation"
        options={MODES}
        value={mode}
        onChange={setMode}
      />
      {mode === 'create' ? (
        <OrganizationForm
          idPrefix="create"
          label="Créer une organisation"
          submitLabel="Créer l'organisation"
          onSubmit={create}
        />
      ) : (
        <JoinOrganizationForm onSent={onJoinRequested} />
      )}
    </>
  );
}

/** The forms, or the pending requests instead of them while any is waiting. */
function SetupBody() {
  const myRequests = useRemote([...AREA_KEYS.setup, 'requests'], listMyJoinRequests);
  const { state } = myRequests;
  if (state.status === 'loading') return <Spinner block />;
  const pending = state.status === 'loaded' ? state.data : [];
  if (pending.length > 0) {
    return <PendingJoinRequests requests={pending} />;
  }
  return <SetupForms onJoinRequested={myRequests.reload} />;
}

export default function OrganizationSetupPage() {
  useDocumentTitle('Organisation');
  const { signOut } = useSession();

  return (
    <section className="page auth-page" aria-labelledby="page-title">
      <div className="auth-card auth-card--wide">
        <div className="auth-card__header">
          <h1 id="page-title" className="page__title">
            Organisation
          </h1>
          <button
            type="button"
            className="button button--ghost button--sm"
            onClick={() => void signOut()}
          >
            Se déconnecter
          </button>
        </div>
        <ReceivedInvitations />
        <SetupBody />
      </div>
    </section>
  );
}
