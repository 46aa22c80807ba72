// The home page (issue #30 §1): what needs doing in the organization, as the member's role may
// read it, or the first steps of a new organization.
import { monthRangeIso, todayIso } from '@app/shared/dates';
import { HOME_LINE_SOURCES } from '@app/shared/home-endpoints';
import {
  checklistDone,
  readableLines,
  weekOf,
  type HomeChecklist,
  type HomeFigures,
  type HomeLine,
  type HomeResponse,
} from '@app/shared/home';
import { centsToEuros } from '@app/shared/money';
import { missingLegalIdentity } from '@app/shared/organization';
import type { Role } from '@app/shared/roles';
import type { DbOrTx } from '../../db/prisma.js';
import { readReminderSettings } from '../reminders/reminder-settings.service.js';
import { countDue } from '../reminders/reminders.data.js';
import { readHomeRow, type HomeRow } from './home.data.js';

const euros = (cents: bigint | number) => centsToEuros(Number(cents));

/** Every line, before the role leaves out what it cannot read. */
function figuresOf(row: HomeRow, remindersDue: number): Required<HomeFigures> {
  return {
    pending_invoices: { count: row.pending_invoices },
    overdue_invoices: { count: row.overdue_count, amount: euros(row.overdue_cents) },
    reminders_due: { count: remindersDue },
    departures_this_week: { count: row.departures },
    returns_this_week: { count: row.returns },
    missing_units: { count: row.missing_rentals, units: Number(row.missing_units) },
    unpaid_total: { amount: euros(row.unpaid_cents) },
    cash_this_month: {
      revenues: euros(row.revenue_cents),
      expenses: euros(row.expense_cents),
      balance: euros(row.revenue_cents - row.expense_cents),
    },
  };
}

/**
 * The reminders due today, counted as « Relances » lists them (from the organization's levels);
 * not read at all for a role that does not get the line.
 */
async function remindersDue(
  db: DbOrTx,
  organizationId: number,
  today: string,
  lines: readonly HomeLine[],
): Promise<number> {
  if (!lines.includes('reminders_due')) return 0;
  const settings = await readReminderSettings(db, organizationId);
  const levelDays = settings.levels.map((level) => level.days);
  return countDue(db, organizationId, levelDays, today);
}

export async function getHome(
  db: DbOrTx,
  organizationId: number,
  role: Role,
  now: Date = new Date(),
): Promise<HomeResponse> {
  const today = todayIso(now);
  const week = weekOf(today);
  const { start, end } = monthRangeIso(now);
  const month = { from: start, until: end };
  const organization = await db.organization.findUniqueOrThrow({
    where: { organization_id: organizationId },
    select: {
      country: true,
      enterprise_number: true,
      postal_code: true,
      city: true,
      bank_account: true,
      is_vat_subject: true,
      vat_number: true,
    },
  });
  const row = await readHomeRow(db, organizationId, { today, week, month });
  const checklist: HomeChecklist = {
    identity: missingLegalIdentity(organization).length === 0,
    product: row.has_product,
    client: row.has_client,
    quote: row.has_quote,
  };
  const lines = readableLines(role, HOME_LINE_SOURCES);
  const all = figuresOf(row, await remindersDue(db, organizationId, today, lines));
  const figures: HomeFigures = Object.fromEntries(lines.map((line) => [line, all[line]]));
  return { checklist: checklistDone(checklist) ? null : checklist, figures, week, month };
}
