import Stripe from 'stripe';
import request from 'supertest';
import { describe, expect, test } from 'vitest';
import { withSession, expectAnswer } from './support/http.js';
import { subscriptionStateOf } from './support/billing.js';
import {
  memberAtCheckout,
  paidCheckout,
  subscriptionEvent,
  type StripeEvent,
} from './support/stripe-checkout.js';
import {
  deliverStripeEvent,
  signStripeEvent,
  TEST_WEBHOOK_SECRET,
  useStripeMode,
} from './support/stripe-imitation.js';

const mode = useStripeMode();
const { ctx } = mode;

const deliver = (payload: string, header?: string) => {
  const req = request(ctx.app).post('/api/stripe/webhook').set('Content-Type', 'application/json');
  return (header ? req.set('Stripe-Signature', header) : req).send(payload);
};
const deliverSigned = (event: StripeEvent) => deliverStripeEvent(ctx.app, event);
const usersList = (cookie: string) => withSession(ctx.app, cookie).get('/api/users/list');

const stateOf = (organizationId: number) => subscriptionStateOf(ctx.db, organizationId);

describe('[abonnement] POST /api/stripe/webhook', () => {
  test('a signed checkout.session.completed activates the plan of the subscription', async () => {
    const member = await memberAtCheckout(ctx, 'price_pro');
    expect((await usersList(member.cookie)).status).toBe(402);
    // The plan comes from the subscription Stripe holds, whatever was first chosen.
    const event = paidCheckout(mode.stripe, member, { id: 'sub_paid', price: 'price_entreprise' });

    const res = await deliverSigned(event);
    expectAnswer(res, 200, { received: true });
    expect(await stateOf(member.id)).toEqual({
      nom: 'Entreprise',
      status: 'active',
      customer: member.customer,
      subscription: 'sub_paid',
      periodEnd: new Date(1_800_000_000 * 1000).toISOString(),
    });
    expect(
      mode.stripe.requests.some(
        (r) => r.method === 'GET' && r.path === '/v1/subscriptions/sub_paid',
      ),
    ).toBe(true);
    expect((await usersList(member.cookie)).status).toBe(200);
  });

  test('a replayed event id changes nothing, even delivered twice at once', async () => {
    const member = await memberAtCheckout(ctx);
    const event = paidCheckout(mode.stripe, member, { id: 'sub_replayed', price: 'price_pro' });
    const { payload, header } = signStripeEvent(event, TEST_WEBHOOK_SECRET);
    const [first, second] = await Promise.all([deliver(payload, header), deliver(payload, header)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([first.body, second.body]).toContainEqual({ received: true, duplicate: true });
    expect(await ctx.db.processedStripeEvent.count({ where: { event_id: event.id } })).toBe(1);
    expect((await stateOf(member.id)).nom).toBe('Pro');

    // Meanwhile the organization changed plan; the same event delivered again must not undo it.
    await ctx.db.organization.update({
      where: { organization_id: member.id },
      data: {
        plan: { connect: { nom: 'Essentiel' } },
        subscription_status: 'past_due',
      },
    });
    const replay = await deliver(payload, header);
    expectAnswer(replay, 200, { received: true, duplicate: true });
    expect(await stateOf(member.id)).toMatchObject({ nom: 'Essentiel', status: 'past_due' });
  });

  test.each([
    ['a forged signature', () => `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`],
    ['no signature', () => undefined],
    ['a header that is not a signature', () => 'n importe quoi'],
    [
      'a signature made with another secret',
      (payload: string) =>
        Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_autre' }),
    ],
    [
      'a signature of another payload',
      () =>
        Stripe.webhooks.generateTestHeaderString({ payload: '{}', secret: TEST_WEBHOOK_SECRET }),
    ],
    // Default tolerance of constructEvent: 300 s.
    [
      'a signature older than the tolerance',
      (payload: string) =>
        Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: TEST_WEBHOOK_SECRET,
          timestamp: Math.floor(Date.now() / 1000) - 301,
        }),
    ],
  ])('refuses %s with 400 and changes nothing', async (label, makeHeader) => {
    const member = await memberAtCheckout(ctx);
    const event = paidCheckout(mode.stripe, member, {
      id: `sub_forged_${member.id}`,
      price: 'price_entreprise',
    });
    const payload = JSON.stringify({ object: 'event', ...event });
    const res = await deliver(payload, makeHeader(payload));
    expect(res.status, label).toBe(400);
    expect(res.body).toEqual({ error: true, message: 'Signature du webhook invalide.' });
    expect(await stateOf(member.id)).toMatchObject({
      nom: null,
      status: 'none',
      subscription: null,
    });
    expect(await ctx.db.processedStripeEvent.count({ where: { event_id: event.id } })).toBe(0);
  });

  test('a checkout whose first payment is pending links the plan without access', async () => {
    const member = await memberAtCheckout(ctx);
    await deliverSigned(
      paidCheckout(mode.stripe, member, {
        id: 'sub_pending',
        price: 'price_pro',
        status: 'incomplete',
      }),
    );
    expect(await stateOf(member.id)).toMatchObject({
      nom: 'Pro',
      status: 'none',
      subscription: 'sub_pending',
    });
    expect((await usersList(member.cookie)).status).toBe(402);

    await deliverSigned(
      subscriptionEvent('evt_pending_paid', 'customer.subscription.updated', {
        id: 'sub_pending',
        customer: member.customer,
        status: 'active',
        price: 'price_pro',
      }),
    );
    expect(await stateOf(member.id)).toMatchObject({ nom: 'Pro', status: 'active' });
    expect((await usersList(member.cookie)).status).toBe(200);
  });

  test('a checkout whose subscription Stripe no longer has is acknowledged and changes nothing', async () => {
    const member = await memberAtCheckout(ctx);
    const event = paidCheckout(mode.stripe, member, { id: 'sub_vanished', price: 'price_pro' });
    mode.stripe.subscriptions.delete('sub_vanished');
    const res = await deliverSigned(event);
    // 200: Stripe stops retrying an event that can never apply.
    expectAnswer(res, 200, { received: true });
    expect(await stateOf(member.id)).toMatchObject({
      nom: null,
      status: 'none',
      subscription: null,
    });
    expect((await usersList(member.cookie)).status).toBe(402);
  });

  test('a checkout of another customer (another application of the account) is ignored', async () => {
    const member = await memberAtCheckout(ctx);
    const event = paidCheckout(
      mode.stripe,
      { ...member, customer: 'cus_other_application' },
      { id: 'sub_other_application', price: 'price_pro' },
    );
    expect((await deliverSigned(event)).status).toBe(200);
    expect(await stateOf(member.id)).toMatchObject({
      nom: null,
      status: 'none',
      subscription: null,
    });
  });

  test('subscription updates, failed payments and deletion follow Stripe', async () => {
    const member = await memberAtCheckout(ctx);
    await deliverSigned(paidCheckout(mode.stripe, member, { id: 'sub_life', price: 'price_pro' }));
    const sub = { id: 'sub_life', customer: member.customer };

    // Plan changed in the customer portal.
    await deliverSigned(
      subscriptionEvent('evt_life_updated', 'customer.subscription.updated', {
        ...sub,
        status: 'active',
        price: 'price_essentiel',
      }),
    );
    expect(await stateOf(member.id)).toMatchObject({
      nom: 'Essentiel',
      status: 'active',
      periodEnd: new Date(1_900_000_000 * 1000).toISOString(),
    });

    const failed = await deliverSigned({
      id: 'evt_life_failed',
      type: 'invoice.payment_failed',
      data: { object: { id: 'in_life', object: 'invoice', customer: member.customer } },
    });
    expect(failed.status).toBe(200);
    expect(await stateOf(member.id)).toMatchObject({ nom: 'Essentiel', status: 'past_due' });
    // Stripe retries the payment meanwhile: access stays.
    expect((await usersList(member.cookie)).status).toBe(200);

    await deliverSigned(
      subscriptionEvent('evt_life_deleted', 'customer.subscription.deleted', {
        ...sub,
        status: 'canceled',
      }),
    );
    expect(await stateOf(member.id)).toMatchObject({
      nom: null,
      status: 'canceled',
      subscription: null,
    });
    expect((await usersList(member.cookie)).status).toBe(402);

    // A late update of the ended subscription (a retried delivery) does not bring it back.
    await deliverSigned(
      subscriptionEvent('evt_life_late', 'customer.subscription.updated', {
        ...sub,
        status: 'active',
        price: 'price_pro',
      }),
    );
    expect(await stateOf(member.id)).toMatchObject({ nom: null, status: 'canceled' });
    const lateFailure = await deliverSigned({
      id: 'evt_life_late_failed',
      type: 'invoice.payment_failed',
      data: { object: { id: 'in_late', object: 'invoice', customer: member.customer } },
    });
    expect(lateFailure.status).toBe(200);
    expect((await stateOf(member.id)).status).toBe('canceled');
  });

  test('a subscription ending at Stripe (unpaid, then canceled status) removes the plan', async () => {
    const member = await memberAtCheckout(ctx);
    await deliverSigned(
      paidCheckout(mode.stripe, member, { id: 'sub_unpaid', price: 'price_pro' }),
    );
    await deliverSigned(
      subscriptionEvent('evt_unpaid_canceled', 'customer.subscription.updated', {
        id: 'sub_unpaid',
        customer: member.customer,
        status: 'canceled',
        price: 'price_pro',
      }),
    );
    expect(await stateOf(member.id)).toMatchObject({ nom: null, status: 'canceled' });
  });

  test('events about unknown customers, and unknown event types, change nothing', async () => {
    const member = await memberAtCheckout(ctx);
    await deliverSigned(paidCheckout(mode.stripe, member, { id: 'sub_kept', price: 'price_pro' }));
    const before = await stateOf(member.id);
    const events: StripeEvent[] = [
      subscriptionEvent('evt_unknown_deleted', 'customer.subscription.deleted', {
        id: 'sub_kept',
        customer: 'cus_inconnu',
        status: 'canceled',
      }),
      subscriptionEvent('evt_unknown_updated', 'customer.subscription.updated', {
        id: 'sub_x',
        customer: member.customer,
        status: 'canceled',
        price: 'price_essentiel',
      }),
      {
        id: 'evt_unknown_invoice',
        type: 'invoice.payment_failed',
        data: { object: { id: 'in_x', object: 'invoice', customer: 'cus_inconnu' } },
      },
      {
        id: 'evt_unknown_org',
        type: 'checkout.session.completed',
        data: {
          object: {
            id: 'cs_x',
            object: 'checkout.session',
            mode: 'subscription',
            client_reference_id: '999999',
            customer: member.customer,
            subscription: 'sub_kept',
          },
        },
      },
      { id: 'evt_other_type', type: 'charge.succeeded', data: { object: { id: 'ch_1' } } },
    ];
    for (const event of events) {
      const res = await deliverSigned(event);
      expect(res.status, event.id).toBe(200);
      expect(res.body).toEqual({ received: true });
    }
    expect(await stateOf(member.id)).toEqual(before);
  });

  test('a Stripe outage while reading the subscription answers 503 so Stripe retries', async () => {
    const member = await memberAtCheckout(ctx);
    const event = paidCheckout(mode.stripe, member, { id: 'sub_retry', price: 'price_pro' });
    mode.stripe.down = true;
    try {
      const res = await deliverSigned(event);
      expect(res.status).toBe(503);
      expect(await ctx.db.processedStripeEvent.count({ where: { event_id: event.id } })).toBe(0);
    } finally {
      mode.stripe.down = false;
    }
    // Stripe's next attempt goes through.
    expect((await deliverSigned(event)).status).toBe(200);
    expect(await stateOf(member.id)).toMatchObject({ nom: 'Pro', status: 'active' });
  });
});
