import type { Express } from 'express';
import request from 'supertest';
import type { Db } from '../../src/db/prisma.js';
import { signedInLoner, signedInMember } from './factories.js';

/**
 * What a GET to `path` answers through the 403 → 401 → 402 guards: to a visitor without
 * session, to a signed-in user without organization, and to a member whose organization has no
 * active plan (returned too, for the checks a test adds with it).
 */
export async function guardAnswers(ctx: { app: Express; db: Db }, path: string) {
  const anonymous = await request(ctx.app).get(path);
  const noOrganization = await (await signedInLoner(ctx)).api.get(path);
  const unpaid = await signedInMember(ctx, { active: false });
  const noPlan = await unpaid.api.get(path);
  return { anonymous, noOrganization, unpaid, noPlan };
}
