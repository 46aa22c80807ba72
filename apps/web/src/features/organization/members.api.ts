import { ORGANIZATION_MEMBERS } from '@app/shared/organization-endpoints';
import type { Role } from '@app/shared/roles';
import { successOf } from '../../api/client';
import { call } from '../../api/endpoints';

/** Gives a member another role; undefined when refused (the helper said why). */
export async function setMemberRole(userId: number, role: Role) {
  return successOf(await call(ORGANIZATION_MEMBERS.setMemberRole, { user_id: userId, role }));
}

/** Removes a member from the organization; their open sessions end at once. */
export async function removeMember(userId: number) {
  return successOf(await call(ORGANIZATION_MEMBERS.removeMember, { user_id: userId }));
}
