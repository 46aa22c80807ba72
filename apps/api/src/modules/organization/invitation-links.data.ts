// What makes an invitation hard to claim: the token of its mail's link, its expiry,
// and the bound on how many an organization keeps waiting.
import type { DbOrTx } from '../../db/prisma.js';
import type { LockedInvitation } from './invitations.data.js';

/**
 * The pending invitation whose link carries this token, locked until the transaction ends. Found
 * by the token across organizations: the link is the proof, whoever opens it.
 */
export async function lockInvitationByToken(tx: DbOrTx, tokenHash: string) {
  const [invitation] = await tx.$queryRaw<LockedInvitation[]>`
    SELECT invitation_id, organization_id, role::text AS role, expires_at <= now() AS expired
    FROM invitations
    WHERE token_hash = ${tokenHash} AND status = 'Pending'
    FOR UPDATE`;
  return invitation;
}

/** The organization's invitations waiting for an answer and not expired. */
export function countLiveInvitations(db: DbOrTx, organizationId: number, now: Date) {
  return db.invitation.count({
    where: { organization_id: organizationId, status: 'Pending', expires_at: { gt: now } },
  });
}

/** Whether `email` has an invitation of the organization waiting and not expired. */
export async function hasLiveInvitation(
  db: DbOrTx,
  organizationId: number,
  email: string,
  now: Date,
) {
  const count = await db.invitation.count({
    where: { organization_id: organizationId, email, status: 'Pending', expires_at: { gt: now } },
  });
  return count > 0;
}

/** The names an invitation mail shows: the organization's and the member's who sends it. */
export async function findInvitationSenders(db: DbOrTx, organizationId: number, userId: number) {
  const organization = await db.organization.findUniqueOrThrow({
    where: { organization_id: organizationId },
    select: { organization_name: true },
  });
  const member = await db.user.findUniqueOrThrow({
    where: { user_id: userId },
    select: { name: true },
  });
  return { organization: organization.organization_name, inviter: member.name };
}

/**
 * Makes the organization's invitations take turns until the transaction ends, so that invitations
 * sent at once respect the bound. An advisory lock rather than the organization's row: accepting
 * locks an invitation and then that row (the plan's user limit), so an invitation sent again at
 * the same moment, holding the row while it waits for the invitation, would deadlock with it.
 */
export async function lockInvitationsOf(tx: DbOrTx, organizationId: number) {
  // `$executeRaw`: the function returns void, which a query's rows could not carry.
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('gestion:invitations'), ${organizationId}::int)`;
}
