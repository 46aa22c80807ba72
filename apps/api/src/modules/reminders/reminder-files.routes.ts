// The reminders' downloads (issue #32): a reminder's PDF under /api/invoice and a client's
// statement of account under /api/clients. Both routers share their path with other areas', so
// each route carries its own guard, as the home page's.
import { CLIENT_STATEMENTS, REMINDERS } from '@app/shared/reminders-endpoints';
import { Router } from 'express';
import type { AppContext } from '../../app-context.js';
import { byId, fileRoute } from '../../http/route.js';
import { serve } from '../../http/serve.js';
import { requireActivePlan } from '../auth/guards.js';
import { sendPdf } from '../documents/document-organization.js';
import { reminderPdf } from './reminder-pdf.js';
import { statementPdf } from './statement-pdf.js';

/** `GET /api/invoice/getReminderPdf?reminder_id=N`. */
export function reminderFileRoutes(ctx: AppContext): Router {
  const router = Router();
  const { getReminderPdf } = REMINDERS;
  serve(
    router,
    getReminderPdf,
    requireActivePlan(ctx),
    fileRoute(getReminderPdf.query, byId(ctx.db, 'reminder_id', reminderPdf), sendPdf),
  );
  return router;
}

/** `GET /api/clients/getStatementPdf?client_id=N`. */
export function statementRoutes(ctx: AppContext): Router {
  const router = Router();
  const { getStatementPdf } = CLIENT_STATEMENTS;
  serve(
    router,
    getStatementPdf,
    requireActivePlan(ctx),
    fileRoute(getStatementPdf.query, byId(ctx.db, 'client_id', statementPdf), sendPdf),
  );
  return router;
}
