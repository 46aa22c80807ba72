// A document's history for its page's timeline (issue #30): the entries stored in document_events,
// merged with what the database already keeps (the invoice made from a quote or a sale, the
// validation, payments, refunds, credit notes). A document older than the table still shows what
// its columns tell (created_at, last_sent_at/last_sent_to, departed_on, returned_on): such an
// entry stands in for its kind only when nothing of that kind is stored.
import {
  describeEvent,
  type DocumentEvent,
  type DocumentEventDetails,
  type DocumentEventKind,
  type DocumentHistoryResponse,
} from '@app/shared/document-history';
import { MSG_INVOICE_NOT_FOUND } from '@app/shared/invoices';
import { MSG_QUOTE_NOT_FOUND } from '@app/shared/quotes';
import { MSG_SALE_NOT_FOUND } from '@app/shared/sales';
import type { PeppolStatus } from '@app/shared/peppol-transmissions';
import type { DbOrTx } from '../../db/prisma.js';
import { fromDbDate } from '../../db/values.js';
import { foundOr404 } from '../../errors/app-error.js';
import { centsToEuros } from '@app/shared/money';
import { storedEvents, type HistoryDocument } from './document-events.data.js';

type Entry = { at: Date | string; kind: DocumentEventKind; user_name?: string | null } & {
  details?: DocumentEventDetails;
};

const time = (at: Date | string) => (typeof at === 'string' ? Date.parse(at) : at.getTime());

/** Entries as the API answers them, newest first (equal times: the later-listed first). */
function answer(entries: Entry[]): DocumentHistoryResponse {
  const ordered = entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => time(b.entry.at) - time(a.entry.at) || b.index - a.index);
  return {
    events: ordered.map(({ entry }): DocumentEvent => {
      const details = entry.details ?? {};
      return {
        at: typeof entry.at === 'string' ? entry.at : entry.at.toISOString(),
        kind: entry.kind,
        label: describeEvent(entry.kind, details),
        user_name: entry.user_name ?? null,
        details,
      };
    }),
  };
}

/** The stored entries, and each derived entry whose kind has none stored. */
async function merged(
  db: DbOrTx,
  organizationId: number,
  document: HistoryDocument,
  derived: (Entry | null)[],
): Promise<Entry[]> {
  const stored: Entry[] = (await storedEvents(db, organizationId, document)).map((row) => ({
    at: row.at,
    kind: row.kind as DocumentEventKind,
    user_name: row.user_name,
    details: row.details as DocumentEventDetails,
  }));
  const storedKinds = new Set(stored.map((entry) => entry.kind));
  const fallback = derived.filter(
    (entry): entry is Entry => entry !== null && !storedKinds.has(entry.kind),
  );
  return [...fallback, ...stored];
}

/** The last sending the row keeps, for a document sent before the history was kept. */
const lastSent = (row: { last_sent_at: Date | null; last_sent_to: string | null }): Entry | null =>
  row.last_sent_at
    ? { at: row.last_sent_at, kind: 'emailed', details: { to: row.last_sent_to ?? undefined } }
    : null;

const invoiceMade = (
  invoice: { invoice_id: number; formatted_invoice_id: string; created_at: Date } | null,
): Entry[] =>
  invoice
    ? [
        {
          at: invoice.created_at,
          kind: 'invoice_created',
          details: {
            invoice_id: invoice.invoice_id,
            formatted_invoice_id: invoice.formatted_invoice_id,
          },
        },
      ]
    : [];

const INVOICE_MADE_SELECT = {
  select: { invoice_id: true, formatted_invoice_id: true, created_at: true },
} as const;

export async function quoteHistory(db: DbOrTx, organizationId: number, quoteId: number) {
  const quote = foundOr404(
    await db.quote.findFirst({
      where: { quote_id: quoteId, organization_id: organizationId },
      select: {
        created_at: true,
        last_sent_at: true,
        last_sent_to: true,
        departed_on: true,
        departed_by: true,
        returned_on: true,
        returned_by: true,
        invoice: INVOICE_MADE_SELECT,
      },
    }),
    MSG_QUOTE_NOT_FOUND,
  );
  const movement = (kind: DocumentEventKind, day: Date | null, by: string | null): Entry | null =>
    day
      ? { at: fromDbDate(day), kind, details: { date: fromDbDate(day), by: by ?? undefined } }
      : null;
  const entries = await merged(db, organizationId, { quote_id: quoteId }, [
    { at: quote.created_at, kind: 'created' },
    lastSent(quote),
    movement('departure_recorded', quote.departed_on, quote.departed_by),
    movement('return_recorded', quote.returned_on, quote.returned_by),
  ]);
  return answer([...entries, ...invoiceMade(quote.invoice)]);
}

export async function saleHistory(db: DbOrTx, organizationId: number, saleId: number) {
  const sale = foundOr404(
    await db.sale.findFirst({
      where: { sale_id: saleId, organization_id: organizationId },
      select: { created_at: true, invoice: INVOICE_MADE_SELECT },
    }),
    MSG_SALE_NOT_FOUND,
  );
  const entries = await merged(db, organizationId, { sale_id: saleId }, [
    { at: sale.created_at, kind: 'created' },
  ]);
  return answer([...entries, ...invoiceMade(sale.invoice)]);
}

/** A reminder of the invoice (issue #32): by whom, its title, and where it was e-mailed. */
function reminderEntry(reminder: {
  reminder_id: number;
  sent_at: Date;
  level: number;
  title: string;
  recipient: string | null;
  sent_by_name: string | null;
}): Entry {
  return {
    at: reminder.sent_at,
    kind: 'reminder',
    user_name: reminder.sent_by_name,
    details: {
      reminder_id: reminder.reminder_id,
      level: reminder.level,
      title: reminder.title,
      ...(reminder.recipient ? { to: reminder.recipient } : {}),
    },
  };
}

export async function invoiceHistory(db: DbOrTx, organizationId: number, invoiceId: number) {
  const invoice = foundOr404(
    await db.invoice.findFirst({
      where: { invoice_id: invoiceId, organization_id: organizationId },
      select: {
        created_at: true,
        validated_at: true,
        formatted_invoice_id: true,
        last_sent_at: true,
        last_sent_to: true,
        payments: {
          select: { created_at: true, kind: true, amount_cents: true, method: true, paid_at: true },
        },
        credit_notes: {
          select: {
            created_at: true,
            credit_note_id: true,
            formatted_credit_note_id: true,
            total_amount_cents: true,
            reason: true,
          },
        },
        reminders: {
          select: {
            reminder_id: true,
            sent_at: true,
            level: true,
            title: true,
            recipient: true,
            sent_by_name: true,
          },
        },
        peppol_transmissions: {
          select: { created_at: true, status: true, reason: true, receiver: true },
        },
      },
    }),
    MSG_INVOICE_NOT_FOUND,
  );
  const entries = await merged(db, organizationId, { invoice_id: invoiceId }, [
    { at: invoice.created_at, kind: 'created' },
    lastSent(invoice),
  ]);
  const validated: Entry[] = invoice.validated_at
    ? [
        {
          at: invoice.validated_at,
          kind: 'validated',
          details: { number: invoice.formatted_invoice_id },
        },
      ]
    : [];
  const payments = invoice.payments.map((payment): Entry => ({
    at: payment.created_at,
    kind: payment.kind === 'refund' ? 'refund' : 'payment',
    details: {
      amount: centsToEuros(payment.amount_cents),
      method: payment.method,
      date: fromDbDate(payment.paid_at),
    },
  }));
  const creditNotes = invoice.credit_notes.map((note): Entry => ({
    at: note.created_at,
    kind: 'credit_note',
    details: {
      credit_note_id: note.credit_note_id,
      formatted_credit_note_id: note.formatted_credit_note_id,
      amount: centsToEuros(note.total_amount_cents),
      reason: note.reason,
    },
  }));
  return answer([
    ...entries,
    ...validated,
    ...payments,
    ...creditNotes,
    ...invoice.reminders.map(reminderEntry),
    ...invoice.peppol_transmissions.map(peppolEntry),
  ]);
}

/** Its sending over Peppol (issue #33): when it was asked, to whom, and where it stands. */
function peppolEntry(transmission: {
  created_at: Date;
  status: PeppolStatus;
  reason: string | null;
  receiver: string;
}): Entry {
  return {
    at: transmission.created_at,
    kind: 'peppol',
    details: {
      to: transmission.receiver,
      peppol_status: transmission.status,
      ...(transmission.reason ? { reason: transmission.reason } : {}),
    },
  };
}
