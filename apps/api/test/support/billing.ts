import type { Express } from 'express';
import request from 'supertest';
import type { Db } from '../../src/db/prisma.js';
import type { TestContext } from './app.js';
import { createOrganization, createUser } from './factories.js';
import { withSession } from './http.js';
import { signIn } from './session.js';

/** A signed-in member of a fresh organization that has never had a plan. */
export async function unpaidMember(ctx: TestContext) {
  const organization = await createOrganization(ctx.db, { active: false });
  const id = organization.organization_id;
  await ctx.db.organization.update({ where: { organization_id: id }, data: { plan_id: null } });
  const user = await createUser(ctx.db, { organization_id: id });
  const cookie = await signIn(ctx.app, user);
  return { organization, id, cookie, api: withSession(ctx.app, cookie) };
}

/** What the organization holds of its subscription: plan name, status and Stripe links. */
export async function subscriptionStateOf(db: Db, organizationId: number) {
  const row = await db.organization.findUniqueOrThrow({
    where: { organization_id: organizationId },
    include: { plan: true },
  });
  return {
    nom: row.plan?.nom ?? null,
    status: row.subscription_status,
    customer: row.stripe_customer_id,
    subscription: row.stripe_subscription_id,
    periodEnd: row.current_period_end?.toISOString() ?? null,
  };
}

/** What GET /api/stripe/getPlans sells: the billing mode and the plans' price ids, in order. */
export async function soldPlans(app: Express) {
  const res = await request(app).get('/api/stripe/getPlans');
  return {
    billing_mode: res.body.billing_mode as string,
    price_ids: (res.body.plans as { price_id: string }[]).map((plan) => plan.price_id),
  };
}
