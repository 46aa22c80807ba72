import { Router } from 'express';
import type { AppContext } from '../../app-context.js';
import { listPlans } from './subscription.service.js';

export function subscriptionRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/getPlans', async (_req, res) => {
    res.json(await listPlans(ctx.db, ctx.config.STRIPE_SECRET_KEY ? 'stripe' : 'local'));
  });
  return router;
}
