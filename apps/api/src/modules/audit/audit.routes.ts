import { auditPageQuerySchema } from '@app/shared/audit';
import { Router } from 'express';
import type { AppContext } from '../../app-context.js';
import { route } from '../../http/route.js';
import { requireActivePlan } from '../auth/guards.js';
import { pageAuditEvents } from './audit.data.js';

/**
 * `GET /api/organization/audit?page=N`: the Journal, read-only. No route changes an
 * entry. Admins and owners only (auth/route-roles.ts, checked by the guard).
 */
export function auditRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get(
    '/audit',
    requireActivePlan(ctx),
    route(auditPageQuerySchema, ({ page }, { organizationId }) =>
      pageAuditEvents(ctx.db, organizationId, page),
    ),
  );
  return router;
}
