import type { Endpoint } from '@app/shared/contract';
import { HEALTH, READY } from '@app/shared/endpoints';
import { Router, type Request } from 'express';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../errors/app-error.js';
import { noFields, route } from '../../http/route.js';
import { serve } from '../../http/serve.js';
import { pendingMigrations } from './readiness.js';

const MSG_DATABASE_DOWN = 'La base de données est indisponible.';

/** What `read` answers from the database; a database that does not answer is a 503, logged. */
async function fromDatabase<T>(req: Request, check: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (err) {
    req.log.error({ err }, `${check}: database unreachable`);
    throw new AppError('UNAVAILABLE', MSG_DATABASE_DOWN);
  }
}

/** The router of one probe, mounted at the probe's path: `answer` answers, or throws its 503. */
function probe(endpoint: Endpoint, answer: (req: Request) => Promise<unknown>): Router {
  const router = Router();
  serve(
    router,
    endpoint,
    route(noFields, (_input, { req }) => answer(req)),
  );
  return router;
}

/** Liveness: the process answers and its database too. */
export const healthRoutes = (ctx: AppContext): Router =>
  probe(HEALTH.health, async (req) => {
    await fromDatabase(req, 'health check', () => ctx.db.$queryRaw`SELECT 1`);
    return { status: 'ok', database: 'up' };
  });

/**
 * Readiness, for a load balancer: this replica can serve, because its database answers and holds
 * every migration of the release (a replica of a newer release, started before the migration
 * ran, waits out of rotation). 503 with the reason otherwise.
 */
export const readyRoutes = (ctx: AppContext): Router =>
  probe(READY.ready, async (req) => {
    const pending = await fromDatabase(req, 'readiness check', () => pendingMigrations(ctx.db));
    if (pending.length > 0) {
      req.log.warn({ pending }, 'readiness check: migrations not applied');
      throw new AppError(
        'UNAVAILABLE',
        `Migrations de la base de données non appliquées : ${pending.join(', ')}.`,
      );
    }
    return { status: 'ready' };
  });
