import { Router } from 'express';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../errors/app-error.js';
import { noFields, route } from '../../http/route.js';

export function healthRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get(
    '/',
    route(noFields, async (_input, { req }) => {
      try {
        await ctx.db.$queryRaw`SELECT 1`;
      } catch (err) {
        req.log.error({ err }, 'health check: database unreachable');
        throw new AppError('UNAVAILABLE', 'La base de données est indisponible.');
      }
      return { status: 'ok', database: 'up' };
    }),
  );
  return router;
}
