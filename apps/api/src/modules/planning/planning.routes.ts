import type { Endpoint } from '@app/shared/contract';
import { PLANNING } from '@app/shared/planning-endpoints';
import { Router } from 'express';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/prisma.js';
import { route, withInput, type RouteInput } from '../../http/route.js';
import { serve } from '../../http/serve.js';
import { requireActivePlan } from '../auth/guards.js';
import { findPlanning } from './planning.data.js';

/**
 * The router of one declared read of the planning area, mounted at its base: behind the active
 * plan (its own guard, as the router may share its base with another area's), its query parsed by
 * its schema, `read` answering.
 */
export function planningRead<Query extends z.ZodType, Output>(
  ctx: AppContext,
  endpoint: Omit<Endpoint, 'query'> & { query: Query },
  read: (db: Db, organizationId: number, input: RouteInput<Query>) => Promise<Output>,
): Router {
  const router = Router();
  serve(router, endpoint, requireActivePlan(ctx), route(endpoint.query, withInput(ctx.db, read)));
  return router;
}

/** GET /api/planning?from=…&until=…: the rentals and reserved units of a period. */
export const planningRoutes = (ctx: AppContext) =>
  planningRead(ctx, PLANNING.planning, findPlanning);
