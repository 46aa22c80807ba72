import type { BankLineChanged, BankLineDto } from '@app/shared/bank';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { AREA_KEYS } from '../../api/query-client';
import { useAreaMutation, useInvalidate } from '../../hooks/useAreaMutation';
import {
  BANK_KEY,
  ignoreBankLine,
  matchBankLine,
  restoreBankLine,
  unmatchBankLine,
} from './bank.api';

/**
 * What a line's change touches: the lines and their counts, the invoice paid or no longer paid
 * (its page, the list), and the accounting (a payment books a Rentrée).
 */
const CHANGED = [BANK_KEY, AREA_KEYS.invoices, AREA_KEYS.accounting] as const;

type Change = { lineId: number; invoiceId?: number };

const CALLS = {
  match: ({ lineId, invoiceId }: Change) => matchBankLine(lineId, invoiceId ?? 0),
  unmatch: ({ lineId }: Change) => unmatchBankLine(lineId),
  ignore: ({ lineId }: Change) => ignoreBankLine(lineId),
  restore: ({ lineId }: Change) => restoreBankLine(lineId),
};

export type BankAction = keyof typeof CALLS;

/** One change of one line at a time: its toast, the queries read again, the line under way. */
export function useBankLineChange() {
  const mutation = useAreaMutation(
    async ({ action, ...change }: Change & { action: BankAction }) => CALLS[action](change),
    CHANGED,
  );
  const run = async (action: BankAction, change: Change) => {
    const result: BankLineChanged | undefined = await mutation
      .mutateAsync({ action, ...change })
      .catch(() => undefined);
    if (result) toast.success(result.message);
    return result;
  };
  const pending = mutation.isPending ? mutation.variables : undefined;
  return { run, pending };
}

/** The lines of `lines` whose best suggestion is exact, with that suggestion's invoice. */
export function exactMatches(lines: readonly BankLineDto[]) {
  return lines.flatMap((line) => {
    const best = line.suggestions[0];
    return line.status === 'unmatched' && best?.exact ? [{ line, invoiceId: best.invoice_id }] : [];
  });
}

export interface BulkProgress {
  done: number;
  total: number;
  /** Said once finished: every line confirmed, or where it stopped. */
  report?: string;
  failed?: boolean;
}

/**
 * « Confirmer les correspondances exactes »: one PUT after the other, the progress on screen; the
 * first refusal stops the run (the fetch helper toasts why) and the report names that line.
 */
export function useBulkConfirm() {
  const [progress, setProgress] = useState<BulkProgress | null>(null);
  const invalidate = useInvalidate();
  const running = progress !== null && progress.report === undefined;

  const confirmAll = async (lines: readonly BankLineDto[]) => {
    const matches = exactMatches(lines);
    if (running || matches.length === 0) return;
    let done = 0;
    setProgress({ done, total: matches.length });
    try {
      for (const { line, invoiceId } of matches) {
        const answer = await matchBankLine(line.line_id, invoiceId).catch(() => undefined);
        if (!answer) {
          const name = line.suggestions[0]?.invoice_number ?? '';
          setProgress({
            done,
            total: matches.length,
            failed: true,
            report: `Arrêt sur la facture ${name} : ${done} correspondance(s) confirmée(s) sur ${matches.length}.`,
          });
          return;
        }
        done += 1;
        setProgress({ done, total: matches.length });
      }
      setProgress({
        done,
        total: matches.length,
        report: `${done} correspondance(s) confirmée(s).`,
      });
    } finally {
      if (done > 0) invalidate(...CHANGED);
    }
  };

  return { progress, running, confirmAll };
}
