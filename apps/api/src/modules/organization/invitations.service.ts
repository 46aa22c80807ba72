// Joining an organization at a member's initiative: adding someone by email sends
// an invitation, which the invited person sees when signing in and accepts or declines. Nobody is
// moved into an organization without consent, and a request they made elsewhere stays until they
// accept. Only an account whose VERIFIED email is the invited one answers it, or
// whoever opens the link of its mail; it expires after 14 days; at most 50 wait at once.
import {
  INVITATION_LIFETIME_DAYS,
  MAX_PENDING_INVITATIONS,
  MSG_INVITATION_EXPIRED,
  MSG_INVITATION_LINK_INVALID,
  MSG_INVITATION_NOT_FOUND,
  MSG_TOO_MANY_INVITATIONS,
  type ReceivedInvitationsResponse,
  type SentInvitationDto,
} from '@app/shared/invitations';
import { MSG_USER_ALREADY_MEMBER } from '@app/shared/organization';
import { assignableRoles, ROLE_LABELS, roleRefusalMessage, type Role } from '@app/shared/roles';
import type { Db, DbOrTx } from '../../db/prisma.js';
import { AppError, foundOr404 } from '../../errors/app-error.js';
import { hashLinkToken, newLinkToken, type SendLater } from '../../mail/app-mailer.js';
import { recordAudit } from '../audit/audit.data.js';
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
  type LockedInvitation,
} from './invitations.data.js';
import {
  countLiveInvitations,
  findInvitationSenders,
  hasLiveInvitation,
  lockInvitationByToken,
  lockInvitationsOf,
} from './invitation-links.data.js';
import { invitationMail } from './invitation-mail.js';
import { countMembers } from './organization.data.js';
import { auditPerson } from './organization-audit.js';

const LIFETIME_MS = INVITATION_LIFETIME_DAYS * 24 * 60 * 60 * 1000;

/** How invitation mails leave: after the answer, with links to the web app's page. */
export type InvitationMails = { send: SendLater; linkFor: (token: string) => string };

/** 409 when the organization already has its maximum of invitations waiting (`email`'s aside). */
async function assertRoomForInvitation(
  tx: DbOrTx,
  organizationId: number,
  email: string,
  now: Date,
) {
  if (await hasLiveInvitation(tx, organizationId, email, now)) return;
  if ((await countLiveInvitations(tx, organizationId, now)) >= MAX_PENDING_INVITATIONS) {
    throw new AppError('CONFLICT', MSG_TOO_MANY_INVITATIONS);
  }
}

/**
 * Invites an email to the organization and mails it the invitation's link; inviting again makes
 * a pending invitation anew (new link, 14 more days). Whether an account exists with that email
 * is not told. Invitations sent at once take turns, so that they respect the bound.
 */
export async function inviteByEmail(
  db: Db,
  organizationId: number,
  input: { email: string; role: Role; invitedBy: Actor },
  mails: InvitationMails,
) {
  const { email, role, invitedBy } = input;
  // An admin invites members and viewers; owners and admins are an owner's to make.
  if (!assignableRoles(invitedBy.role).includes(role)) {
    const action = `inviter avec le rôle ${ROLE_LABELS[role]}`;
    throw new AppError('ROLE', roleRefusalMessage(invitedBy.role, action));
  }
  const { token, hash } = newLinkToken();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + LIFETIME_MS);
  const names = await db.$transaction(async (tx) => {
    await lockInvitationsOf(tx, organizationId);
    if ((await countMembers(tx, organizationId, { email })) > 0) {
      throw new AppError('CONFLICT', MSG_USER_ALREADY_MEMBER, { field: 'email' });
    }
    await assertRoomForInvitation(tx, organizationId, email, now);
    const invitationId = await saveInvitation(tx, organizationId, {
      email,
      role,
      invitedBy: invitedBy.userId,
      tokenHash: hash,
      expiresAt,
    });
    await recordAudit(tx, {
      organizationId,
      userId: invitedBy.userId,
      action: 'invitation.sent',
      details: { invitation_id: invitationId, email, role },
    });
    return findInvitationSenders(tx, organizationId, invitedBy.userId);
  });
  mails.send({ to: email, ...invitationMail(names, mails.linkFor(token), expiresAt) });
}

export async function listSentInvitations(
  db: DbOrTx,
  organizationId: number,
): Promise<SentInvitationDto[]> {
  const now = new Date();
  return (await findSentInvitations(db, organizationId)).map((row) =>
    toSentInvitationDto(row, now),
  );
}

/** Withdraws a pending invitation of the organization. */
export async function cancelInvitation(
  db: Db,
  organizationId: number,
  invitationId: number,
  userId: number,
) {
  await db.$transaction(async (tx) => {
    const cancelled = foundOr404(
      await cancelPendingInvitation(tx, organizationId, invitationId),
      MSG_INVITATION_NOT_FOUND,
    );
    await recordAudit(tx, {
      organizationId,
      userId,
      action: 'invitation.cancelled',
      details: { invitation_id: invitationId, email: cancelled.email },
    });
  });
}

/**
 * The pending invitations of the signed-in person, by their account's email once verified
 * (expired ones are left out).
 */
export async function listReceivedInvitations(
  db: DbOrTx,
  userId: number,
): Promise<ReceivedInvitationsResponse> {
  const { verified, rows } = await findReceivedInvitations(db, userId);
  return { invitations: rows.map(toReceivedInvitationDto), email_verified: verified };
}

/** 409 for an invitation past its expiry: the organization may send it again. */
function unexpired<T extends LockedInvitation>(invitation: T): T {
  if (invitation.expired) throw new AppError('CONFLICT', MSG_INVITATION_EXPIRED);
  return invitation;
}

/**
 * A pending invitation addressed to this user's verified email, locked for the answer; 404
 * otherwise, 409 when it has expired.
 */
async function lockReceived(tx: DbOrTx, userId: number, invitationId: number) {
  return unexpired(
    foundOr404(await lockReceivedInvitation(tx, userId, invitationId), MSG_INVITATION_NOT_FOUND),
  );
}

/** Joins the organization of an invitation locked for this answer. */
async function join(tx: DbOrTx, userId: number, invitation: LockedInvitation) {
  const organizationId = invitation.organization_id;
  await assertWithoutOrganization(tx, userId);
  await assertWithinPlanLimit(tx, organizationId, 'utilisateurs');
  // The invitation's role: member unless the organization chose another.
  await joinOrganization(tx, organizationId, userId, invitation.role);
  await recordAudit(tx, {
    organizationId,
    userId,
    action: 'member.joined',
    details: {
      invitation_id: invitation.invitation_id,
      member: await auditPerson(tx, organizationId, userId),
    },
  });
}

/**
 * Joins the organization that invited this user, within its plan's user limit. Someone already
 * in an organization must leave it first (409).
 */
export async function acceptInvitation(db: Db, userId: number, invitationId: number) {
  await db.$transaction(async (tx) => {
    const invitation = await lockReceived(tx, userId, invitationId);
    await join(tx, userId, invitation);
    await answerInvitation(tx, invitation.organization_id, invitationId, 'Accepted');
  });
}

/**
 * Accepts the invitation of a mail's link for the signed-in account, whatever its email: the
 * link is the proof that the invited mailbox let this person in (docs/decisions.md). 404 for a
 * link unknown or already answered, 409 when it has expired.
 */
export async function acceptInvitationLink(db: Db, userId: number, token: string) {
  await db.$transaction(async (tx) => {
    const invitation = unexpired(
      foundOr404(
        await lockInvitationByToken(tx, hashLinkToken(token)),
        MSG_INVITATION_LINK_INVALID,
      ),
    );
    await join(tx, userId, invitation);
    await answerInvitation(tx, invitation.organization_id, invitation.invitation_id, 'Accepted');
  });
}

export async function declineInvitation(db: Db, userId: number, invitationId: number) {
  await db.$transaction(async (tx) => {
    const { organization_id } = await lockReceived(tx, userId, invitationId);
    await answerInvitation(tx, organization_id, invitationId, 'Declined');
  });
}
