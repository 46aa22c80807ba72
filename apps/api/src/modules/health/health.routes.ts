import { HEALTH, READY } from '@app/shared/endpoints';
import { Router } from 'express';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../errors/app-error.js';
import { noFields, route } from '../../http/route.js';
import { serve } from '../../http/serve.js';
import { pendingMigrations } from './readiness.js';

const MSG_DATABASE_DOWN = 'La base de données est indisponible.';

/** Liveness: the process answers and its database too. */
export function healthRoutes(ctx: AppContext): Router {
  const router = Router();
  serve(
    router,
    HEALTH.health,
    route(noFields, async (_input, { req }) => {
      try {
        await ctx.db.$queryRaw`SELECT 1`;
      } catch (err) {
        req.log.error({ err }, 'health check: database unreachable');
        throw new AppError('UNAVAILABLE', MSG_DATABASE_DOWN);
      }
      return { status: 'ok', database: 'up' };
    }),
  );
  return router;
}

/**
 * Readiness, for a load balancer: this replica can serve, because its database answers and holds
 * every migration of the release (a replica of a newer release, started before the migration
 * ran, waits out of rotation). 503 with the reason otherwise.
 */
export function readyRoutes(ctx: AppContext): Router {
  const router = Router();
  serve(
    router,
    READY.ready,
    route(noFields, async (_input, { req }) => {
      let pending: string[];
      try {
        pending = await pendingMigrations(ctx.db);
      } catch (err) {
        req.log.error({ err }, 'readiness check: database unreachable');
        throw new AppError('UNAVAILABLE', MSG_DATABASE_DOWN);
      }
      if (pending.length > 0) {
        req.log.warn({ pending }, 'readiness check: migrations not applied');
        throw new AppError(
          'UNAVAILABLE',
          `Migrations de la base de données non appliquées : ${pending.join(', ')}.`,
        );
      }
      return { status: 'ready' };
    }),
  );
  return router;
}
