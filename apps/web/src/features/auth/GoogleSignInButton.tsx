import { MSG_GOOGLE_FAILED } from '@app/shared/auth';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { googleSignIn, type AuthSuccessResponse } from './auth.api';
import { isApiFailure } from '../../api/client';
import { LoadingButton } from '../../components/buttons/LoadingButton';
import { loadGoogleIdentity, type GoogleCodeClient } from './google-identity';

export const GOOGLE_SCOPE = 'openid profile email';

export interface GoogleSignInButtonProps {
  clientId: string;
  onSignedIn: (response: AuthSuccessResponse) => void;
}

/**
 * Google's authorization-code flow in a popup: the code goes to POST /api/auth/google. The
 * script loads when the button appears, so the click itself opens the popup (browsers only
 * allow popups straight from a click).
 */
export function GoogleSignInButton({ clientId, onSignedIn }: GoogleSignInButtonProps) {
  const client = useRef<GoogleCodeClient | null>(null);
  const [script, setScript] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [exchanging, setExchanging] = useState(false);
  const onSignedInRef = useRef(onSignedIn);
  useEffect(() => {
    onSignedInRef.current = onSignedIn;
  }, [onSignedIn]);

  useEffect(() => {
    let active = true;
    loadGoogleIdentity().then(
      (google) => {
        if (!active) return;
        client.current = google.accounts.oauth2.initCodeClient({
          client_id: clientId,
          scope: GOOGLE_SCOPE,
          ux_mode: 'popup',
          callback: (response) => {
            if (!response.code) {
              toast.error(MSG_GOOGLE_FAILED);
              return;
            }
            setExchanging(true);
            googleSignIn(response.code)
              .then((result) => {
                if (result === undefined) toast.error(MSG_GOOGLE_FAILED);
                // A failure was toasted by the helper, or is the 401 "no organization" redirect.
                else if (!isApiFailure(result)) onSignedInRef.current(result);
              })
              .catch(() => undefined)
              .finally(() => setExchanging(false));
          },
          error_callback: (error) => {
            // Closing the popup is the user's choice, not an error.
            if (error.type !== 'popup_closed') toast.error(MSG_GOOGLE_FAILED);
          },
        });
        setScript('ready');
      },
      () => {
        if (active) setScript('failed');
      },
    );
    return () => {
      active = false;
    };
  }, [clientId]);

  return (
    <LoadingButton
      variant="secondary"
      className="auth-card__google"
      loading={exchanging || script === 'loading'}
      onClick={() => {
        if (client.current) client.current.requestCode();
        else toast.error(MSG_GOOGLE_FAILED);
      }}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          fill="#4285F4"
          d="M21.6 12.2c0-.7-.1-1.4-.2-2H12v3.8h5.4a4.6 4.6 0 0 1-2 3v2.5h3.2c1.9-1.7 3-4.3 3-7.3Z"
        />
        <path
          fill="#34A853"
          d="M12 22c2.7 0 5-.9 6.6-2.4l-3.2-2.5c-.9.6-2 1-3.4 1-2.6 0-4.8-1.8-5.6-4.1H3.1v2.6A10 10 0 0 0 12 22Z"
        />
        <path
          fill="#FBBC05"
          d="M6.4 14c-.2-.6-.3-1.3-.3-2s.1-1.4.3-2V7.4H3.1A10 10 0 0 0 2 12c0 1.6.4 3.1 1.1 4.6L6.4 14Z"
        />
        <path
          fill="#EA4335"
          d="M12 6c1.5 0 2.8.5 3.8 1.5l2.9-2.9A10 10 0 0 0 3.1 7.4L6.4 10C7.2 7.7 9.4 6 12 6Z"
        />
      </svg>
      Se connecter avec Google
    </LoadingButton>
  );
}
