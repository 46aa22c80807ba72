// A client's own page (issue #30 §1): the client, their documents newest first, and what they
// owe, each invoice's balance computed as the invoices' list computes it (invoice-balances.ts), in
// cents, then answered in euros.
import {
  CLIENT_BANK_LINES_MAX,
  type ClientOverviewBankLine,
  type ClientOverviewInvoice,
  type ClientOverviewResponse,
} from '@app/shared/client-overview';
import { todayIso } from '@app/shared/dates';
import { centsToEuros } from '@app/shared/money';
import type { DbOrTx } from '../../db/prisma.js';
import { fromDbDate } from '../../db/values.js';
import { invoiceBalances, type InvoiceBalance } from '../invoices/invoice-balances.js';
import { findOwnClient } from './clients.data.js';

/** The client's quotes, invoices and sales, newest first (one query each). */
async function documentsOf(db: DbOrTx, organizationId: number, clientId: number) {
  const where = { organization_id: organizationId, client_id: clientId };
  const quotes = await db.quote.findMany({
    where,
    orderBy: [{ rent_date: 'desc' }, { quote_id: 'desc' }],
    select: {
      quote_id: true,
      formatted_quote_id: true,
      rent_date: true,
      total_price_cents: true,
      status: true,
    },
  });
  const invoices = await db.invoice.findMany({
    where,
    orderBy: [{ issue_date: 'desc' }, { invoice_id: 'desc' }],
    select: {
      invoice_id: true,
      formatted_invoice_id: true,
      issue_date: true,
      due_date: true,
      status: true,
      total_amount_cents: true,
    },
  });
  const sales = await db.sale.findMany({
    where,
    orderBy: [{ recorded_date: 'desc' }, { sale_id: 'desc' }],
    select: {
      sale_id: true,
      formatted_sale_id: true,
      name: true,
      recorded_date: true,
      total_price_cents: true,
    },
  });
  return { quotes, invoices, sales };
}

/** The transfers received for the client's invoices (issue #31): matched lines, newest first. */
async function bankLinesOf(
  db: DbOrTx,
  organizationId: number,
  clientId: number,
): Promise<ClientOverviewBankLine[]> {
  const rows = await db.bankLine.findMany({
    where: { organization_id: organizationId, status: 'matched', invoice: { client_id: clientId } },
    orderBy: [{ booking_date: 'desc' }, { line_id: 'desc' }],
    take: CLIENT_BANK_LINES_MAX,
    select: {
      line_id: true,
      booking_date: true,
      amount_cents: true,
      counterparty_name: true,
      invoice: { select: { invoice_id: true, formatted_invoice_id: true } },
    },
  });
  // The relation filter above keeps only lines with an invoice.
  return rows.flatMap(({ invoice, amount_cents, booking_date, ...line }) =>
    invoice
      ? [
          {
            ...line,
            booking_date: fromDbDate(booking_date),
            amount: centsToEuros(amount_cents),
            invoice_id: invoice.invoice_id,
            invoice_number: invoice.formatted_invoice_id,
          },
        ]
      : [],
  );
}

/**
 * Validated invoices only: a pending invoice is a draft the client does not owe yet. The balance
 * nets what is owed back on an over-credited invoice; the overdue part counts only what is due.
 */
function owedCents(invoices: ClientOverviewInvoice[], balances: Map<number, InvoiceBalance>) {
  const today = todayIso();
  let balanceCents = 0;
  let overdueCents = 0;
  for (const invoice of invoices) {
    const due = balances.get(invoice.invoice_id)?.amountDueCents ?? 0;
    if (invoice.status !== 'Validated') continue;
    balanceCents += due;
    if (due > 0 && invoice.due_date < today) overdueCents += due;
  }
  return { balanceCents, overdueCents };
}

export async function clientOverview(
  db: DbOrTx,
  organizationId: number,
  clientId: number,
): Promise<ClientOverviewResponse> {
  const client = await findOwnClient(db, organizationId, clientId);
  const documents = await documentsOf(db, organizationId, clientId);
  const balances = new Map(
    (
      await invoiceBalances(
        db,
        organizationId,
        documents.invoices.map((invoice) => invoice.invoice_id),
      )
    ).map((balance) => [balance.invoiceId, balance]),
  );
  const invoices: ClientOverviewInvoice[] = documents.invoices.map((invoice) => {
    const balance = balances.get(invoice.invoice_id);
    return {
      invoice_id: invoice.invoice_id,
      formatted_invoice_id: invoice.formatted_invoice_id,
      issue_date: fromDbDate(invoice.issue_date),
      due_date: fromDbDate(invoice.due_date),
      status: invoice.status,
      total_amount: centsToEuros(invoice.total_amount_cents),
      amount_due: centsToEuros(balance?.amountDueCents ?? invoice.total_amount_cents),
      payment_status: balance?.paymentStatus ?? 'unpaid',
    };
  });
  const { balanceCents, overdueCents } = owedCents(invoices, balances);
  return {
    client,
    quotes: documents.quotes.map(({ total_price_cents, rent_date, ...quote }) => ({
      ...quote,
      rent_date: fromDbDate(rent_date),
      total_price: centsToEuros(total_price_cents),
    })),
    invoices,
    sales: documents.sales.map(({ total_price_cents, recorded_date, ...sale }) => ({
      ...sale,
      recorded_date: fromDbDate(recorded_date),
      total_price: centsToEuros(total_price_cents),
    })),
    balance_due: centsToEuros(balanceCents),
    overdue_amount: centsToEuros(overdueCents),
    bank_lines: await bankLinesOf(db, organizationId, clientId),
    reminders_paused: await remindersPaused(db, organizationId, clientId),
  };
}

/** Whether the client's reminders are paused (issue #32). */
async function remindersPaused(db: DbOrTx, organizationId: number, clientId: number) {
  const row = await db.client.findFirst({
    where: { client_id: clientId, organization_id: organizationId },
    select: { reminders_paused: true },
  });
  return row?.reminders_paused ?? false;
}
