// Stripe webhook: the signature over the raw body is verified with STRIPE_WEBHOOK_SECRET (and its
// timestamp tolerance), each event is applied at most once (ProcessedStripeEvent, written in the
// same transaction as its effect), and events about unknown organizations change nothing.
import Stripe from 'stripe';
import type { Db, DbOrTx } from '../../db/prisma.js';
import { AppError } from '../../errors/app-error.js';
import type { SubscriptionStatus } from '../../generated/prisma/client.js';

export const MSG_WEBHOOK_NOT_CONFIGURED = "Le webhook Stripe n'est pas configuré.";
export const MSG_BAD_SIGNATURE = 'Signature du webhook invalide.';

export function verifyStripeEvent(
  secret: string | undefined,
  body: unknown,
  signature: string | undefined,
): Stripe.Event {
  if (!secret) throw new AppError('BAD_REQUEST', MSG_WEBHOOK_NOT_CONFIGURED);
  if (!Buffer.isBuffer(body) || !signature) throw new AppError('BAD_REQUEST', MSG_BAD_SIGNATURE);
  try {
    return Stripe.webhooks.constructEvent(body, signature, secret);
  } catch {
    throw new AppError('BAD_REQUEST', MSG_BAD_SIGNATURE);
  }
}

const STATUS: Partial<Record<Stripe.Subscription.Status, SubscriptionStatus>> = {
  active: 'active',
  trialing: 'trialing',
  past_due: 'past_due',
  unpaid: 'past_due',
  canceled: 'canceled',
  incomplete_expired: 'canceled',
  paused: 'canceled',
};

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? undefined);

async function planIdForPrice(db: DbOrTx, priceId: string | undefined) {
  if (!priceId) return undefined;
  const plan = await db.plan.findUnique({
    where: { price_id: priceId },
    select: { plan_id: true },
  });
  return plan?.plan_id;
}

function periodEnd(subscription: Stripe.Subscription): Date | undefined {
  // Recent API versions carry the period on the items.
  const seconds = subscription.items?.data?.[0]?.current_period_end;
  return typeof seconds === 'number' ? new Date(seconds * 1000) : undefined;
}

async function applyEvent(tx: DbOrTx, event: Stripe.Event): Promise<void> {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      const organizationId = Number(
        session.client_reference_id ?? session.metadata?.organization_id,
      );
      if (!Number.isSafeInteger(organizationId) || organizationId <= 0) return;
      const planId = await planIdForPrice(tx, session.metadata?.price_id);
      await tx.organization.updateMany({
        where: { organization_id: organizationId },
        data: {
          subscription_status: 'active',
          stripe_customer_id: idOf(session.customer) ?? null,
          stripe_subscription_id: idOf(session.subscription) ?? null,
          ...(planId ? { plan_id: planId } : {}),
        },
      });
      return;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated': {
      const subscription = event.data.object;
      const customerId = idOf(subscription.customer);
      if (!customerId) return;
      const planId = await planIdForPrice(tx, subscription.items?.data?.[0]?.price?.id);
      const status = STATUS[subscription.status];
      await tx.organization.updateMany({
        where: { stripe_customer_id: customerId },
        data: {
          stripe_subscription_id: subscription.id,
          ...(status ? { subscription_status: status } : {}),
          ...(status === 'canceled' ? { plan_id: null } : planId ? { plan_id: planId } : {}),
          ...(periodEnd(subscription) ? { current_period_end: periodEnd(subscription) } : {}),
        },
      });
      return;
    }
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      const customerId = idOf(subscription.customer);
      if (!customerId) return;
      await tx.organization.updateMany({
        where: { stripe_customer_id: customerId, stripe_subscription_id: subscription.id },
        data: { plan_id: null, subscription_status: 'canceled', stripe_subscription_id: null },
      });
      return;
    }
    case 'invoice.payment_failed': {
      const customerId = idOf(event.data.object.customer);
      if (!customerId) return;
      await tx.organization.updateMany({
        where: { stripe_customer_id: customerId, plan_id: { not: null } },
        data: { subscription_status: 'past_due' },
      });
      return;
    }
    default:
      return;
  }
}

/** Applies a verified event once; a replay (same event id) changes nothing. */
export async function handleStripeEvent(
  db: Db,
  event: Stripe.Event,
): Promise<{ duplicate: boolean }> {
  return db.$transaction(async (tx) => {
    const inserted = await tx.processedStripeEvent.createMany({
      data: [{ event_id: event.id, type: event.type }],
      skipDuplicates: true,
    });
    if (inserted.count === 0) return { duplicate: true };
    await applyEvent(tx, event);
    return { duplicate: false };
  });
}
