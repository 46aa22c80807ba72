// A bank line reviewed by hand (issue #31): a credit matched to the invoice it pays (a payment
// exactly as the import's automatic match records it), that match undone, a line ignored or put
// back to review. Each change holds the line's row lock, so two clicks on one line change it once.
import {
  MSG_BANK_LINE_NOT_CREDIT,
  MSG_BANK_LINE_NOT_FOUND,
  MSG_BANK_LINE_NOT_IGNORED,
  MSG_BANK_LINE_NOT_MATCHED,
  MSG_BANK_LINE_NOT_UNMATCHED,
  type BankLineDto,
  type BankLineStatus,
} from '@app/shared/bank';
import { MSG_PAYMENT_PENDING } from '@app/shared/payments';
import type { Db, DbOrTx } from '../../db/prisma.js';
import { AppError, foundOr404 } from '../../errors/app-error.js';
import { lockIssuedInvoice } from '../invoices/invoices.data.js';
import { deletePaymentIn } from '../payments/payments.service.js';
import { bankLineDto } from './bank-lines.service.js';
import { matchLine } from './bank-matching.js';

/** A match by hand of an invoice with nothing left due: refused, nothing written. */
export const MSG_BANK_INVOICE_NOTHING_DUE =
  'Cette facture n’a plus rien à payer : choisissez une autre facture ou ignorez la ligne.';

type Caller = { organizationId: number; userId: number };

interface LockedLine {
  line_id: number;
  status: BankLineStatus;
  amount_cents: number;
  booking_date: Date;
  structured_reference: string | null;
  payment_id: number | null;
}

/** Locks the organization's line until the transaction ends (404 when it has no such line). */
async function lockLine(tx: DbOrTx, organizationId: number, lineId: number): Promise<LockedLine> {
  const [line] = await tx.$queryRaw<LockedLine[]>`
    SELECT line_id, status::text AS status, amount_cents, booking_date, structured_reference,
      payment_id
    FROM bank_lines WHERE line_id = ${lineId} AND organization_id = ${organizationId}
    FOR UPDATE`;
  return foundOr404(line, MSG_BANK_LINE_NOT_FOUND);
}

/** The line as it is now, once the change is committed. */
async function changed(db: Db, organizationId: number, lineId: number): Promise<BankLineDto> {
  return foundOr404(await bankLineDto(db, organizationId, lineId), MSG_BANK_LINE_NOT_FOUND);
}

/**
 * PUT /api/bank/lines/match: an unmatched credit pays the validated invoice chosen, as the
 * automatic match would pay it (a Virement of its booking date with its Rentrée, at most what is
 * due, flagged overpaid beyond).
 */
export async function matchBankLine(
  db: Db,
  caller: Caller,
  lineId: number,
  invoiceId: number,
): Promise<BankLineDto> {
  await db.$transaction(async (tx) => {
    const line = await lockLine(tx, caller.organizationId, lineId);
    if (line.status !== 'unmatched') throw new AppError('CONFLICT', MSG_BANK_LINE_NOT_UNMATCHED);
    if (line.amount_cents <= 0) throw new AppError('CONFLICT', MSG_BANK_LINE_NOT_CREDIT);
    await matchLine(tx, caller, line, invoiceId, MSG_BANK_INVOICE_NOTHING_DUE);
  });
  return changed(db, caller.organizationId, lineId);
}

/**
 * DELETE /api/bank/lines/match: the payment a line became is deleted as a payment deleted by hand
 * (its Rentrée with it, the line back to review). The invoice is locked before the line, in the
 * order deletePayment takes them, so this and a deletion of the payment never deadlock.
 */
export async function unmatchBankLine(db: Db, caller: Caller, lineId: number) {
  const { organizationId, userId } = caller;
  await db.$transaction(async (tx) => {
    const seen = foundOr404(
      await tx.bankLine.findFirst({
        where: { line_id: lineId, organization_id: organizationId },
        select: { payment: { select: { invoice_id: true } } },
      }),
      MSG_BANK_LINE_NOT_FOUND,
    );
    if (seen.payment === null) throw new AppError('CONFLICT', MSG_BANK_LINE_NOT_MATCHED);
    await lockIssuedInvoice(tx, organizationId, seen.payment.invoice_id, MSG_PAYMENT_PENDING);
    const line = await lockLine(tx, organizationId, lineId);
    // Undone meanwhile by another click (or the payment deleted): nothing left to undo.
    if (line.status !== 'matched' || line.payment_id === null) {
      throw new AppError('CONFLICT', MSG_BANK_LINE_NOT_MATCHED);
    }
    await deletePaymentIn(tx, organizationId, line.payment_id, userId);
  });
  return changed(db, organizationId, lineId);
}

/** Moves a line from one status to another, or answers 404 / 409 `refusal`. */
async function moveLine(
  db: Db,
  organizationId: number,
  lineId: number,
  move: { from: BankLineStatus; to: BankLineStatus; refusal: string },
): Promise<BankLineDto> {
  // One conditional UPDATE: of two concurrent clicks, the second finds the line moved already.
  const moved = await db.bankLine.updateMany({
    where: { line_id: lineId, organization_id: organizationId, status: move.from },
    data: { status: move.to },
  });
  const line = await changed(db, organizationId, lineId);
  if (moved.count === 0) throw new AppError('CONFLICT', move.refusal);
  return line;
}

/** PUT /api/bank/lines/ignore: a line to review that pays nothing (a transfer between accounts…). */
export const ignoreBankLine = (db: Db, organizationId: number, lineId: number) =>
  moveLine(db, organizationId, lineId, {
    from: 'unmatched',
    to: 'ignored',
    refusal: MSG_BANK_LINE_NOT_UNMATCHED,
  });

/** DELETE /api/bank/lines/ignore: an ignored line to review again. */
export const restoreBankLine = (db: Db, organizationId: number, lineId: number) =>
  moveLine(db, organizationId, lineId, {
    from: 'ignored',
    to: 'unmatched',
    refusal: MSG_BANK_LINE_NOT_IGNORED,
  });
