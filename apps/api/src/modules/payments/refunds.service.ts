// Refunds: a credit note issued after payment leaves money owed back to the
// client. A refund records it being paid back, never more than what is owed, in the payments
// table (kind refund) so that payments and refunds of one invoice take turns on its lock; each may
// record the matching Sortie in accounting, removed with it (deletePayment).
import { eurosToCents } from '@app/shared/money';
import {
  MSG_REFUND_PENDING,
  refundTooLargeMessage,
  type AddRefundInput,
} from '@app/shared/payments';
import type { Db, DbOrTx } from '../../db/prisma.js';
import { toDbDate } from '../../db/values.js';
import { AppError } from '../../errors/app-error.js';
import type { PaymentMethod as DbPaymentMethod } from '../../generated/prisma/client.js';
import { toDbPaymentMethod } from '../accounting/payment-method.js';
import { invoiceBalances } from '../invoices/invoice-balances.js';
import { lockIssuedInvoice, toRefundDto } from '../invoices/invoices.data.js';
import { insertMovement } from './payment-audit.js';

export const MSG_REFUND_ADDED = 'Remboursement enregistré avec succès';
export const MSG_REFUND_DELETED = 'Remboursement supprimé avec succès';

type Sortie = {
  invoiceId: number;
  number: string;
  cents: number;
  day: Date;
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
      recorded_date: sortie.day,
      payment_method: sortie.method,
      file_id: receipt.file_id,
    },
    select: { expense_id: true },
  });
}

export async function addRefund(
  db: Db,
  organizationId: number,
  invoiceId: number,
  input: AddRefundInput,
  userId: number,
) {
  return db.$transaction(async (tx) => {
    const invoice = await lockIssuedInvoice(tx, organizationId, invoiceId, MSG_REFUND_PENDING);
    const amountCents = eurosToCents(input.amount);
    const [before] = await invoiceBalances(tx, organizationId, [invoiceId]);
    const owedCents = Math.max(0, -before!.amountDueCents);
    if (amountCents > owedCents) {
      // Over what is owed, the amount is refused; nothing owed at all is about no field.
      const field = owedCents > 0 ? { field: 'amount' } : {};
      throw new AppError('CONFLICT', refundTooLargeMessage(owedCents), field);
    }
    const paidAt = toDbDate(input.paid_at);
    const method = toDbPaymentMethod(input.method);
    const expense = input.create_expense
      ? await recordSortie(tx, organizationId, {
          invoiceId,
          number: invoice.formatted_invoice_id,
          cents: amountCents,
          day: paidAt,
          method,
        })
      : null;
    const { dto, balance } = await insertMovement(
      tx,
      {
        organizationId,
        userId,
        action: 'refund.added',
        invoice: { invoice_id: invoiceId, formatted_invoice_id: invoice.formatted_invoice_id },
      },
      {
        kind: 'refund',
        amount_cents: amountCents,
        paid_at: paidAt,
        method,
        expense_id: expense?.expense_id ?? null,
      },
      toRefundDto,
    );
    return { refund: dto, balance };
  });
}

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
