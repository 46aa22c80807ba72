// A bank statement as the import reads it, whatever the bank's format: CODA (Belgian banks) or
// ISO 20022 camt.053 (French and most European banks). The format is told by the content, since
// banks name their files as they like (".txt", ".cod", ".xml", or no extension at all).
import { badRequest } from '../../errors/app-error.js';
import { parseCamt053 } from './camt053.js';
import { parseCoda } from './coda.js';
import type { BankStatement } from './statement-model.js';

export type { BankStatement, StatementLine } from './statement-model.js';

export const MAX_STATEMENT_BYTES = 10 * 1024 * 1024;

/**
 * The statement in `bytes`, refused with a French message naming the record or element when it is
 * not a whole, consistent statement (its movements must add up to its balances).
 */
export function parseStatement(bytes: Uint8Array): BankStatement {
  if (bytes.byteLength > MAX_STATEMENT_BYTES) {
    throw badRequest('Le relevé dépasse 10 Mo : importez-le en plusieurs fichiers.');
  }
  const first = firstSignificantByte(bytes);
  if (first === 0x3c) return parseCamt053(bytes); // "<": an XML document
  if (first === 0x30) return parseCoda(bytes); // "0": the header record of a CODA file
  throw badRequest('Format de relevé non reconnu : un fichier CODA ou camt.053 est attendu.');
}

/** The first byte after a UTF-8 byte order mark and blank space. */
function firstSignificantByte(bytes: Uint8Array): number | undefined {
  let index = 0;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) index = 3;
  while (index < bytes.length && [0x20, 0x09, 0x0a, 0x0d].includes(bytes[index] ?? 0)) index++;
  return bytes[index];
}
