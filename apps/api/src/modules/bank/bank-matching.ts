// The automatic match of an import (issue #31): a credit line whose structured communication or RF
// reference is a validated invoice's payment reference pays it, exactly as a payment recorded by
// hand (its Rentrée included), inside the import's transaction.
import { centsToEuros } from '@app/shared/money';
import type { DbOrTx } from '../../db/prisma.js';
import { fromDbDate } from '../../db/values.js';
import { AppError } from '../../errors/app-error.js';
import { invoiceBalances } from '../invoices/invoice-balances.js';
import { lockIssuedInvoice } from '../invoices/invoices.data.js';
import { addPaymentIn } from '../payments/payments.service.js';
import { MSG_PAYMENT_PENDING } from '@app/shared/payments';
import { formatStructuredCommunication } from '@app/shared/payment-reference';
import { payLines } from './bank-line-payments.js';
import { normalizedReference } from './statement-model.js';

/** A line just stored, as the match reads it. */
export interface StoredLine {
  line_id: number;
  amount_cents: number;
  booking_date: Date;
  structured_reference: string | null;
}

type Caller = { organizationId: number; userId: number };

/** The organization's validated invoices by their normalized payment reference. */
async function invoicesByReference(
  tx: DbOrTx,
  organizationId: number,
  references: Set<string>,
): Promise<Map<string, number>> {
  // Validation stores a reference as +++ddd/dddd/ddddd+++ or a compact RF: ask for those
  // spellings only, rather than reading every validated invoice of the organization.
  const spellings = [...references].map((reference) =>
    /^\d{12}$/.test(reference) ? formatStructuredCommunication(reference) : reference,
  );
  // One array parameter (Prisma's `in` sends one parameter per reference: 10,000 of them took
  // most of the lookup's time in the server, for 3 ms in PostgreSQL).
  const invoices = await tx.$queryRaw<{ invoice_id: number; payment_reference: string | null }[]>`
    SELECT invoice_id, payment_reference FROM invoices
    WHERE organization_id = ${organizationId} AND status = 'Validated'
      AND payment_reference = ANY(${spellings}::text[])`;
  const byReference = new Map<string, number>();
  for (const invoice of invoices) {
    const reference = normalizedReference(invoice.payment_reference ?? '');
    if (reference !== null && references.has(reference))
      byReference.set(reference, invoice.invoice_id);
  }
  return byReference;
}

/**
 * Pays the invoices the credit lines of `lines` name, in the order of the lines; answers how many
 * lines became payments. A line paying more than is due pays the balance (flag `overpaid`); a line
 * naming an invoice with nothing left due is not applied (flag `already_paid`, or `credit_note`
 * when a credit note cancelled what was due).
 */
export async function matchLines(
  tx: DbOrTx,
  caller: Caller,
  lines: readonly StoredLine[],
): Promise<number> {
  const credits = lines.filter((line) => line.amount_cents > 0 && line.structured_reference);
  if (credits.length === 0) return 0;
  const references = new Set(credits.map((line) => line.structured_reference!));
  const invoices = await invoicesByReference(tx, caller.organizationId, references);
  // Invoices locked in the order of their ids (a line's own order kept for one invoice), so two
  // imports paying the same invoices wait on each other instead of deadlocking.
  const toPay = credits
    .map((line) => ({ line, invoiceId: invoices.get(line.structured_reference!) }))
    .filter((pair): pair is { line: StoredLine; invoiceId: number } => pair.invoiceId !== undefined)
    .sort((a, b) => a.invoiceId - b.invoiceId);
  // All of them at once, in a fixed number of statements (one per line took minutes for 10,000).
  return payLines(tx, caller, toPay);
}

/**
 * One line against the invoice it names: true when it became a payment. With `nothingDue`, an
 * invoice with nothing left due refuses the line (a match by hand: 409, nothing written) instead
 * of flagging it.
 */
export async function matchLine(
  tx: DbOrTx,
  caller: Caller,
  line: StoredLine,
  invoiceId: number,
  nothingDue?: string,
): Promise<boolean> {
  const { organizationId, userId } = caller;
  // Locked before its balance is read: a payment recorded meanwhile by hand waits for the import.
  await lockIssuedInvoice(tx, organizationId, invoiceId, MSG_PAYMENT_PENDING);
  const [balance] = await invoiceBalances(tx, organizationId, [invoiceId]);
  const dueCents = balance!.amountDueCents;
  const where = { line_id: line.line_id, organization_id: organizationId };
  if (dueCents <= 0) {
    if (nothingDue !== undefined) throw new AppError('CONFLICT', nothingDue);
    const flag = balance!.creditedCents > 0 ? 'credit_note' : 'already_paid';
    await tx.bankLine.update({ where, data: { flag, invoice_id: invoiceId } });
    return false;
  }
  const cents = Math.min(line.amount_cents, dueCents);
  const { dto } = await addPaymentIn(
    tx,
    organizationId,
    invoiceId,
    {
      amount: centsToEuros(cents),
      paid_at: fromDbDate(line.booking_date),
      method: 'Virement',
      create_revenue: true,
    },
    userId,
  );
  await tx.bankLine.update({
    where,
    data: {
      status: 'matched',
      flag: line.amount_cents > dueCents ? 'overpaid' : null,
      invoice_id: invoiceId,
      payment_id: dto.payment_id,
    },
  });
  return true;
}
