import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { logout, verifyToken } from '../features/auth/auth.api';
import { hasSessionSign, rememberSession } from './session-sign';

export interface VerifyOptions {
  /**
   * Ask the server even without any sign of a session (the guard of the protected areas, whose
   * cookie may come from elsewhere). Public pages leave it off: an anonymous visit then makes
   * no request that fails.
   */
  always?: boolean;
}

export interface Session {
  /** Set by token verification (spec part 1 §4); false until a verification says otherwise. */
  authenticated: boolean;
  /**
   * Verifies the session cookie and records the answer; without `always`, resolves false at
   * once when nothing says this browser has a session. Rejects only when aborted.
   */
  verify: (signal?: AbortSignal, options?: VerifyOptions) => Promise<boolean>;
  /** Whether asking the server for this user's data may succeed (see session-sign.ts). */
  mayBeSignedIn: () => boolean;
  setAuthenticated: (authenticated: boolean) => void;
  /** Logs out on the server, forgets the session and goes to '/'. */
  signOut: () => Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({
  children,
  initialAuthenticated = false,
}: {
  children: ReactNode;
  initialAuthenticated?: boolean;
}) {
  const [authenticated, setAuthenticatedState] = useState(initialAuthenticated);

  const setAuthenticated = useCallback((value: boolean) => {
    rememberSession(value);
    setAuthenticatedState(value);
  }, []);

  const verify = useCallback(
    async (signal?: AbortSignal, options: VerifyOptions = {}) => {
      if (!options.always && !hasSessionSign()) return false;
      const result = await verifyToken(signal);
      setAuthenticated(result);
      return result;
    },
    [setAuthenticated],
  );

  // The page changes only once the server has answered: leaving earlier would abort the logout
  // request, and the session could live on.
  const signOut = useCallback(async () => {
    await logout();
    setAuthenticated(false);
  }, [setAuthenticated]);

  const value = useMemo(
    () => ({ authenticated, verify, mayBeSignedIn: hasSessionSign, setAuthenticated, signOut }),
    [authenticated, verify, setAuthenticated, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
