// Invitations and requests to join, as this area reads them. An organization's side names the
// organization; the invited person's or requester's side finds their own rows by email or user id
// across organizations (tenant-scope exceptions).
import type { ReceivedInvitationDto, SentInvitationDto } from '@app/shared/invitations';
import type { JoinRequestDto, MyJoinRequestDto } from '@app/shared/join-requests';
import type { Role } from '@app/shared/roles';
import type { DbOrTx } from '../../db/prisma.js';
import type { Prisma } from '../../generated/prisma/client.js';

const invitationOrder = [
  { created_at: 'desc' },
  { invitation_id: 'desc' },
] as const satisfies Prisma.InvitationOrderByWithRelationInput[];

export const sentInvitationSelect = {
  invitation_id: true,
  email: true,
  role: true,
  created_at: true,
  expires_at: true,
  invited_by: { select: { name: true } },
} as const satisfies Prisma.InvitationSelect;
type SentInvitationRow = Prisma.InvitationGetPayload<{ select: typeof sentInvitationSelect }>;

export const toSentInvitationDto = (row: SentInvitationRow, now: Date): SentInvitationDto => ({
  invitation_id: row.invitation_id,
  email: row.email,
  role: row.role,
  invited_by: row.invited_by?.name ?? null,
  created_at: row.created_at.toISOString(),
  expires_at: row.expires_at.toISOString(),
  expired: row.expires_at <= now,
});

export function findSentInvitations(db: DbOrTx, organizationId: number) {
  return db.invitation.findMany({
    where: { organization_id: organizationId, status: 'Pending' },
    select: sentInvitationSelect,
    orderBy: [...invitationOrder],
  });
}

export const receivedInvitationSelect = {
  invitation_id: true,
  created_at: true,
  organization: { select: { organization_name: true } },
  invited_by: { select: { name: true } },
} as const satisfies Prisma.InvitationSelect;
type ReceivedInvitationRow = Prisma.InvitationGetPayload<{
  select: typeof receivedInvitationSelect;
}>;

export const toReceivedInvitationDto = (row: ReceivedInvitationRow): ReceivedInvitationDto => ({
  invitation_id: row.invitation_id,
  organization_name: row.organization.organization_name,
  invited_by: row.invited_by?.name ?? null,
  created_at: row.created_at.toISOString(),
});

/**
 * The pending, unexpired invitations addressed to a user's email, across organizations; none
 * while that email is not verified (anyone can register or ask for any address).
 */
export async function findReceivedInvitations(db: DbOrTx, userId: number) {
  const user = await db.user.findUniqueOrThrow({
    where: { user_id: userId },
    select: { email: true, email_verified_at: true },
  });
  if (user.email_verified_at === null) return { verified: false, rows: [] };
  const rows = await db.invitation.findMany({
    where: { email: user.email, status: 'Pending', expires_at: { gt: new Date() } },
    select: receivedInvitationSelect,
    orderBy: [...invitationOrder],
  });
  return { verified: true, rows };
}

/** An invitation to answer: its organization and whether it has expired. */
export type LockedInvitation = {
  invitation_id: number;
  organization_id: number;
  role: Role;
  expired: boolean;
};

/**
 * A pending invitation addressed to this user's VERIFIED email, locked until the transaction
 * ends; expired or not.
 */
export async function lockReceivedInvitation(tx: DbOrTx, userId: number, invitationId: number) {
  const [invitation] = await tx.$queryRaw<LockedInvitation[]>`
    SELECT i.invitation_id, i.organization_id, i.role::text AS role,
      i.expires_at <= now() AS expired
    FROM invitations i
    JOIN users u ON u.email = i.email AND u.user_id = ${userId}
      AND u.email_verified_at IS NOT NULL
    WHERE i.invitation_id = ${invitationId} AND i.status = 'Pending'
    FOR UPDATE OF i`;
  return invitation;
}

/**
 * Invites an email with a role until `expiresAt`, with the hash of its link's token; inviting
 * again makes the invitation pending anew, with the new role, a new link (the old one stops
 * working) and a new expiry. Returns its id.
 */
export async function saveInvitation(
  db: DbOrTx,
  organizationId: number,
  input: { email: string; invitedBy: number; role: Role; tokenHash: string; expiresAt: Date },
): Promise<number> {
  const sent = {
    invited_by_user_id: input.invitedBy,
    role: input.role,
    token_hash: input.tokenHash,
    expires_at: input.expiresAt,
  };
  const saved = await db.invitation.upsert({
    where: { organization_id_email: { organization_id: organizationId, email: input.email } },
    create: { organization_id: organizationId, email: input.email, ...sent },
    update: { status: 'Pending', created_at: new Date(), ...sent },
    select: { invitation_id: true },
  });
  return saved.invitation_id;
}

/**
 * Withdraws a pending invitation; returns its email, undefined when the organization has no such
 * pending invitation.
 */
export async function cancelPendingInvitation(
  db: DbOrTx,
  organizationId: number,
  invitationId: number,
): Promise<{ email: string } | undefined> {
  const [cancelled] = await db.invitation.updateManyAndReturn({
    where: { invitation_id: invitationId, organization_id: organizationId, status: 'Pending' },
    data: { status: 'Cancelled' },
    select: { email: true },
  });
  return cancelled;
}

/** Records the invited person's answer. */
export async function answerInvitation(
  db: DbOrTx,
  organizationId: number,
  invitationId: number,
  status: 'Accepted' | 'Declined',
) {
  await db.invitation.update({
    where: { organization_id: organizationId, invitation_id: invitationId },
    data: { status },
  });
}

// Requests to join.

export const joinRequestSelect = {
  request_id: true,
  status: true,
  created_at: true,
  user: { select: { name: true, email: true } },
} as const satisfies Prisma.JoinRequestSelect;
type JoinRequestRow = Prisma.JoinRequestGetPayload<{ select: typeof joinRequestSelect }>;

export const toJoinRequestDto = (row: JoinRequestRow): JoinRequestDto => ({
  request_id: row.request_id,
  status: row.status,
  created_at: row.created_at.toISOString(),
  name: row.user.name,
  email: row.user.email,
});

export function findPendingJoinRequests(db: DbOrTx, organizationId: number) {
  return db.joinRequest.findMany({
    where: { organization_id: organizationId, status: 'Pending' },
    select: joinRequestSelect,
    orderBy: [{ created_at: 'asc' }, { request_id: 'asc' }],
  });
}

const requestKey = (organizationId: number, userId: number) => ({
  organization_id_user_id: { organization_id: organizationId, user_id: userId },
});

export async function joinRequestStatus(db: DbOrTx, organizationId: number, userId: number) {
  const request = await db.joinRequest.findUnique({
    where: requestKey(organizationId, userId),
    select: { status: true },
  });
  return request?.status;
}

/** One row per (organization, user): an old refused or validated request is asked again. */
export async function saveJoinRequest(db: DbOrTx, organizationId: number, userId: number) {
  await db.joinRequest.upsert({
    where: requestKey(organizationId, userId),
    create: { organization_id: organizationId, user_id: userId },
    update: { status: 'Pending', created_at: new Date() },
  });
}

/** The requester of the organization's request, or undefined when it is not theirs. */
export async function requesterOf(db: DbOrTx, organizationId: number, requestId: number) {
  const request = await db.joinRequest.findFirst({
    where: { request_id: requestId, organization_id: organizationId },
    select: { user_id: true },
  });
  return request?.user_id;
}

/** The organization's request (its requester and status), locked until the transaction ends. */
export async function joinRequestOf(db: DbOrTx, organizationId: number, requestId: number) {
  const [request] = await db.$queryRaw<{ user_id: number; status: string }[]>`
    SELECT user_id, status::text AS status FROM join_requests
    WHERE request_id = ${requestId} AND organization_id = ${organizationId}
    FOR UPDATE`;
  return request;
}

/** Marks the organization's pending request validated; false when it was not pending. */
export async function claimJoinRequest(db: DbOrTx, organizationId: number, requestId: number) {
  const claimed = await db.joinRequest.updateMany({
    where: { request_id: requestId, organization_id: organizationId, status: 'Pending' },
    data: { status: 'Validated' },
  });
  return claimed.count === 1;
}

export async function deleteJoinRequestRow(db: DbOrTx, organizationId: number, requestId: number) {
  const deleted = await db.joinRequest.deleteMany({
    where: { request_id: requestId, organization_id: organizationId },
  });
  return deleted.count === 1;
}

/** Once a user is a member: their pending request to the organization counts as validated. */
export async function validatePendingRequest(db: DbOrTx, organizationId: number, userId: number) {
  await db.joinRequest.updateMany({
    where: { user_id: userId, organization_id: organizationId, status: 'Pending' },
    data: { status: 'Validated' },
  });
}

/** A member's pending requests to other organizations no longer make sense. */
export async function deletePendingRequests(
  db: DbOrTx,
  userId: number,
  exceptOrganizationId?: number,
) {
  await db.joinRequest.deleteMany({
    where: {
      user_id: userId,
      status: 'Pending',
      ...(exceptOrganizationId === undefined
        ? {}
        : { NOT: { organization_id: exceptOrganizationId } }),
    },
  });
}

// A requester's own side of their requests.

export async function findMyPendingJoinRequests(
  db: DbOrTx,
  userId: number,
): Promise<MyJoinRequestDto[]> {
  const rows = await db.joinRequest.findMany({
    where: { user_id: userId, status: 'Pending' },
    select: {
      request_id: true,
      created_at: true,
      organization: { select: { organization_name: true } },
    },
    orderBy: [{ created_at: 'desc' }, { request_id: 'desc' }],
  });
  return rows.map((row) => ({
    request_id: row.request_id,
    organization_name: row.organization.organization_name,
    created_at: row.created_at.toISOString(),
  }));
}

/** Withdraws the user's own pending request; false when they have no such pending request. */
export async function deleteMyPendingJoinRequest(db: DbOrTx, userId: number, requestId: number) {
  const deleted = await db.joinRequest.deleteMany({
    where: { request_id: requestId, user_id: userId, status: 'Pending' },
  });
  return deleted.count === 1;
}
