// The bank's endpoints (issue #31), registered from their declarations (@app/shared/bank-endpoints).
import { BANK } from '@app/shared/bank-endpoints';
import type { Router } from 'express';
import type { AppContext } from '../../app-context.js';
import { created, route } from '../../http/route.js';
import { serve } from '../../http/serve.js';
import { activePlanRouter } from '../auth/guards.js';
import { singleFileUpload } from '../files/upload.js';
import { importStatement } from './bank-import.service.js';

export function bankRoutes(ctx: AppContext): Router {
  const router = activePlanRouter(ctx);
  const { importStatement: importing } = BANK;
  serve(
    router,
    importing,
    singleFileUpload('file'),
    route(
      importing.body,
      async (_fields, { req, organizationId, userId }) => ({
        statement: await importStatement(ctx.db, organizationId, userId, req.file?.buffer),
      }),
      created,
    ),
  );
  return router;
}
