import { todayIso } from '@app/shared/dates';
import { centsToEuros } from '@app/shared/money';
import { paymentStatus, type PaymentStatus } from '@app/shared/payments';
import type { InvoiceStatus } from '@app/shared/quotes';
import type { DbOrTx } from '../../db/prisma.js';
import { fromDbDate } from '../../db/values.js';
import { Prisma } from '../../generated/prisma/client.js';

export type InvoiceBalance = {
  invoiceId: number;
  totalCents: number;
  paidCents: number;
  creditedCents: number;
  /** Paid back to the client after credit notes. */
  refundedCents: number;
  /** total − credited − paid + refunded; negative when money is owed back to the client. */
  amountDueCents: number;
  paymentStatus: PaymentStatus;
};

/**
 * What was paid, credited and is still due on each invoice of the organization (all of them when
 * `invoiceIds` is absent), in three queries whatever the number of invoices.
 */
export async function invoiceBalances(
  db: DbOrTx,
  organizationId: number,
  invoiceIds?: number[],
): Promise<InvoiceBalance[]> {
  // The ids as one array parameter: Prisma's `in` sends one parameter per id, which cost a bank
  // import of 10,000 lines most of this read's time in the server (docs/performance.md).
  const only = invoiceIds ? Prisma.sql`AND invoice_id = ANY(${invoiceIds}::int[])` : Prisma.empty;
  const invoices = await db.$queryRaw<
    { invoice_id: number; total_amount_cents: number; status: InvoiceStatus; due_date: Date }[]
  >`SELECT invoice_id, total_amount_cents, status::text AS status, due_date FROM invoices
    WHERE organization_id = ${organizationId} ${only}`;
  const moved = await db.$queryRaw<{ invoice_id: number; kind: string; cents: bigint }[]>`
    SELECT invoice_id, kind::text AS kind, sum(amount_cents) AS cents FROM invoice_payments
    WHERE organization_id = ${organizationId} ${only} GROUP BY invoice_id, kind`;
  const credited = await db.$queryRaw<{ invoice_id: number; cents: bigint }[]>`
    SELECT invoice_id, sum(total_amount_cents) AS cents FROM credit_notes
    WHERE organization_id = ${organizationId} ${only} GROUP BY invoice_id`;
  const sumsOf = (kind: 'payment' | 'refund') =>
    new Map(
      moved.filter((row) => row.kind === kind).map((row) => [row.invoice_id, Number(row.cents)]),
    );
  const paidBy = sumsOf('payment');
  const refundedBy = sumsOf('refund');
  const creditedBy = new Map(credited.map((row) => [row.invoice_id, Number(row.cents)]));
  const today = todayIso();
  return invoices.map((invoice) => {
    const paidCents = paidBy.get(invoice.invoice_id) ?? 0;
    const creditedCents = creditedBy.get(invoice.invoice_id) ?? 0;
    const refundedCents = refundedBy.get(invoice.invoice_id) ?? 0;
    const amountDueCents = invoice.total_amount_cents - creditedCents - paidCents + refundedCents;
    return {
      invoiceId: invoice.invoice_id,
      totalCents: invoice.total_amount_cents,
      paidCents,
      creditedCents,
      refundedCents,
      amountDueCents,
      paymentStatus: paymentStatus({
        status: invoice.status,
        dueDate: fromDbDate(invoice.due_date),
        amountDueCents,
        amountPaidCents: paidCents,
        today,
      }),
    };
  });
}

/** What the API answers of a balance (list items, details, payment answers). */
export function balanceFields(balance: InvoiceBalance) {
  return {
    amount_paid: centsToEuros(balance.paidCents),
    amount_credited: centsToEuros(balance.creditedCents),
    amount_refunded: centsToEuros(balance.refundedCents),
    amount_due: centsToEuros(balance.amountDueCents),
    amount_to_refund: centsToEuros(Math.max(0, -balance.amountDueCents)),
    payment_status: balance.paymentStatus,
  };
}

/**
 * The amount due of the invoice aliased `i` in a statement, in cents (bigint): total − credited −
 * paid + refunded, as invoiceBalances counts it, each sum scoped by the organization.
 */
export const amountDueCentsSql = (organizationId: number) => Prisma.sql`(
  i.total_amount_cents::bigint
  - coalesce((SELECT sum(c.total_amount_cents) FROM credit_notes c
              WHERE c.organization_id = ${organizationId} AND c.invoice_id = i.invoice_id), 0)
  - coalesce((SELECT sum(p.amount_cents) FROM invoice_payments p
              WHERE p.organization_id = ${organizationId} AND p.invoice_id = i.invoice_id
                AND p.kind = 'payment'), 0)
  + coalesce((SELECT sum(p.amount_cents) FROM invoice_payments p
              WHERE p.organization_id = ${organizationId} AND p.invoice_id = i.invoice_id
                AND p.kind = 'refund'), 0))`;
