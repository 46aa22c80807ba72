// The most lines a request may carry, one bound for every document: an invoice keeps
// the lines of the quote or the sale it is made from, and a credit note or a return may list every
// line of its invoice or quote, so they all share it. A request beyond it is refused with a 400
// naming the limit, never cut short. The API validates with it and the forms pre-validate with it.
import { z } from 'zod';

/** More lines than any document needs (a 500-line invoice must stay possible). */
export const MAX_DOCUMENT_LINES = 500;

/**
 * A list of at most MAX_DOCUMENT_LINES rows, its length checked before any row's own schema runs
 * (what follows in a transform or a pipe reads the rows). `notAList`: the message of a value that
 * is not a list.
 */
export const boundedRows = (tooMany: string, notAList?: string) =>
  z
    .array(z.unknown(), notAList === undefined ? undefined : { error: notAList })
    .max(MAX_DOCUMENT_LINES, tooMany);
