import type { MemberDto } from '@app/shared/organization';
import {
  MSG_LAST_OWNER,
  MSG_MEMBER_NOT_FOUND,
  MSG_REMOVE_SELF,
  roleRefusalMessage,
  type Role,
} from '@app/shared/roles';
import { lockOrganization } from '../../db/own-rows.js';
import type { Db, DbOrTx } from '../../db/prisma.js';
import { AppError, foundOr404 } from '../../errors/app-error.js';
import { recordAudit } from '../audit/audit.data.js';
import { deletePendingRequests, validatePendingRequest } from './invitations.data.js';
import {
  addMember,
  countOwners,
  findMember,
  findMembers,
  membershipOf,
  removeMember,
  setMemberRole,
} from './organization.data.js';
import { auditPerson } from './organization-audit.js';

export const MSG_ALREADY_IN_ORGANIZATION = 'Vous faites déjà partie d’une organisation.';
export const MSG_USER_IN_OTHER_ORGANIZATION =
  'Cet utilisateur fait déjà partie d’une autre organisation.';

/** The organization's members, by name, with their roles. */
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
 * Makes a user without organization a member with `role`. The `organization_id: null` condition
 * of addMember makes it safe under concurrency: the loser of a race gets a 409, never a double
 * membership. The user's pending request to this organization is validated, those to others
 * deleted.
 */
export async function joinOrganization(
  tx: DbOrTx,
  organizationId: number,
  userId: number,
  role: Role,
) {
  if (!(await addMember(tx, userId, organizationId, role))) {
    throw new AppError('CONFLICT', MSG_USER_IN_OTHER_ORGANIZATION);
  }
  await validatePendingRequest(tx, organizationId, userId);
  await deletePendingRequests(tx, userId, organizationId);
}

/** The caller as the rules below see them: who they are and their role. */
export type Actor = { userId: number; role: Role };

const refuse = (actor: Actor, action: string) =>
  new AppError('ROLE', roleRefusalMessage(actor.role, action));

/**
 * 409 when the member is the organization's last owner. Called with the organization's row
 * locked, so two owners stepping down at once cannot both pass.
 */
export async function assertNotLastOwner(tx: DbOrTx, organizationId: number, role: Role) {
  if (role === 'owner' && (await countOwners(tx, organizationId)) <= 1) {
    throw new AppError('CONFLICT', MSG_LAST_OWNER);
  }
}

/** The organization's member, locked with the organization; 404 for an unknown id or another's. */
async function lockedMember(tx: DbOrTx, organizationId: number, userId: number) {
  await lockOrganization(tx, organizationId);
  return foundOr404(await findMember(tx, organizationId, userId), MSG_MEMBER_NOT_FOUND);
}

/**
 * Sets a member's role. Owners give and take any role; admins set member or viewer on members
 * and viewers only (owner and admin are an owner's to give or take). The last owner keeps it.
 */
export async function changeMemberRole(
  db: Db,
  organizationId: number,
  actor: Actor,
  input: { userId: number; role: Role },
) {
  await db.$transaction(async (tx) => {
    const member = await lockedMember(tx, organizationId, input.userId);
    const ownerOnly = (role: Role) => role === 'owner' || role === 'admin';
    if (actor.role !== 'owner' && (ownerOnly(member.role) || ownerOnly(input.role))) {
      throw refuse(actor, 'donner ni retirer le rôle Propriétaire ou Administrateur');
    }
    if (member.role === input.role) return;
    await assertNotLastOwner(tx, organizationId, member.role);
    await setMemberRole(tx, organizationId, input.userId, input.role);
    await recordAudit(tx, {
      organizationId,
      userId: actor.userId,
      action: 'member.role_changed',
      details: {
        member: await auditPerson(tx, organizationId, input.userId),
        role: { old: member.role, new: input.role },
      },
    });
  });
}

/**
 * Removes a member from the organization and ends their open sessions at once: their next call
 * is refused like a signed-out one. Admins remove members who are not owners; nobody removes
 * themselves (that is leaving).
 */
export async function removeOrganizationMember(
  db: Db,
  organizationId: number,
  actor: Actor,
  userId: number,
) {
  await db.$transaction(async (tx) => {
    const member = await lockedMember(tx, organizationId, userId);
    if (member.user_id === actor.userId) throw new AppError('CONFLICT', MSG_REMOVE_SELF);
    if (member.role === 'owner' && actor.role !== 'owner') {
      throw refuse(actor, 'retirer un propriétaire');
    }
    await assertNotLastOwner(tx, organizationId, member.role);
    // Named before the removal: the person is looked up through their membership.
    const removed = await auditPerson(tx, organizationId, userId);
    await removeMember(tx, userId, { endSessions: true });
    await recordAudit(tx, {
      organizationId,
      userId: actor.userId,
      action: 'member.removed',
      details: { member: removed },
    });
  });
}
