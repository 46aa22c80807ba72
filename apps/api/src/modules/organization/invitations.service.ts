// Joining an organization at a member's initiative (issue #20 §3): adding someone by email sends
// an invitation, which the invited person sees when signing in and accepts or declines. Nobody is
// moved into an organization without consent, and a request they made elsewhere stays until they
// accept.
import {
  MSG_INVITATION_NOT_FOUND,
  type ReceivedInvitationDto,
  type SentInvitationDto,
} from '@app/shared/organization';
import type { Db, DbOrTx } from '../../db/prisma.js';
import { AppError } from '../../errors/app-error.js';
import { assertWithinPlanLimit } from '../subscription/plan-limits.js';
import { assertWithoutOrganization, joinOrganization } from './members.service.js';
import { MSG_USER_ALREADY_MEMBER } from './organization.service.js';

/**
 * Invites an email to the organization; inviting again makes a pending invitation anew. Whether
 * an account exists with that email is not told: the invitation waits for whoever signs up with it.
 */
export async function inviteByEmail(
  db: DbOrTx,
  organizationId: number,
  invitedBy: number,
  email: string,
) {
  const member = await db.user.count({ where: { email, organization_id: organizationId } });
  if (member > 0) throw new AppError('CONFLICT', MSG_USER_ALREADY_MEMBER);
  await db.invitation.upsert({
    where: { organization_id_email: { organization_id: organizationId, email } },
    create: { organization_id: organizationId, email, invited_by_user_id: invitedBy },
    update: { status: 'Pending', invited_by_user_id: invitedBy, created_at: new Date() },
  });
}

export async function listSentInvitations(
  db: DbOrTx,
  organizationId: number,
): Promise<SentInvitationDto[]> {
  const rows = await db.invitation.findMany({
    where: { organization_id: organizationId, status: 'Pending' },
    include: { invited_by: { select: { name: true } } },
    orderBy: [{ created_at: 'desc' }, { invitation_id: 'desc' }],
  });
  return rows.map((row) => ({
    invitation_id: row.invitation_id,
    email: row.email,
    invited_by: row.invited_by?.name ?? null,
    created_at: row.created_at.toISOString(),
  }));
}

/** Withdraws a pending invitation of the organization. */
export async function cancelInvitation(db: DbOrTx, organizationId: number, invitationId: number) {
  const done = await db.invitation.updateMany({
    where: { invitation_id: invitationId, organization_id: organizationId, status: 'Pending' },
    data: { status: 'Cancelled' },
  });
  if (done.count === 0) throw new AppError('NOT_FOUND', MSG_INVITATION_NOT_FOUND);
}

/** The pending invitations of the signed-in person (by their account's email). */
export async function listReceivedInvitations(
  db: DbOrTx,
  userId: number,
): Promise<ReceivedInvitationDto[]> {
  const user = await db.user.findUniqueOrThrow({
    where: { user_id: userId },
    select: { email: true },
  });
  const rows = await db.invitation.findMany({
    where: { email: user.email, status: 'Pending' },
    include: {
      organization: { select: { organization_name: true } },
      invited_by: { select: { name: true } },
    },
    orderBy: [{ created_at: 'desc' }, { invitation_id: 'desc' }],
  });
  return rows.map((row) => ({
    invitation_id: row.invitation_id,
    organization_name: row.organization.organization_name,
    invited_by: row.invited_by?.name ?? null,
    created_at: row.created_at.toISOString(),
  }));
}

/** A pending invitation addressed to this user, locked for the answer; 404 otherwise. */
async function lockReceived(tx: DbOrTx, userId: number, invitationId: number) {
  const [invitation] = await tx.$queryRaw<{ organization_id: number }[]>`
    SELECT i.organization_id FROM invitations i
    JOIN users u ON u.email = i.email AND u.user_id = ${userId}
    WHERE i.invitation_id = ${invitationId} AND i.status = 'Pending'
    FOR UPDATE OF i`;
  if (!invitation) throw new AppError('NOT_FOUND', MSG_INVITATION_NOT_FOUND);
  return invitation;
}

/**
 * Joins the organization that invited this user, within its plan's user limit. Someone already
 * in an organization must leave it first (409).
 */
export async function acceptInvitation(db: Db, userId: number, invitationId: number) {
  await db.$transaction(async (tx) => {
    const { organization_id } = await lockReceived(tx, userId, invitationId);
    await assertWithoutOrganization(tx, userId);
    await assertWithinPlanLimit(tx, organization_id, 'utilisateurs');
    await joinOrganization(tx, userId, organization_id);
    await tx.invitation.update({
      where: { organization_id, invitation_id: invitationId },
      data: { status: 'Accepted' },
    });
  });
}

export async function declineInvitation(db: Db, userId: number, invitationId: number) {
  await db.$transaction(async (tx) => {
    const { organization_id } = await lockReceived(tx, userId, invitationId);
    await tx.invitation.update({
      where: { organization_id, invitation_id: invitationId },
      data: { status: 'Declined' },
    });
  });
}
