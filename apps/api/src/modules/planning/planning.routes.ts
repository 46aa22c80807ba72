import { PLANNING } from '@app/shared/planning-endpoints';
import { Router } from 'express';
import type { AppContext } from '../../app-context.js';
import { route, withInput } from '../../http/route.js';
import { serve } from '../../http/serve.js';
import { requireActivePlan } from '../auth/guards.js';
import { findPlanning } from './planning.data.js';

/** GET /api/planning?from=…&until=…: the rentals and reserved units of a period. */
export function planningRoutes(ctx: AppContext): Router {
  const router = Router();
  serve(
    router,
    PLANNING.planning,
    requireActivePlan(ctx),
    route(PLANNING.planning.query, withInput(ctx.db, findPlanning)),
  );
  return router;
}
