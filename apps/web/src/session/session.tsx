import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { logout, verifyToken } from '../features/auth/auth.api';

export interface Session {
  /** Set by token verification (spec part 1 §4); false until a verification says otherwise. */
  authenticated: boolean;
  /** Verifies the session cookie and records the answer. Rejects only when aborted. */
  verify: (signal?: AbortSignal) => Promise<boolean>;
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
  const [authenticated, setAuthenticated] = useState(initialAuthenticated);

  const verify = useCallback(async (signal?: AbortSignal) => {
    const result = await verifyToken(signal);
    setAuthenticated(result);
    return result;
  }, []);

  const signOut = useCallback(async () => {
    setAuthenticated(false);
    await logout();
  }, []);

  const value = useMemo(
    () => ({ authenticated, verify, setAuthenticated, signOut }),
    [authenticated, verify, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
