// Payment reminders (issue #32): the sending of an invoice's next level, by hand (a member's click)
// or by the daily job. A level is made at most once (unique (invoice_id, level), the invoice locked
// while it is made) and only once its day has come, so a double click or two replicas never send
// two levels in a row.
import { formatDateFr, formatEuros } from '@app/shared/format';
import {
  fillReminderText,
  MSG_REMINDER_ALL_SENT,
  MSG_REMINDER_NOT_OVERDUE,
  MSG_REMINDER_PAUSED,
  MSG_REMINDER_SENT_BY_HAND,
  MSG_REMINDER_SENT_EMAIL,
  reminderNotYetMessage,
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
import {
  chargesOf,
  levelDays,
  organizationOf,
  previousByInvoice,
  sentItem,
  type Organization,
  type SentRow,
} from './reminders-list.js';
import { dueReminderOf, sentReminderSelect, type DueRow } from './reminders.data.js';

/** Who sends: a member, or the daily job (`userId` null). */
export type Sender = { organizationId: number; userId: number | null };

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
