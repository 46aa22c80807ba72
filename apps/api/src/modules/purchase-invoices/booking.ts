// A received document booked as a Sortie (addExpense with `received_document_id`): locked and
// checked in the expense's transaction, its file copied as the receipt when none is uploaded, then
// `booked`; deleting the Sortie puts it back to book. The receipt is a copy: deleting a Sortie
// deletes its receipt, while the received document keeps its own file.
import { MSG_RECEIVED_NOT_FOUND, MSG_RECEIVED_NOT_TO_BOOK } from '@app/shared/purchase-invoices';
import type { DbOrTx } from '../../db/prisma.js';
import { AppError } from '../../errors/app-error.js';

/**
 * Locks the organization's document until the transaction ends: 404 when missing or another
 * organization's, 409 unless it is to book (a second booking waits, then reads it booked).
 */
export async function lockDocumentToBook(
  tx: DbOrTx,
  organizationId: number,
  id: number,
): Promise<void> {
  const [document] = await tx.$queryRaw<{ status: string }[]>`
    SELECT status::text AS status FROM received_documents
    WHERE received_document_id = ${id} AND organization_id = ${organizationId} FOR UPDATE`;
  if (!document) {
    throw new AppError('NOT_FOUND', MSG_RECEIVED_NOT_FOUND, { field: 'received_document_id' });
  }
  if (document.status !== 'to_book') {
    throw new AppError('CONFLICT', MSG_RECEIVED_NOT_TO_BOOK, { field: 'received_document_id' });
  }
}

/** A copy of the document's file (locked by lockDocumentToBook), as the Sortie's receipt. */
export async function copyReceivedFile(
  tx: DbOrTx,
  organizationId: number,
  id: number,
): Promise<number> {
  const [copy] = await tx.$queryRaw<{ file_id: number }[]>`
    INSERT INTO stored_files (organization_id, name, mime_type, size, sha256, data)
    SELECT f.organization_id, f.name, f.mime_type, f.size, f.sha256, f.data
    FROM received_documents d JOIN stored_files f ON f.file_id = d.file_id
    WHERE d.received_document_id = ${id} AND d.organization_id = ${organizationId}
      AND f.organization_id = ${organizationId}
    RETURNING file_id`;
  if (!copy)
    throw new AppError('NOT_FOUND', MSG_RECEIVED_NOT_FOUND, { field: 'received_document_id' });
  return copy.file_id;
}

/** The document is now the expense's. */
export const bookDocument = (tx: DbOrTx, organizationId: number, id: number, expenseId: number) =>
  tx.receivedDocument.updateMany({
    where: { received_document_id: id, organization_id: organizationId },
    data: { status: 'booked', expense_id: expenseId },
  });

/** Before its Sortie goes, the document it booked is to book again. */
export const unbookExpenseDocuments = (tx: DbOrTx, organizationId: number, expenseId: number) =>
  tx.receivedDocument.updateMany({
    where: { expense_id: expenseId, organization_id: organizationId },
    data: { status: 'to_book', expense_id: null },
  });
