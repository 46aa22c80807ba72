// Links that prove an address, stored as hashes: a new account's address, or the new
// address of an email change, which replaces the account's email only once its link is opened.
import type { Db, DbOrTx } from '../../db/prisma.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { endResetTokens } from './auth.data.js';

const usable = (now: Date) =>
  ({ used_at: null, expires_at: { gt: now } }) satisfies Prisma.EmailVerificationTokenWhereInput;

/** Ends every link of the user not used yet (marked used, as a confirmation spends one). */
async function endEmailTokens(db: DbOrTx, userId: number, now: Date) {
  await db.emailVerificationToken.updateMany({
    where: { user_id: userId, used_at: null },
    data: { used_at: now },
  });
}

/**
 * Stores a new link for `email` and ends the user's older ones: only the latest link mailed
 * works, so an address asked for earlier cannot be confirmed later. The user's row is locked
 * first, so two requests at once still leave one link alive.
 */
export async function replaceEmailToken(
  db: Db,
  link: { userId: number; email: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT 1 FROM users WHERE user_id = ${link.userId} FOR UPDATE`;
    await endEmailTokens(tx, link.userId, new Date());
    await tx.emailVerificationToken.create({
      data: {
        user_id: link.userId,
        email: link.email,
        token_hash: link.tokenHash,
        expires_at: link.expiresAt,
      },
    });
  });
}

/** The address of the user's link still usable for another email than `email`, if any. */
export async function findPendingEmail(
  db: DbOrTx,
  userId: number,
  email: string,
): Promise<string | null> {
  const link = await db.emailVerificationToken.findFirst({
    where: { user_id: userId, NOT: { email }, ...usable(new Date()) },
    select: { email: true },
    orderBy: { id: 'desc' },
  });
  return link?.email ?? null;
}

/** What an account is to the verification: its name, email and whether that is proven. */
export function findVerificationState(db: DbOrTx, userId: number) {
  return db.user.findUniqueOrThrow({
    where: { user_id: userId },
    select: { name: true, email: true, email_verified_at: true },
  });
}

export function countOtherAccountsWithEmail(
  db: DbOrTx,
  userId: number,
  email: string,
): Promise<number> {
  return db.user.count({ where: { email, NOT: { user_id: userId } } });
}

/** The account whose email the caller wants to check free, in the same transaction. */
export type AddressCheck = (tx: DbOrTx, userId: number, email: string) => Promise<void>;

/**
 * Spends the link and makes its address the account's verified email. The update is the check:
 * only an unused, unexpired link matches, so it works once even when two confirmations race. A
 * new address ends the reset links mailed to the old one and the user's other links; `check`
 * refuses an address another account took meanwhile (the transaction, spend included, is then
 * undone). Undefined when the link was not usable.
 */
export async function confirmEmailToken(db: Db, tokenHash: string, check: AddressCheck) {
  return db.$transaction(async (tx) => {
    const now = new Date();
    const [link] = await tx.emailVerificationToken.updateManyAndReturn({
      where: { token_hash: tokenHash, ...usable(now) },
      data: { used_at: now },
      select: { user_id: true, email: true },
    });
    if (!link) return undefined;
    const account = await findVerificationState(tx, link.user_id);
    const changed = account.email !== link.email;
    if (changed) {
      await check(tx, link.user_id, link.email);
      await endResetTokens(tx, link.user_id, now);
      await endEmailTokens(tx, link.user_id, now);
    }
    await tx.user.update({
      where: { user_id: link.user_id },
      data: {
        email: link.email,
        email_verified_at: changed ? now : (account.email_verified_at ?? now),
      },
    });
    return { email: link.email, changed };
  });
}
