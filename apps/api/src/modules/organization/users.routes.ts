import type { UsersListResponse } from '@app/shared/organization';
import { Router } from 'express';
import type { AppContext } from '../../app-context.js';
import { noFields, route } from '../../http/route.js';
import { activePlanRouter } from '../auth/guards.js';
import { listMembers } from './members.service.js';

export function usersRoutes(ctx: AppContext): Router {
  const router = activePlanRouter(ctx);
  router.get(
    '/list',
    route(
      noFields,
      async (_input, { organizationId }) =>
        ({ users: await listMembers(ctx.db, organizationId) }) satisfies UsersListResponse,
    ),
  );
  return router;
}
