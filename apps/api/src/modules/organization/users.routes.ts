import type { UsersListResponse } from '@app/shared/organization';
import { USERS } from '@app/shared/organization-endpoints';
import { Router } from 'express';
import type { AppContext } from '../../app-context.js';
import { noFields, route } from '../../http/route.js';
import { serve } from '../../http/serve.js';
import { activePlanRouter } from '../auth/guards.js';
import { listMembers } from './members.service.js';

export function usersRoutes(ctx: AppContext): Router {
  const router = activePlanRouter(ctx);
  serve(
    router,
    USERS.listUsers,
    route(
      noFields,
      async (_input, { organizationId }) =>
        ({ users: await listMembers(ctx.db, organizationId) }) satisfies UsersListResponse,
    ),
  );
  return router;
}
