// The reminders' lists (issue #32): what is due (the next level of each overdue invoice whose day
// has come, with what the law lets it claim that day) and what was sent (frozen), a page at a time.
import { centsToEuros } from '@app/shared/money';
import {
  daysBetween,
  reminderCharges,
  type ReminderCharges,
  type SentReminder,
} from '@app/shared/late-payment';
import type { Paged } from '@app/shared/paged-list';
import {
  type DueReminderItem,
  type ReminderFeesDto,
  type ReminderItem,
  type RemindersQuery,
  type ReminderStatus,
  type SentReminderItem,
  type StoredReminderSettings,
} from '@app/shared/reminders';
import { todayIso } from '@app/shared/dates';
import type { DbOrTx } from '../../db/prisma.js';
import { fromDbDate } from '../../db/values.js';
import { readReminderSettings } from './reminder-settings.service.js';
import {
  countDue,
  dueRemindersPage,
  previousReminders,
  sentReminderSelect,
  type DueRow,
} from './reminders.data.js';

export type Organization = {
  organization_name: string;
  country: 'BE' | 'FR';
  settings: StoredReminderSettings;
};

export async function organizationOf(db: DbOrTx, organizationId: number): Promise<Organization> {
  const row = await db.organization.findUniqueOrThrow({
    where: { organization_id: organizationId },
    select: { organization_name: true, country: true },
  });
  return { ...row, settings: await readReminderSettings(db, organizationId) };
}

export const levelDays = (settings: StoredReminderSettings) =>
  settings.levels.map((level) => level.days);

function feesDto(charges: ReminderCharges): ReminderFeesDto {
  return {
    reminder_fees: centsToEuros(charges.reminderFeesCents),
    lump_sum: centsToEuros(charges.lumpSumCents),
    interest: centsToEuros(charges.interestCents),
    interest_from: charges.interestFrom,
    interest_days: charges.interestDays,
    total: centsToEuros(charges.totalCents),
  };
}

/** What the law lets the due reminder `row` claim when sent on `sentOn`. */
export function chargesOf(
  organization: Organization,
  row: DueRow,
  previous: SentReminder[],
  sentOn: string,
): ReminderCharges {
  return reminderCharges({
    country: organization.country,
    debtor: row.client_type === 'person' ? 'consumer' : 'business',
    claims: organization.settings.claims,
    amountDueCents: Number(row.due_cents),
    dueDate: fromDbDate(row.due_date),
    sentOn,
    previous,
  });
}

/** The earlier reminders of each invoice, as the law's periods read them. */
export async function previousByInvoice(db: DbOrTx, organizationId: number, invoiceIds: number[]) {
  const byInvoice = new Map<number, SentReminder[]>();
  for (const reminder of await previousReminders(db, organizationId, invoiceIds)) {
    const list = byInvoice.get(reminder.invoice_id) ?? [];
    list.push({
      sent_on: fromDbDate(reminder.sent_on),
      channel: reminder.channel,
      formal_notice: reminder.formal_notice,
    });
    byInvoice.set(reminder.invoice_id, list);
  }
  return byInvoice;
}

function dueItem(
  organization: Organization,
  row: DueRow,
  previous: SentReminder[],
  today: string,
): DueReminderItem {
  const level = organization.settings.levels[row.level - 1]!;
  const dueOn = fromDbDate(row.due_on);
  return {
    status: 'due',
    invoice_id: row.invoice_id,
    invoice_number: row.invoice_number,
    client_id: row.client_id,
    client_name: row.client_name,
    due_date: fromDbDate(row.due_date),
    amount_due: centsToEuros(Number(row.due_cents)),
    level: row.level,
    title: level.title,
    formal_notice: level.formal_notice,
    fees: feesDto(chargesOf(organization, row, previous, today)),
    due_on: dueOn,
    days_late: Math.max(0, daysBetween(fromDbDate(row.due_date), today)),
    email: row.client_email,
  };
}

export type SentRow = Awaited<ReturnType<typeof sentRows>>[number];

export function sentRows(db: DbOrTx, organizationId: number, skip: number, take: number) {
  return db.invoiceReminder.findMany({
    where: { organization_id: organizationId },
    select: sentReminderSelect,
    orderBy: [{ sent_at: 'desc' }, { reminder_id: 'desc' }],
    skip,
    take,
  });
}

export function sentItem(row: SentRow): SentReminderItem {
  return {
    status: 'sent',
    reminder_id: row.reminder_id,
    invoice_id: row.invoice_id,
    invoice_number: row.invoice.formatted_invoice_id,
    client_id: row.invoice.client.client_id,
    client_name: row.invoice.client.client_name,
    due_date: fromDbDate(row.invoice.due_date),
    amount_due: centsToEuros(row.amount_due_cents),
    level: row.level,
    title: row.title,
    formal_notice: row.formal_notice,
    fees: {
      reminder_fees: centsToEuros(row.reminder_fees_cents),
      lump_sum: centsToEuros(row.lump_sum_cents),
      interest: centsToEuros(row.interest_cents),
      interest_from: row.interest_from ? fromDbDate(row.interest_from) : null,
      interest_days: row.interest_days,
      total: centsToEuros(row.reminder_fees_cents + row.lump_sum_cents + row.interest_cents),
    },
    sent_on: fromDbDate(row.sent_on),
    sent_at: row.sent_at.toISOString(),
    channel: row.channel,
    recipient: row.recipient,
    sent_by_name: row.sent_by_name,
  };
}

/** GET /api/invoice/reminders: a page of one status, and how many of each. */
export async function listReminders(
  db: DbOrTx,
  organizationId: number,
  query: RemindersQuery,
  today: string = todayIso(),
): Promise<Paged<ReminderItem> & { counts: Record<ReminderStatus, number> }> {
  const organization = await organizationOf(db, organizationId);
  const days = levelDays(organization.settings);
  const counts = {
    due: await countDue(db, organizationId, days, today),
    sent: await db.invoiceReminder.count({ where: { organization_id: organizationId } }),
  };
  if (query.status === 'sent') {
    const skip = (query.page - 1) * query.page_size;
    const rows = await sentRows(db, organizationId, skip, query.page_size);
    const items = rows.map(sentItem);
    return { items, total: counts.sent, page: query.page, page_size: query.page_size, counts };
  }
  const page = await dueRemindersPage(db, organizationId, days, today, query);
  const previous = await previousByInvoice(
    db,
    organizationId,
    page.items.map((row) => row.invoice_id),
  );
  const items = page.items.map((row) =>
    dueItem(organization, row, previous.get(row.invoice_id) ?? [], today),
  );
  return { ...page, items, counts };
}
