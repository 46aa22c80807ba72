// Payment reminders (issue #32): the list of what is due and what was sent, and the sending of an
// invoice's next level, by hand (a member's click) or by the daily job. A level is made at most
// once (unique (invoice_id, level), the invoice locked while it is made) and only once its day has
// come, so a double click or two replicas never send two levels in a row.
import { formatDateFr, formatEuros } from '@app/shared/format';
import { reminderCharges, type ReminderCharges, type SentReminder } from '@app/shared/late-payment';
import { centsToEuros } from '@app/shared/money';
import type { Paged } from '@app/shared/paged-list';
import {
  fillReminderText,
  MSG_REMINDER_ALL_SENT,
  MSG_REMINDER_NOT_OVERDUE,
  MSG_REMINDER_PAUSED,
  MSG_REMINDER_SENT_BY_HAND,
  MSG_REMINDER_SENT_EMAIL,
  reminderNotYetMessage,
  type DueReminderItem,
  type ReminderFeesDto,
  type ReminderItem,
  type RemindersQuery,
  type ReminderStatus,
  type SentReminderItem,
  type StoredReminderSettings,
} from '@app/shared/reminders';
import { MSG_EMAIL_SEND_FAILED } from '@app/shared/document-email';
import { addDaysIso, todayIso } from '@app/shared/dates';
import type { Db, DbOrTx } from '../../db/prisma.js';
import { fromDbDate, toDbDate } from '../../db/values.js';
import { AppError } from '../../errors/app-error.js';
import type { Mailer } from '../../mail/mailer.js';
import { verifiedReplyTo } from '../documents/document-email.js';
import { invoiceBalances } from '../invoices/invoice-balances.js';
import { lockIssuedInvoice } from '../invoices/invoices.data.js';
import { reminderPdf } from './reminder-pdf.js';
import { readReminderSettings } from './reminder-settings.service.js';
import {
  countDue,
  dueReminderOf,
  dueRemindersPage,
  previousReminders,
  sentReminderSelect,
  type DueRow,
} from './reminders.data.js';

/** Who sends: a member, or the daily job (`userId` null). */
export type Sender = { organizationId: number; userId: number | null };

type Organization = {
  organization_name: string;
  country: 'BE' | 'FR';
  settings: StoredReminderSettings;
};

async function organizationOf(db: DbOrTx, organizationId: number): Promise<Organization> {
  const row = await db.organization.findUniqueOrThrow({
    where: { organization_id: organizationId },
    select: { organization_name: true, country: true },
  });
  return { ...row, settings: await readReminderSettings(db, organizationId) };
}

const levelDays = (settings: StoredReminderSettings) => settings.levels.map((level) => level.days);

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
function chargesOf(
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
async function previousByInvoice(db: DbOrTx, organizationId: number, invoiceIds: number[]) {
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
    days_late: Math.max(0, daysFrom(fromDbDate(row.due_date), today)),
    email: row.client_email,
  };
}

const daysFrom = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

type SentRow = Awaited<ReturnType<typeof sentRows>>[number];

function sentRows(db: DbOrTx, organizationId: number, skip: number, take: number) {
  return db.invoiceReminder.findMany({
    where: { organization_id: organizationId },
    select: sentReminderSelect,
    orderBy: [{ sent_at: 'desc' }, { reminder_id: 'desc' }],
    skip,
    take,
  });
}

function sentItem(row: SentRow): SentReminderItem {
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

/** Why the invoice has no reminder to send today (409), the most useful reason first. */
async function notDue(
  tx: DbOrTx,
  organizationId: number,
  invoiceId: number,
  settings: StoredReminderSettings,
): Promise<AppError> {
  const invoice = await tx.invoice.findFirstOrThrow({
    where: { invoice_id: invoiceId, organization_id: organizationId },
    select: { invoice_id: true, due_date: true, client: { select: { reminders_paused: true } } },
  });
  if (invoice.client.reminders_paused) return new AppError('CONFLICT', MSG_REMINDER_PAUSED);
  const [balance] = await invoiceBalances(tx, organizationId, [invoice.invoice_id]);
  if (!balance || balance.amountDueCents <= 0) {
    return new AppError('CONFLICT', MSG_REMINDER_NOT_OVERDUE);
  }
  const sent = await tx.invoiceReminder.findMany({
    where: { organization_id: organizationId, invoice_id: invoice.invoice_id },
    select: { sent_on: true },
    orderBy: { level: 'asc' },
  });
  const next = settings.levels[sent.length];
  if (!next) return new AppError('CONFLICT', MSG_REMINDER_ALL_SENT);
  const last = sent.at(-1);
  const from = last ? fromDbDate(last.sent_on) : fromDbDate(invoice.due_date);
  const day = formatDateFr(addDaysIso(from, next.days));
  return new AppError('CONFLICT', reminderNotYetMessage(sent.length + 1, day));
}

/** The text of the level, its placeholders filled with the invoice's values. */
function reminderBody(text: string, row: DueRow): string {
  return fillReminderText(text, {
    '{numero}': row.invoice_number,
    '{date}': formatDateFr(fromDbDate(row.issue_date)),
    '{echeance}': formatDateFr(fromDbDate(row.due_date)),
    '{montant_du}': formatEuros(Number(row.due_cents)),
    '{communication}': row.payment_reference ?? row.invoice_number,
  });
}

async function senderName(tx: DbOrTx, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const user = await tx.user.findUnique({ where: { user_id: userId }, select: { name: true } });
  return user?.name ?? null;
}

/**
 * Makes the invoice's next reminder if its day has come: e-mailed with its PDF when the client
 * has an address and the server can send mail, else (`byHand` only: the daily job leaves those in
 * the list) recorded to be handed over by the organization. The mail leaves before the
 * transaction commits: a refused delivery records nothing (503).
 */
export async function sendReminder(
  db: Db,
  mailer: Mailer,
  sender: Sender,
  invoiceId: number,
  options: { today?: string; byHand: boolean },
): Promise<{ message: string; reminder: SentReminderItem } | null> {
  const today = options.today ?? todayIso();
  const { organizationId } = sender;
  return db.$transaction(async (tx) => {
    await lockIssuedInvoice(tx, organizationId, invoiceId, MSG_REMINDER_NOT_OVERDUE);
    const organization = await organizationOf(tx, organizationId);
    const days = levelDays(organization.settings);
    const row = await dueReminderOf(tx, organizationId, days, today, invoiceId);
    if (!row) throw await notDue(tx, organizationId, invoiceId, organization.settings);
    const email = mailer.configured ? row.client_email : null;
    if (!email && !options.byHand) return null;
    const level = organization.settings.levels[row.level - 1]!;
    const previous = (await previousByInvoice(tx, organizationId, [invoiceId])).get(invoiceId);
    const charges = chargesOf(organization, row, previous ?? [], today);
    const created = await tx.invoiceReminder.create({
      data: {
        organization_id: organizationId,
        invoice_id: invoiceId,
        level: row.level,
        formal_notice: level.formal_notice,
        title: level.title,
        body: reminderBody(level.text, row),
        channel: email ? 'email' : 'post',
        recipient: email,
        sent_on: toDbDate(today),
        sent_by: sender.userId,
        sent_by_name: await senderName(tx, sender.userId),
        amount_due_cents: Number(row.due_cents),
        reminder_fees_cents: charges.reminderFeesCents,
        lump_sum_cents: charges.lumpSumCents,
        interest_cents: charges.interestCents,
        interest_from: charges.interestFrom ? toDbDate(charges.interestFrom) : null,
        interest_days: charges.interestDays,
      },
      select: { ...sentReminderSelect, body: true },
    });
    if (email) await mailReminder(tx, mailer, sender, organization, created, email);
    const reminder = sentItem(created);
    return {
      message: email ? MSG_REMINDER_SENT_EMAIL(email) : MSG_REMINDER_SENT_BY_HAND,
      reminder,
    };
  });
}

async function mailReminder(
  tx: DbOrTx,
  mailer: Mailer,
  sender: Sender,
  organization: Organization,
  reminder: SentRow & { body: string },
  to: string,
) {
  const pdf = await reminderPdf(tx, sender.organizationId, reminder.reminder_id);
  const number = reminder.invoice.formatted_invoice_id;
  try {
    await mailer.send({
      to,
      subject: `${reminder.title} – facture ${number} – ${organization.organization_name}`,
      text: [
        'Bonjour,',
        '',
        reminder.body,
        '',
        'Cordialement,',
        organization.organization_name,
      ].join('\n'),
      fromName: organization.organization_name,
      replyTo: sender.userId === null ? undefined : await verifiedReplyTo(tx, sender.userId),
      attachments: [{ filename: pdf.fileName, content: pdf.bytes, contentType: 'application/pdf' }],
    });
  } catch (cause) {
    throw Object.assign(new AppError('UNAVAILABLE', MSG_EMAIL_SEND_FAILED), { cause });
  }
}
