// Stripe webhook: the signature over the raw body is verified with STRIPE_WEBHOOK_SECRET (and its
// timestamp tolerance), each event is applied at most once (ProcessedStripeEvent, written in the
// same transaction as its effect), and events about unknown organizations change nothing.
import type Stripe from 'stripe';
import type { Db, DbOrTx } from '../../db/prisma.js';
import { AppError } from '../../errors/app-error.js';
import type { SubscriptionStatus } from '../../generated/prisma/client.js';
import { callStripeIfExists, stripeSdk } from './stripe-client.js';
import { updateSubscriptionsWhere } from './subscription-audit.js';
import { eventAlreadyProcessed, planIdForPrice, recordEvent } from './subscription.data.js';

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
    return stripeSdk().webhooks.constructEvent(body, signature, secret);
  } catch {
    throw new AppError('BAD_REQUEST', MSG_BAD_SIGNATURE);
  }
}

/**
 * Stripe states that still give access keep it (guards.ts ACCESS_STATUSES); states that end the
 * subscription take the plan away. `incomplete` (first payment pending) maps to nothing: the
 * organization keeps the status it had until Stripe says more.
 */
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

/** The organization's side of a Stripe subscription: plan, status and period end. */
async function subscriptionState(db: DbOrTx, subscription: Stripe.Subscription) {
  const item = subscription.items?.data?.[0];
  const status = STATUS[subscription.status];
  const planId = await planIdForPrice(db, item?.price?.id);
  // Recent API versions carry the period on the items.
  const periodEnd = typeof item?.current_period_end === 'number' ? item.current_period_end : null;
  return {
    ...(status ? { subscription_status: status } : {}),
    ...(status === 'canceled' ? { plan_id: null } : planId ? { plan_id: planId } : {}),
    ...(periodEnd ? { current_period_end: new Date(periodEnd * 1000) } : {}),
  };
}

/**
 * The subscription a checkout.session.completed names, as Stripe holds it now (a late delivery
 * then cannot bring back an older state). Read before the event's transaction so no row lock
 * waits on Stripe. Undefined for other events, without an API key (no checkout of ours to
 * complete), and when Stripe no longer has the subscription (nothing left to link).
 */
async function fetchCheckoutSubscription(
  stripe: Stripe | undefined,
  event: Stripe.Event,
): Promise<Stripe.Subscription | undefined> {
  if (event.type !== 'checkout.session.completed' || !stripe) return undefined;
  const subscriptionId = idOf(event.data.object.subscription);
  if (!subscriptionId) return undefined;
  return callStripeIfExists(() => stripe.subscriptions.retrieve(subscriptionId));
}

async function applyEvent(
  tx: DbOrTx,
  event: Stripe.Event,
  checkoutSubscription: Stripe.Subscription | undefined,
): Promise<void> {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      const organizationId = Number(
        session.client_reference_id ?? session.metadata?.organization_id,
      );
      const customerId = idOf(session.customer);
      if (!Number.isSafeInteger(organizationId) || organizationId <= 0) return;
      if (session.mode !== 'subscription' || !customerId || !checkoutSubscription) return;
      // The customer was created by our checkout and stored on the organization: requiring it
      // keeps a session of another application of the same Stripe account (whose reference
      // could be any number) away from our organizations. A subscription whose first payment is
      // still pending (`incomplete`) links the plan without giving access; its
      // customer.subscription.updated to `active` does that.
      await updateSubscriptionsWhere(
        tx,
        { organization_id: organizationId, stripe_customer_id: customerId },
        {
          stripe_subscription_id: checkoutSubscription.id,
          ...(await subscriptionState(tx, checkoutSubscription)),
        },
        event.type,
      );
      return;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      // Only the subscription linked by checkout.session.completed is followed: an event of a
      // subscription cancelled meanwhile, or of an older one, arrives late and must not bring
      // it back.
      const subscription = event.data.object;
      const customerId = idOf(subscription.customer);
      if (!customerId) return;
      await updateSubscriptionsWhere(
        tx,
        { stripe_customer_id: customerId, stripe_subscription_id: subscription.id },
        event.type === 'customer.subscription.deleted'
          ? { plan_id: null, subscription_status: 'canceled', stripe_subscription_id: null }
          : await subscriptionState(tx, subscription),
        event.type,
      );
      return;
    }
    case 'invoice.payment_failed': {
      const customerId = idOf(event.data.object.customer);
      if (!customerId) return;
      // Access stays while Stripe retries (past_due is an access status); a cancelled or
      // never-paid organization is left as it is.
      await updateSubscriptionsWhere(
        tx,
        {
          stripe_customer_id: customerId,
          plan_id: { not: null },
          subscription_status: { in: ['active', 'trialing'] },
        },
        { subscription_status: 'past_due' },
        event.type,
      );
      return;
    }
    default:
      return;
  }
}

/** Applies a verified event once; a replay (same event id) changes nothing. */
export async function handleStripeEvent(
  db: Db,
  stripe: Stripe | undefined,
  event: Stripe.Event,
): Promise<{ duplicate: boolean }> {
  if (await eventAlreadyProcessed(db, event.id)) return { duplicate: true };
  const checkoutSubscription = await fetchCheckoutSubscription(stripe, event);
  return db.$transaction(async (tx) => {
    // The insert is the real guard: two deliveries of one event racing past the check above
    // meet on the primary key, and only one of them applies the change.
    if (!(await recordEvent(tx, event.id, event.type))) return { duplicate: true };
    await applyEvent(tx, event, checkoutSubscription);
    return { duplicate: false };
  });
}
