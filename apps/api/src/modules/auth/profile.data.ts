// The signed-in user's own account, as the profile page reads and changes it, and the sessions it
// ends. Every query names the user by id: an account is its own scope.
import type { Db, DbOrTx } from '../../db/prisma.js';
import { accountSelect, endResetTokens, type AuthenticatedUser } from './auth.data.js';

/** The account with whether it has a password, and its organization's name. */
export function findProfileRow(db: DbOrTx, userId: number) {
  return db.user.findUniqueOrThrow({
    where: { user_id: userId },
    select: {
      name: true,
      email: true,
      password_hash: true,
      organization: { select: { organization_id: true, organization_name: true } },
    },
  });
}

/** What a change of credentials checks: the current email and password hash. */
export function findOwnCredentials(db: DbOrTx, userId: number) {
  return db.user.findUniqueOrThrow({
    where: { user_id: userId },
    select: { email: true, password_hash: true },
  });
}

/**
 * Sets the name and email. A new email ends the reset links mailed to the old one: whoever reads
 * that mailbox no longer owns the account.
 */
export function updateAccount(
  db: Db,
  userId: number,
  data: { name: string; email: string; email_verified_at?: null },
  emailChanges: boolean,
): Promise<AuthenticatedUser> {
  return db.$transaction(async (tx) => {
    const user = await tx.user.update({ where: { user_id: userId }, data, select: accountSelect });
    if (emailChanges) await endResetTokens(tx, userId, new Date());
    return user;
  });
}

/** Sets the password, ends every session opened before `now` and every reset link. */
export async function setPassword(db: Db, userId: number, passwordHash: string, now: Date) {
  await db.$transaction(async (tx) => {
    await tx.user.update({
      where: { user_id: userId },
      data: { password_hash: passwordHash, sessions_valid_after: now },
    });
    await endResetTokens(tx, userId, now);
  });
}

/** Ends every session of the user opened before `now` (a token without session id). */
export async function endSessionsBefore(db: DbOrTx, userId: number, now: Date) {
  await db.user.updateMany({ where: { user_id: userId }, data: { sessions_valid_after: now } });
}

/**
 * Ends one session until its token expires, and forgets the sessions whose token has expired
 * anyway (the table keeps only what a valid token could still present).
 */
export async function revokeSession(db: DbOrTx, sessionId: string, expiresAt: Date) {
  await db.revokedSession.deleteMany({ where: { expires_at: { lt: new Date() } } });
  await db.revokedSession.createMany({
    data: [{ session_id: sessionId, expires_at: expiresAt }],
    skipDuplicates: true,
  });
}
