// The payment reminders' endpoints (issue #32), registered from their declarations
// (@app/shared/reminders-endpoints). The settings share /api/organization with the organization's
// routes, so that router has its own guard, as the home page's; the reminders themselves are
// under /api/invoice.
import { REMINDER_SETTINGS, REMINDERS } from '@app/shared/reminders-endpoints';
import { MSG_REMINDER_SETTINGS_UPDATED } from '@app/shared/reminders';
import { Router } from 'express';
import type { AppContext } from '../../app-context.js';
import { created, fromQuery, noFields, route } from '../../http/route.js';
import { serve } from '../../http/serve.js';
import { appMailer } from '../../mail/mailer.js';
import { documentMailLimit } from '../documents/document-email.js';
import { activePlanRouter, requireActivePlan } from '../auth/guards.js';
import { getReminderSettings, updateReminderSettings } from './reminder-settings.service.js';
import { listReminders } from './reminders-list.js';
import { sendReminder } from './reminders.service.js';

export function reminderSettingsRoutes(ctx: AppContext): Router {
  const router = Router();
  const paid = requireActivePlan(ctx);
  const { getReminderSettings: reading, updateReminderSettings: updating } = REMINDER_SETTINGS;
  serve(
    router,
    reading,
    paid,
    route(noFields, async (_input, { organizationId }) => ({
      settings: await getReminderSettings(ctx.db, organizationId),
    })),
  );
  serve(
    router,
    updating,
    paid,
    route(updating.body, async (settings, { organizationId, userId }) => ({
      message: MSG_REMINDER_SETTINGS_UPDATED,
      settings: await updateReminderSettings(ctx.db, organizationId, userId, settings),
    })),
  );
  return router;
}

/** GET /api/invoice/reminders and POST /api/invoice/sendReminder. */
export function reminderRoutes(ctx: AppContext): Router {
  const router = activePlanRouter(ctx);
  const { reminders: listing, sendReminder: sending } = REMINDERS;
  serve(
    router,
    listing,
    route(fromQuery(listing.query), (query, { organizationId }) =>
      listReminders(ctx.db, organizationId, query),
    ),
  );
  serve(
    router,
    sending,
    // A reminder is a mail like a document's: the same limits per organization.
    ...documentMailLimit(ctx),
    route(
      fromQuery(sending.query, sending.body),
      async ({ invoice_id }, { organizationId, userId }) => {
        const sent = await sendReminder(
          ctx.db,
          appMailer(ctx),
          { organizationId, userId },
          invoice_id,
          { byHand: true },
        );
        // By hand, a due reminder is always made (e-mailed or to hand over): never null here.
        if (!sent) throw new Error('sendReminder made nothing by hand');
        return sent;
      },
      created,
    ),
  );
  return router;
}
