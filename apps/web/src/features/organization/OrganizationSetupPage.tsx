import { formatDateFr } from '@app/shared/format';
import {
  joinRequestCreateSchema,
  type OrganizationInput,
  type ReceivedInvitationDto,
} from '@app/shared/organization';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { endSession } from '../auth/auth.api';
import {
  addOrganization,
  answerInvitation,
  createJoinRequest,
  listReceivedInvitations,
} from './organization.api';
import { ButtonSwitcher } from '../../components/ButtonSwitcher';
import { EmailForm } from '../../components/EmailForm';
import { LoadingButton } from '../../components/LoadingButton';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useRemoteData } from '../../hooks/useRemoteData';
import { useSession } from '../../session/session';
import { OrganizationForm } from './OrganizationForm';
import { announced } from '../../lib/server-result';

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
 * The invitations waiting for this person (issue #20 §3): joining is their choice. Accepting
 * takes them into the organization; declining removes the invitation.
 */
function ReceivedInvitations() {
  const navigate = useNavigate();
  const invitations = useRemoteData(listReceivedInvitations);
  const [answering, setAnswering] = useState<{ id: number; answer: 'accept' | 'decline' } | null>(
    null,
  );

  const answer = async (invitation: ReceivedInvitationDto, choice: 'accept' | 'decline') => {
    if (answering) return;
    setAnswering({ id: invitation.invitation_id, answer: choice });
    try {
      const result = await answerInvitation(invitation.invitation_id, choice);
      if (!announced(result)) return;
      if (choice === 'accept') {
        void navigate('/quote');
        return;
      }
      invitations.update((list) =>
        list.filter((item) => item.invitation_id !== invitation.invitation_id),
      );
    } catch {
      // Network failure: the fetch helper already showed it.
    } finally {
      setAnswering(null);
    }
  };

  if (invitations.state.status !== 'loaded' || invitations.state.data.length === 0) return null;
  return (
    <section className="received-invitations" aria-labelledby="received-invitations-title">
      <h2 id="received-invitations-title">Invitations reçues</h2>
      <ul>
        {invitations.state.data.map((invitation) => (
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

function JoinOrganizationForm() {
  const navigate = useNavigate();
  const { setAuthenticated } = useSession();

  const send = async (checked: string) => {
    const result = await createJoinRequest(checked);
    if (!announced(result)) return;
    // The member-to-be signs in again once a member has validated the request; with the
    // session still open, /login would bounce them to areas they cannot use yet.
    setAuthenticated(false);
    await endSession();
    void navigate('/login');
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
        pourrez vous connecter.
      </p>
    </EmailForm>
  );
}

export default function OrganizationSetupPage() {
  useDocumentTitle('Organisation');
  const navigate = useNavigate();
  const { signOut } = useSession();
  const [mode, setMode] = useState<Mode>('create');

  const create = async (input: OrganizationInput) => {
    const result = await addOrganization(input);
    if (!announced(result)) return;
    void navigate('/payment/create');
  };

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
          <JoinOrganizationForm />
        )}
      </div>
    </section>
  );
}
