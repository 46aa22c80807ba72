// The PDF of a reminder sent (issue #32): the organization's letterhead, the client as the invoice
// froze it, the reminder's title, date and text as they were made, the invoice with the payments
// and credit notes recorded up to the reminder, the amount due, the fees claimed, and how to pay
// with the EPC QR code of the amount due. A Belgian consumer's first reminder also carries the
// mentions of the Code de droit économique, art. XIX.2 (docs/decisions.md).
import { addDaysIso } from '@app/shared/dates';
import { formatDateFr, formatPercent } from '@app/shared/format';
import { beConsumerCostsFrom, beConsumerLumpSumCapCents } from '@app/shared/late-payment';
import { MSG_REMINDER_NOT_FOUND } from '@app/shared/reminders';
import type { DbOrTx } from '../../db/prisma.js';
import { fromDbDate } from '../../db/values.js';
import { foundOr404 } from '../../errors/app-error.js';
import { documentOrganization } from '../documents/document-organization.js';
import { buyerParty, buyerSnapshot } from '../documents/document-parties.js';
import { euros } from '../documents/document-pdf-sections.js';
import { accountRows, buildLetterPdf, type LetterBlock } from '../documents/letter-pdf.js';
import type { InvoiceSnapshot } from '../documents/snapshot-types.js';
import { transferQrPng } from '../documents/qr-code.js';
import { readReminderSettings } from './reminder-settings.service.js';

const CLIENT_COLUMNS = {
  client_name: true,
  client_address: true,
  postal_code: true,
  city: true,
  country: true,
  enterprise_number: true,
  vat_number: true,
  client_email: true,
  client_phone: true,
  client_type: true,
} as const;

/** A payment, refund or credit note of an invoice, as a statement line. */
export type Movement = { invoiceId: number; date: string; label: string; signedCents: number };

/** '− 12,00 €' for what lowers the amount due, '+ 12,00 €' for what raises it. */
export const signedEuros = (cents: number) => `${cents < 0 ? '−' : '+'} ${euros(Math.abs(cents))}`;

/**
 * The payments, refunds and credit notes of `invoiceIds` (recorded up to `until` when given),
 * by date: two queries whatever the number of invoices.
 */
export async function invoiceMovements(
  db: DbOrTx,
  organizationId: number,
  invoiceIds: number[],
  options: { until?: Date; creditNoteLabel: string },
): Promise<Movement[]> {
  const where = {
    organization_id: organizationId,
    invoice_id: { in: invoiceIds },
    ...(options.until ? { created_at: { lte: options.until } } : {}),
  };
  const payments = await db.invoicePayment.findMany({
    where,
    select: { invoice_id: true, paid_at: true, amount_cents: true, kind: true, payment_id: true },
    orderBy: { payment_id: 'asc' },
  });
  const credits = await db.creditNote.findMany({
    where,
    select: {
      invoice_id: true,
      issue_date: true,
      total_amount_cents: true,
      formatted_credit_note_id: true,
    },
    orderBy: { credit_note_id: 'asc' },
  });
  const movements: Movement[] = [
    ...payments.map((payment) => ({
      invoiceId: payment.invoice_id,
      date: fromDbDate(payment.paid_at),
      label: payment.kind === 'refund' ? 'Remboursement' : 'Paiement reçu',
      signedCents: payment.kind === 'refund' ? payment.amount_cents : -payment.amount_cents,
    })),
    ...credits.map((credit) => ({
      invoiceId: credit.invoice_id,
      date: fromDbDate(credit.issue_date),
      label: `${options.creditNoteLabel} ${credit.formatted_credit_note_id}`,
      signedCents: -credit.total_amount_cents,
    })),
  ];
  // A stable sort: same-day movements keep payments before credit notes, each in their order.
  return movements.sort((a, b) => a.date.localeCompare(b.date));
}

async function findReminder(db: DbOrTx, organizationId: number, reminderId: number) {
  const reminder = await db.invoiceReminder.findFirst({
    where: { reminder_id: reminderId, organization_id: organizationId },
    include: {
      invoice: {
        select: {
          invoice_id: true,
          formatted_invoice_id: true,
          issue_date: true,
          due_date: true,
          total_amount_cents: true,
          payment_reference: true,
          snapshot: true,
          client: { select: CLIENT_COLUMNS },
        },
      },
    },
  });
  return foundOr404(reminder, MSG_REMINDER_NOT_FOUND);
}

type Reminder = Awaited<ReturnType<typeof findReminder>>;

/** The reminder's PDF and the name it is downloaded under. */
export async function reminderPdf(
  db: DbOrTx,
  organizationId: number,
  reminderId: number,
): Promise<{ bytes: Buffer; fileName: string }> {
  const reminder = await findReminder(db, organizationId, reminderId);
  const { invoice } = reminder;
  const organization = await documentOrganization(db, organizationId);
  // The client as the invoice froze it; an invoice validated before snapshots, as it is now.
  const snapshot = invoice.snapshot as InvoiceSnapshot | null;
  const buyer = snapshot?.buyer ?? buyerSnapshot(invoice.client);
  const movements = await invoiceMovements(db, organizationId, [invoice.invoice_id], {
    until: reminder.sent_at,
    creditNoteLabel: organization.country === 'FR' ? 'Avoir' : 'Note de crédit',
  });
  const feesCents =
    reminder.reminder_fees_cents + reminder.lump_sum_cents + reminder.interest_cents;
  const qrPng = await transferQrPng({
    name: organization.name,
    iban: organization.bankAccount,
    bic: organization.bic ?? null,
    amountCents: reminder.amount_due_cents,
    reference: invoice.payment_reference,
  });
  const beConsumerFirst =
    organization.country === 'BE' && buyer.client_type === 'person' && reminder.level === 1;
  const blocks: LetterBlock[] = [
    { kind: 'paragraph', text: reminder.body },
    invoiceTable(reminder, movements),
    ...feesBlocks(reminder, feesCents),
    ...(beConsumerFirst ? await firstReminderMentions(db, organizationId, reminder) : []),
    {
      kind: 'transfer',
      rows: [
        `Montant : ${euros(reminder.amount_due_cents)}`,
        ...accountRows(organization),
        ...(invoice.payment_reference ? [`Communication : ${invoice.payment_reference}`] : []),
        ...(feesCents > 0
          ? [
              `Le montant et le QR code sont ceux du montant restant dû de la facture : ajoutez-y les frais réclamés (${euros(feesCents)}) pour payer le total de ${euros(reminder.amount_due_cents + feesCents)}.`,
            ]
          : []),
      ],
      qrPng,
    },
  ];
  const bytes = await buildLetterPdf({
    title: reminder.title,
    date: fromDbDate(reminder.sent_on),
    reference: `Relance ${reminder.level} — ${invoice.formatted_invoice_id}`,
    organization,
    recipient: buyerParty(buyer),
    blocks,
  });
  return { bytes, fileName: `Relance-${reminder.level}-${invoice.formatted_invoice_id}.pdf` };
}

/** The invoice, what was paid and credited up to the reminder, and the amount due. */
function invoiceTable(reminder: Reminder, movements: Movement[]): LetterBlock {
  const { invoice } = reminder;
  return {
    kind: 'table',
    columns: [
      { label: 'Facture', width: 0 },
      { label: 'Date', width: 80 },
      { label: 'Montant', width: 100, align: 'right' },
    ],
    rows: [
      {
        cells: [
          `Facture ${invoice.formatted_invoice_id}`,
          formatDateFr(fromDbDate(invoice.issue_date)),
          euros(invoice.total_amount_cents),
        ],
      },
      { cells: ['Échéance', formatDateFr(fromDbDate(invoice.due_date)), ''] },
      ...movements.map((movement) => ({
        cells: [movement.label, formatDateFr(movement.date), signedEuros(movement.signedCents)],
      })),
      { cells: ['Montant restant dû', '', euros(reminder.amount_due_cents)], bold: true },
    ],
  };
}

/** The fees the reminder claims, if any, and the total claimed. */
function feesBlocks(reminder: Reminder, feesCents: number): LetterBlock[] {
  if (feesCents === 0) return [];
  const rows: { cells: string[]; bold?: boolean }[] = [];
  if (reminder.reminder_fees_cents > 0) {
    rows.push({ cells: ['Frais de rappel', euros(reminder.reminder_fees_cents)] });
  }
  if (reminder.lump_sum_cents > 0) {
    rows.push({ cells: ['Indemnité forfaitaire', euros(reminder.lump_sum_cents)] });
  }
  if (reminder.interest_cents > 0) {
    rows.push({ cells: [interestLabel(reminder), euros(reminder.interest_cents)] });
  }
  rows.push(
    { cells: ['Montant restant dû', euros(reminder.amount_due_cents)] },
    { cells: ['Total réclamé', euros(reminder.amount_due_cents + feesCents)], bold: true },
  );
  return [
    {
      kind: 'table',
      columns: [
        { label: 'Frais de retard', width: 0 },
        { label: 'Montant', width: 100, align: 'right' },
      ],
      rows,
    },
  ];
}

/** « Intérêts de retard du 02/06/2026 au 30/06/2026 (29 jours) ». */
function interestLabel(reminder: Reminder): string {
  if (!reminder.interest_from || reminder.interest_days <= 0) return 'Intérêts de retard';
  const from = fromDbDate(reminder.interest_from);
  const to = addDaysIso(from, reminder.interest_days - 1);
  const days = `${reminder.interest_days} jour${reminder.interest_days > 1 ? 's' : ''}`;
  return `Intérêts de retard du ${formatDateFr(from)} au ${formatDateFr(to)} (${days})`;
}

/**
 * Belgium, consumer, first reminder (CDE art. XIX.2 §1): it is free, states the amount due, the
 * 14 calendar days left to pay it and what the organization will claim after them, if anything:
 * the claims of its settings today (the damages at the law's cap on the amount due).
 */
async function firstReminderMentions(
  db: DbOrTx,
  organizationId: number,
  reminder: Reminder,
): Promise<LetterBlock[]> {
  const { claims } = await readReminderSettings(db, organizationId);
  const sentOn = fromDbDate(reminder.sent_on);
  const costsFrom = beConsumerCostsFrom({ sent_on: sentOn, channel: reminder.channel });
  const start =
    reminder.channel === 'email'
      ? 'le lendemain de l’envoi de ce rappel par e-mail'
      : 'le troisième jour ouvrable après l’envoi de ce rappel par la poste';
  const later = [
    claims.lump_sum
      ? `une indemnité forfaitaire de ${euros(beConsumerLumpSumCapCents(reminder.amount_due_cents))}`
      : null,
    claims.reminder_fee_cents > 0
      ? `des frais de ${euros(claims.reminder_fee_cents)} par rappel suivant`
      : null,
    claims.interest && claims.interest_rate_bp > 0
      ? `des intérêts de retard au taux annuel de ${formatPercent(claims.interest_rate_bp / 100)} sur le montant restant dû, à partir du ${formatDateFr(costsFrom)}`
      : null,
  ].filter((claim): claim is string => claim !== null);
  const after =
    later.length > 0
      ? `Si ce montant n’est pas payé dans ce délai, nous pourrons vous réclamer : ${later.join(' ; ')}.`
      : 'Si ce montant n’est pas payé dans ce délai, nous ne vous réclamerons ni frais, ni indemnité, ni intérêts de retard.';
  return [
    { kind: 'heading', text: 'Premier rappel gratuit (Code de droit économique, art. XIX.2)' },
    {
      kind: 'paragraph',
      text:
        `Ce premier rappel est gratuit. Le montant restant dû est de ${euros(reminder.amount_due_cents)}. ` +
        `Vous disposez d’un délai de 14 jours calendrier pour le payer, soit jusqu’au ` +
        `${formatDateFr(addDaysIso(costsFrom, -1))} inclus (le délai commence ${start}). ` +
        'Pendant ce délai, aucuns frais, indemnité ni intérêts ne peuvent vous être réclamés.',
    },
    { kind: 'paragraph', text: after },
  ];
}
