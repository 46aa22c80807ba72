// The daily reminders (issue #32): every organization that turned automatic sending on has its
// due reminders e-mailed, each in its own transaction with the invoice locked. Replicas may run
// it at the same time: a level is made once (the lock, then the unique (invoice_id, level)), and
// the next level is not due the same day, so the second replica finds nothing left to send.
// Reminders without an e-mail address stay in « Relances » for the organization to hand over.
import { todayIso } from '@app/shared/dates';
import type { Logger } from 'pino';
import type { Db } from '../../db/prisma.js';
import { AppError } from '../../errors/app-error.js';
import type { Mailer } from '../../mail/mailer.js';
import { ACCESS_STATUSES } from '../auth/guards.js';
import { readReminderSettings } from './reminder-settings.service.js';
import { dueRemindersPage } from './reminders.data.js';
import { sendReminder } from './reminders.service.js';

export type ReminderJobContext = { db: Db; mailer: Mailer; logger: Logger };

/** How many due reminders one organization's run reads at a time. */
const BATCH = 100;

/** Organizations with a plan giving access and automatic sending on. */
async function sendingOrganizations(db: Db): Promise<number[]> {
  const rows = await db.$queryRaw<{ organization_id: number }[]>`
    SELECT organization_id FROM organizations
    WHERE plan_id IS NOT NULL
      AND subscription_status::text = ANY(${[...ACCESS_STATUSES]})
      AND (reminder_settings ->> 'auto_send')::boolean IS TRUE
    ORDER BY organization_id`;
  return rows.map((row) => row.organization_id);
}

/** One organization's due reminders e-mailed; answers how many were sent. */
async function runFor(
  context: ReminderJobContext,
  organizationId: number,
  today: string,
): Promise<{ sent: number; failed: number }> {
  const { db, mailer, logger } = context;
  const settings = await readReminderSettings(db, organizationId);
  const days = settings.levels.map((level) => level.days);
  let sent = 0;
  let failed = 0;
  // Sent ones leave the list; ones left for the organization (no address) or failed stay, so
  // the next batch starts after them.
  let skipped = 0;
  for (;;) {
    const page = await dueRemindersPage(db, organizationId, days, today, {
      page: Math.floor(skipped / BATCH) + 1,
      page_size: BATCH,
      order: 'asc',
    });
    const rows = page.items.slice(skipped % BATCH);
    if (rows.length === 0) return { sent, failed };
    for (const row of rows) {
      try {
        const done = await sendReminder(
          db,
          mailer,
          { organizationId, userId: null },
          row.invoice_id,
          { today, byHand: false },
        );
        if (done) sent++;
        else skipped++;
      } catch (err) {
        // Another replica made it meanwhile (409): nothing to do. Anything else is logged and
        // tried again at the next run.
        if (!(err instanceof AppError && err.code === 'CONFLICT')) {
          failed++;
          logger.warn({ err, organizationId, invoiceId: row.invoice_id }, 'reminder not sent');
        }
        skipped++;
      }
    }
  }
}

/** One run over every organization; the figures are logged and answered. */
export async function runReminderJob(
  context: ReminderJobContext,
  today: string = todayIso(),
): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  if (!context.mailer.configured) return { sent, failed };
  for (const organizationId of await sendingOrganizations(context.db)) {
    const figures = await runFor(context, organizationId, today);
    sent += figures.sent;
    failed += figures.failed;
  }
  if (sent > 0 || failed > 0) context.logger.info({ sent, failed, today }, 'reminders sent');
  return { sent, failed };
}

/** Reminders leave in office hours (Brussels), not at night. */
const OFFICE_HOURS = { from: 8, until: 19 };
const HOUR_MS = 3_600_000;

/**
 * Runs the job every hour in office hours while the server runs (never two runs at once in one
 * replica); a failed run is logged and the next hour tries again. Returns a stop function.
 */
export function scheduleReminders(context: ReminderJobContext): () => void {
  let running = false;
  const run = async () => {
    const hour = new Intl.DateTimeFormat('fr-BE', {
      hour: 'numeric',
      hourCycle: 'h23',
      timeZone: 'Europe/Brussels',
    }).format(new Date());
    if (running || Number(hour) < OFFICE_HOURS.from || Number(hour) >= OFFICE_HOURS.until) return;
    running = true;
    try {
      await runReminderJob(context);
    } catch (err) {
      context.logger.error({ err }, 'reminders run failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), HOUR_MS);
  // The schedule never keeps a stopping server alive.
  timer.unref();
  return () => clearInterval(timer);
}
