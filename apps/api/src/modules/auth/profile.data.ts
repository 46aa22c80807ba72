// The signed-in user's own account, as the profile page reads and changes it, and the sessions it
// ends. Every query names the user by id: an account is its own scope.
import type { Db, DbOrTx } from '../../db/prisma.js';
import { endResetTokens } from './auth.data.js';

/** The account with whether it has a password, and its organization's name. */
export function findProfileRow(db: DbOrTx, userId: number) {
  return db.user.findUniqueOrThrow({
    where: { user_id: userId },
    select: {
      name: true,
      email: true,
      password_hash: true,
      email_verified_at: true,
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
 * Sets the name. The email changes only through the link mailed to the new address
 * (email-verification.service.ts).
 */
export async function updateName(db: DbOrTx, userId: number, name: string): Promise<void> {
  await db.user.update({ where: { user_id: userId }, data: { name }, select: { user_id: true } });
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
