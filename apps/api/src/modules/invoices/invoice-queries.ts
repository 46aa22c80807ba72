// The invoices list and one invoice's details, with balances and credit notes; a validated
// invoice answers from its snapshot, as its PDF does.
import {
  MSG_INVOICE_NOT_FOUND,
  type CreditNoteListItem,
  type InvoiceDetailsResponse,
  type InvoiceListItem,
  type InvoiceListResponse,
} from '@app/shared/invoices';
import { centsToEuros } from '@app/shared/money';
import type { DbOrTx } from '../../db/prisma.js';
import { fromDbDate } from '../../db/values.js';
import { AppError } from '../../errors/app-error.js';
import { balanceFields, invoiceBalances, type InvoiceBalance } from './invoice-balances.js';
import { buildInvoiceSnapshot, type InvoiceSnapshot } from './invoice-snapshot.js';
import { paymentSelect, toPaymentDto } from './payments.service.js';

type InvoiceRow = {
  invoice_id: number;
  formatted_invoice_id: string;
  quote_id: number | null;
  sale_id: number | null;
  issue_date: Date;
  due_date: Date;
  payment_reference: string | null;
  total_amount_cents: number;
  status: 'Pending' | 'Validated';
  client: { client_id: number; client_name: string };
  quote: { discount_cents: number } | null;
};

const invoiceRowSelect = {
  invoice_id: true,
  formatted_invoice_id: true,
  quote_id: true,
  sale_id: true,
  issue_date: true,
  due_date: true,
  payment_reference: true,
  total_amount_cents: true,
  status: true,
  client: { select: { client_id: true, client_name: true } },
  quote: { select: { discount_cents: true } },
} as const;

/**
 * The client's name each validated invoice was issued to (its snapshot's): the list shows what
 * the document says, whatever the client is called today.
 */
async function issuedNames(db: DbOrTx, organizationId: number) {
  const rows = await db.$queryRaw<{ invoice_id: number; name: string }[]>`
    SELECT invoice_id, snapshot->'buyer'->>'name' AS name FROM invoices
    WHERE organization_id = ${organizationId} AND snapshot IS NOT NULL`;
  return new Map(rows.map((row) => [row.invoice_id, row.name]));
}

function toListItem(
  row: InvoiceRow,
  balance: InvoiceBalance | undefined,
  issuedName?: string,
): InvoiceListItem {
  return {
    invoice_id: row.invoice_id,
    formatted_invoice_id: row.formatted_invoice_id,
    quote_id: row.quote_id,
    sale_id: row.sale_id,
    type: row.quote_id !== null ? 'Location' : 'Vente',
    client: { client_id: row.client.client_id, client_name: issuedName ?? row.client.client_name },
    issue_date: fromDbDate(row.issue_date),
    due_date: fromDbDate(row.due_date),
    payment_reference: row.payment_reference,
    total_amount: centsToEuros(row.total_amount_cents),
    status: row.status,
    quote: row.quote ? { discount: centsToEuros(row.quote.discount_cents) } : null,
    // Every invoice of the organization has a balance; a missing one would be a new invoice.
    ...balanceFields(
      balance ?? {
        invoiceId: row.invoice_id,
        totalCents: row.total_amount_cents,
        paidCents: 0,
        creditedCents: 0,
        amountDueCents: row.total_amount_cents,
        paymentStatus: 'unpaid',
      },
    ),
  };
}

const creditNoteSelect = {
  credit_note_id: true,
  formatted_credit_note_id: true,
  invoice_id: true,
  issue_date: true,
  reason: true,
  total_amount_cents: true,
  invoice: {
    select: {
      formatted_invoice_id: true,
      client: { select: { client_id: true, client_name: true } },
    },
  },
} as const;

function toCreditNoteItem(row: {
  credit_note_id: number;
  formatted_credit_note_id: string;
  invoice_id: number;
  issue_date: Date;
  reason: string;
  total_amount_cents: number;
  invoice: { formatted_invoice_id: string; client: { client_id: number; client_name: string } };
}): CreditNoteListItem {
  return {
    credit_note_id: row.credit_note_id,
    formatted_credit_note_id: row.formatted_credit_note_id,
    invoice_id: row.invoice_id,
    formatted_invoice_id: row.invoice.formatted_invoice_id,
    type: 'Avoir',
    client: row.invoice.client,
    issue_date: fromDbDate(row.issue_date),
    reason: row.reason,
    total_amount: -centsToEuros(row.total_amount_cents),
  };
}

/** Invoices with their balance, and the credit notes (type Avoir, negative amounts). */
export async function listInvoices(
  db: DbOrTx,
  organizationId: number,
): Promise<InvoiceListResponse> {
  const rows = await db.invoice.findMany({
    where: { organization_id: organizationId },
    select: invoiceRowSelect,
    orderBy: [{ issue_date: 'desc' }, { invoice_id: 'desc' }],
  });
  const balances = new Map(
    (await invoiceBalances(db, organizationId)).map((balance) => [balance.invoiceId, balance]),
  );
  const creditNotes = await db.creditNote.findMany({
    where: { organization_id: organizationId },
    select: creditNoteSelect,
    orderBy: [{ issue_date: 'desc' }, { credit_note_id: 'desc' }],
  });
  const names = await issuedNames(db, organizationId);
  return {
    invoices: rows.map((row) =>
      toListItem(row, balances.get(row.invoice_id), names.get(row.invoice_id)),
    ),
    credit_notes: creditNotes.map(toCreditNoteItem),
  };
}

/**
 * One invoice with its lines (and what credit notes took back of each), VAT per rate, totals,
 * payments and credit notes. A validated invoice answers from its snapshot, as its PDF does.
 */
export async function getInvoiceDetails(
  db: DbOrTx,
  organizationId: number,
  invoiceId: number,
): Promise<InvoiceDetailsResponse> {
  const row = await db.invoice.findFirst({
    where: { invoice_id: invoiceId, organization_id: organizationId },
    select: {
      ...invoiceRowSelect,
      snapshot: true,
      lines: {
        orderBy: { position: 'asc' },
        select: { id: true, credited: { select: { quantity: true } } },
      },
      payments: { orderBy: [{ paid_at: 'asc' }, { payment_id: 'asc' }], select: paymentSelect },
      credit_notes: { orderBy: { credit_note_id: 'asc' }, select: creditNoteSelect },
    },
  });
  if (!row) throw new AppError('NOT_FOUND', MSG_INVOICE_NOT_FOUND);
  const [balance] = await invoiceBalances(db, organizationId, [invoiceId]);
  const snapshot =
    (row.snapshot as unknown as InvoiceSnapshot | null) ??
    (await buildInvoiceSnapshot(db, organizationId, invoiceId, {
      number: row.formatted_invoice_id,
      issueDate: fromDbDate(row.issue_date),
      dueDate: fromDbDate(row.due_date),
      paymentReference: row.payment_reference,
    }))!;
  const credited = new Map(
    row.lines.map((line) => [line.id, line.credited.reduce((n, c) => n + c.quantity, 0)]),
  );
  return {
    invoice: {
      ...toListItem(row, balance, row.snapshot ? snapshot.buyer.name : undefined),
      lines: snapshot.lines.map((line) => ({
        invoice_line_id: line.line_id,
        kind: line.kind,
        name: line.name,
        quantity: line.quantity,
        credited_quantity: credited.get(line.line_id) ?? 0,
        unit_price: centsToEuros(line.unit_price_cents),
        vat_rate: line.vat_rate,
        total_excl_vat: centsToEuros(line.net_cents),
      })),
      vat_lines: snapshot.vat_lines.map((line) => ({
        rate: line.rate,
        base: centsToEuros(line.base_cents),
        vat: centsToEuros(line.vat_cents),
      })),
      total_excl_vat: centsToEuros(snapshot.totals.excl_vat_cents),
      total_vat: centsToEuros(snapshot.totals.vat_cents),
      payments: row.payments.map(toPaymentDto),
      credit_notes: row.credit_notes.map(toCreditNoteItem),
    },
  };
}
