import { AVAILABILITY } from '@app/shared/planning-endpoints';
import { Router } from 'express';
import type { AppContext } from '../../app-context.js';
import { route, withInput } from '../../http/route.js';
import { serve } from '../../http/serve.js';
import { requireActivePlan } from '../auth/guards.js';
import { productAvailability } from './availability.service.js';

/** GET /api/products/availability, beside the spec's product calls. */
export function availabilityRoutes(ctx: AppContext): Router {
  const router = Router();
  serve(
    router,
    AVAILABILITY.availability,
    requireActivePlan(ctx),
    route(AVAILABILITY.availability.query, withInput(ctx.db, productAvailability)),
  );
  return router;
}
