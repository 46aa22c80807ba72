import type {
  ChangePasswordBody,
  ProfileResponse,
  UpdateProfileBody,
  UpdateProfileResponse,
} from '@app/shared/auth';
import { AUTH } from '@app/shared/auth-endpoints';
import type { MessageResponse } from '@app/shared/organization';
import { successOf } from '../../api/client';
import { call } from '../../api/endpoints';
import { formCall, type FieldRefusal } from '../../api/form-request';

/** The signed-in account and its organization; undefined when it could not be read. */
export async function getProfile(signal?: AbortSignal): Promise<ProfileResponse | undefined> {
  return successOf(await call(AUTH.profile, {}, { signal }));
}

/**
 * What a change answered: the success body, a refusal about one of the form's fields (not
 * toasted: the form shows it under the field the API names), or undefined (the fetch helper said
 * why).
 */
export type ChangeResult<T> = T | FieldRefusal | undefined;

export async function updateProfile(
  body: UpdateProfileBody,
): Promise<ChangeResult<UpdateProfileResponse>> {
  return formCall(AUTH.updateProfile, body);
}

/** The server ends the other sessions and renews this one's cookie. */
export async function changePassword(
  body: ChangePasswordBody,
): Promise<ChangeResult<MessageResponse>> {
  return formCall(AUTH.changePassword, body);
}

/** "Renvoyer le lien": a new confirmation link, for the new email waiting or the current one. */
export async function resendVerification(): Promise<MessageResponse | undefined> {
  return successOf(await call(AUTH.resendVerification, {}));
}
