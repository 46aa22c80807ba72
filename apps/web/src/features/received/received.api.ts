import type { ImportedPurchaseInvoice, ReceivedStatus } from '@app/shared/purchase-invoices';
import { PURCHASE_INVOICES } from '@app/shared/purchase-invoices-endpoints';
import { blobOf, isApiFailure, successOf } from '../../api/client';
import { call } from '../../api/endpoints';

// Issue #33: purchase invoices received, listed to book (declared in
// @app/shared/purchase-invoices-endpoints).
const P = PURCHASE_INVOICES;

/** Every query of the page starts with it: an import, a reject or a restore reads them again. */
export const RECEIVED_KEY = ['received'] as const;

export const RECEIVED_PATH = '/received';

/** An import's answer, or the API's French refusal (400). */
export type ImportOutcome = ImportedPurchaseInvoice | { refused: string };

/**
 * Sends the file as `file`; undefined when the fetch helper already said why (network, 403). A
 * refusal is not toasted: the drop zone shows it.
 */
export async function importPurchaseInvoice(file: File): Promise<ImportOutcome | undefined> {
  const result = await call(P.importPurchaseInvoice, { file }, { shownAtField: () => true });
  if (isApiFailure(result)) {
    return typeof result.message === 'string' ? { refused: result.message } : undefined;
  }
  return result ?? undefined;
}

export interface ReceivedRequest {
  status: ReceivedStatus;
  page: number;
  page_size: number;
}

export const getReceivedDocuments = async (request: ReceivedRequest, signal?: AbortSignal) =>
  successOf(await call(P.listReceivedDocuments, request, { signal }));

export const rejectReceivedDocument = async (id: number) =>
  successOf(await call(P.rejectReceivedDocument, { received_document_id: id }));

export const restoreReceivedDocument = async (id: number) =>
  successOf(await call(P.restoreReceivedDocument, { received_document_id: id }));

/** The file as received; quiet: a failed download has its own toast. */
export const getReceivedDocumentFile = async (id: number) =>
  blobOf(await call(P.getReceivedDocumentFile, { received_document_id: id }, { quiet: true }));
