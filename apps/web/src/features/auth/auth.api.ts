import { AUTH, type SignedInResponse } from '@app/shared/auth-endpoints';
import { successOf } from '../../api/client';
import { call } from '../../api/endpoints';

export type SignedInUser = SignedInResponse['user'];
export type AuthSuccessResponse = SignedInResponse;

/**
 * The raw result: the login page tells "nothing returned" (toast 'Mot de passe ou email
 * incorrect') from a readable failure (already toasted, or the 401 redirect).
 */
export function login(body: { email: string; password: string }) {
  return call(AUTH.login, body);
}

export async function register(body: {
  name: string;
  email: string;
  password: string;
}): Promise<AuthSuccessResponse | undefined> {
  return successOf(await call(AUTH.register, body));
}

/** The raw result, as for login: a 401 means "no organization" and the helper redirects. */
export function googleSignIn(code: string) {
  return call(AUTH.google, { code });
}

/**
 * Quiet: without the endpoint or on any failure the page simply offers no Google button.
 * Resolves to null then.
 */
export async function getAuthConfig(signal?: AbortSignal) {
  try {
    return successOf(await call(AUTH.config, {}, { signal, quiet: true })) ?? null;
  } catch (err) {
    if (signal?.aborted) throw err;
    return null;
  }
}

export async function forgotPassword(email: string) {
  return successOf(await call(AUTH.forgotPassword, { email }));
}

export async function resetPassword(body: { password: string; token: string }) {
  return successOf(await call(AUTH.resetPassword, body));
}

/**
 * Opens a mailed confirmation link. Quiet: the page says the outcome itself, the
 * server's message included.
 */
export function verifyEmail(token: string) {
  return call(AUTH.verifyEmail, { token }, { quiet: true });
}
