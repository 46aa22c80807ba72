import { AVAILABILITY } from '@app/shared/planning-endpoints';
import type { AppContext } from '../../app-context.js';
import { activePlanRead } from '../auth/guards.js';
import { productAvailability } from './availability.service.js';

/** GET /api/products/availability, beside the spec's product calls. */
export const availabilityRoutes = (ctx: AppContext) =>
  activePlanRead(ctx, AVAILABILITY.availability, productAvailability);
