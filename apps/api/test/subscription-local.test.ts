import request from 'supertest';
import { describe, expect, test } from 'vitest';
import { useTestContext } from './support/app.js';
import { withSession, expectFailure, expectAnswer } from './support/http.js';
import { subscriptionStateOf, unpaidMember } from './support/billing.js';
import { createUser } from './support/factories.js';
import { signIn } from './support/session.js';

const ctx = useTestContext();

const planOf = (organizationId: number) => subscriptionStateOf(ctx.db, organizationId);

const post = (path: string, cookie: string, body?: object) => {
  const req = withSession(ctx.app, cookie).post(`/api/stripe/${path}`);
  return body ? req.send(body) : req;
};
const usersList = (cookie: string) => withSession(ctx.app, cookie).get('/api/users/list');

describe('[abonnement] local billing mode (no STRIPE_SECRET_KEY)', () => {
  test('subscribing activates the plan at once and opens the plan-guarded routes', async () => {
    const { id, cookie } = await unpaidMember(ctx);
    expect((await usersList(cookie)).status).toBe(402);

    const res = await post('createCheckoutSession', cookie, { priceId: 'local_essentiel' });
    expectAnswer(res, 200, {
      id: null,
      url: null,
      local: true,
      message: 'Abonnement activé (mode local, sans paiement).',
    });
    expect(await planOf(id)).toMatchObject({ nom: 'Essentiel', status: 'active' });
    expect((await usersList(cookie)).status).toBe(200);
  });

  test('modify switches the plan; without a plan it is refused with 409', async () => {
    const { id, cookie } = await unpaidMember(ctx);
    const notYet = await post('modifySubscription', cookie, { priceId: 'local_pro' });
    expectFailure(notYet, 409, "Votre organisation n'a pas d'abonnement à modifier.");

    await post('createCheckoutSession', cookie, { priceId: 'local_essentiel' });
    const res = await post('modifySubscription', cookie, { priceId: 'local_entreprise' });
    expectAnswer(res, 200, { success: true, message: 'Abonnement modifié avec succès' });
    expect(await planOf(id)).toMatchObject({ nom: 'Entreprise', status: 'active' });
  });

  test('the portal answers the modify page of the app’s own address, whatever the Host header', async () => {
    const { cookie } = await unpaidMember(ctx);
    const res = await post('customerPortal', cookie).set('Host', 'attacker.example');
    expectAnswer(res, 200, { url: 'http://localhost:3000/payment/modify', local: true });
  });

  test('cancelling takes the plan away: plan-guarded routes answer 402 again', async () => {
    const { id, cookie } = await unpaidMember(ctx);
    await post('createCheckoutSession', cookie, { priceId: 'local_pro' });
    expect((await usersList(cookie)).status).toBe(200);

    const res = await post('cancelSubscription', cookie);
    expectAnswer(res, 200, { success: true, message: 'Abonnement annulé avec succès' });
    expect(await planOf(id)).toMatchObject({ nom: null, status: 'canceled' });
    expect((await usersList(cookie)).status).toBe(402);

    // Subscribing again after a cancellation works.
    await post('createCheckoutSession', cookie, { priceId: 'local_pro' });
    expect((await usersList(cookie)).status).toBe(200);
  });

  test.each([
    ['an unknown price', { priceId: 'price_inexistant' }],
    ['no price', {}],
    ['an empty price', { priceId: '  ' }],
    ['a price that is not a string', { priceId: ['local_pro'] }],
  ])('checkout and modify refuse %s with 400', async (_label, body) => {
    const { id, cookie } = await unpaidMember(ctx);
    for (const path of ['createCheckoutSession', 'modifySubscription']) {
      const res = await post(path, cookie, body);
      expectFailure(res, 400, 'Formule inconnue.');
    }
    expect(await planOf(id)).toMatchObject({ nom: null, status: 'none' });
  });

  test.each([
    ['createCheckoutSession', { priceId: 'local_pro' }],
    ['modifySubscription', { priceId: 'local_pro' }],
    ['customerPortal', undefined],
    ['cancelSubscription', undefined],
  ])('%s: 403 without a session, 401 for a user without organization', async (path, body) => {
    const anonymous = request(ctx.app).post(`/api/stripe/${path}`);
    expect((await (body ? anonymous.send(body) : anonymous)).status).toBe(403);

    const loner = await createUser(ctx.db);
    const res = await post(path, await signIn(ctx.app, loner), body);
    expectAnswer(res, 401, { error: 401, message: "Vous n'avez pas de'organisation" });
  });

  test('the webhook is refused while no signing secret is configured', async () => {
    const res = await request(ctx.app)
      .post('/api/stripe/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', 't=1,v1=abc')
      .send('{"id":"evt_1","type":"checkout.session.completed"}');
    expectFailure(res, 400, "Le webhook Stripe n'est pas configuré.");
    expect(await ctx.db.processedStripeEvent.count()).toBe(0);
  });
});
