// The invoices list and one invoice's details, with balances and credit notes; a validated
// invoice answers from its snapshot, as its PDF does.
import type { InvoiceDetailsResponse, InvoiceListResponse } from '@app/shared/invoices';
import { centsToEuros } from '@app/shared/money';
import type { DbOrTx } from '../../db/prisma.js';
import { fromDbDate } from '../../db/values.js';
import { Prisma } from '../../generated/prisma/client.js';
import { invoiceBalances } from './invoice-balances.js';
import { buildInvoiceSnapshot } from './invoice-snapshot.js';
import type { InvoiceSnapshot } from '../documents/snapshot-types.js';
import {
  creditedLineSelect,
  creditedQuantities,
  creditNoteListSelect,
  findOwnInvoice,
  invoiceListSelect,
  type IssuedClient,
  paymentSelect,
  toCreditNoteListItem,
  toInvoiceListItem,
  toPaymentDto,
  toRefundDto,
} from './invoices.data.js';

/**
 * The client each validated invoice was issued to (its snapshot's), of the organization's
 * invoices (those of `invoiceIds` only when given): the list shows what the document says,
 * whatever the client is called or whatever kind it is today. A credit note shares its invoice's.
 */
export async function issuedClients(db: DbOrTx, organizationId: number, invoiceIds?: number[]) {
  const only = invoiceIds ? Prisma.sql`AND invoice_id = ANY(${invoiceIds})` : Prisma.empty;
  const rows = await db.$queryRaw<({ invoice_id: number } & IssuedClient)[]>`
    SELECT invoice_id, snapshot->'buyer'->>'name' AS name,
      snapshot->'buyer'->>'client_type' AS client_type
    FROM invoices
    WHERE organization_id = ${organizationId} AND snapshot IS NOT NULL ${only}`;
  return new Map(rows.map(({ invoice_id, ...issued }) => [invoice_id, issued]));
}

/** Invoices with their balance, and the credit notes (type Avoir, negative amounts). */
export async function listInvoices(
  db: DbOrTx,
  organizationId: number,
): Promise<InvoiceListResponse> {
  const rows = await db.invoice.findMany({
    where: { organization_id: organizationId },
    select: invoiceListSelect,
    orderBy: [{ issue_date: 'desc' }, { invoice_id: 'desc' }],
  });
  const balances = new Map(
    (await invoiceBalances(db, organizationId)).map((balance) => [balance.invoiceId, balance]),
  );
  const creditNotes = await db.creditNote.findMany({
    where: { organization_id: organizationId },
    select: creditNoteListSelect,
    orderBy: [{ issue_date: 'desc' }, { credit_note_id: 'desc' }],
  });
  const issued = await issuedClients(db, organizationId);
  return {
    invoices: rows.map((row) =>
      toInvoiceListItem(row, balances.get(row.invoice_id), issued.get(row.invoice_id)),
    ),
    credit_notes: creditNotes.map((row) => toCreditNoteListItem(row, issued.get(row.invoice_id))),
  };
}

/**
 * One invoice with its lines (and what credit notes took back of each), VAT per rate, totals,
 * payments, refunds and credit notes. A validated invoice answers from its snapshot, as its PDF does.
 */
export async function getInvoiceDetails(
  db: DbOrTx,
  organizationId: number,
  invoiceId: number,
): Promise<InvoiceDetailsResponse> {
  const row = await findOwnInvoice(db, organizationId, invoiceId, {
    ...invoiceListSelect,
    snapshot: true,
    lines: { orderBy: { position: 'asc' }, select: creditedLineSelect },
    payments: { orderBy: [{ paid_at: 'asc' }, { payment_id: 'asc' }], select: paymentSelect },
    credit_notes: { orderBy: { credit_note_id: 'asc' }, select: creditNoteListSelect },
  });
  const [balance] = await invoiceBalances(db, organizationId, [invoiceId]);
  const snapshot =
    (row.snapshot as unknown as InvoiceSnapshot | null) ??
    (await buildInvoiceSnapshot(db, organizationId, invoiceId, {
      number: row.formatted_invoice_id,
      issueDate: fromDbDate(row.issue_date),
      dueDate: fromDbDate(row.due_date),
      paymentReference: row.payment_reference,
    }))!;
  const credited = creditedQuantities(row.lines);
  const issued: IssuedClient | undefined = row.snapshot
    ? { name: snapshot.buyer.name, client_type: snapshot.buyer.client_type }
    : undefined;
  return {
    invoice: {
      ...toInvoiceListItem(row, balance, issued),
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
      payments: row.payments.filter((p) => p.kind === 'payment').map(toPaymentDto),
      refunds: row.payments.filter((p) => p.kind === 'refund').map(toRefundDto),
      credit_notes: row.credit_notes.map((creditNote) => toCreditNoteListItem(creditNote, issued)),
    },
  };
}
