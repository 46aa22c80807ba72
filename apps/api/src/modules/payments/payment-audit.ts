// Payments and refunds in the audit trail: each addition and deletion, with the
// invoice it belongs to and what was paid, recorded in the transaction of the change.
import type { PaymentDetails } from '@app/shared/audit';
import type { DbOrTx } from '../../db/prisma.js';
import { recordAudit } from '../audit/audit.data.js';

type PaymentAction = 'payment.added' | 'payment.deleted' | 'refund.added' | 'refund.deleted';

export async function recordPaymentAudit(
  tx: DbOrTx,
  entry: {
    organizationId: number;
    userId: number;
    action: PaymentAction;
    invoice: { invoice_id: number; formatted_invoice_id: string };
    payment: Pick<PaymentDetails, 'payment_id' | 'amount' | 'paid_at' | 'method'>;
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
