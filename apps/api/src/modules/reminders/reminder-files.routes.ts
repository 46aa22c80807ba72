// The reminders' downloads (issue #32): a reminder's PDF under /api/invoice and a client's
// statement of account under /api/clients. Both routers share their path with other areas', so
// each route carries its own guard, as the home page's.
import { CLIENT_STATEMENTS, REMINDERS } from '@app/shared/reminders-endpoints';
import { Router } from 'express';
import type { AppContext } from '../../app-context.js';
import type { z } from 'zod';
import { byId, fileRoute, type RowUseCase } from '../../http/route.js';
import { serve } from '../../http/serve.js';
import { requireActivePlan } from '../auth/guards.js';
import { sendPdf, type PdfFile } from '../documents/document-organization.js';
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
