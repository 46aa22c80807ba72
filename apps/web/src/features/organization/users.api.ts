import type { MemberDto, UsersListResponse } from '@app/shared/organization';
import { apiRequest, successOf } from '../../api/client';

/** The organization's members, or undefined when the list could not be read. */
export async function listUsers(signal?: AbortSignal): Promise<MemberDto[] | undefined> {
  const result = successOf(
    await apiRequest<UsersListResponse & { unauthorized?: boolean }>('/api/users/list', { signal }),
  );
  // Spec part 1 §6: with the unauthorized flag set, the list is not filled.
  return result && !result.unauthorized ? result.users : undefined;
}
