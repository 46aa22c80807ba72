import bcrypt from 'bcrypt';
import { MSG_EMAIL_TAKEN } from '@app/shared/auth';
import { sessionCacheOf, type Db } from '../../db/prisma.js';
import { AppError } from '../../errors/app-error.js';
import {
  countAccountsWithEmail,
  createAccount,
  findCredentials,
  findSessionRow,
} from './auth.data.js';
import type { AuthenticatedUser, Session } from '../../http/request-session.js';
import { hashPassword } from './passwords.js';
import type { SessionToken } from './session.js';

export type { AuthenticatedUser } from '../../http/request-session.js';

// Compared against when the email is unknown, so both cases take the same time: hashed at the
// cost of the real hashes, or an unknown email would answer faster (or slower) than a known one.
const dummyHashes = new Map<number, Promise<string>>();
function getDummyHash(rounds: number): Promise<string> {
  let hash = dummyHashes.get(rounds);
  if (!hash) dummyHashes.set(rounds, (hash = hashPassword('no-such-user', rounds)));
  return hash;
}

export async function checkCredentials(
  db: Db,
  email: string,
  password: string,
  rounds: number,
): Promise<AuthenticatedUser | undefined> {
  const account = await findCredentials(db, email);
  const matches = await bcrypt.compare(
    password,
    account?.password_hash ?? (await getDummyHash(rounds)),
  );
  if (!account || !account.password_hash || !matches) return undefined;
  const { password_hash: _checked, ...user } = account;
  return user;
}

/** The session of a token, read in one statement; undefined when revoked. */
export async function findSession(
  db: Db,
  { userId, issuedAtMs, sessionId }: Pick<SessionToken, 'userId' | 'issuedAtMs' | 'sessionId'>,
): Promise<Session | undefined> {
  const read = () => findSessionRow(db, userId, sessionId ?? null);
  // Cached for a few seconds, emptied by every write that changes it (db/session-cache.ts).
  const cache = sessionCacheOf(db);
  const row = await (cache ? cache.read(`${userId}:${sessionId ?? ''}`, read) : read());
  if (!row || row.session_revoked) return undefined;
  // A password reset or change ends the sessions opened before it.
  if (row.sessions_valid_after && issuedAtMs < row.sessions_valid_after.getTime()) return undefined;
  return { user: row.user, plan: row.plan };
}

/** Creates an account (no organization yet); 409 when the email is taken. */
export async function registerUser(
  db: Db,
  input: { name: string; email: string; password: string },
  rounds: number,
): Promise<AuthenticatedUser> {
  // Hashed first, taken or not: the answer for a known email costs what a new one costs, so
  // timing does not tell which emails have an account (the 409 itself still does: see decisions).
  const password_hash = await hashPassword(input.password, rounds);
  const existing = await countAccountsWithEmail(db, input.email);
  const field = { field: 'email' };
  if (existing > 0) throw new AppError('CONFLICT', MSG_EMAIL_TAKEN, field);
  try {
    return await createAccount(db, { name: input.name, email: input.email, password_hash });
  } catch (err) {
    // Two registrations of one email at once: the unique index decides, the loser gets the 409.
    if (typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 'P2002') {
      throw new AppError('CONFLICT', MSG_EMAIL_TAKEN, field);
    }
    throw err;
  }
}
