// Payments received for invoices: partial payments allowed, never beyond what is
// due; each may record the matching Rentrée in accounting, removed with it.
import {
  MSG_PAYMENT_NOT_FOUND,
  MSG_PAYMENT_PENDING,
  paymentTooLargeMessage,
  type AddPaymentInput,
  type PaymentDto,
} from '@app/shared/payments';
import type { Db, DbOrTx } from '../../db/prisma.js';
import { AppError, foundOr404 } from '../../errors/app-error.js';
import { invoiceBalances } from '../invoices/invoice-balances.js';
import { lockIssuedInvoice, paymentSelect, toPaymentDto } from '../invoices/invoices.data.js';
import { addMovement, addMovementIn, type MovementKind } from './movements.js';
import { recordPaymentAudit } from './payment-audit.js';
import { deleteRefundSortie } from './refunds.service.js';

export const MSG_PAYMENT_ADDED = 'Paiement enregistré avec succès';
export const MSG_PAYMENT_DELETED = 'Paiement supprimé avec succès';

/** The name of the Rentrée a payment of invoice `number` records (by hand or from a bank line). */
export const paymentRevenueName = (number: string) => `Paiement de la facture ${number}`;

/** What a payment is among the invoice's movements, its Rentrée recorded when asked. */
const paymentKind = (organizationId: number, input: AddPaymentInput): MovementKind<PaymentDto> => ({
  action: 'payment.added',
  pendingMessage: MSG_PAYMENT_PENDING,
  limitCents: (dueCents) => dueCents,
  tooLargeMessage: paymentTooLargeMessage,
  columns: async (tx, movement) => ({
    revenue_id: input.create_revenue
      ? (
          await tx.revenue.create({
            data: {
              organization_id: organizationId,
              product_name: paymentRevenueName(movement.number),
              unit_price_cents: movement.cents,
              amount: 1,
              recorded_date: movement.paid_at,
              payment_method: movement.method,
            },
            select: { revenue_id: true },
          })
        ).revenue_id
      : null,
  }),
  toDto: toPaymentDto,
});

/** A payment received, never beyond what is due, with its Rentrée when asked. */
export const addPayment = (
  db: Db,
  organizationId: number,
  invoiceId: number,
  input: AddPaymentInput,
  userId: number,
) =>
  addMovement(db, { organizationId, userId }, invoiceId, input, paymentKind(organizationId, input));

/** addPayment inside the caller's transaction. */
export const addPaymentIn = (
  tx: DbOrTx,
  organizationId: number,
  invoiceId: number,
  input: AddPaymentInput,
  userId: number,
) =>
  addMovementIn(
    tx,
    { organizationId, userId },
    invoiceId,
    input,
    paymentKind(organizationId, input),
  );

/**
 * Removes a payment recorded by mistake and the Rentrée it recorded, or a refund
 * and its Sortie: both are rows of the payments table, deleted by their id.
 */
export function deletePayment(db: Db, organizationId: number, paymentId: number, userId: number) {
  return db.$transaction((tx) => deletePaymentIn(tx, organizationId, paymentId, userId));
}

/** deletePayment inside the caller's transaction (a bank line's match undone). */
export async function deletePaymentIn(
  tx: DbOrTx,
  organizationId: number,
  paymentId: number,
  userId: number,
) {
  const payment = foundOr404(
    await tx.invoicePayment.findFirst({
      where: { payment_id: paymentId, organization_id: organizationId },
      select: { ...paymentSelect, invoice_id: true },
    }),
    MSG_PAYMENT_NOT_FOUND,
  );
  const invoice = await lockIssuedInvoice(
    tx,
    organizationId,
    payment.invoice_id,
    MSG_PAYMENT_PENDING,
  );
  // A bank line that had become this payment is to be reviewed again, not left matched to nothing.
  await tx.bankLine.updateMany({
    where: { payment_id: paymentId, organization_id: organizationId },
    data: { status: 'unmatched', flag: null, invoice_id: null, payment_id: null },
  });
  // Deleted with a condition: a concurrent delete of the same payment finds nothing here.
  const deleted = await tx.invoicePayment.deleteMany({
    where: { payment_id: paymentId, organization_id: organizationId },
  });
  if (deleted.count === 0) throw new AppError('NOT_FOUND', MSG_PAYMENT_NOT_FOUND);
  if (payment.revenue_id !== null) {
    await tx.revenue.deleteMany({
      where: { revenue_id: payment.revenue_id, organization_id: organizationId },
    });
  }
  if (payment.expense_id !== null) {
    await deleteRefundSortie(tx, organizationId, payment.expense_id);
  }
  const [after] = await invoiceBalances(tx, organizationId, [payment.invoice_id]);
  await recordPaymentAudit(tx, {
    organizationId,
    userId,
    action: payment.kind === 'refund' ? 'refund.deleted' : 'payment.deleted',
    invoice: {
      invoice_id: payment.invoice_id,
      formatted_invoice_id: invoice.formatted_invoice_id,
    },
    payment: toPaymentDto(payment),
  });
  return { invoiceId: payment.invoice_id, kind: payment.kind, balance: after! };
}
