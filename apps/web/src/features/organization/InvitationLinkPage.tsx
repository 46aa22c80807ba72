import { MSG_INVITATION_LINK_INVALID } from '@app/shared/invitations';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { LoadingButton } from '../../components/buttons/LoadingButton';
import { Spinner } from '../../components/feedback/Spinner';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { AREA_KEYS } from '../../api/query-client';
import { useRemote } from '../../hooks/useRemote';
import { announced } from '../../lib/server-result';
import { useSession } from '../../session/session';
import { getProfile } from '../profile/profile.api';
import { acceptInvitationLink } from './organization.api';

const TITLE = 'Invitation à rejoindre une organisation';

/** Signed in: which account the invitation will be accepted for, and "Accepter l’invitation". */
function AcceptForAccount({ token, email }: { token: string; email: string }) {
  const navigate = useNavigate();
  const { setAuthenticated } = useSession();
  const [accepting, setAccepting] = useState(false);

  const accept = async () => {
    setAccepting(true);
    try {
      if (!announced(await acceptInvitationLink(token))) return;
      // The server has just answered under the session: `/` then shows the member's home.
      setAuthenticated(true);
      void navigate('/');
    } catch {
      // Network failure: the fetch helper already showed it.
    } finally {
      setAccepting(false);
    }
  };

  return (
    <>
      <p>
        Vous êtes connecté avec l’adresse <strong>{email}</strong> : l’invitation sera acceptée pour
        ce compte.
      </p>
      <LoadingButton loading={accepting} onClick={() => void accept()}>
        Accepter l’invitation
      </LoadingButton>
    </>
  );
}

/**
 * /invitation?token=…: the page of the link an invitation mail holds. The link is the
 * proof: signed in with any account, the person accepts it for that account; signed out, they
 * sign in or register first, then open the link again.
 */
export default function InvitationLinkPage() {
  useDocumentTitle(TITLE);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // Asked only where a session may be (session-sign.ts): an anonymous visit makes no request
  // that fails, and is told to sign in.
  const { mayBeSignedIn } = useSession();
  const [signedIn] = useState(mayBeSignedIn);
  // Signed in, the profile is the one Mon profil reads; signed out, a query of its own that
  // answers nothing. The token plays no part in this read: it is sent on acceptance only.
  const profile = useRemote(
    signedIn ? AREA_KEYS.profile : [...AREA_KEYS.profile, 'signed-out'],
    (signal) => (signedIn ? getProfile(signal) : Promise.resolve(undefined)),
  );

  return (
    <section className="page auth-page" aria-labelledby="page-title">
      <div className="auth-card">
        <h1 id="page-title" className="page__title auth-card__title">
          {TITLE}
        </h1>
        {token === '' ? <p role="alert">{MSG_INVITATION_LINK_INVALID}</p> : null}
        {token !== '' && profile.state.status === 'loading' ? <Spinner /> : null}
        {token !== '' && profile.state.status === 'loaded' ? (
          <AcceptForAccount token={token} email={profile.state.data.user.email} />
        ) : null}
        {token !== '' && profile.state.status === 'failed' ? (
          <p>
            Pour accepter cette invitation, connectez-vous ou créez un compte, puis ouvrez à nouveau
            le lien reçu par email. <Link to="/login">Se connecter ou créer un compte</Link>
          </p>
        ) : null}
      </div>
    </section>
  );
}
