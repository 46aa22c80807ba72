// The invoices, credit notes and payments tables as this area reads them: an invoice of the
// organization found or locked by its id (404 when it is not theirs), and what the list, the
// details and the payment answers show of each row (stored in cents, answered in euros).
import {
  MSG_CREDIT_NOTE_NOT_FOUND,
  MSG_INVOICE_NOT_FOUND,
  type CreditNoteListItem,
  type DocumentClient,
  type InvoiceListItem,
} from '@app/shared/invoices';
import type { ClientType } from '@app/shared/clients';
import { centsToEuros } from '@app/shared/money';
import type { PaymentDto, RefundDto } from '@app/shared/payments';
import { lockOwnOr404 } from '../../db/own-rows.js';
import type { DbOrTx } from '../../db/prisma.js';
import { fromDbDate } from '../../db/values.js';
import { AppError, foundOr404 } from '../../errors/app-error.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { fromDbPaymentMethod } from '../accounting/payment-method.js';
import { balanceFields, type InvoiceBalance } from './invoice-balances.js';

/** The organization's invoice, with the columns `select` names; 404 otherwise. */
export async function findOwnInvoice<Select extends Prisma.InvoiceSelect>(
  db: DbOrTx,
  organizationId: number,
  invoiceId: number,
  select: Select,
): Promise<Prisma.InvoiceGetPayload<{ select: Select }>> {
  const row = await db.invoice.findFirst({
    where: { invoice_id: invoiceId, organization_id: organizationId },
    select,
  });
  return foundOr404(row, MSG_INVOICE_NOT_FOUND) as Prisma.InvoiceGetPayload<{ select: Select }>;
}

/** The organization's credit note, with the columns `select` names; 404 otherwise. */
export async function findOwnCreditNote<Select extends Prisma.CreditNoteSelect>(
  db: DbOrTx,
  organizationId: number,
  creditNoteId: number,
  select: Select,
): Promise<Prisma.CreditNoteGetPayload<{ select: Select }>> {
  const row = await db.creditNote.findFirst({
    where: { credit_note_id: creditNoteId, organization_id: organizationId },
    select,
  });
  return foundOr404(row, MSG_CREDIT_NOTE_NOT_FOUND) as Prisma.CreditNoteGetPayload<{
    select: Select;
  }>;
}

const lockedInvoiceSelect = {
  status: true,
  formatted_invoice_id: true,
  issue_date: true,
  due_date: true,
  pdf_file_id: true,
} as const satisfies Prisma.InvoiceSelect;

/**
 * Locks the organization's invoice until the transaction ends (validation, refreshes, credit
 * notes and payments of one invoice take turns) and reads it as it is once locked; 404 when it
 * is not theirs.
 */
export async function lockOwnInvoice(tx: DbOrTx, organizationId: number, invoiceId: number) {
  await lockOwnOr404(tx, 'invoices', invoiceId, organizationId, MSG_INVOICE_NOT_FOUND);
  return tx.invoice.findUniqueOrThrow({
    where: { organization_id: organizationId, invoice_id: invoiceId },
    select: lockedInvoiceSelect,
  });
}

/**
 * lockOwnInvoice for what only a validated invoice takes (a payment, a credit note): a pending
 * one answers `pendingMessage` (409).
 */
export async function lockIssuedInvoice(
  tx: DbOrTx,
  organizationId: number,
  invoiceId: number,
  pendingMessage: string,
) {
  const invoice = await lockOwnInvoice(tx, organizationId, invoiceId);
  if (invoice.status !== 'Validated') throw new AppError('CONFLICT', pendingMessage);
  return invoice;
}

/** The client as an invoice's or a credit note's list item names it, kind included. */
const documentClientSelect = {
  select: { client_id: true, client_name: true, client_type: true },
} as const;

/** A document's sending over Peppol as its list item shows it (one per document at most). */
const peppolTransmissionSelect = {
  select: { transmission_id: true, status: true, reason: true },
  take: 1,
} as const;

/** What an invoice's list item shows. */
export const invoiceListSelect = {
  invoice_id: true,
  formatted_invoice_id: true,
  quote_id: true,
  sale_id: true,
  issue_date: true,
  due_date: true,
  payment_reference: true,
  total_amount_cents: true,
  status: true,
  client: documentClientSelect,
  quote: { select: { discount_cents: true } },
  last_sent_at: true,
  // Its sending over Peppol (issue #33): at most one per invoice.
  peppol_transmissions: peppolTransmissionSelect,
} as const satisfies Prisma.InvoiceSelect;

export type InvoiceListRow = Prisma.InvoiceGetPayload<{ select: typeof invoiceListSelect }>;

/** The client as a validated invoice was issued to: its snapshot's name and kind. */
export type IssuedClient = { name: string; client_type: ClientType };

/** The client a list item names: the issued document's when validated, else today's. */
function documentClient(
  client: InvoiceListRow['client'],
  issued: IssuedClient | undefined,
): DocumentClient {
  return {
    client_id: client.client_id,
    client_name: issued?.name ?? client.client_name,
    client_type: issued?.client_type ?? client.client_type,
  };
}

/**
 * An invoice as the list shows it. `issued` is the client of the issued document (its
 * snapshot's), shown whatever the client is called today.
 */
export function toInvoiceListItem(
  row: InvoiceListRow,
  balance: InvoiceBalance | undefined,
  issued?: IssuedClient,
): InvoiceListItem {
  return {
    invoice_id: row.invoice_id,
    formatted_invoice_id: row.formatted_invoice_id,
    quote_id: row.quote_id,
    sale_id: row.sale_id,
    type: row.quote_id !== null ? 'Location' : 'Vente',
    client: documentClient(row.client, issued),
    issue_date: fromDbDate(row.issue_date),
    due_date: fromDbDate(row.due_date),
    payment_reference: row.payment_reference,
    total_amount: centsToEuros(row.total_amount_cents),
    status: row.status,
    quote: row.quote ? { discount: centsToEuros(row.quote.discount_cents) } : null,
    last_sent_at: row.last_sent_at?.toISOString() ?? null,
    peppol: row.peppol_transmissions[0] ?? null,
    // Every invoice of the organization has a balance; a missing one would be a new invoice.
    ...balanceFields(
      balance ?? {
        invoiceId: row.invoice_id,
        totalCents: row.total_amount_cents,
        paidCents: 0,
        creditedCents: 0,
        refundedCents: 0,
        amountDueCents: row.total_amount_cents,
        paymentStatus: 'unpaid',
      },
    ),
  };
}

/** What a credit note's list item shows. */
export const creditNoteListSelect = {
  credit_note_id: true,
  formatted_credit_note_id: true,
  invoice_id: true,
  issue_date: true,
  reason: true,
  total_amount_cents: true,
  invoice: {
    select: {
      formatted_invoice_id: true,
      client: documentClientSelect,
    },
  },
  last_sent_at: true,
  // Its sending over Peppol (issue #33): at most one per credit note, as for an invoice.
  peppol_transmissions: peppolTransmissionSelect,
} as const satisfies Prisma.CreditNoteSelect;

type CreditNoteListRow = Prisma.CreditNoteGetPayload<{ select: typeof creditNoteListSelect }>;

/** A credit note in the list: type Avoir, its amount negative, its invoice's issued client. */
export function toCreditNoteListItem(
  row: CreditNoteListRow,
  issued: IssuedClient | undefined,
): CreditNoteListItem {
  return {
    credit_note_id: row.credit_note_id,
    formatted_credit_note_id: row.formatted_credit_note_id,
    invoice_id: row.invoice_id,
    formatted_invoice_id: row.invoice.formatted_invoice_id,
    type: 'Avoir',
    client: documentClient(row.invoice.client, issued),
    issue_date: fromDbDate(row.issue_date),
    reason: row.reason,
    total_amount: -centsToEuros(row.total_amount_cents),
    last_sent_at: row.last_sent_at?.toISOString() ?? null,
    peppol: row.peppol_transmissions[0] ?? null,
  };
}

/**
 * A payment or a refund (`kind`), with the accounting entry it recorded and the bank line it was
 * matched from (issue #31), read with the payments in the same statement's batch, never one by one.
 */
export const paymentSelect = {
  payment_id: true,
  kind: true,
  amount_cents: true,
  paid_at: true,
  method: true,
  revenue_id: true,
  expense_id: true,
  bank_lines: {
    orderBy: { line_id: 'asc' },
    take: 1,
    select: { line_id: true, booking_date: true, counterparty_name: true, counterparty_iban: true },
  },
} as const satisfies Prisma.InvoicePaymentSelect;

type PaymentRow = Prisma.InvoicePaymentGetPayload<{ select: typeof paymentSelect }>;

export function toPaymentDto(row: PaymentRow): PaymentDto {
  const [line] = row.bank_lines;
  return {
    payment_id: row.payment_id,
    amount: centsToEuros(row.amount_cents),
    paid_at: fromDbDate(row.paid_at),
    method: fromDbPaymentMethod(row.method),
    revenue_id: row.revenue_id,
    bank_line: line ? { ...line, booking_date: fromDbDate(line.booking_date) } : null,
  };
}

export function toRefundDto(row: PaymentRow): RefundDto {
  return {
    payment_id: row.payment_id,
    amount: centsToEuros(row.amount_cents),
    paid_at: fromDbDate(row.paid_at),
    method: fromDbPaymentMethod(row.method),
    expense_id: row.expense_id,
  };
}

/** An invoice line with what credit notes took back of it. */
export const creditedLineSelect = {
  id: true,
  credited: { select: { quantity: true } },
} as const satisfies Prisma.InvoiceLineSelect;

/** Units already credited, by invoice line id. */
export function creditedQuantities(
  lines: readonly Prisma.InvoiceLineGetPayload<{ select: typeof creditedLineSelect }>[],
): Map<number, number> {
  return new Map(
    lines.map((line) => [line.id, line.credited.reduce((sum, credit) => sum + credit.quantity, 0)]),
  );
}
