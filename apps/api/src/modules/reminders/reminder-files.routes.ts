// The reminders' downloads (issue #32): a reminder's PDF under /api/invoice and a client's
// statement of account under /api/clients, with the statement's e-mail and the client's pause.
// The routers share their path with other areas', so each route carries its own guard, as the
// home page's.
import { CLIENT_STATEMENTS, REMINDERS } from '@app/shared/reminders-endpoints';
import { Router } from 'express';
import type { AppContext } from '../../app-context.js';
import type { z } from 'zod';
import { byId, fileRoute, fromQuery, route, type RowUseCase } from '../../http/route.js';
import { serve } from '../../http/serve.js';
import { appMailer } from '../../mail/mailer.js';
import { requireActivePlan } from '../auth/guards.js';
import { documentMailLimit } from '../documents/document-email.js';
import { sendPdf, type PdfFile } from '../documents/document-organization.js';
import { sendStatement, setReminderPause } from './client-reminders.js';
import { reminderPdf } from './reminder-pdf.js';
import { statementPdf } from './statement-pdf.js';

/** A PDF of the organization's row named by `key` in the query, behind the plan's guard. */
function pdfRouter<Key extends string>(
  ctx: AppContext,
  endpoint: Parameters<typeof serve>[1] & { query: z.ZodType<Record<Key, number>> },
  key: Key,
  produce: RowUseCase<PdfFile>,
): Router {
  const router = Router();
  serve(
    router,
    endpoint,
    requireActivePlan(ctx),
    fileRoute(endpoint.query, byId(ctx.db, key, produce), sendPdf),
  );
  return router;
}

/** `GET /api/invoice/getReminderPdf?reminder_id=N`. */
export const reminderFileRoutes = (ctx: AppContext): Router =>
  pdfRouter(ctx, REMINDERS.getReminderPdf, 'reminder_id', reminderPdf);

/** `GET /api/clients/getStatementPdf?client_id=N`. */
export const statementRoutes = (ctx: AppContext): Router =>
  pdfRouter(ctx, CLIENT_STATEMENTS.getStatementPdf, 'client_id', statementPdf);

/** POST /api/clients/sendStatement and PUT /api/clients/reminderPause. */
export function clientReminderRoutes(ctx: AppContext): Router {
  const router = Router();
  const paid = requireActivePlan(ctx);
  const { sendStatement: sending, setReminderPause: pausing } = CLIENT_STATEMENTS;
  serve(
    router,
    sending,
    paid,
    ...documentMailLimit(ctx),
    route(fromQuery(sending.query, sending.body), ({ client_id }, { organizationId, userId }) =>
      sendStatement(ctx.db, appMailer(ctx), { organizationId, userId }, client_id),
    ),
  );
  serve(
    router,
    pausing,
    paid,
    route(fromQuery(pausing.query, pausing.body), ({ client_id, paused }, { organizationId }) =>
      setReminderPause(ctx.db, organizationId, client_id, paused),
    ),
  );
  return router;
}
