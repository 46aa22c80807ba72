// Document numbers: per organization, kind and year, gapless and unique
// under concurrency. The counter row is incremented inside the creating transaction: its row lock
// serializes concurrent creations, and a rolled-back creation rolls its number back too.
import { businessDateParts } from '@app/shared/dates';
import { formatDocumentNumber, type DocumentPrefix } from '@app/shared/format';
import type { DbOrTx } from '../../db/prisma.js';

export type DocumentKind = 'quote' | 'invoice' | 'sale' | 'credit_note';

const PREFIX: Record<DocumentKind, DocumentPrefix> = {
  quote: 'DEV',
  invoice: 'FAC',
  sale: 'VEN',
  credit_note: 'NC',
};

export type DocumentNumber = { number: string; year: number; sequence: number };

/** The next number with its parts; call it in the transaction that numbers the document. */
export async function allocateDocumentNumber(
  tx: DbOrTx,
  organizationId: number,
  kind: DocumentKind,
  now: Date = new Date(),
): Promise<DocumentNumber> {
  const { year } = businessDateParts(now);
  const rows = await tx.$queryRaw<{ last_value: number }[]>`
    INSERT INTO document_counters (organization_id, kind, year, last_value)
    VALUES (${organizationId}, ${kind}::"DocumentKind", ${year}, 1)
    ON CONFLICT (organization_id, kind, year)
    DO UPDATE SET last_value = document_counters.last_value + 1
    RETURNING last_value`;
  const sequence = rows[0]!.last_value;
  return { number: formatDocumentNumber(PREFIX[kind], year, sequence), year, sequence };
}

/** The next number, e.g. DEV-2026-0001; call it in the transaction that inserts the document. */
export async function nextDocumentNumber(
  tx: DbOrTx,
  organizationId: number,
  kind: DocumentKind,
  now: Date = new Date(),
): Promise<string> {
  return (await allocateDocumentNumber(tx, organizationId, kind, now)).number;
}
