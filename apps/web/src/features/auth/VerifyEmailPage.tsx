import { MSG_EMAIL_LINK_INVALID, type VerifyEmailResponse } from '@app/shared/auth';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { isApiFailure } from '../../api/client';
import { AREA_KEYS } from '../../api/query-client';
import { useInvalidate } from '../../hooks/useAreaMutation';
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

/**
 * The link's confirmation: a change (the address becomes confirmed), so a mutation and not a
 * query, fired once on arrival. A link works once: the mutation cache of the session, by token,
 * says whether it was already sent (React runs an effect twice in StrictMode, and the page may be
 * shown again), and every showing of the page reads its outcome from there. A confirmed address
 * changes the profile: its query is read again.
 */
function useConfirmation(token: string): Outcome {
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  const mutationKey = [...AREA_KEYS.emailConfirmations, token];
  const { mutate } = useMutation({
    mutationKey,
    mutationFn: () => confirm(token),
    // Kept for the session (a sign-in or sign-out clears it), as the link is spent for it.
    gcTime: Infinity,
    onSuccess: (outcome) => {
      if (outcome.status === 'confirmed') invalidate(AREA_KEYS.profile);
    },
  });
  // The latest sending's outcome (there is only one, sent once per token).
  const sent = useMutationState({
    filters: { mutationKey, exact: true },
    select: (mutation) => mutation.state.data as Outcome | undefined,
  }).at(-1);

  useEffect(() => {
    if (token === '') return;
    const key = [...AREA_KEYS.emailConfirmations, token];
    if (queryClient.getMutationCache().find({ mutationKey: key, exact: true })) return;
    mutate();
  }, [token, queryClient, mutate]);

  if (token === '') return { status: 'refused', message: MSG_EMAIL_LINK_INVALID };
  return sent ?? { status: 'confirming' };
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
  const outcome = useConfirmation(token);

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
