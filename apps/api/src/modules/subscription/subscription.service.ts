import {
  MSG_UNKNOWN_PLAN,
  type GetPlansResponse,
  MSG_LOCAL_ACTIVATED,
  MSG_MODIFIED,
  MSG_CANCELED,
  MSG_NO_SUBSCRIPTION,
  MSG_ALREADY_SUBSCRIBED,
} from '@app/shared/plans';
import type Stripe from 'stripe';
import type { Db } from '../../db/prisma.js';
import { AppError } from '../../errors/app-error.js';
import { callStripe, callStripeIfExists } from './stripe-client.js';
import {
  findBilling,
  findPlanByPrice,
  findPlans,
  keepFirstCustomer,
  toPlanDto,
} from './subscription.data.js';
import { changeSubscription } from './subscription-audit.js';

export async function listPlans(
  db: Db,
  billingMode: GetPlansResponse['billing_mode'],
): Promise<GetPlansResponse> {
  return { billing_mode: billingMode, plans: (await findPlans(db)).map(toPlanDto) };
}

async function planByPrice(db: Db, priceId: string) {
  const plan = await findPlanByPrice(db, priceId);
  if (!plan) throw new AppError('BAD_REQUEST', MSG_UNKNOWN_PLAN);
  return plan;
}

/** Stripe states after which a subscription can no longer change. */
const ENDED: readonly Stripe.Subscription.Status[] = ['canceled', 'incomplete_expired'];

export type Billing = { db: Db; stripe: Stripe | undefined };

export type CheckoutAnswer =
  { id: string; url: string | null } | { id: null; url: null; local: true; message: string };

/** Who asks: the organization and the member (the audit trail names them). */
export type Caller = { organizationId: number; userId: number };

export async function createCheckoutSession(
  { db, stripe }: Billing,
  { organizationId, userId }: Caller,
  priceId: string,
  origin: string,
): Promise<CheckoutAnswer> {
  const plan = await planByPrice(db, priceId);
  if (!stripe) {
    await changeSubscription(
      db,
      { organizationId, userId, action: 'subscription.activated', source: 'local' },
      { plan_id: plan.plan_id, subscription_status: 'active' },
    );
    return { id: null, url: null, local: true, message: MSG_LOCAL_ACTIVATED };
  }
  const organization = await findBilling(db, organizationId);
  if (organization.stripe_subscription_id && organization.subscription_status !== 'canceled') {
    throw new AppError('CONFLICT', MSG_ALREADY_SUBSCRIBED);
  }
  let customerId = organization.stripe_customer_id;
  if (!customerId) {
    const customer = await callStripe(() =>
      stripe.customers.create({
        email: organization.email,
        name: organization.organization_name,
        metadata: { organization_id: String(organizationId) },
      }),
    );
    // Two checkouts at once may each create a customer: the first one stored wins, so every
    // session of an organization names the customer the webhook matches it by.
    customerId = (await keepFirstCustomer(db, organizationId, customer.id)) ?? customer.id;
  }
  const session = await callStripe(() =>
    stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customerId,
      client_reference_id: String(organizationId),
      line_items: [{ price: plan.price_id, quantity: 1 }],
      metadata: { organization_id: String(organizationId), price_id: plan.price_id },
      subscription_data: { metadata: { organization_id: String(organizationId) } },
      success_url: `${origin}/quote`,
      cancel_url: `${origin}/payment/create`,
    }),
  );
  return { id: session.id, url: session.url };
}

export async function modifySubscription(
  { db, stripe }: Billing,
  { organizationId, userId }: Caller,
  priceId: string,
): Promise<{ success: true; message: string }> {
  const changed = { organizationId, userId, action: 'subscription.plan_changed' } as const;
  const plan = await planByPrice(db, priceId);
  const organization = await findBilling(db, organizationId);
  if (stripe) {
    const subscriptionId = organization.stripe_subscription_id;
    if (!subscriptionId) throw new AppError('CONFLICT', MSG_NO_SUBSCRIPTION);
    const subscription = await callStripeIfExists(() =>
      stripe.subscriptions.retrieve(subscriptionId),
    );
    // Gone from Stripe, or ended there before its webhook reached us: nothing left to modify.
    const item = subscription?.items.data[0];
    if (!subscription || ENDED.includes(subscription.status) || !item) {
      throw new AppError('CONFLICT', MSG_NO_SUBSCRIPTION);
    }
    await callStripe(() =>
      stripe.subscriptions.update(subscriptionId, {
        items: [{ id: item.id, price: plan.price_id }],
        proration_behavior: 'create_prorations',
      }),
    );
    // The status stays Stripe's (a past_due subscription is still past_due on a new price).
    await changeSubscription(db, { ...changed, source: 'app' }, { plan_id: plan.plan_id });
    return { success: true, message: MSG_MODIFIED };
  }
  if (organization.plan_id === null) throw new AppError('CONFLICT', MSG_NO_SUBSCRIPTION);
  await changeSubscription(
    db,
    { ...changed, source: 'local' },
    { plan_id: plan.plan_id, subscription_status: 'active' },
  );
  return { success: true, message: MSG_MODIFIED };
}

export async function customerPortal(
  { db, stripe }: Billing,
  organizationId: number,
  origin: string,
): Promise<{ url: string; local?: true }> {
  if (!stripe) return { url: `${origin}/payment/modify`, local: true };
  const organization = await findBilling(db, organizationId);
  const customerId = organization.stripe_customer_id;
  if (!customerId) throw new AppError('CONFLICT', MSG_NO_SUBSCRIPTION);
  // A customer deleted from Stripe's dashboard has no portal: the same answer as no customer.
  const session = await callStripeIfExists(() =>
    stripe.billingPortal.sessions.create({
      customer: customerId,
      return_url: `${origin}/organization`,
    }),
  );
  if (!session) throw new AppError('CONFLICT', MSG_NO_SUBSCRIPTION);
  return { url: session.url };
}

/** Ends the subscription at Stripe (when there is one) and takes the plan away at once. */
export async function cancelSubscription(
  { db, stripe }: Billing,
  { organizationId, userId }: Caller,
): Promise<{ success: true; message: string }> {
  const organization = await findBilling(db, organizationId);
  const subscriptionId = organization.stripe_subscription_id;
  if (stripe && subscriptionId) {
    // Already gone at Stripe (cancelled from its dashboard): the local plan still goes.
    await callStripeIfExists(() => stripe.subscriptions.cancel(subscriptionId));
  }
  await changeSubscription(
    db,
    {
      organizationId,
      userId,
      action: 'subscription.cancelled',
      source: stripe ? 'app' : 'local',
    },
    { plan_id: null, subscription_status: 'canceled', stripe_subscription_id: null },
  );
  return { success: true, message: MSG_CANCELED };
}
