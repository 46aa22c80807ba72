// A Sortie added from a debit bank line (issue #31): the line is locked, checked and matched to the
// expense in the expense's own transaction, and put back to review when the Sortie is deleted.
import { MSG_BANK_LINE_NOT_DEBIT } from '@app/shared/accounting';
import { MSG_BANK_LINE_NOT_FOUND, MSG_BANK_LINE_NOT_UNMATCHED } from '@app/shared/bank';
import type { DbOrTx } from '../../db/prisma.js';
import { AppError } from '../../errors/app-error.js';

/**
 * Locks the organization's line until the transaction ends and checks it may become a Sortie:
 * 404 when it is another organization's or missing, 409 unless it is an unmatched debit. The lock
 * makes a second add from the same line wait, then read it matched and answer 409.
 */
export async function lockDebitLine(
  tx: DbOrTx,
  organizationId: number,
  lineId: number,
): Promise<void> {
  const [line] = await tx.$queryRaw<{ status: string; amount_cents: number }[]>`
    SELECT status::text AS status, amount_cents FROM bank_lines
    WHERE line_id = ${lineId} AND organization_id = ${organizationId} FOR UPDATE`;
  if (!line) throw new AppError('NOT_FOUND', MSG_BANK_LINE_NOT_FOUND, { field: 'bank_line_id' });
  if (line.status !== 'unmatched') {
    throw new AppError('CONFLICT', MSG_BANK_LINE_NOT_UNMATCHED, { field: 'bank_line_id' });
  }
  if (line.amount_cents >= 0) {
    throw new AppError('CONFLICT', MSG_BANK_LINE_NOT_DEBIT, { field: 'bank_line_id' });
  }
}

/** The organization's lines picked by `where` change their status and Sortie together. */
const setLines = (
  tx: DbOrTx,
  organizationId: number,
  where: { line_id: number } | { expense_id: number },
  data: { status: 'matched' | 'unmatched'; expense_id: number | null },
) => tx.bankLine.updateMany({ where: { ...where, organization_id: organizationId }, data });

/** The line (locked by lockDebitLine) is now the expense's. */
export const matchLineToExpense = (
  tx: DbOrTx,
  organizationId: number,
  lineId: number,
  expenseId: number,
) =>
  setLines(tx, organizationId, { line_id: lineId }, { status: 'matched', expense_id: expenseId });

/** Before its Sortie goes, the line it came from is to review again. */
export const unmatchExpenseLines = (tx: DbOrTx, organizationId: number, expenseId: number) =>
  setLines(
    tx,
    organizationId,
    { expense_id: expenseId },
    { status: 'unmatched', expense_id: null },
  );
