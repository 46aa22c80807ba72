import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { publicOrigin } from '../../config.js';
import { organizationId, requireOrganization } from '../auth/guards.js';
import { createStripeClient } from './stripe-client.js';
import { handleStripeEvent, verifyStripeEvent } from './stripe-webhook.js';
import {
  cancelSubscription,
  createCheckoutSession,
  customerPortal,
  listPlans,
  modifySubscription,
  MSG_UNKNOWN_PLAN,
} from './subscription.service.js';

const priceBodySchema = z.object({
  priceId: z
    .string({ error: MSG_UNKNOWN_PLAN })
    .trim()
    .min(1, MSG_UNKNOWN_PLAN)
    .max(200, MSG_UNKNOWN_PLAN),
});

/**
 * Spec part 1 §7 "Subscription". Members of an organization reach these calls without an active
 * plan: subscribing is how they get one.
 */
export function subscriptionRoutes(ctx: AppContext): Router {
  const router = Router();
  const billing = { db: ctx.db, stripe: createStripeClient(ctx.config) };
  const member = requireOrganization(ctx);
  const origin = publicOrigin(ctx.config);

  router.get('/getPlans', async (_req, res) => {
    res.json(await listPlans(ctx.db, billing.stripe ? 'stripe' : 'local'));
  });

  router.post('/createCheckoutSession', member, async (req, res) => {
    const { priceId } = priceBodySchema.parse(req.body);
    res.json(await createCheckoutSession(billing, organizationId(req), priceId, origin));
  });

  router.post('/modifySubscription', member, async (req, res) => {
    const { priceId } = priceBodySchema.parse(req.body);
    res.json(await modifySubscription(billing, organizationId(req), priceId));
  });

  router.post('/customerPortal', member, async (req, res) => {
    res.json(await customerPortal(billing, organizationId(req), origin));
  });

  router.post('/cancelSubscription', member, async (req, res) => {
    res.json(await cancelSubscription(billing, organizationId(req)));
  });

  // Raw body (app.ts mounts express.raw for this path before the JSON parser).
  router.post('/webhook', async (req, res) => {
    const event = verifyStripeEvent(
      ctx.config.STRIPE_WEBHOOK_SECRET,
      req.body,
      req.get('stripe-signature'),
    );
    const { duplicate } = await handleStripeEvent(ctx.db, billing.stripe, event);
    res.json({ received: true, ...(duplicate ? { duplicate } : {}) });
  });

  return router;
}
