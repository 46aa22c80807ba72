// The accounts as sign-in and sessions read them: one select for what a signed-in user is (never
// the password hash), the one statement a session costs, and the reset tokens.
import { preparedRows } from '../../db/prepared-rows.js';
import type { Db, DbOrTx } from '../../db/prisma.js';
import { Prisma } from '../../generated/prisma/client.js';
import {
  accountSelect,
  type AuthenticatedUser,
  type SessionPlan,
} from '../../http/request-session.js';

/** When the sessions opened before it end (a password reset, a Google link). */
export const revocationSelect = { sessions_valid_after: true } as const satisfies Prisma.UserSelect;
type Revocation = Prisma.UserGetPayload<{ select: typeof revocationSelect }>;

/**
 * A session's user with its revocation instant, its organization's plan (null: no member) and
 * whether this very session was ended by its logout.
 */
export type SessionRow = {
  user: AuthenticatedUser;
  plan: SessionPlan | null;
  session_revoked: boolean;
} & Revocation;

type SessionSqlRow = AuthenticatedUser &
  Revocation & { [K in keyof SessionPlan]: SessionPlan[K] | null } & { session_revoked: boolean };

/**
 * The user of a session, its revocation instant, its organization's plan and whether the session
 * itself was logged out, in ONE statement: every guarded request reads it, so a nested Prisma
 * select (one statement per table) would cost a second round trip; prepared (db/prepared-rows.ts). The columns are those of
 * accountSelect, revocationSelect and sessionPlanSelect. `sessionId` null: a token without id.
 */
export async function findSessionRow(
  db: Db,
  userId: number,
  sessionId: string | null,
): Promise<SessionRow | undefined> {
  const [row] = await preparedRows<SessionSqlRow>(
    db,
    'session-row',
    Prisma.sql`
      SELECT u.user_id, u.name, u.email, u.organization_id, u.email_verified_at,
             u.role::text AS role,
             u.sessions_valid_after,
             o.plan_id, o.subscription_status::text AS subscription_status,
             EXISTS (SELECT 1 FROM revoked_sessions r WHERE r.session_id = ${sessionId})
               AS session_revoked
      FROM users u
      LEFT JOIN organizations o ON o.organization_id = u.organization_id
      WHERE u.user_id = ${userId}`,
  );
  if (!row) return undefined;
  const { sessions_valid_after, session_revoked, plan_id, subscription_status, ...user } = row;
  return {
    user,
    sessions_valid_after,
    session_revoked,
    plan: subscription_status === null ? null : { plan_id, subscription_status },
  };
}

/** The account of an email with its password hash: only the password check reads it. */
export function findCredentials(db: DbOrTx, email: string) {
  return db.user.findUnique({
    where: { email },
    select: { ...accountSelect, password_hash: true },
  });
}

export function countAccountsWithEmail(db: DbOrTx, email: string): Promise<number> {
  return db.user.count({ where: { email } });
}

export function createAccount(
  db: DbOrTx,
  data: { name: string; email: string; password_hash?: string; google_sub?: string },
): Promise<AuthenticatedUser> {
  return db.user.create({ data, select: accountSelect });
}

export function findAccountByGoogleSub(db: DbOrTx, googleSub: string) {
  return db.user.findUnique({ where: { google_sub: googleSub }, select: accountSelect });
}

export function findAccountByEmail(db: DbOrTx, email: string) {
  return db.user.findUnique({
    where: { email },
    select: { ...accountSelect, google_sub: true },
  });
}

export async function googleSubOf(db: DbOrTx, userId: number): Promise<string | null | undefined> {
  const user = await db.user.findUnique({
    where: { user_id: userId },
    select: { google_sub: true },
  });
  return user?.google_sub;
}

/**
 * Links a Google identity to an account not linked yet: the password stops working, the open
 * sessions and the reset links end. False when the account was linked meanwhile.
 */
export async function linkGoogleSub(db: Db, userId: number, googleSub: string) {
  return db.$transaction(async (tx) => {
    const now = new Date();
    const linked = await tx.user.updateMany({
      where: { user_id: userId, google_sub: null },
      data: { google_sub: googleSub, password_hash: null, sessions_valid_after: now },
    });
    if (linked.count === 0) return false;
    // A link mailed before would set a password the new owner never chose.
    await endResetTokens(tx, userId, now);
    return true;
  });
}

/**
 * Records that the account's email is proven to be its owner's (a Google sign-in whose email
 * Google verified), as long as the account still has that email and was not verified already.
 */
export async function markEmailVerified(db: DbOrTx, userId: number, email: string) {
  await db.user.updateMany({
    where: { user_id: userId, email, email_verified_at: null },
    data: { email_verified_at: new Date() },
  });
}

// Password reset tokens, stored as hashes.

export function findResetRecipient(db: DbOrTx, email: string) {
  return db.user.findUnique({ where: { email }, select: { user_id: true, name: true } });
}

/**
 * Stores a new link's token and ends the user's older ones: only the latest link mailed works.
 * The user's row is locked first, so two requests at once still leave one link alive.
 */
export async function replaceResetToken(
  db: Db,
  userId: number,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT 1 FROM users WHERE user_id = ${userId} FOR UPDATE`;
    await endResetTokens(tx, userId, new Date());
    await tx.passwordResetToken.create({
      data: { user_id: userId, token_hash: tokenHash, expires_at: expiresAt },
    });
  });
}

/**
 * Ends every link of the user not used yet, marked as used like the one a reset spends: the
 * password or the email it was sent for has changed, or a newer link replaces it.
 */
export async function endResetTokens(db: DbOrTx, userId: number, now: Date): Promise<void> {
  await db.passwordResetToken.updateMany({
    where: { user_id: userId, used_at: null },
    data: { used_at: now },
  });
}

const usableToken = (tokenHash: string, now: Date) =>
  ({
    token_hash: tokenHash,
    used_at: null,
    expires_at: { gt: now },
  }) satisfies Prisma.PasswordResetTokenWhereInput;

export function countUsableResetTokens(db: DbOrTx, tokenHash: string): Promise<number> {
  return db.passwordResetToken.count({ where: usableToken(tokenHash, new Date()) });
}

/**
 * Spends the token and the user's other ones, sets the password and ends the sessions opened
 * before now. The update is the check: only an unused, unexpired token matches, so it works once
 * even when two resets race. False when the token was not usable.
 */
export async function spendResetToken(db: Db, tokenHash: string, passwordHash: string) {
  return db.$transaction(async (tx) => {
    const now = new Date();
    const spent = await tx.passwordResetToken.updateManyAndReturn({
      where: usableToken(tokenHash, now),
      data: { used_at: now },
      select: { user_id: true },
    });
    const owner = spent[0];
    if (!owner) return false;
    await endResetTokens(tx, owner.user_id, now);
    await tx.user.update({
      where: { user_id: owner.user_id },
      data: { password_hash: passwordHash, sessions_valid_after: now },
    });
    return true;
  });
}
