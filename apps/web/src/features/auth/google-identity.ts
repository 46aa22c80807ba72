// The few pieces of Google Identity Services' code flow the login page uses. The script is
// loaded only when the server says Google sign-in is configured.

export const GOOGLE_GSI_SCRIPT = 'https://accounts.google.com/gsi/client';

export interface GoogleCodeResponse {
  code?: string;
  error?: string;
}

export interface GoogleCodeClient {
  requestCode: () => void;
}

interface GoogleCodeClientConfig {
  client_id: string;
  scope: string;
  ux_mode: 'popup';
  callback: (response: GoogleCodeResponse) => void;
  error_callback?: (error: { type?: string }) => void;
}

interface GoogleIdentity {
  accounts: { oauth2: { initCodeClient: (config: GoogleCodeClientConfig) => GoogleCodeClient } };
}

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

let loading: Promise<GoogleIdentity> | null = null;

/** Adds Google's script once; later calls share the same promise (a failed load can retry). */
export function loadGoogleIdentity(src = GOOGLE_GSI_SCRIPT): Promise<GoogleIdentity> {
  if (window.google?.accounts?.oauth2) return Promise.resolve(window.google);
  loading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.defer = true;
    script.onload = () =>
      window.google?.accounts?.oauth2
        ? resolve(window.google)
        : reject(new Error('Google Identity Services did not load'));
    script.onerror = () => reject(new Error('Google Identity Services did not load'));
    document.head.appendChild(script);
  }).catch((err: unknown) => {
    loading = null;
    throw err;
  });
  return loading;
}
