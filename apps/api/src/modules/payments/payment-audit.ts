// Payments and refunds in the audit trail: each addition and deletion, with the
// invoice it belongs to and what was paid, recorded in the transaction of the change.
import type { PaymentDetails } from '@app/shared/audit';
import type { DbOrTx } from '../../db/prisma.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { recordAudit } from '../audit/audit.data.js';
import { invoiceBalances } from '../invoices/invoice-balances.js';
import { paymentSelect, type PaymentRow } from '../invoices/invoices.data.js';

type MovementDetails = Pick<PaymentDetails, 'payment_id' | 'amount' | 'paid_at' | 'method'>;

type PaymentAction = 'payment.added' | 'payment.deleted' | 'refund.added' | 'refund.deleted';

export async function recordPaymentAudit(
  tx: DbOrTx,
  entry: {
    organizationId: number;
    userId: number;
    action: PaymentAction;
    invoice: { invoice_id: number; formatted_invoice_id: string };
    payment: MovementDetails;
  },
): Promise<void> {
  const { invoice, payment } = entry;
  await recordAudit(tx, {
    organizationId: entry.organizationId,
    userId: entry.userId,
    action: entry.action,
    details: {
      payment_id: payment.payment_id,
      invoice_id: invoice.invoice_id,
      invoice_number: invoice.formatted_invoice_id,
      amount: payment.amount,
      paid_at: payment.paid_at,
      method: payment.method,
    },
  });
}

/**
 * A payment or a refund of a locked invoice (a row of the payments table), recorded in the audit
 * trail as `action`: answers it as `toDto` shows it, with the invoice's balance after it.
 */
export async function insertMovement<Dto extends MovementDetails>(
  tx: DbOrTx,
  entry: {
    organizationId: number;
    userId: number;
    action: 'payment.added' | 'refund.added';
    invoice: { invoice_id: number; formatted_invoice_id: string };
  },
  row: Omit<Prisma.InvoicePaymentUncheckedCreateInput, 'organization_id' | 'invoice_id'>,
  toDto: (row: PaymentRow) => Dto,
) {
  const { organizationId, invoice } = entry;
  const created = await tx.invoicePayment.create({
    data: { ...row, organization_id: organizationId, invoice_id: invoice.invoice_id },
    select: paymentSelect,
  });
  const [balance] = await invoiceBalances(tx, organizationId, [invoice.invoice_id]);
  const dto = toDto(created);
  await recordPaymentAudit(tx, { ...entry, payment: dto });
  return { dto, balance: balance! };
}
