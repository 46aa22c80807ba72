import request from 'supertest';
import { describe, expect, test } from 'vitest';
import { seedPlans } from '../src/modules/subscription/plan-catalog.js';
import { createTestContext, useTestContext } from './support/app.js';
import { soldPlans } from './support/billing.js';

const ctx = useTestContext();

describe('GET /api/stripe/getPlans', () => {
  test('is public and lists the three plans in order with every feature, prices in euros', async () => {
    const res = await request(ctx.app).get('/api/stripe/getPlans');
    expect(res.status).toBe(200);
    expect(res.body.billing_mode).toBe('local');
    expect(res.body.plans.map((p: { nom: string }) => p.nom)).toEqual([
      'Essentiel',
      'Pro',
      'Entreprise',
    ]);
    expect(res.body.plans[1]).toEqual({
      plan_id: expect.any(Number),
      price_id: 'local_pro',
      nom: 'Pro',
      prix: 19,
      utilisateurs: 5,
      clients: 500,
      factures: 1000,
      devis: 1000,
      nombre_produits: 500,
      nombre_services: 100,
      sauvegarde_cloud: true,
      creation_factures_pdf: true,
    });
  });

  test('seeding again at the next boot keeps one row per plan', async () => {
    await seedPlans(ctx.db);
    const res = await request(ctx.app).get('/api/stripe/getPlans');
    expect(res.body.plans).toHaveLength(3);
  });

  test('says billing goes through Stripe, with Stripe prices, when a Stripe key is configured', async () => {
    const stripe = await createTestContext({
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_PRICE_ESSENTIEL: 'price_ess',
      STRIPE_PRICE_PRO: 'price_pro',
      STRIPE_PRICE_ENTREPRISE: 'price_ent',
    });
    try {
      expect(await soldPlans(stripe.app)).toEqual({
        billing_mode: 'stripe',
        price_ids: ['price_ess', 'price_pro', 'price_ent'],
      });
    } finally {
      await stripe.close();
    }
  });

  test('a Stripe key without the price of every plan stops the boot with a clear error', async () => {
    await expect(
      createTestContext({ STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_PRICE_PRO: 'price_pro' }),
    ).rejects.toThrow(
      'STRIPE_SECRET_KEY is set but STRIPE_PRICE_ESSENTIEL, STRIPE_PRICE_ENTREPRISE is missing',
    );
  });
});
