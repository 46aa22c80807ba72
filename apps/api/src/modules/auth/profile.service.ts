// The profile page's use cases: the user's own name, email and password (issue #19).
import {
  MSG_CURRENT_PASSWORD_REQUIRED,
  MSG_CURRENT_PASSWORD_WRONG,
  MSG_EMAIL_TAKEN,
  MSG_GOOGLE_ACCOUNT_WITHOUT_PASSWORD,
  type ProfileResponse,
} from '@app/shared/auth';
import bcrypt from 'bcrypt';
import type { Db } from '../../db/prisma.js';
import { AppError } from '../../errors/app-error.js';
import type { AuthenticatedUser } from './auth.data.js';
import { hashPassword } from './passwords.js';
import {
  endSessionsBefore,
  findOwnCredentials,
  findProfileRow,
  revokeSession,
  setPassword,
  updateAccount,
} from './profile.data.js';
import type { SessionToken } from './session.js';

export async function getProfile(db: Db, userId: number): Promise<ProfileResponse> {
  const { password_hash, organization, ...user } = await findProfileRow(db, userId);
  return { user: { ...user, has_password: password_hash !== null }, organization };
}

/**
 * 400 unless `password` is the account's current one. A Google-only account has none
 * (docs/decisions.md: it chooses one through "Mot de passe oublié", which proves the mailbox).
 */
async function checkCurrentPassword(passwordHash: string | null, password: string | undefined) {
  if (passwordHash === null) throw new AppError('BAD_REQUEST', MSG_GOOGLE_ACCOUNT_WITHOUT_PASSWORD);
  if (!password) throw new AppError('BAD_REQUEST', MSG_CURRENT_PASSWORD_REQUIRED);
  if (!(await bcrypt.compare(password, passwordHash))) {
    throw new AppError('BAD_REQUEST', MSG_CURRENT_PASSWORD_WRONG);
  }
}

const isUniqueViolation = (err: unknown) =>
  typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 'P2002';

/**
 * Changes the name and email. A new email needs the current password; a password typed anyway is
 * checked too, so a wrong one never passes silently. 409 when another account has the email. A
 * new email is unverified.
 */
export async function updateProfile(
  db: Db,
  userId: number,
  input: { name: string; email: string; current_password?: string | undefined },
): Promise<AuthenticatedUser> {
  const account = await findOwnCredentials(db, userId);
  const emailChanges = input.email !== account.email;
  if (emailChanges || input.current_password) {
    await checkCurrentPassword(account.password_hash, input.current_password);
  }
  try {
    // A new email is not proven to be the owner's: its mails get no Reply-To until it is.
    const verified = emailChanges ? { email_verified_at: null } : {};
    const data = { name: input.name, email: input.email, ...verified };
    return await updateAccount(db, userId, data, emailChanges);
  } catch (err) {
    // The unique index decides, also when two accounts claim one email at the same time.
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', MSG_EMAIL_TAKEN);
    throw err;
  }
}

/**
 * Sets a new password once the current one is checked, and ends every session opened before now:
 * the caller opens a new one for the current browser.
 */
export async function changePassword(
  db: Db,
  userId: number,
  input: { current_password: string; new_password: string },
  rounds: number,
): Promise<void> {
  const account = await findOwnCredentials(db, userId);
  await checkCurrentPassword(account.password_hash, input.current_password);
  await setPassword(db, userId, await hashPassword(input.new_password, rounds), new Date());
}

/**
 * Logout ends the session on the server: its id is refused until the token would have expired.
 * A token issued before sessions had ids can only be ended with all the user's sessions.
 */
export async function endSession(db: Db, token: SessionToken): Promise<void> {
  if (token.sessionId) await revokeSession(db, token.sessionId, token.expiresAt);
  else await endSessionsBefore(db, token.userId, new Date());
}
