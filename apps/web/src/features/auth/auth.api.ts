import type { AuthConfigResponse, VerifyEmailResponse } from '@app/shared/auth';
import type { MessageResponse } from '@app/shared/organization';
import { apiRequest, successOf } from '../../api/client';

export interface SignedInUser {
  name: string;
  email: string;
}

export interface AuthSuccessResponse {
  message: string;
  user: SignedInUser;
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
 * Opens a mailed confirmation link. Quiet: the page says the outcome itself, the
 * server's message included.
 */
export function verifyEmail(token: string) {
  return apiRequest<VerifyEmailResponse>('/api/auth/verifyEmail', {
    method: 'POST',
    body: { token },
    quiet: true,
  });
}
