import { PLANNING } from '@app/shared/planning-endpoints';
import type { AppContext } from '../../app-context.js';
import { activePlanRead } from '../auth/guards.js';
import { findPlanning } from './planning.data.js';

/** GET /api/planning?from=…&until=…: the rentals and reserved units of a period. */
export const planningRoutes = (ctx: AppContext) =>
  activePlanRead(ctx, PLANNING.planning, findPlanning);
