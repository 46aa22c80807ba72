// Refunds: a credit note issued after payment leaves money owed back to the
// client. A refund records it being paid back, never more than what is owed, in the payments
// table (kind refund) so that payments and refunds of one invoice take turns on its lock; each may
// record the matching Sortie in accounting, removed with it (deletePayment).
import {
  MSG_REFUND_PENDING,
  refundTooLargeMessage,
  type AddRefundInput,
} from '@app/shared/payments';
import type { Db, DbOrTx } from '../../db/prisma.js';
import type { PaymentMethod as DbPaymentMethod } from '../../generated/prisma/client.js';
import { toRefundDto } from '../invoices/invoices.data.js';
import { addMovement } from './movements.js';

export const MSG_REFUND_ADDED = 'Remboursement enregistré avec succès';
export const MSG_REFUND_DELETED = 'Remboursement supprimé avec succès';

type Sortie = {
  invoiceId: number;
  number: string;
  cents: number;
  paid_at: Date;
  method: DbPaymentMethod;
};

/**
 * The Sortie of a refund. An expense needs a receipt: the refund's is a copy of the invoice's
 * latest credit note (what the money is paid back for), a file of its own since deleting the
 * Sortie deletes its receipt while the credit note keeps its PDF. Money is owed back only after
 * a credit note, so there is always one.
 */
async function recordSortie(tx: DbOrTx, organizationId: number, sortie: Sortie) {
  const note = await tx.creditNote.findFirstOrThrow({
    where: { organization_id: organizationId, invoice_id: sortie.invoiceId },
    orderBy: { credit_note_id: 'desc' },
    select: {
      pdf_file: { select: { name: true, mime_type: true, size: true, sha256: true, data: true } },
    },
  });
  const receipt = await tx.storedFile.create({
    data: { organization_id: organizationId, ...note.pdf_file },
    select: { file_id: true },
  });
  return tx.expense.create({
    data: {
      organization_id: organizationId,
      product_name: `Remboursement de la facture ${sortie.number}`,
      price_cents: sortie.cents,
      recorded_date: sortie.paid_at,
      payment_method: sortie.method,
      file_id: receipt.file_id,
    },
    select: { expense_id: true },
  });
}

/** What a credit note left owed back to the client, paid back, with its Sortie when asked. */
export const addRefund = (
  db: Db,
  organizationId: number,
  invoiceId: number,
  input: AddRefundInput,
  userId: number,
) =>
  addMovement(db, { organizationId, userId }, invoiceId, input, {
    action: 'refund.added',
    pendingMessage: MSG_REFUND_PENDING,
    limitCents: (dueCents) => Math.max(0, -dueCents),
    tooLargeMessage: refundTooLargeMessage,
    columns: async (tx, movement) => ({
      kind: 'refund',
      expense_id: input.create_expense
        ? (await recordSortie(tx, organizationId, { invoiceId, ...movement })).expense_id
        : null,
    }),
    toDto: toRefundDto,
  });

/** Removes the Sortie a deleted refund recorded, and its receipt. */
export async function deleteRefundSortie(tx: DbOrTx, organizationId: number, expenseId: number) {
  const expense = await tx.expense.findFirst({
    where: { expense_id: expenseId, organization_id: organizationId },
    select: { file_id: true },
  });
  if (!expense) return;
  await tx.expense.deleteMany({
    where: { expense_id: expenseId, organization_id: organizationId },
  });
  await tx.storedFile.deleteMany({
    where: { file_id: expense.file_id, organization_id: organizationId },
  });
}
