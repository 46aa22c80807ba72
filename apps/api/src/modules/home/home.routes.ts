import { HOME } from '@app/shared/home-endpoints';
import { Router } from 'express';
import type { AppContext } from '../../app-context.js';
import { actorOf } from '../../http/request-session.js';
import { noFields, route } from '../../http/route.js';
import { serve } from '../../http/serve.js';
import { requireActivePlan } from '../auth/guards.js';
import { getHome } from './home.service.js';

/**
 * `GET /api/organization/getHome`: the home page's figures. Its own guard, as the Journal's: the
 * router shares /api/organization with the organization's routes.
 */
export function homeRoutes(ctx: AppContext): Router {
  const router = Router();
  serve(
    router,
    HOME.getHome,
    requireActivePlan(ctx),
    route(noFields, (_input, { req, organizationId }) =>
      getHome(ctx.db, organizationId, actorOf(req).role),
    ),
  );
  return router;
}
