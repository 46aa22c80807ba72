// A purchase invoice received (issue #33 "Receiving"), uploaded on « Factures reçues » or delivered
// by Peppol: read (parse-document.ts), kept with its file, listed to book. The same document
// received twice (same supplier, number and kind) is answered, not stored again.
import type { PurchaseInvoiceDraft, ReceivedDocumentDto } from '@app/shared/purchase-invoices';
import { createHash } from 'node:crypto';
import type { Db, DbOrTx } from '../../db/prisma.js';
import { parseReceivedDocument, type ParsedDocument } from './parse-document.js';
import { receivedSelect, toReceivedDto } from './received-document.js';

export interface ReceivedFile {
  bytes: Buffer;
  /** The name the file came with (only its last part, cleaned, is kept). */
  fileName: string;
  source: 'upload' | 'peppol';
  /** The Peppol participant that sent it (`scheme:value`); null for an upload. */
  sender: string | null;
}

/** Who the document is from, for recognising it again: the sender, else the supplier's first id. */
function supplierKey(sender: string | null, supplier: PurchaseInvoiceDraft['supplier']): string {
  const key =
    sender ?? supplier.endpoint_id ?? supplier.vat_number ?? supplier.registration ?? supplier.name;
  return key.replace(/\s/g, '').toLowerCase();
}

/** The received name without path nor control characters, with the extension of its type. */
function keptName(fileName: string, mime: ParsedDocument['mime']): string {
  const base = (fileName.split(/[\\/]/).pop() ?? '')
    // Control characters would break headers and logs.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200);
  const stem = base.replace(/\.[^.]*$/, '') || 'facture';
  return `${stem}.${mime === 'application/pdf' ? 'pdf' : 'xml'}`;
}

function storeReceivedFile(
  tx: DbOrTx,
  organizationId: number,
  file: ReceivedFile,
  parsed: ParsedDocument,
) {
  return tx.storedFile.create({
    data: {
      organization_id: organizationId,
      name: keptName(file.fileName, parsed.mime),
      mime_type: parsed.mime,
      size: file.bytes.length,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
      data: new Uint8Array(file.bytes),
    },
    select: { file_id: true },
  });
}

/** Thrown inside the transaction when a concurrent reception stored the document first. */
class AlreadyReceived extends Error {}

/**
 * Reads and keeps a received file; answers the document and whether it was there already. A file
 * that cannot be read is a 400 naming what is wrong, and nothing is written.
 */
export async function receive(
  db: Db,
  organizationId: number,
  file: ReceivedFile,
): Promise<{ received: ReceivedDocumentDto; duplicate: boolean }> {
  const parsed = await parseReceivedDocument(file.bytes);
  const { draft } = parsed;
  const where = {
    organization_id: organizationId,
    supplier_key: supplierKey(file.sender, draft.supplier),
    document_number: draft.document_number,
    kind: draft.kind,
  };
  const find = () => db.receivedDocument.findFirst({ where, select: receivedSelect });
  const existing = await find();
  if (existing) return { received: toReceivedDto(existing), duplicate: true };
  try {
    const id = await db.$transaction(async (tx) => {
      const { file_id } = await storeReceivedFile(tx, organizationId, file, parsed);
      const [row] = await tx.$queryRaw<{ received_document_id: number }[]>`
        INSERT INTO received_documents (organization_id, source, sender, file_id, format, kind,
          supplier_key, document_number, draft)
        VALUES (${organizationId}, ${file.source}::"ReceivedDocumentSource", ${file.sender},
          ${file_id}, ${parsed.format}::"ReceivedDocumentFormat", ${draft.kind}::"ReceivedDocumentKind",
          ${where.supplier_key}, ${draft.document_number}, ${JSON.stringify(draft)}::jsonb)
        ON CONFLICT (organization_id, supplier_key, document_number, kind) DO NOTHING
        RETURNING received_document_id`;
      // The file goes with the transaction when another reception won.
      if (!row) throw new AlreadyReceived();
      return row.received_document_id;
    });
    const row = await db.receivedDocument.findFirstOrThrow({
      where: { received_document_id: id, organization_id: organizationId },
      select: receivedSelect,
    });
    return { received: toReceivedDto(row), duplicate: false };
  } catch (error) {
    const winner = error instanceof AlreadyReceived ? await find() : null;
    if (!winner) throw error;
    return { received: toReceivedDto(winner), duplicate: true };
  }
}

/**
 * For the Peppol reception (the SEND part's webhook) and the import endpoint: reads and keeps a
 * received file, answers the document (the one already there when it was received before).
 */
export async function receiveDocument(
  db: Db,
  organizationId: number,
  file: ReceivedFile,
): Promise<ReceivedDocumentDto> {
  return (await receive(db, organizationId, file)).received;
}
