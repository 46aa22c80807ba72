import { MSG_EMAIL_LINK_INVALID, type VerifyEmailResponse } from '@app/shared/auth';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { isApiFailure } from '../../api/client';
import { Spinner } from '../../components/feedback/Spinner';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useSession } from '../../session/session';
import { verifyEmail } from './auth.api';
import { AuthCard } from './AuthCard';

type Outcome =
  | { status: 'confirming' }
  | { status: 'confirmed'; message: string; email: string }
  | { status: 'refused'; message: string };

const MSG_NOT_NOW =
  'La confirmation n’a pas pu aboutir pour le moment : réessayez dans un instant.';

// A link works once: the page asks the server once per token, even when React runs its effect
// twice (StrictMode) or the page is shown again.
const confirmations = new Map<string, Promise<Outcome>>();

async function confirm(token: string): Promise<Outcome> {
  try {
    const result = await verifyEmail(token);
    if (result && !isApiFailure(result)) {
      const { message, email } = result as VerifyEmailResponse;
      return { status: 'confirmed', message, email };
    }
    return { status: 'refused', message: result?.message ?? MSG_NOT_NOW };
  } catch {
    return { status: 'refused', message: MSG_NOT_NOW };
  }
}

function confirmOnce(token: string): Promise<Outcome> {
  let outcome = confirmations.get(token);
  if (!outcome) confirmations.set(token, (outcome = confirm(token)));
  return outcome;
}

/** Where to go next: the profile when a session is here, the sign-in page otherwise. */
function NextStep({ refused }: { refused: boolean }) {
  const { mayBeSignedIn } = useSession();
  if (mayBeSignedIn()) {
    return (
      <p className="auth-card__link">
        <Link to="/profil">
          {refused ? 'Renvoyer un lien depuis mon profil' : 'Voir mon profil'}
        </Link>
      </p>
    );
  }
  return (
    <p className="auth-card__link">
      {refused ? 'Une fois connecté, « Mon profil » permet de renvoyer un lien. ' : null}
      <Link to="/login">Se connecter</Link>
    </p>
  );
}

/**
 * /verifyEmail?token=…: the page of the link mailed to an address. It confirms the
 * address at once, signed in or not (the link is the proof), and says so.
 */
export default function VerifyEmailPage() {
  useDocumentTitle('Confirmation de l’adresse email');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [confirmed, setConfirmed] = useState<Outcome>({ status: 'confirming' });
  const outcome: Outcome =
    token === '' ? { status: 'refused', message: MSG_EMAIL_LINK_INVALID } : confirmed;

  useEffect(() => {
    if (token === '') return undefined;
    let current = true;
    void confirmOnce(token).then((result) => {
      if (current) setConfirmed(result);
    });
    return () => {
      current = false;
    };
  }, [token]);

  return (
    <AuthCard title="Confirmation de l’adresse email">
      {outcome.status === 'confirming' ? (
        <Spinner label="Confirmation de votre adresse email" />
      ) : (
        <>
          <p role="status">
            {outcome.message}
            {outcome.status === 'confirmed' ? (
              <>
                {' '}
                Adresse : <strong>{outcome.email}</strong>.
              </>
            ) : null}
          </p>
          <NextStep refused={outcome.status === 'refused'} />
        </>
      )}
    </AuthCard>
  );
}
