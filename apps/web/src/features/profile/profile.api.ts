import type {
  ChangePasswordBody,
  ProfileResponse,
  UpdateProfileBody,
  UpdateProfileResponse,
} from '@app/shared/auth';
import type { MessageResponse } from '@app/shared/organization';
import { apiRequest, isApiFailure, successOf, type ApiResult } from '../../api/client';

/** The signed-in account and its organization; undefined when it could not be read. */
export async function getProfile(signal?: AbortSignal): Promise<ProfileResponse | undefined> {
  return successOf(await apiRequest<ProfileResponse>('/api/auth/profile', { signal }));
}

/**
 * What a change answered: the success body, or the server's message (already toasted by the fetch
 * helper) so the form can show it under the field it concerns.
 */
export type ChangeResult<T> = { ok: true; body: T } | { ok: false; message: string | undefined };

function changeResult<T>(result: ApiResult<T>): ChangeResult<T> {
  if (result === undefined) return { ok: false, message: undefined };
  if (isApiFailure(result)) return { ok: false, message: result.message };
  return { ok: true, body: result };
}

export async function updateProfile(
  body: UpdateProfileBody,
): Promise<ChangeResult<UpdateProfileResponse>> {
  return changeResult(
    await apiRequest<UpdateProfileResponse>('/api/auth/updateProfile', { method: 'PUT', body }),
  );
}

/** The server ends the other sessions and renews this one's cookie. */
export async function changePassword(
  body: ChangePasswordBody,
): Promise<ChangeResult<MessageResponse>> {
  return changeResult(
    await apiRequest<MessageResponse>('/api/auth/changePassword', { method: 'PUT', body }),
  );
}
