import {
  passwordFieldOfMessage,
  profileFieldOfMessage,
  type ChangePasswordBody,
  type ProfileResponse,
  type UpdateProfileBody,
  type UpdateProfileResponse,
} from '@app/shared/auth';
import type { MessageResponse } from '@app/shared/organization';
import { apiRequest, successOf } from '../../api/client';
import { formRequest, type FieldRefusal } from '../../api/form-request';

/** The signed-in account and its organization; undefined when it could not be read. */
export async function getProfile(signal?: AbortSignal): Promise<ProfileResponse | undefined> {
  return successOf(await apiRequest<ProfileResponse>('/api/auth/profile', { signal }));
}

/**
 * What a change answered: the success body, a refusal about one of the form's fields (not
 * toasted: the form shows it under that field), or undefined (the fetch helper said why).
 */
export type ChangeResult<T> = T | FieldRefusal | undefined;

export async function updateProfile(
  body: UpdateProfileBody,
): Promise<ChangeResult<UpdateProfileResponse>> {
  return formRequest<UpdateProfileResponse>(
    '/api/auth/updateProfile',
    { method: 'PUT', body },
    profileFieldOfMessage,
  );
}

/** The server ends the other sessions and renews this one's cookie. */
export async function changePassword(
  body: ChangePasswordBody,
): Promise<ChangeResult<MessageResponse>> {
  return formRequest<MessageResponse>(
    '/api/auth/changePassword',
    { method: 'PUT', body },
    passwordFieldOfMessage,
  );
}

/** "Renvoyer le lien": a new confirmation link, for the new email waiting or the current one. */
export async function resendVerification(): Promise<MessageResponse | undefined> {
  return successOf(
    await apiRequest<MessageResponse>('/api/auth/resendVerification', { method: 'POST' }),
  );
}
