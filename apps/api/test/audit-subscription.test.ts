// Subscription changes in the audit trail with Stripe — what the webhook applies (no
// author: Stripe) and what a member does through the app — against the Stripe imitation.
import { describe, expect, test } from 'vitest';
import { storedEntries } from './support/audit.js';
import {
  memberAtCheckout,
  paidCheckout,
  subscriptionEvent,
  type StripeEvent,
} from './support/stripe-checkout.js';
import { withSession } from './support/http.js';
import { deliverStripeEvent, useStripeMode } from './support/stripe-imitation.js';

const mode = useStripeMode();
const { ctx } = mode;

const deliver = (event: StripeEvent) => deliverStripeEvent(ctx.app, event);

/** A member whose organization went through our checkout, then paid: Stripe's subscription. */
async function subscribedMember(subscriptionId: string) {
  const member = await memberAtCheckout(ctx);
  const subscription = { id: subscriptionId, price: 'price_pro' };
  const completed = await deliver(
    paidCheckout(mode.stripe, member, subscription, `evt_checkout_${subscriptionId}`),
  );
  expect(completed.status).toBe(200);
  return { id: member.id, api: withSession(ctx.app, member.cookie), customer: member.customer };
}

const entriesOf = async (organizationId: number) =>
  (await storedEntries(ctx.db, organizationId)).map(({ user_id, user_name, action, details }) => ({
    user_id,
    user_name,
    action,
    details,
  }));

describe('[journal] subscription changes with Stripe', () => {
  test('the webhook’s changes have no author (Stripe); a replay or an event that changes nothing adds no entry', async () => {
    const { id, customer } = await subscribedMember('sub_audit_hook');
    const sub = { id: 'sub_audit_hook', customer, price: 'price_pro' };
    const pastDue = subscriptionEvent('evt_past_due', 'customer.subscription.updated', {
      ...sub,
      status: 'past_due',
    });
    await deliver(pastDue);
    await deliver(pastDue);
    // Only the period moves: no entry.
    await deliver(
      subscriptionEvent('evt_same', 'customer.subscription.updated', {
        ...sub,
        status: 'past_due',
      }),
    );
    await deliver(
      subscriptionEvent('evt_upgrade', 'customer.subscription.updated', {
        ...sub,
        status: 'active',
        price: 'price_entreprise',
      }),
    );
    await deliver(
      subscriptionEvent('evt_deleted', 'customer.subscription.deleted', {
        ...sub,
        status: 'canceled',
      }),
    );

    const stripeEntry = (action: string, details: object) => ({
      user_id: null,
      user_name: null,
      action,
      details: { ...details, source: 'stripe' },
    });
    expect(await entriesOf(id)).toEqual([
      stripeEntry('subscription.activated', {
        plan: { old: null, new: 'Pro' },
        status: { old: 'none', new: 'active' },
      }),
      stripeEntry('subscription.status_changed', { status: { old: 'active', new: 'past_due' } }),
      stripeEntry('subscription.plan_changed', {
        plan: { old: 'Pro', new: 'Entreprise' },
        status: { old: 'past_due', new: 'active' },
      }),
      stripeEntry('subscription.cancelled', {
        plan: { old: 'Entreprise', new: null },
        status: { old: 'active', new: 'canceled' },
      }),
    ]);
  });

  test('a member’s change of plan and cancellation through Stripe name the member', async () => {
    const { id, api } = await subscribedMember('sub_audit_app');
    const user = await ctx.db.user.findFirstOrThrow({ where: { organization_id: id } });
    expect(
      (await api.post('/api/stripe/modifySubscription').send({ priceId: 'price_essentiel' }))
        .status,
    ).toBe(200);
    expect((await api.post('/api/stripe/cancelSubscription')).status).toBe(200);

    const entries = await entriesOf(id);
    expect(entries.slice(1)).toEqual([
      {
        user_id: user.user_id,
        user_name: user.name,
        action: 'subscription.plan_changed',
        details: { plan: { old: 'Pro', new: 'Essentiel' }, source: 'app' },
      },
      {
        user_id: user.user_id,
        user_name: user.name,
        action: 'subscription.cancelled',
        details: {
          plan: { old: 'Essentiel', new: null },
          status: { old: 'active', new: 'canceled' },
          source: 'app',
        },
      },
    ]);
  });
});
