import type { UsersListResponse } from '@app/shared/organization';
import { Router } from 'express';
import type { AppContext } from '../../app-context.js';
import { organizationId, requireActivePlan } from '../auth/guards.js';
import { listMembers } from './members.service.js';

export function usersRoutes(ctx: AppContext): Router {
  const router = Router();
  router.use(requireActivePlan(ctx));
  router.get('/list', async (req, res) => {
    const body: UsersListResponse = { users: await listMembers(ctx.db, organizationId(req)) };
    res.json(body);
  });
  return router;
}
