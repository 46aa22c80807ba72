// The payment reminders' endpoints (issue #32), registered from their declarations
// (@app/shared/reminders-endpoints). The settings share /api/organization with the organization's
// routes, so the router has its own guard, as the home page's.
import { REMINDER_SETTINGS } from '@app/shared/reminders-endpoints';
import { MSG_REMINDER_SETTINGS_UPDATED } from '@app/shared/reminders';
import { Router } from 'express';
import type { AppContext } from '../../app-context.js';
import { noFields, route } from '../../http/route.js';
import { serve } from '../../http/serve.js';
import { requireActivePlan } from '../auth/guards.js';
import { getReminderSettings, updateReminderSettings } from './reminder-settings.service.js';

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
