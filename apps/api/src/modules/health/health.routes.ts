import { Router } from 'express';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../errors/app-error.js';

export function healthRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    try {
      await ctx.db.$queryRaw`SELECT 1`;
    } catch (err) {
      req.log.error({ err }, 'health check: database unreachable');
      throw new AppError('UNAVAILABLE', 'La base de données est indisponible.');
    }
    res.json({ status: 'ok', database: 'up' });
  });
  return router;
}
