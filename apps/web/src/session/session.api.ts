import { AUTH } from '@app/shared/auth-endpoints';
import { ROLES, type Role } from '@app/shared/roles';
import { isApiFailure, navigateTo } from '../api/client';
import { call } from '../api/endpoints';

// The calls the session itself makes (probe, sign-out): here rather than in features/auth, so
// that the session, which every feature reads, depends on no feature.

/** What a session probe learns: signed in or not, and the role in the organization. */
export interface SessionProbe {
  authenticated: boolean;
  /** Null without an organization, or when the server did not say. */
  role: Role | null;
  /** The signed-in account's email (the members list marks its own row); null when unknown. */
  email: string | null;
}

/**
 * Session probe. Quiet: a missing endpoint (404), a 403 or a network failure only mean
 * "not authenticated" and must not toast on every page load.
 */
export async function verifyToken(signal?: AbortSignal): Promise<boolean> {
  return (await probeSession(signal)).authenticated;
}

const signedOut: SessionProbe = { authenticated: false, role: null, email: null };

/** verifyToken with the caller's role. */
export async function probeSession(signal?: AbortSignal): Promise<SessionProbe> {
  try {
    const result = await call(AUTH.verifyToken, {}, { signal, quiet: true });
    if (!result || isApiFailure(result)) return signedOut;
    if (typeof result === 'object' && 'authenticated' in result) {
      const { role, email } = result.user ?? {};
      return {
        authenticated: result.authenticated === true,
        role: typeof role === 'string' && (ROLES as readonly string[]).includes(role) ? role : null,
        email: typeof email === 'string' ? email : null,
      };
    }
    return { ...signedOut, authenticated: Boolean(result) };
  } catch (err) {
    if (signal?.aborted) throw err;
    return signedOut;
  }
}

/** Expires the httpOnly session cookie (only the server can) without leaving the page. */
export async function endSession(): Promise<void> {
  await call(AUTH.logout, {});
}

export async function logout(): Promise<void> {
  await endSession();
  navigateTo('/');
}
