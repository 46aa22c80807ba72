// « Factures reçues »: the received documents of one status, a document rejected or put back to
// book, its file as received.
import {
  MSG_RECEIVED_NOT_FOUND,
  MSG_RECEIVED_NOT_REJECTED,
  MSG_RECEIVED_NOT_TO_BOOK,
  RECEIVED_STATUSES,
  type ReceivedCounts,
  type ReceivedDocumentDto,
  type ReceivedDocumentsQuery,
  type ReceivedStatus,
} from '@app/shared/purchase-invoices';
import type { Paged } from '@app/shared/paged-list';
import type { DbOrTx } from '../../db/prisma.js';
import { AppError, foundOr404 } from '../../errors/app-error.js';
import { findStoredFile } from '../files/stored-files.js';
import { receivedDocument, receivedSelect, toReceivedDto } from './received-document.js';

/** A page of one status, newest first unless asked, with the organization's counts per status. */
export async function listReceivedDocuments(
  db: DbOrTx,
  organizationId: number,
  query: ReceivedDocumentsQuery,
): Promise<Paged<ReceivedDocumentDto> & { counts: ReceivedCounts }> {
  const where = { organization_id: organizationId, status: query.status };
  const [rows, total, grouped] = await Promise.all([
    db.receivedDocument.findMany({
      where,
      select: receivedSelect,
      orderBy: [{ received_at: query.order }, { received_document_id: query.order }],
      skip: (query.page - 1) * query.page_size,
      take: query.page_size,
    }),
    db.receivedDocument.count({ where }),
    db.receivedDocument.groupBy({
      by: ['status'],
      where: { organization_id: organizationId },
      _count: { _all: true },
    }),
  ]);
  const counts = Object.fromEntries(
    RECEIVED_STATUSES.map((status) => [
      status,
      grouped.find((group) => group.status === status)?._count._all ?? 0,
    ]),
  ) as ReceivedCounts;
  return {
    items: rows.map(toReceivedDto),
    total,
    page: query.page,
    page_size: query.page_size,
    counts,
  };
}

/** Moves the organization's document from `from` to `to`: 404 when missing, 409 when not `from`. */
async function move(
  db: DbOrTx,
  organizationId: number,
  id: number,
  from: ReceivedStatus,
  to: ReceivedStatus,
): Promise<ReceivedDocumentDto> {
  const { count } = await db.receivedDocument.updateMany({
    where: { received_document_id: id, organization_id: organizationId, status: from },
    data: { status: to },
  });
  const document = await receivedDocument(db, organizationId, id);
  if (count === 0) {
    const message = from === 'to_book' ? MSG_RECEIVED_NOT_TO_BOOK : MSG_RECEIVED_NOT_REJECTED;
    throw new AppError('CONFLICT', message, { field: 'received_document_id' });
  }
  return document;
}

export const rejectReceivedDocument = (db: DbOrTx, organizationId: number, id: number) =>
  move(db, organizationId, id, 'to_book', 'rejected');

export const restoreReceivedDocument = (db: DbOrTx, organizationId: number, id: number) =>
  move(db, organizationId, id, 'rejected', 'to_book');

/** The file as received, or a 404. */
export async function receivedDocumentFile(db: DbOrTx, organizationId: number, id: number) {
  const row = await db.receivedDocument.findFirst({
    where: { received_document_id: id, organization_id: organizationId },
    select: { file_id: true },
  });
  const { file_id } = foundOr404(row, MSG_RECEIVED_NOT_FOUND);
  return foundOr404(await findStoredFile(db, organizationId, file_id), MSG_RECEIVED_NOT_FOUND);
}
