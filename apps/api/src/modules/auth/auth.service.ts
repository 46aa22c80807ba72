import bcrypt from 'bcrypt';
import { MSG_EMAIL_TAKEN } from '@app/shared/auth';
import type { Db } from '../../db/prisma.js';
import { AppError } from '../../errors/app-error.js';
import { hashPassword } from './passwords.js';

// Compared against when the email is unknown, so both cases take the same time: hashed at the
// cost of the real hashes, or an unknown email would answer faster (or slower) than a known one.
const dummyHashes = new Map<number, Promise<string>>();
function getDummyHash(rounds: number): Promise<string> {
  let hash = dummyHashes.get(rounds);
  if (!hash) dummyHashes.set(rounds, (hash = hashPassword('no-such-user', rounds)));
  return hash;
}

export type AuthenticatedUser = {
  user_id: number;
  name: string;
  email: string;
  organization_id: number | null;
};

export async function checkCredentials(
  db: Db,
  email: string,
  password: string,
  rounds: number,
): Promise<AuthenticatedUser | undefined> {
  const user = await db.user.findUnique({ where: { email } });
  const matches = await bcrypt.compare(
    password,
    user?.password_hash ?? (await getDummyHash(rounds)),
  );
  if (!user || !user.password_hash || !matches) return undefined;
  return {
    user_id: user.user_id,
    name: user.name,
    email: user.email,
    organization_id: user.organization_id,
  };
}

export async function findSessionUser(
  db: Db,
  userId: number,
  issuedAtMs: number,
): Promise<AuthenticatedUser | undefined> {
  const user = await db.user.findUnique({ where: { user_id: userId } });
  if (!user) return undefined;
  // A password reset ends the sessions opened before it.
  if (user.sessions_valid_after && issuedAtMs < user.sessions_valid_after.getTime())
    return undefined;
  return {
    user_id: user.user_id,
    name: user.name,
    email: user.email,
    organization_id: user.organization_id,
  };
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
  const existing = await db.user.count({ where: { email: input.email } });
  if (existing > 0) throw new AppError('CONFLICT', MSG_EMAIL_TAKEN);
  try {
    return await db.user.create({
      data: { name: input.name, email: input.email, password_hash },
      select: { user_id: true, name: true, email: true, organization_id: true },
    });
  } catch (err) {
    // Two registrations of one email at once: the unique index decides, the loser gets the 409.
    if (typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 'P2002') {
      throw new AppError('CONFLICT', MSG_EMAIL_TAKEN);
    }
    throw err;
  }
}
