import { SUBSCRIPTION as DECLARED } from '@app/shared/subscription-endpoints';
import { Router } from 'express';
import type { AppContext } from '../../app-context.js';
import { publicOrigin } from '../../config.js';
import { noFields, route } from '../../http/route.js';
import { serve } from '../../http/serve.js';
import { requireOrganization } from '../auth/guards.js';
import { createStripeClient } from './stripe-client.js';
import { handleStripeEvent, verifyStripeEvent } from './stripe-webhook.js';
import {
  cancelSubscription,
  createCheckoutSession,
  customerPortal,
  listPlans,
  modifySubscription,
} from './subscription.service.js';

/**
 * Spec part 1 §7 "Subscription". Members of an organization reach these calls without an active
 * plan: subscribing is how they get one.
 */
export function subscriptionRoutes(ctx: AppContext): Router {
  const router = Router();
  const billing = { db: ctx.db, stripe: createStripeClient(ctx.config) };
  const member = requireOrganization(ctx);
  const origin = publicOrigin(ctx.config);

  serve(
    router,
    DECLARED.getPlans,
    route(noFields, () => listPlans(ctx.db, billing.stripe ? 'stripe' : 'local')),
  );

  serve(
    router,
    DECLARED.createCheckoutSession,
    member,
    route(DECLARED.createCheckoutSession.body, ({ priceId }, { organizationId, userId }) =>
      createCheckoutSession(billing, { organizationId, userId }, priceId, origin),
    ),
  );

  serve(
    router,
    DECLARED.modifySubscription,
    member,
    route(DECLARED.modifySubscription.body, ({ priceId }, { organizationId, userId }) =>
      modifySubscription(billing, { organizationId, userId }, priceId),
    ),
  );

  serve(
    router,
    DECLARED.customerPortal,
    member,
    route(noFields, (_input, { organizationId }) =>
      customerPortal(billing, organizationId, origin),
    ),
  );

  serve(
    router,
    DECLARED.cancelSubscription,
    member,
    route(noFields, (_input, { organizationId, userId }) =>
      cancelSubscription(billing, { organizationId, userId }),
    ),
  );

  // Raw body (app.ts mounts express.raw for this path before the JSON parser): the signature is
  // checked on the bytes, so the handler reads req.body itself.
  serve(
    router,
    DECLARED.webhook,
    route(noFields, async (_input, { req }) => {
      const event = verifyStripeEvent(
        ctx.config.STRIPE_WEBHOOK_SECRET,
        req.body,
        req.get('stripe-signature'),
      );
      const { duplicate } = await handleStripeEvent(ctx.db, billing.stripe, event);
      return { received: true, ...(duplicate ? { duplicate } : {}) };
    }),
  );

  return router;
}
