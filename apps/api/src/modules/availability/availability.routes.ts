import { availabilityQuerySchema } from '@app/shared/availability';
import { Router } from 'express';
import type { AppContext } from '../../app-context.js';
import { route, withInput } from '../../http/route.js';
import { requireActivePlan } from '../auth/guards.js';
import { productAvailability } from './availability.service.js';

/** GET /api/products/availability, beside the spec's product calls. */
export function availabilityRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get(
    '/availability',
    requireActivePlan(ctx),
    route(availabilityQuerySchema, withInput(ctx.db, productAvailability)),
  );
  return router;
}
