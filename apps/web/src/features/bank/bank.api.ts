import type { BankLineStatus } from '@app/shared/bank';
import { BANK, type ImportedStatement } from '@app/shared/bank-endpoints';
import { isApiFailure, successOf } from '../../api/client';
import { call } from '../../api/endpoints';

// Issue #31: a statement imported, its lines reviewed (declared in @app/shared/bank-endpoints).

/** Every query of the page starts with it: a match, undo, ignore or restore reads them again. */
export const BANK_KEY = ['bank'] as const;

/** An import's answer: the statement's summary, or the API's French refusal (400, 409). */
export type ImportOutcome = { statement: ImportedStatement } | { refused: string };

/**
 * Sends the file as `file`; undefined when the fetch helper already said why (network, 403). A
 * refusal is not toasted: the drop zone shows it, beside the file still chosen.
 */
export async function importStatement(file: File): Promise<ImportOutcome | undefined> {
  const result = await call(BANK.importStatement, { file }, { shownAtField: () => true });
  if (isApiFailure(result)) {
    return typeof result.message === 'string' ? { refused: result.message } : undefined;
  }
  return result ? { statement: result.statement } : undefined;
}

export interface BankLinesRequest {
  status: BankLineStatus;
  page: number;
  page_size: number;
}

export const getBankLines = async (request: BankLinesRequest, signal?: AbortSignal) =>
  successOf(await call(BANK.listBankLines, request, { signal }));

export const matchBankLine = async (lineId: number, invoiceId: number) =>
  successOf(await call(BANK.matchBankLine, { line_id: lineId, invoice_id: invoiceId }));

export const unmatchBankLine = async (lineId: number) =>
  successOf(await call(BANK.unmatchBankLine, { line_id: lineId }));

export const ignoreBankLine = async (lineId: number) =>
  successOf(await call(BANK.ignoreBankLine, { line_id: lineId }));

export const restoreBankLine = async (lineId: number) =>
  successOf(await call(BANK.restoreBankLine, { line_id: lineId }));
