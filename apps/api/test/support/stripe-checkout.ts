// What Stripe and a member do around a checkout, as the webhook and audit tests replay it.
import { expect } from 'vitest';
import type { TestContext } from './app.js';
import { subscriptionStateOf, unpaidMember } from './billing.js';
import { withSession } from './http.js';
import type { signStripeEvent, StripeImitation } from './stripe-imitation.js';

export type StripeEvent = Parameters<typeof signStripeEvent>[0];

/** A member whose organization went through our checkout (so it has its Stripe customer). */
export async function memberAtCheckout(ctx: TestContext, priceId = 'price_pro') {
  const { id, cookie } = await unpaidMember(ctx);
  const checkout = await withSession(ctx.app, cookie)
    .post('/api/stripe/createCheckoutSession')
    .send({ priceId });
  expect(checkout.status).toBe(200);
  const customer = (await subscriptionStateOf(ctx.db, id)).customer!;
  return { id, cookie, customer, sessionId: checkout.body.id as string };
}

/**
 * What Stripe does when the customer pays: the imitation now knows the subscription, and the
 * answer is the checkout.session.completed event to deliver.
 */
export function paidCheckout(
  stripe: StripeImitation,
  member: { id: number; customer: string; sessionId: string },
  subscription: { id: string; price: string; status?: string },
  eventId = `evt_${subscription.id}`,
): StripeEvent {
  stripe.subscriptions.set(subscription.id, {
    customer: member.customer,
    itemId: `si_${subscription.id}`,
    price: subscription.price,
    status: subscription.status ?? 'active',
    currentPeriodEnd: 1_800_000_000,
  });
  return {
    id: eventId,
    type: 'checkout.session.completed',
    data: {
      object: {
        id: member.sessionId,
        object: 'checkout.session',
        mode: 'subscription',
        client_reference_id: String(member.id),
        customer: member.customer,
        subscription: subscription.id,
        payment_status: 'paid',
        metadata: { organization_id: String(member.id) },
      },
    },
  };
}

/** A customer.subscription.* event; without a price, its subscription has no item. */
export function subscriptionEvent(
  id: string,
  type: string,
  subscription: { id: string; customer: string; status: string; price?: string },
): StripeEvent {
  return {
    id,
    type,
    data: {
      object: {
        id: subscription.id,
        object: 'subscription',
        customer: subscription.customer,
        status: subscription.status,
        items: {
          object: 'list',
          data: subscription.price
            ? [
                {
                  id: `si_${subscription.id}`,
                  price: { id: subscription.price },
                  current_period_end: 1_900_000_000,
                },
              ]
            : [],
        },
      },
    },
  };
}
