// The bank's endpoints (issue #31): a statement of the organization's account imported from a
// CODA or camt.053 file, its lines matched to the invoices they pay. Declared once for the API, the
// web and the OpenAPI document (contract.ts), served by one router at /api/bank.
import { z } from 'zod';
import {
  bankLineIdSchema,
  bankLinesQuerySchema,
  matchBankLineSchema,
  type BankLineChanged,
  type BankLineCounts,
  type BankLineDto,
  type BankLineStatus,
} from './bank.js';
import { area, json, reads, sends, works } from './contract.js';
import type { Paged } from './paged-list.js';

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

type LineId = { line_id: number };

export const BANK = area(
  '/api/bank',
  {
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
    listBankLines: {
      method: 'GET',
      summary:
        'Une page des lignes bancaires d’un statut (`status` : unmatched, matched ou ignored ; unmatched par défaut), avec les factures qu’une ligne à traiter peut payer ou la sortie qu’elle peut devenir, et le nombre de lignes de chaque statut.',
      query: bankLinesQuerySchema,
      answer: json<Paged<BankLineDto> & { counts: BankLineCounts }>(),
      access: reads('consulter les lignes bancaires'),
      input: sends<{ page: number; page_size?: number; status?: BankLineStatus; q?: string }>(),
    },
    matchBankLine: {
      method: 'PUT',
      summary:
        'Rapproche une ligne reçue à traiter (`line_id` dans la requête) d’une facture validée (`invoice_id`) : un paiement par virement à sa date, avec sa rentrée, jamais au-delà du solde dû.',
      query: bankLineIdSchema,
      body: matchBankLineSchema,
      answer: json<BankLineChanged>(),
      access: works('rapprocher une ligne bancaire'),
      input: sends<LineId & { invoice_id: number }>(),
    },
    unmatchBankLine: {
      method: 'DELETE',
      summary:
        'Annule le rapprochement d’une ligne (`line_id` dans la requête) : supprime le paiement et la rentrée qu’il a créés, la ligne redevient à traiter.',
      query: bankLineIdSchema,
      answer: json<BankLineChanged>(),
      access: works('annuler un rapprochement bancaire'),
      input: sends<LineId>(),
    },
    ignoreBankLine: {
      method: 'PUT',
      summary:
        'Ignore une ligne à traiter (`line_id` dans la requête) : elle ne paie rien et quitte la liste à traiter.',
      query: bankLineIdSchema,
      body: z.object({}),
      answer: json<BankLineChanged>(),
      access: works('ignorer une ligne bancaire'),
      input: sends<LineId>(),
    },
    restoreBankLine: {
      method: 'DELETE',
      summary: 'Remet à traiter une ligne ignorée (`line_id` dans la requête).',
      query: bankLineIdSchema,
      answer: json<BankLineChanged>(),
      access: works('remettre à traiter une ligne bancaire'),
      input: sends<LineId>(),
    },
  },
  {
    listBankLines: '/lines',
    matchBankLine: '/lines/match',
    unmatchBankLine: '/lines/match',
    ignoreBankLine: '/lines/ignore',
    restoreBankLine: '/lines/ignore',
  },
);
