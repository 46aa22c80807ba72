// Joining an organization at a member's initiative (issue #20 §3): adding someone by email sends
// an invitation, which the invited person sees when signing in and accepts or declines. Nobody is
// moved into an organization without consent, and a request they made elsewhere stays until they
// accept.
import {
  MSG_INVITATION_NOT_FOUND,
  type ReceivedInvitationDto,
  type SentInvitationDto,
} from '@app/shared/invitations';
import { MSG_USER_ALREADY_MEMBER } from '@app/shared/organization';
import { assignableRoles, ROLE_LABELS, roleRefusalMessage, type Role } from '@app/shared/roles';
import type { Db, DbOrTx } from '../../db/prisma.js';
import { AppError, doneOr404, foundOr404 } from '../../errors/app-error.js';
import { assertWithinPlanLimit } from '../subscription/plan-limits.js';
import { assertWithoutOrganization, joinOrganization, type Actor } from './members.service.js';
import {
  answerInvitation,
  cancelPendingInvitation,
  findReceivedInvitations,
  findSentInvitations,
  lockReceivedInvitation,
  saveInvitation,
  toReceivedInvitationDto,
  toSentInvitationDto,
} from './invitations.data.js';
import { countMembers } from './organization.data.js';

/**
 * Invites an email to the organization; inviting again makes a pending invitation anew. Whether
 * an account exists with that email is not told: the invitation waits for whoever signs up with it.
 */
export async function inviteByEmail(
  db: DbOrTx,
  organizationId: number,
  input: { email: string; role: Role; invitedBy: Actor },
) {
  const { email, role, invitedBy } = input;
  // An admin invites members and viewers; owners and admins are an owner's to make (issue #28).
  if (!assignableRoles(invitedBy.role).includes(role)) {
    const action = `inviter avec le rôle ${ROLE_LABELS[role]}`;
    throw new AppError('ROLE', roleRefusalMessage(invitedBy.role, action));
  }
  if ((await countMembers(db, organizationId, { email })) > 0) {
    throw new AppError('CONFLICT', MSG_USER_ALREADY_MEMBER);
  }
  await saveInvitation(db, organizationId, { email, role, invitedBy: invitedBy.userId });
}

export async function listSentInvitations(
  db: DbOrTx,
  organizationId: number,
): Promise<SentInvitationDto[]> {
  return (await findSentInvitations(db, organizationId)).map(toSentInvitationDto);
}

/** Withdraws a pending invitation of the organization. */
export async function cancelInvitation(db: DbOrTx, organizationId: number, invitationId: number) {
  doneOr404(
    await cancelPendingInvitation(db, organizationId, invitationId),
    MSG_INVITATION_NOT_FOUND,
  );
}

/** The pending invitations of the signed-in person (by their account's email). */
export async function listReceivedInvitations(
  db: DbOrTx,
  userId: number,
): Promise<ReceivedInvitationDto[]> {
  return (await findReceivedInvitations(db, userId)).map(toReceivedInvitationDto);
}

/** A pending invitation addressed to this user, locked for the answer; 404 otherwise. */
async function lockReceived(tx: DbOrTx, userId: number, invitationId: number) {
  return foundOr404(
    await lockReceivedInvitation(tx, userId, invitationId),
    MSG_INVITATION_NOT_FOUND,
  );
}

/**
 * Joins the organization that invited this user, within its plan's user limit. Someone already
 * in an organization must leave it first (409).
 */
export async function acceptInvitation(db: Db, userId: number, invitationId: number) {
  await db.$transaction(async (tx) => {
    const { organization_id, role } = await lockReceived(tx, userId, invitationId);
    await assertWithoutOrganization(tx, userId);
    await assertWithinPlanLimit(tx, organization_id, 'utilisateurs');
    await joinOrganization(tx, organization_id, userId, role);
    await answerInvitation(tx, organization_id, invitationId, 'Accepted');
  });
}

export async function declineInvitation(db: Db, userId: number, invitationId: number) {
  await db.$transaction(async (tx) => {
    const { organization_id } = await lockReceived(tx, userId, invitationId);
    await answerInvitation(tx, organization_id, invitationId, 'Declined');
  });
}
