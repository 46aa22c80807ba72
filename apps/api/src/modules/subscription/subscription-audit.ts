// Subscription changes in the audit trail: a member's checkout in the local billing
// mode, change of plan and cancellation, and what Stripe's webhook applies, each recorded in the
// transaction that writes it, with the plan (by name) and status before and after.
import type { AuditAction, SubscriptionChange } from '@app/shared/audit';
import { lockOrganization } from '../../db/own-rows.js';
import type { Db, DbOrTx } from '../../db/prisma.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { recordAudit } from '../audit/audit.data.js';
import { updateSubscription, type SubscriptionColumns } from './subscription.data.js';

const stateSelect = {
  organization_id: true,
  plan_id: true,
  subscription_status: true,
} as const satisfies Prisma.OrganizationSelect;
type State = Prisma.OrganizationGetPayload<{ select: typeof stateSelect }>;

type SubscriptionAction = Extract<AuditAction, `subscription.${string}`>;

async function planName(tx: DbOrTx, planId: number | null): Promise<string | null> {
  if (planId === null) return null;
  const plan = await tx.plan.findUnique({ where: { plan_id: planId }, select: { nom: true } });
  return plan?.nom ?? null;
}

/** What changed between two states: the plan by name, the status; only what differs. */
async function describeChange(
  tx: DbOrTx,
  before: State,
  after: State,
  source: SubscriptionChange['source'],
): Promise<SubscriptionChange> {
  const plan =
    before.plan_id === after.plan_id
      ? {}
      : {
          plan: { old: await planName(tx, before.plan_id), new: await planName(tx, after.plan_id) },
        };
  const status =
    before.subscription_status === after.subscription_status
      ? {}
      : { status: { old: before.subscription_status, new: after.subscription_status } };
  return { ...plan, ...status, source };
}

/** A member's change of the subscription (`source`: through Stripe, or the local billing mode). */
export async function changeSubscription(
  db: Db,
  entry: {
    organizationId: number;
    userId: number;
    action: SubscriptionAction;
    source: 'app' | 'local';
  },
  data: SubscriptionColumns,
): Promise<void> {
  const { organizationId } = entry;
  const where = { organization_id: organizationId };
  await db.$transaction(async (tx) => {
    await lockOrganization(tx, organizationId);
    const before = await tx.organization.findUniqueOrThrow({ where, select: stateSelect });
    await updateSubscription(tx, organizationId, data);
    const after = await tx.organization.findUniqueOrThrow({ where, select: stateSelect });
    await recordAudit(tx, {
      organizationId,
      userId: entry.userId,
      action: entry.action,
      details: await describeChange(tx, before, after, entry.source),
    });
  });
}

/** The action a webhook event's effect on one organization is recorded as; none: no change. */
function webhookAction(eventType: string, before: State, after: State): SubscriptionAction | null {
  if (eventType === 'checkout.session.completed') return 'subscription.activated';
  if (after.subscription_status === 'canceled' && before.subscription_status !== 'canceled') {
    return 'subscription.cancelled';
  }
  if (after.plan_id !== before.plan_id) return 'subscription.plan_changed';
  if (after.subscription_status !== before.subscription_status) {
    return 'subscription.status_changed';
  }
  return null;
}

/**
 * Updates the organizations a webhook event is about (found by Stripe's ids) and records, for
 * each whose plan or status changed, what Stripe did (no author: `user_id` null).
 */
export async function updateSubscriptionsWhere(
  tx: DbOrTx,
  where: Prisma.OrganizationWhereInput,
  data: SubscriptionColumns,
  eventType: string,
): Promise<void> {
  const before = await tx.organization.findMany({ where, select: stateSelect });
  const after = await tx.organization.updateManyAndReturn({ where, data, select: stateSelect });
  for (const row of after) {
    const old = before.find((b) => b.organization_id === row.organization_id) ?? row;
    const action = webhookAction(eventType, old, row);
    if (!action) continue;
    await recordAudit(tx, {
      organizationId: row.organization_id,
      userId: null,
      action,
      details: await describeChange(tx, old, row, 'stripe'),
    });
  }
}
