// The profile page's use cases: the user's own name, email and password.
import {
  MSG_CURRENT_PASSWORD_REQUIRED,
  MSG_CURRENT_PASSWORD_WRONG,
  MSG_EMAIL_CHANGE_REQUESTED,
  MSG_GOOGLE_ACCOUNT_WITHOUT_PASSWORD,
  MSG_PROFILE_UPDATED,
  type ProfileResponse,
  type UpdateProfileResponse,
} from '@app/shared/auth';
import bcrypt from 'bcrypt';
import type { Db } from '../../db/prisma.js';
import { AppError } from '../../errors/app-error.js';
import { findPendingEmail } from './email-verification.data.js';
import {
  assertEmailFree,
  requestEmailChange,
  type AddressMails,
} from './email-verification.service.js';
import { hashPassword } from './passwords.js';
import {
  endSessionsBefore,
  findOwnCredentials,
  findProfileRow,
  revokeSession,
  setPassword,
  updateName,
} from './profile.data.js';
import type { SessionToken } from './session.js';

export async function getProfile(db: Db, userId: number): Promise<ProfileResponse> {
  const { password_hash, email_verified_at, organization, ...user } = await findProfileRow(
    db,
    userId,
  );
  return {
    user: {
      ...user,
      has_password: password_hash !== null,
      email_verified: email_verified_at !== null,
      pending_email: await findPendingEmail(db, userId, user.email),
    },
    organization,
  };
}

/**
 * 400 unless `password` is the account's current one. A Google-only account has none
 * (docs/decisions.md: it chooses one through "Mot de passe oublié", which proves the mailbox).
 */
async function checkCurrentPassword(passwordHash: string | null, password: string | undefined) {
  if (passwordHash === null) throw new AppError('BAD_REQUEST', MSG_GOOGLE_ACCOUNT_WITHOUT_PASSWORD);
  const field = { field: 'current_password' };
  if (!password) throw new AppError('BAD_REQUEST', MSG_CURRENT_PASSWORD_REQUIRED, field);
  if (!(await bcrypt.compare(password, passwordHash))) {
    throw new AppError('BAD_REQUEST', MSG_CURRENT_PASSWORD_WRONG, field);
  }
}

/**
 * Changes the name, and asks for a new email: it needs the current password (a password typed
 * anyway is checked too, so a wrong one never passes silently), 409 when another account has it,
 * and it replaces the current email only once the link mailed to it is opened; the current
 * address is told.
 */
export async function updateProfile(
  db: Db,
  userId: number,
  input: { name: string; email: string; current_password?: string | undefined },
  mails: AddressMails,
): Promise<UpdateProfileResponse> {
  const account = await findOwnCredentials(db, userId);
  const emailChanges = input.email !== account.email;
  if (emailChanges || input.current_password) {
    await checkCurrentPassword(account.password_hash, input.current_password);
  }
  if (emailChanges) await assertEmailFree(db, userId, input.email, 'email');
  await updateName(db, userId, input.name);
  if (emailChanges) {
    const current = { userId, name: input.name, email: account.email };
    await requestEmailChange(db, mails, current, input.email);
  }
  return {
    message: emailChanges ? MSG_EMAIL_CHANGE_REQUESTED : MSG_PROFILE_UPDATED,
    user: {
      name: input.name,
      email: account.email,
      pending_email: await findPendingEmail(db, userId, account.email),
    },
  };
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
