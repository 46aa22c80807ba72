import { QueryClientProvider } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { Role } from '@app/shared/roles';
import { createQueryClient } from '../api/query-client';
import { logout, probeSession } from './session.api';
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
  /**
   * The caller's role in their organization, as the last verification said; null
   * while unknown or without an organization. The web hides what the role cannot do; the server
   * refuses it anyway.
   */
  role: Role | null;
  /** The signed-in account's email, as the last verification said (null: unknown). */
  email: string | null;
  /** Logs out on the server, forgets the session and goes to '/'. */
  signOut: () => Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({
  children,
  initialAuthenticated = false,
  initialRole = null,
  initialEmail = null,
}: {
  children: ReactNode;
  initialAuthenticated?: boolean;
  /** What a verification would have said (tests of a page as one role sees it). */
  initialRole?: Role | null;
  initialEmail?: string | null;
}) {
  const [authenticated, setAuthenticatedState] = useState(initialAuthenticated);
  const [role, setRole] = useState<Role | null>(initialRole);
  const [email, setEmail] = useState<string | null>(initialEmail);

  // The server state read for one session: a sign-out or a sign-in starts afresh, so nothing
  // read for one account or organization shows to the next.
  const [queryClient] = useState(createQueryClient);
  const signedIn = useRef(initialAuthenticated);
  const setAuthenticated = useCallback(
    (value: boolean) => {
      rememberSession(value);
      if (signedIn.current !== value) queryClient.clear();
      signedIn.current = value;
      setAuthenticatedState(value);
    },
    [queryClient],
  );

  const verify = useCallback(
    async (signal?: AbortSignal, options: VerifyOptions = {}) => {
      if (!options.always && !hasSessionSign()) return false;
      const result = await probeSession(signal);
      setAuthenticated(result.authenticated);
      setRole(result.role);
      setEmail(result.email);
      return result.authenticated;
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
    () => ({
      authenticated,
      verify,
      mayBeSignedIn: hasSessionSign,
      setAuthenticated,
      role,
      email,
      signOut,
    }),
    [authenticated, verify, setAuthenticated, role, email, signOut],
  );
  return (
    <SessionContext.Provider value={value}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </SessionContext.Provider>
  );
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

/** The role as the session knows it; null outside a provider (a widget tested on its own). */
export function useSessionRole(): Role | null {
  return useContext(SessionContext)?.role ?? null;
}
