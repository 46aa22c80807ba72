import { afterEach, describe, expect, test } from 'vitest';
import { withSession, expectFailure, expectAnswer } from './support/http.js';
import { subscriptionStateOf, unpaidMember, soldPlans } from './support/billing.js';
import { useStripeMode } from './support/stripe-imitation.js';

const mode = useStripeMode({ PUBLIC_URL: 'https://app.exemple.be/' });
const { ctx } = mode;
afterEach(() => {
  mode.stripe.down = false;
});

const stateOf = (organizationId: number) => subscriptionStateOf(ctx.db, organizationId);

/** A member of an organization on Pro through a Stripe subscription the imitation knows. */
async function subscribedMember(suffix: string) {
  const member = await unpaidMember(ctx);
  const pro = await ctx.db.plan.findUniqueOrThrow({ where: { nom: 'Pro' } });
  await ctx.db.organization.update({
    where: { organization_id: member.id },
    data: {
      plan_id: pro.plan_id,
      subscription_status: 'active',
      stripe_customer_id: `cus_${suffix}`,
      stripe_subscription_id: `sub_${suffix}`,
    },
  });
  mode.stripe.subscriptions.set(`sub_${suffix}`, {
    customer: `cus_${suffix}`,
    itemId: `si_${suffix}`,
    price: 'price_pro',
    status: 'active',
    currentPeriodEnd: 1_800_000_000,
  });
  return member;
}

const post = (path: string, cookie: string, body?: object) => {
  const req = withSession(ctx.app, cookie).post(`/api/stripe/${path}`);
  return body ? req.send(body) : req;
};
const sent = (method: string, path: string) =>
  mode.stripe.requests.filter((r) => r.method === method && r.path === path);

describe('[abonnement] Stripe mode, against a loopback imitation of Stripe', () => {
  test('getPlans says Stripe and sells the Stripe prices', async () => {
    expect(await soldPlans(ctx.app)).toEqual({
      billing_mode: 'stripe',
      price_ids: ['price_essentiel', 'price_pro', 'price_entreprise'],
    });
  });

  test('checkout creates the customer once and a subscription Checkout Session', async () => {
    const { organization, id, cookie } = await unpaidMember(ctx);
    const res = await post('createCheckoutSession', cookie, { priceId: 'price_pro' });
    expectAnswer(res, 200, {
      id: expect.stringMatching(/^cs_test_/),
      url: `https://checkout.stripe.test/c/pay/${res.body.id}`,
    });

    const customers = sent('POST', '/v1/customers');
    const customer = customers.at(-1)!;
    expect(customer.form.get('email')).toBe(organization.email);
    expect(customer.form.get('metadata[organization_id]')).toBe(String(id));
    const stored = await stateOf(id);
    expect(stored.customer).toMatch(/^cus_test_/);

    const session = sent('POST', '/v1/checkout/sessions').at(-1)!;
    expect(Object.fromEntries(session.form)).toEqual(
      expect.objectContaining({
        mode: 'subscription',
        customer: stored.customer,
        client_reference_id: String(id),
        'line_items[0][price]': 'price_pro',
        'line_items[0][quantity]': '1',
        'metadata[organization_id]': String(id),
        'subscription_data[metadata][organization_id]': String(id),
        // PUBLIC_URL wins over the request's host, without its trailing slash.
        success_url: 'https://app.exemple.be/quote',
        cancel_url: 'https://app.exemple.be/payment/create',
      }),
    );
    // Nothing is active until Stripe says the checkout completed.
    expect(stored).toMatchObject({ nom: null, status: 'none', subscription: null });

    // A second attempt (the user came back from Checkout without paying) reuses the customer.
    const again = await post('createCheckoutSession', cookie, { priceId: 'price_essentiel' });
    expect(again.status).toBe(200);
    expect(sent('POST', '/v1/customers')).toHaveLength(customers.length);
    expect(sent('POST', '/v1/checkout/sessions').at(-1)!.form.get('customer')).toBe(
      stored.customer,
    );
  });

  test('checkout refuses local placeholder prices and a second running subscription', async () => {
    const { cookie } = await unpaidMember(ctx);
    const local = await post('createCheckoutSession', cookie, { priceId: 'local_pro' });
    expectFailure(local, 400, 'Formule inconnue.');

    const subscribed = await subscribedMember('twice');
    const before = mode.stripe.requests.length;
    const res = await post('createCheckoutSession', subscribed.cookie, { priceId: 'price_pro' });
    expectFailure(
      res,
      409,
      'Votre organisation a déjà un abonnement : changez de formule depuis « Modifier mon abonnement ».',
    );
    expect(mode.stripe.requests).toHaveLength(before);
  });

  test('modify moves the subscription item to the new price with proration', async () => {
    const { id, cookie } = await subscribedMember('modify');
    const res = await post('modifySubscription', cookie, { priceId: 'price_entreprise' });
    expectAnswer(res, 200, { success: true, message: 'Abonnement modifié avec succès' });
    const update = sent('POST', '/v1/subscriptions/sub_modify').at(-1)!;
    expect(Object.fromEntries(update.form)).toEqual({
      'items[0][id]': 'si_modify',
      'items[0][price]': 'price_entreprise',
      proration_behavior: 'create_prorations',
    });
    expect(mode.stripe.subscriptions.get('sub_modify')!.price).toBe('price_entreprise');
    expect(await stateOf(id)).toMatchObject({ nom: 'Entreprise', status: 'active' });
  });

  test('modify keeps a past_due status: paying is still owed on the new price', async () => {
    const { id, cookie } = await subscribedMember('late');
    await ctx.db.organization.update({
      where: { organization_id: id },
      data: { subscription_status: 'past_due' },
    });
    await post('modifySubscription', cookie, { priceId: 'price_essentiel' });
    expect(await stateOf(id)).toMatchObject({ nom: 'Essentiel', status: 'past_due' });
  });

  test('modify without a subscription, or one Stripe no longer has, answers 409', async () => {
    const { cookie } = await unpaidMember(ctx);
    const none = await post('modifySubscription', cookie, { priceId: 'price_pro' });
    expectFailure(none, 409, "Votre organisation n'a pas d'abonnement à modifier.");

    const gone = await subscribedMember('gone');
    mode.stripe.subscriptions.delete('sub_gone');
    const res = await post('modifySubscription', gone.cookie, { priceId: 'price_essentiel' });
    expectFailure(res, 409, "Votre organisation n'a pas d'abonnement à modifier.");
    expect((await stateOf(gone.id)).nom).toBe('Pro');

    // Ended at Stripe before its webhook reached us: Stripe still returns it, but it cannot change.
    const ended = await subscribedMember('ended_at_stripe');
    mode.stripe.subscriptions.get('sub_ended_at_stripe')!.status = 'canceled';
    const late = await post('modifySubscription', ended.cookie, { priceId: 'price_essentiel' });
    expectFailure(late, 409, "Votre organisation n'a pas d'abonnement à modifier.");
    expect(sent('POST', '/v1/subscriptions/sub_ended_at_stripe')).toHaveLength(0);
    expect((await stateOf(ended.id)).nom).toBe('Pro');
  });

  test('the portal opens a Stripe billing portal session returning to /organization', async () => {
    const { cookie } = await subscribedMember('portal');
    const res = await post('customerPortal', cookie);
    expectAnswer(res, 200, { url: 'https://billing.stripe.test/p/session/cus_portal' });
    const portal = sent('POST', '/v1/billing_portal/sessions').at(-1)!;
    expect(Object.fromEntries(portal.form)).toEqual({
      customer: 'cus_portal',
      return_url: 'https://app.exemple.be/organization',
    });

    const { cookie: never } = await unpaidMember(ctx);
    const none = await post('customerPortal', never);
    expectFailure(none, 409, "Votre organisation n'a pas d'abonnement à modifier.");

    // A customer deleted from Stripe's dashboard has no portal either.
    const deleted = await subscribedMember('deleted_customer');
    mode.stripe.deletedCustomers.add('cus_deleted_customer');
    const noCustomer = await post('customerPortal', deleted.cookie);
    expectFailure(noCustomer, 409, "Votre organisation n'a pas d'abonnement à modifier.");
  });

  test('cancel ends the subscription at Stripe and takes the plan away at once', async () => {
    const { id, cookie } = await subscribedMember('cancel');
    expect((await withSession(ctx.app, cookie).get('/api/users/list')).status).toBe(200);
    const res = await post('cancelSubscription', cookie);
    expectAnswer(res, 200, { success: true, message: 'Abonnement annulé avec succès' });
    expect(sent('DELETE', '/v1/subscriptions/sub_cancel')).toHaveLength(1);
    expect(mode.stripe.subscriptions.get('sub_cancel')!.status).toBe('canceled');
    expect(await stateOf(id)).toMatchObject({ nom: null, status: 'canceled', subscription: null });
    expect((await withSession(ctx.app, cookie).get('/api/users/list')).status).toBe(402);

    // Subscribing again is possible and reuses the customer.
    const again = await post('createCheckoutSession', cookie, { priceId: 'price_pro' });
    expect(again.status).toBe(200);
    expect(sent('POST', '/v1/checkout/sessions').at(-1)!.form.get('customer')).toBe('cus_cancel');
  });

  test('cancel still takes the plan away when Stripe already ended the subscription', async () => {
    const { id, cookie } = await subscribedMember('ended');
    mode.stripe.subscriptions.get('sub_ended')!.status = 'canceled';
    const res = await post('cancelSubscription', cookie);
    expect(res.status).toBe(200);
    expect(await stateOf(id)).toMatchObject({ nom: null, status: 'canceled' });
  });

  test('a Stripe outage answers 503 with a French message and changes nothing', async () => {
    const subscribed = await subscribedMember('outage');
    const { id, cookie } = await unpaidMember(ctx);
    mode.stripe.down = true;
    const calls: [string, string, object | undefined][] = [
      [cookie, 'createCheckoutSession', { priceId: 'price_pro' }],
      [subscribed.cookie, 'modifySubscription', { priceId: 'price_essentiel' }],
      [subscribed.cookie, 'customerPortal', undefined],
      [subscribed.cookie, 'cancelSubscription', undefined],
    ];
    for (const [who, path, body] of calls) {
      const res = await post(path, who, body);
      expect(res.status, path).toBe(503);
      expect(res.body).toEqual({
        error: true,
        message: 'Le service de paiement est indisponible, veuillez réessayer.',
      });
    }
    expect(await stateOf(id)).toMatchObject({ nom: null, customer: null });
    expect(await stateOf(subscribed.id)).toMatchObject({
      nom: 'Pro',
      status: 'active',
      subscription: 'sub_outage',
    });
  });
});
