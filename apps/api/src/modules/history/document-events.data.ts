// The stored part of a document's history (table document_events): `recordDocumentEvent` appends
// an entry inside the transaction of the change it records, so that a refused change records
// nothing; `storedEvents` reads a document's entries back. Nothing updates an entry.
import type { DocumentEventDetails, StoredEventKind } from '@app/shared/document-history';
import type { Db, DbOrTx } from '../../db/prisma.js';

/** The document an entry belongs to: exactly one of the three ids. */
export type HistoryDocument = { quote_id: number } | { invoice_id: number } | { sale_id: number };

export interface DocumentEventEntry {
  organizationId: number;
  /** The caller; undefined when the change has no signed-in author (none today). */
  userId: number | undefined;
  document: HistoryDocument;
  kind: StoredEventKind;
  details?: DocumentEventDetails;
}

/**
 * Appends an entry, with the author's name as it is now (kept if they later leave or rename).
 * Call it with the change's transaction, after the change's own checks.
 */
export async function recordDocumentEvent(tx: DbOrTx, entry: DocumentEventEntry): Promise<void> {
  const userName =
    entry.userId === undefined
      ? null
      : ((await tx.user.findUnique({ where: { user_id: entry.userId }, select: { name: true } }))
          ?.name ?? null);
  await tx.documentEvent.create({
    data: {
      organization_id: entry.organizationId,
      ...entry.document,
      user_id: entry.userId ?? null,
      user_name: userName,
      kind: entry.kind,
      details: { ...entry.details },
    },
    select: { document_event_id: true },
  });
}

/** A document's stored entries, oldest first (the organization's scope is the caller's check). */
export function storedEvents(db: DbOrTx, organizationId: number, document: HistoryDocument) {
  return db.documentEvent.findMany({
    where: { organization_id: organizationId, ...document },
    orderBy: [{ at: 'asc' }, { document_event_id: 'asc' }],
    select: { at: true, kind: true, user_name: true, details: true },
  });
}

/**
 * A sending by e-mail: `stamp` keeps it on the document's row (last_sent_at/last_sent_to) and the
 * history keeps every one, with whom it went to, in one transaction.
 */
export function recordSending(
  db: Db,
  entry: Omit<DocumentEventEntry, 'kind' | 'details'>,
  to: string,
  stamp: (tx: DbOrTx) => Promise<unknown>,
): Promise<void> {
  return db.$transaction(async (tx) => {
    await stamp(tx);
    await recordDocumentEvent(tx, { ...entry, kind: 'emailed', details: { to } });
  });
}
