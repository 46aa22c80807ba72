import type { MemberDto } from '@app/shared/organization';
import type { DbOrTx } from '../../db/prisma.js';
import { AppError } from '../../errors/app-error.js';

export const MSG_ALREADY_IN_ORGANIZATION = 'Vous faites déjà partie d’une organisation.';
export const MSG_USER_IN_OTHER_ORGANIZATION =
  'Cet utilisateur fait déjà partie d’une autre organisation.';

/** The organization's members, by name. */
export async function listMembers(db: DbOrTx, organizationId: number): Promise<MemberDto[]> {
  return db.user.findMany({
    where: { organization_id: organizationId },
    select: { user_id: true, name: true, email: true },
    orderBy: [{ name: 'asc' }, { user_id: 'asc' }],
  });
}

/** 409 when the user is already a member somewhere: they must leave it first. */
export async function assertWithoutOrganization(tx: DbOrTx, userId: number): Promise<void> {
  const user = await tx.user.findUniqueOrThrow({
    where: { user_id: userId },
    select: { organization_id: true },
  });
  if (user.organization_id !== null) throw new AppError('CONFLICT', MSG_ALREADY_IN_ORGANIZATION);
}

/**
 * Makes a user without organization a member. The `organization_id: null` condition makes it
 * safe under concurrency: the loser of a race gets a 409, never a double membership.
 */
export async function joinOrganization(tx: DbOrTx, userId: number, organizationId: number) {
  const joined = await tx.user.updateMany({
    where: { user_id: userId, organization_id: null },
    data: { organization_id: organizationId, joined_at: new Date() },
  });
  if (joined.count !== 1) throw new AppError('CONFLICT', MSG_USER_IN_OTHER_ORGANIZATION);
  await tx.joinRequest.updateMany({
    where: { user_id: userId, organization_id: organizationId, status: 'Pending' },
    data: { status: 'Validated' },
  });
  await tx.joinRequest.deleteMany({
    where: { user_id: userId, status: 'Pending', NOT: { organization_id: organizationId } },
  });
}
