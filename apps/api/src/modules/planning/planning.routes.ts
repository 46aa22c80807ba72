import { planningQuerySchema } from '@app/shared/planning';
import { Router } from 'express';
import type { AppContext } from '../../app-context.js';
import { route, withInput } from '../../http/route.js';
import { requireActivePlan } from '../auth/guards.js';
import { findPlanning } from './planning.data.js';

/** GET /api/planning?from=…&until=…: the rentals and reserved units of a period. */
export function planningRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get(
    '/',
    requireActivePlan(ctx),
    route(planningQuerySchema, withInput(ctx.db, findPlanning)),
  );
  return router;
}
