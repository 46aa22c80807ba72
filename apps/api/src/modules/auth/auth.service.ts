import bcrypt from 'bcrypt';
import type { Db } from '../../db/prisma.js';

// Compared against when the email is unknown, so both cases take the same time.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= bcrypt.hash('no-such-user', 10));

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
): Promise<AuthenticatedUser | undefined> {
  const user = await db.user.findUnique({ where: { email } });
  const matches = await bcrypt.compare(password, user?.password_hash ?? (await getDummyHash()));
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
  issuedAt: number,
): Promise<AuthenticatedUser | undefined> {
  const user = await db.user.findUnique({ where: { user_id: userId } });
  if (!user) return undefined;
  // A password reset ends the sessions opened before it.
  if (user.sessions_valid_after && issuedAt * 1000 < user.sessions_valid_after.getTime())
    return undefined;
  return {
    user_id: user.user_id,
    name: user.name,
    email: user.email,
    organization_id: user.organization_id,
  };
}
