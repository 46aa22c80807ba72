// A received document as the API answers it, read by the organization.
import {
  MSG_RECEIVED_NOT_FOUND,
  type PurchaseInvoiceDraft,
  type ReceivedDocumentDto,
} from '@app/shared/purchase-invoices';
import type { DbOrTx } from '../../db/prisma.js';
import { foundOr404 } from '../../errors/app-error.js';
import type { Prisma } from '../../generated/prisma/client.js';

export const receivedSelect = {
  received_document_id: true,
  source: true,
  sender: true,
  format: true,
  status: true,
  expense_id: true,
  received_at: true,
  draft: true,
  file: { select: { name: true } },
} as const satisfies Prisma.ReceivedDocumentSelect;

export type ReceivedRow = Prisma.ReceivedDocumentGetPayload<{ select: typeof receivedSelect }>;

export const toReceivedDto = (row: ReceivedRow): ReceivedDocumentDto => ({
  received_document_id: row.received_document_id,
  source: row.source,
  sender: row.sender,
  format: row.format,
  status: row.status,
  expense_id: row.expense_id,
  received_at: row.received_at.toISOString(),
  file_name: row.file.name,
  // Written only by receive.ts, from a PurchaseInvoiceDraft.
  draft: row.draft as unknown as PurchaseInvoiceDraft,
});

/** The organization's received document, or a 404 (another organization's id looks missing). */
export async function receivedDocument(
  db: DbOrTx,
  organizationId: number,
  id: number,
): Promise<ReceivedDocumentDto> {
  const row = await db.receivedDocument.findFirst({
    where: { received_document_id: id, organization_id: organizationId },
    select: receivedSelect,
  });
  return toReceivedDto(foundOr404(row, MSG_RECEIVED_NOT_FOUND));
}
