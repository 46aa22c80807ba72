import bcrypt from 'bcrypt';
import { randomBytes } from 'node:crypto';
import type { Express } from 'express';
import type { Db } from '../../src/db/prisma.js';
import { signIn } from './session.js';

const unique = () => randomBytes(4).toString('hex');

export async function createOrganization(
  db: Db,
  overrides: { organization_name?: string; active?: boolean; plan?: string; email?: string } = {},
) {
  const plan = await db.plan.findFirstOrThrow({ where: { nom: overrides.plan ?? 'Pro' } });
  return db.organization.create({
    data: {
      organization_name: overrides.organization_name ?? `Organisation ${unique()}`,
      address: 'Rue de Test 1, 1000 Bruxelles',
      phone: '+32-21234567',
      email: overrides.email ?? `org-${unique()}@exemple.be`,
      bank_account: 'BE68539007547034',
      is_vat_subject: true,
      vat_number: 'BE0123456789',
      plan_id: plan.plan_id,
      subscription_status: overrides.active === false ? 'none' : 'active',
    },
  });
}

export async function createUser(
  db: Db,
  overrides: {
    email?: string;
    password?: string;
    name?: string;
    organization_id?: number | null;
  } = {},
) {
  const password = overrides.password ?? 'motdepasse-solide';
  const user = await db.user.create({
    data: {
      name: overrides.name ?? 'Alex Testeur',
      email: overrides.email ?? `user-${unique()}@exemple.be`,
      password_hash: await bcrypt.hash(password, 4),
      organization_id: overrides.organization_id ?? null,
      joined_at: overrides.organization_id ? new Date() : null,
    },
  });
  return { ...user, password };
}

/** A member of a fresh organization, signed in: the usual starting point of an API test. */
export async function signedInMember(
  ctx: { app: Express; db: Db },
  options: { plan?: string; active?: boolean; organization_name?: string; name?: string } = {},
) {
  const organization = await createOrganization(ctx.db, options);
  const user = await createUser(ctx.db, {
    organization_id: organization.organization_id,
    ...(options.name ? { name: options.name } : {}),
  });
  return { organization, user, cookie: await signIn(ctx.app, user) };
}
