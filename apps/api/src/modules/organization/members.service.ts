import type { MemberDto } from '@app/shared/organization';
import type { DbOrTx } from '../../db/prisma.js';
import { AppError } from '../../errors/app-error.js';
import { deletePendingRequests, validatePendingRequest } from './invitations.data.js';
import { addMember, findMembers, membershipOf } from './organization.data.js';

export const MSG_ALREADY_IN_ORGANIZATION = 'Vous faites déjà partie d’une organisation.';
export const MSG_USER_IN_OTHER_ORGANIZATION =
  'Cet utilisateur fait déjà partie d’une autre organisation.';

/** The organization's members, by name. */
export function listMembers(db: DbOrTx, organizationId: number): Promise<MemberDto[]> {
  return findMembers(db, organizationId);
}

/** 409 when the user is already a member somewhere: they must leave it first. */
export async function assertWithoutOrganization(tx: DbOrTx, userId: number): Promise<void> {
  if ((await membershipOf(tx, userId)) !== null) {
    throw new AppError('CONFLICT', MSG_ALREADY_IN_ORGANIZATION);
  }
}

/**
 * Makes a user without organization a member. The `organization_id: null` condition of addMember
 * makes it safe under concurrency: the loser of a race gets a 409, never a double membership. The
 * user's pending request to this organization is validated, those to others deleted.
 */
export async function joinOrganization(tx: DbOrTx, organizationId: number, userId: number) {
  if (!(await addMember(tx, userId, organizationId))) {
    throw new AppError('CONFLICT', MSG_USER_IN_OTHER_ORGANIZATION);
  }
  await validatePendingRequest(tx, organizationId, userId);
  await deletePendingRequests(tx, userId, organizationId);
}
