import type { ProfileResponse } from '@app/shared/auth';
import { useState } from 'react';
import { LoadingButton } from '../../components/buttons/LoadingButton';
import { announced } from '../../lib/server-result';
import { resendVerification } from './profile.api';

type EmailState = Pick<ProfileResponse['user'], 'email' | 'email_verified' | 'pending_email'>;

/** What the account's address is to the app: proven, waiting for its link, or being replaced. */
function statusText({ email, email_verified, pending_email }: EmailState) {
  if (pending_email !== null) {
    return (
      <>
        Nouvelle adresse en attente de confirmation : <strong>{pending_email}</strong>. Votre email
        reste {email} jusqu’à l’ouverture du lien envoyé à la nouvelle adresse.
      </>
    );
  }
  if (email_verified) return <>Adresse email confirmée.</>;
  return (
    <>
      Adresse email non confirmée : ouvrez le lien qui vous a été envoyé. Tant qu’elle ne l’est pas,
      les invitations qui lui sont adressées ne vous sont pas proposées.
    </>
  );
}

/** Whether the address is verified, the change waiting, and "Renvoyer le lien". */
export function EmailStatus(props: EmailState) {
  const [sending, setSending] = useState(false);
  const waiting = props.pending_email !== null || !props.email_verified;

  const resend = async () => {
    setSending(true);
    try {
      announced(await resendVerification());
    } catch {
      // Network failure: the fetch helper already showed it.
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="profile-email-status" role="group" aria-label="Confirmation de l’adresse email">
      <p>{statusText(props)}</p>
      {waiting ? (
        <LoadingButton
          type="button"
          variant="secondary"
          className="button--sm"
          loading={sending}
          onClick={() => void resend()}
        >
          Renvoyer le lien
        </LoadingButton>
      ) : null}
    </div>
  );
}
