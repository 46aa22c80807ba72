import Stripe from 'stripe';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestContext, type TestContext } from './support/app.js';
import { createOrganization, createUser } from './support/factories.js';
import { signIn } from './support/session.js';
import { startStripeImitation, type StripeImitation } from './support/stripe-imitation.js';

const WEBHOOK_SECRET = 'whsec_test_secret';

async function unpaidMember(ctx: TestContext) {
  const organization = await createOrganization(ctx.db, { active: false });
  await ctx.db.organization.update({
    where: { organization_id: organization.organization_id },
    data: { plan_id: null },
  });
  const user = await createUser(ctx.db, { organization_id: organization.organization_id });
  return { organization, cookie: await signIn(ctx.app, user) };
}

const planOf = async (ctx: TestContext, organizationId: number) => {
  const row = await ctx.db.organization.findUniqueOrThrow({
    where: { organization_id: organizationId },
    include: { plan: true },
  });
  return { nom: row.plan?.nom ?? null, status: row.subscription_status, row };
};

describe('local billing mode (no STRIPE_SECRET_KEY)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  test('subscribe, modify, portal, cancel', async () => {
    const { organization, cookie } = await unpaidMember(ctx);
    const id = organization.organization_id;
    const before = await request(ctx.app).get('/api/users/list').set('Cookie', cookie);
    expect(before.status).toBe(402);

    const notYet = await request(ctx.app)
      .post('/api/stripe/modifySubscription')
      .set('Cookie', cookie)
      .send({ priceId: 'local_pro' });
    expect(notYet.status).toBe(409);
    expect(notYet.body.message).toBe("Votre organisation n'a pas d'abonnement à modifier.");

    const subscribe = await request(ctx.app)
      .post('/api/stripe/createCheckoutSession')
      .set('Cookie', cookie)
      .send({ priceId: 'local_essentiel' });
    expect(subscribe.status).toBe(200);
    expect(subscribe.body).toEqual({
      id: null,
      url: null,
      local: true,
      message: 'Abonnement activé (mode local, sans paiement).',
    });
    expect(await planOf(ctx, id)).toMatchObject({ nom: 'Essentiel', status: 'active' });
    const after = await request(ctx.app).get('/api/users/list').set('Cookie', cookie);
    expect(after.status).toBe(200);

    const modify = await request(ctx.app)
      .post('/api/stripe/modifySubscription')
      .set('Cookie', cookie)
      .send({ priceId: 'local_entreprise' });
    expect(modify.body).toEqual({ success: true, message: 'Abonnement modifié avec succès' });
    expect(await planOf(ctx, id)).toMatchObject({ nom: 'Entreprise' });

    const portal = await request(ctx.app)
      .post('/api/stripe/customerPortal')
      .set('Cookie', cookie)
      .set('Host', 'gestion.exemple.be');
    expect(portal.body).toEqual({ url: 'http://gestion.exemple.be/payment/modify', local: true });

    const cancel = await request(ctx.app)
      .post('/api/stripe/cancelSubscription')
      .set('Cookie', cookie);
    expect(cancel.body).toEqual({ success: true, message: 'Abonnement annulé avec succès' });
    expect(await planOf(ctx, id)).toMatchObject({ nom: null, status: 'canceled' });
    const canceled = await request(ctx.app).get('/api/users/list').set('Cookie', cookie);
    expect(canceled.status).toBe(402);
  });

  test.each([[{ priceId: 'price_inexistant' }], [{}], [{ priceId: ['local_pro'] }]])(
    'refuses %o with 400',
    async (body) => {
      const { cookie } = await unpaidMember(ctx);
      const res = await request(ctx.app)
        .post('/api/stripe/createCheckoutSession')
        .set('Cookie', cookie)
        .send(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: true, message: 'Formule inconnue.' });
    },
  );

  test('403 without session, 401 without organization', async () => {
    const anonymous = await request(ctx.app)
      .post('/api/stripe/createCheckoutSession')
      .send({ priceId: 'local_pro' });
    expect(anonymous.status).toBe(403);
    const loner = await createUser(ctx.db);
    const res = await request(ctx.app)
      .post('/api/stripe/createCheckoutSession')
      .set('Cookie', await signIn(ctx.app, loner))
      .send({ priceId: 'local_pro' });
    expect(res.status).toBe(401);
  });

  test('the webhook is refused when no signing secret is configured', async () => {
    const res = await request(ctx.app)
      .post('/api/stripe/webhook')
      .set('Content-Type', 'application/json')
      .send('{"id":"evt_1","type":"checkout.session.completed"}');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: true, message: "Le webhook Stripe n'est pas configuré." });
  });
});

describe('Stripe mode, against a loopback imitation of Stripe', () => {
  let ctx: TestContext;
  let stripe: StripeImitation;
  beforeAll(async () => {
    stripe = await startStripeImitation();
    ctx = await createTestContext({
      STRIPE_SECRET_KEY: 'sk_test_local',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
      STRIPE_PRICE_ESSENTIEL: 'price_essentiel',
      STRIPE_PRICE_PRO: 'price_pro',
      STRIPE_PRICE_ENTREPRISE: 'price_entreprise',
      PUBLIC_URL: 'https://app.exemple.be',
    });
  });
  afterAll(async () => {
    await ctx.close();
    await stripe.close();
  });

  function signedEvent(event: Record<string, unknown>, options: { timestamp?: number } = {}) {
    const payload = JSON.stringify({ object: 'event', api_version: '2025-01-01', ...event });
    const header = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      ...(options.timestamp ? { timestamp: options.timestamp } : {}),
    });
    return { payload, header };
  }

  const postWebhook = (payload: string, header?: string) => {
    const req = request(ctx.app)
      .post('/api/stripe/webhook')
      .set('Content-Type', 'application/json');
    return (header ? req.set('Stripe-Signature', header) : req).send(payload);
  };

  test('checkout creates the customer and a subscription Checkout Session', async () => {
    const { organization, cookie } = await unpaidMember(ctx);
    const res = await request(ctx.app)
      .post('/api/stripe/createCheckoutSession')
      .set('Cookie', cookie)
      .send({ priceId: 'price_pro' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^cs_test_/),
      url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\/pay\/cs_test_/),
    });
    const customer = stripe.requests.find((r) => r.path === '/v1/customers')!;
    expect(customer.form.get('email')).toBe(organization.email);
    expect(customer.form.get('metadata[organization_id]')).toBe(
      String(organization.organization_id),
    );
    const session = stripe.requests.findLast((r) => r.path === '/v1/checkout/sessions')!;
    expect(Object.fromEntries(session.form)).toMatchObject({
      mode: 'subscription',
      client_reference_id: String(organization.organization_id),
      'line_items[0][price]': 'price_pro',
      'line_items[0][quantity]': '1',
      success_url: 'https://app.exemple.be/quote',
      cancel_url: 'https://app.exemple.be/payment/create',
    });
    // Nothing is active until Stripe says the checkout completed.
    expect((await planOf(ctx, organization.organization_id)).nom).toBeNull();
  });

  test('a signed checkout.session.completed activates the plan once; a replay changes nothing', async () => {
    const { organization, cookie } = await unpaidMember(ctx);
    const id = organization.organization_id;
    const event = signedEvent({
      id: 'evt_checkout_1',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_test_x',
          object: 'checkout.session',
          client_reference_id: String(id),
          customer: 'cus_checkout_1',
          subscription: 'sub_checkout_1',
          metadata: { organization_id: String(id), price_id: 'price_entreprise' },
        },
      },
    });
    const res = await postWebhook(event.payload, event.header);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true });
    const after = await planOf(ctx, id);
    expect(after).toMatchObject({ nom: 'Entreprise', status: 'active' });
    expect(after.row).toMatchObject({
      stripe_customer_id: 'cus_checkout_1',
      stripe_subscription_id: 'sub_checkout_1',
    });
    expect((await request(ctx.app).get('/api/users/list').set('Cookie', cookie)).status).toBe(200);

    // Someone changes the plan locally, then the same event is delivered again.
    await ctx.db.organization.update({
      where: { organization_id: id },
      data: { subscription_status: 'past_due' },
    });
    const replay = await postWebhook(event.payload, event.header);
    expect(replay.body).toEqual({ received: true, duplicate: true });
    expect((await planOf(ctx, id)).status).toBe('past_due');
  });

  test.each([
    ['a forged signature', 'v1=deadbeef', undefined],
    ['no signature', undefined, undefined],
    ['a signature made with another secret', 'other-secret', undefined],
    ['an event replayed outside the tolerance', 'old', Math.floor(Date.now() / 1000) - 3600],
  ])('refuses %s with 400 and changes nothing', async (label, signature, timestamp) => {
    const { organization } = await unpaidMember(ctx);
    const id = organization.organization_id;
    const payload = JSON.stringify({
      id: `evt_forged_${label}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          client_reference_id: String(id),
          customer: 'cus_forged',
          subscription: 'sub_forged',
          metadata: { price_id: 'price_entreprise' },
        },
      },
    });
    let header: string | undefined;
    if (signature === 'v1=deadbeef') header = `t=${Math.floor(Date.now() / 1000)},v1=deadbeef`;
    if (signature === 'other-secret') {
      header = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_autre' });
    }
    if (signature === 'old') {
      header = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: WEBHOOK_SECRET,
        timestamp,
      });
    }
    const res = await postWebhook(payload, header);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: true, message: 'Signature du webhook invalide.' });
    const after = await planOf(ctx, id);
    expect(after).toMatchObject({ nom: null, status: 'none' });
    expect(after.row.stripe_customer_id).toBeNull();
    expect(
      await ctx.db.processedStripeEvent.count({ where: { event_id: `evt_forged_${label}` } }),
    ).toBe(0);
  });

  async function subscribedOrganization(suffix: string) {
    const { organization, cookie } = await unpaidMember(ctx);
    await ctx.db.organization.update({
      where: { organization_id: organization.organization_id },
      data: {
        plan_id: (await ctx.db.plan.findUniqueOrThrow({ where: { nom: 'Pro' } })).plan_id,
        subscription_status: 'active',
        stripe_customer_id: `cus_${suffix}`,
        stripe_subscription_id: `sub_${suffix}`,
      },
    });
    stripe.subscriptions.set(`sub_${suffix}`, {
      itemId: `si_${suffix}`,
      price: 'price_pro',
      customer: `cus_${suffix}`,
    });
    return { id: organization.organization_id, cookie };
  }

  test('subscription updates, failed payments and deletion follow Stripe', async () => {
    const { id } = await subscribedOrganization('lifecycle');
    const updated = signedEvent({
      id: 'evt_sub_updated',
      type: 'customer.subscription.updated',
      data: {
        object: {
          id: 'sub_lifecycle',
          object: 'subscription',
          customer: 'cus_lifecycle',
          status: 'active',
          items: {
            data: [
              {
                id: 'si_lifecycle',
                price: { id: 'price_essentiel' },
                current_period_end: 1_800_000_000,
              },
            ],
          },
        },
      },
    });
    expect((await postWebhook(updated.payload, updated.header)).status).toBe(200);
    const afterUpdate = await planOf(ctx, id);
    expect(afterUpdate.nom).toBe('Essentiel');
    expect(afterUpdate.row.current_period_end?.toISOString()).toBe('2027-01-15T08:00:00.000Z');

    const failed = signedEvent({
      id: 'evt_payment_failed',
      type: 'invoice.payment_failed',
      data: { object: { id: 'in_1', object: 'invoice', customer: 'cus_lifecycle' } },
    });
    await postWebhook(failed.payload, failed.header);
    expect((await planOf(ctx, id)).status).toBe('past_due');

    const deleted = signedEvent({
      id: 'evt_sub_deleted',
      type: 'customer.subscription.deleted',
      data: {
        object: {
          id: 'sub_lifecycle',
          object: 'subscription',
          customer: 'cus_lifecycle',
          status: 'canceled',
          items: { data: [] },
        },
      },
    });
    await postWebhook(deleted.payload, deleted.header);
    expect(await planOf(ctx, id)).toMatchObject({ nom: null, status: 'canceled' });
  });

  test('events about unknown customers or of unknown types change nothing', async () => {
    const { id } = await subscribedOrganization('untouched');
    for (const event of [
      signedEvent({
        id: 'evt_unknown_customer',
        type: 'customer.subscription.deleted',
        data: {
          object: {
            id: 'sub_x',
            object: 'subscription',
            customer: 'cus_inconnu',
            status: 'canceled',
          },
        },
      }),
      signedEvent({
        id: 'evt_other_type',
        type: 'charge.succeeded',
        data: { object: { id: 'ch_1' } },
      }),
    ]) {
      const res = await postWebhook(event.payload, event.header);
      expect(res.status).toBe(200);
    }
    expect(await planOf(ctx, id)).toMatchObject({ nom: 'Pro', status: 'active' });
  });

  test('modify changes the subscription item at Stripe; portal and cancel call Stripe', async () => {
    const { id, cookie } = await subscribedOrganization('modify');
    const modify = await request(ctx.app)
      .post('/api/stripe/modifySubscription')
      .set('Cookie', cookie)
      .send({ priceId: 'price_entreprise' });
    expect(modify.body).toEqual({ success: true, message: 'Abonnement modifié avec succès' });
    const update = stripe.requests.findLast(
      (r) => r.method === 'POST' && r.path === '/v1/subscriptions/sub_modify',
    )!;
    expect(update.form.get('items[0][id]')).toBe('si_modify');
    expect(update.form.get('items[0][price]')).toBe('price_entreprise');
    expect(update.form.get('proration_behavior')).toBe('create_prorations');
    expect((await planOf(ctx, id)).nom).toBe('Entreprise');

    const portal = await request(ctx.app).post('/api/stripe/customerPortal').set('Cookie', cookie);
    expect(portal.body).toEqual({ url: 'https://billing.stripe.test/session/abc' });
    const portalRequest = stripe.requests.findLast(
      (r) => r.path === '/v1/billing_portal/sessions',
    )!;
    expect(portalRequest.form.get('customer')).toBe('cus_modify');
    expect(portalRequest.form.get('return_url')).toBe('https://app.exemple.be/organization');

    const again = await request(ctx.app)
      .post('/api/stripe/createCheckoutSession')
      .set('Cookie', cookie)
      .send({ priceId: 'price_pro' });
    expect(again.status).toBe(409);

    const cancel = await request(ctx.app)
      .post('/api/stripe/cancelSubscription')
      .set('Cookie', cookie);
    expect(cancel.body).toEqual({ success: true, message: 'Abonnement annulé avec succès' });
    expect(
      stripe.requests.some(
        (r) => r.method === 'DELETE' && r.path === '/v1/subscriptions/sub_modify',
      ),
    ).toBe(true);
    expect(await planOf(ctx, id)).toMatchObject({ nom: null, status: 'canceled' });
  });

  test('a Stripe outage answers 503 with a French message', async () => {
    const { cookie } = await subscribedOrganization('gone');
    stripe.subscriptions.delete('sub_gone');
    const res = await request(ctx.app)
      .post('/api/stripe/modifySubscription')
      .set('Cookie', cookie)
      .send({ priceId: 'price_essentiel' });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      error: true,
      message: 'Le service de paiement est indisponible, veuillez réessayer.',
    });
  });
});
