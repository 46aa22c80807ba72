import { apiRequest, isApiFailure, navigateTo } from './client';

export interface VerifyTokenResponse {
  authenticated?: boolean;
}

/**
 * Session probe. Quiet: a missing endpoint (404), a 403 or a network failure only mean
 * "not authenticated" and must not toast on every page load.
 */
export async function verifyToken(signal?: AbortSignal): Promise<boolean> {
  try {
    const result = await apiRequest<VerifyTokenResponse>('/api/auth/verifyToken', {
      method: 'GET',
      signal,
      quiet: true,
    });
    if (!result || isApiFailure(result)) return false;
    if (typeof result === 'object' && 'authenticated' in result) {
      return result.authenticated === true;
    }
    return Boolean(result);
  } catch (err) {
    if (signal?.aborted) throw err;
    return false;
  }
}

export async function logout(): Promise<void> {
  await apiRequest('/api/auth/logout', { method: 'POST' });
  navigateTo('/');
}
