import type { AuthConfigResponse, VerifyEmailResponse } from '@app/shared/auth';
import type { MessageResponse } from '@app/shared/organization';
import { ROLES, type Role } from '@app/shared/roles';
import { apiRequest, isApiFailure, navigateTo, successOf } from '../../api/client';

export interface VerifyTokenResponse {
  authenticated?: boolean;
  user?: { email?: string; role?: Role | null };
}

/** What a session probe learns: signed in or not, and the role in the organization (issue #28). */
export interface SessionProbe {
  authenticated: boolean;
  /** Null without an organization, or when the server did not say. */
  role: Role | null;
  /** The signed-in account's email (the members list marks its own row); null when unknown. */
  email: string | null;
}

export interface SignedInUser {
  name: string;
  email: string;
}

export interface AuthSuccessResponse {
  message: string;
  user: SignedInUser;
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
    const result = await apiRequest<VerifyTokenResponse>('/api/auth/verifyToken', {
      method: 'GET',
      signal,
      quiet: true,
    });
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
  await apiRequest('/api/auth/logout', { method: 'POST' });
}

export async function logout(): Promise<void> {
  await endSession();
  navigateTo('/');
}

/**
 * The raw result: the login page tells "nothing returned" (toast 'Mot de passe ou email
 * incorrect') from a readable failure (already toasted, or the 401 redirect).
 */
export function login(body: { email: string; password: string }) {
  return apiRequest<AuthSuccessResponse>('/api/auth/login', { method: 'POST', body });
}

export async function register(body: {
  name: string;
  email: string;
  password: string;
}): Promise<AuthSuccessResponse | undefined> {
  return successOf(
    await apiRequest<AuthSuccessResponse>('/api/auth/register', { method: 'POST', body }),
  );
}

/** The raw result, as for login: a 401 means "no organization" and the helper redirects. */
export function googleSignIn(code: string) {
  return apiRequest<AuthSuccessResponse>('/api/auth/google', {
    method: 'POST',
    body: { code },
  });
}

/**
 * Quiet: without the endpoint or on any failure the page simply offers no Google button.
 * Resolves to null then.
 */
export async function getAuthConfig(signal?: AbortSignal): Promise<AuthConfigResponse | null> {
  try {
    const result = await apiRequest<AuthConfigResponse>('/api/auth/config', {
      signal,
      quiet: true,
    });
    return successOf(result) ?? null;
  } catch (err) {
    if (signal?.aborted) throw err;
    return null;
  }
}

export async function forgotPassword(email: string): Promise<MessageResponse | undefined> {
  return successOf(
    await apiRequest<MessageResponse>('/api/auth/forgotPassword', {
      method: 'POST',
      body: { email },
    }),
  );
}

export async function resetPassword(body: {
  password: string;
  token: string;
}): Promise<MessageResponse | undefined> {
  return successOf(
    await apiRequest<MessageResponse>('/api/auth/resetPassword', { method: 'POST', body }),
  );
}

/**
 * Opens a mailed confirmation link (issue #28). Quiet: the page says the outcome itself, the
 * server's message included.
 */
export function verifyEmail(token: string) {
  return apiRequest<VerifyEmailResponse>('/api/auth/verifyEmail', {
    method: 'POST',
    body: { token },
    quiet: true,
  });
}
