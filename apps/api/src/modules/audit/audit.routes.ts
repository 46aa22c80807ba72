import { ORGANIZATION_MEMBERS } from '@app/shared/organization-endpoints';
import { Router } from 'express';
import type { AppContext } from '../../app-context.js';
import { route } from '../../http/route.js';
import { serve } from '../../http/serve.js';
import { requireActivePlan } from '../auth/guards.js';
import { pageAuditEvents } from './audit.data.js';

/**
 * `GET /api/organization/audit?page=N`: the Journal, read-only. No route changes an
 * entry. Admins and owners only (its declaration's access, checked by the guard).
 */
export function auditRoutes(ctx: AppContext): Router {
  const router = Router();
  serve(
    router,
    ORGANIZATION_MEMBERS.audit,
    requireActivePlan(ctx),
    route(ORGANIZATION_MEMBERS.audit.query, ({ page }, { organizationId }) =>
      pageAuditEvents(ctx.db, organizationId, page),
    ),
  );
  return router;
}
