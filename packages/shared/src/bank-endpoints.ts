// The bank's endpoints (issue #31): a statement of the organization's account imported from a
// CODA or camt.053 file, its lines matched to the invoices they pay. Declared once for the API, the
// web and the OpenAPI document (contract.ts), served by one router at /api/bank.
import { z } from 'zod';
import { area, json, sends, works } from './contract.js';

/** What an import says about the statement (amounts in euros, dates YYYY-MM-DD). */
export interface ImportedStatement {
  statement_id: number;
  format: 'coda' | 'camt053';
  account_iban: string;
  from: string;
  until: string;
  opening_balance: number;
  closing_balance: number;
  /** Lines stored by this import. */
  lines: number;
  /** Of those, the lines that became a payment of an invoice. */
  matched: number;
  /** Lines of the file already known from an earlier import, left as they were. */
  duplicates: number;
}

export const BANK = area('/api/bank', {
  importStatement: {
    method: 'POST',
    summary:
      'Importe un relevé CODA ou camt.053 du compte de l’organisation (formulaire multipart ; le fichier en `file`, 10 Mo au plus) et paie les factures dont il porte la communication structurée.',
    body: z.object({}),
    multipart: true,
    answer: json<{ statement: ImportedStatement }>({ status: 201 }),
    access: works('importer un relevé bancaire'),
    input: sends<{ file: Blob }>(),
  },
});
