import type { MessageResponse } from '@app/shared/organization';
import type { Role } from '@app/shared/roles';
import { apiRequest, successOf } from '../../api/client';

const BASE = '/api/organization/members';

/** Gives a member another role; undefined when refused (the helper said why). */
export async function setMemberRole(userId: number, role: Role) {
  return successOf(
    await apiRequest<MessageResponse>(`${BASE}/role?user_id=${encodeURIComponent(userId)}`, {
      method: 'PUT',
      body: { role },
    }),
  );
}

/** Removes a member from the organization; their open sessions end at once. */
export async function removeMember(userId: number) {
  return successOf(
    await apiRequest<MessageResponse>(`${BASE}/remove?user_id=${encodeURIComponent(userId)}`, {
      method: 'DELETE',
    }),
  );
}
