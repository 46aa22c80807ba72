import type { MemberDto } from '@app/shared/organization';
import { USERS } from '@app/shared/organization-endpoints';
import { successOf } from '../../api/client';
import { call } from '../../api/endpoints';

/** The organization's members, or undefined when the list could not be read. */
export async function listUsers(signal?: AbortSignal): Promise<MemberDto[] | undefined> {
  const result = successOf(await call(USERS.listUsers, {}, { signal }));
  // Spec part 1 §6: with the unauthorized flag set, the list is not filled.
  return result && !result.unauthorized ? result.users : undefined;
}
