// The bank lines of issue #31 as the API answers them and the web shows them: their statuses,
// what a line to review is offered (invoices it may pay, or a Sortie prefilled from it), and the
// queries and bodies of the review endpoints with their French messages.
import { z } from 'zod';
import { formValue, requiredId } from './form-values.js';
import { pagedQuery, type PageQuery } from './paged-list.js';

export const BANK_LINE_STATUSES = ['unmatched', 'matched', 'ignored'] as const;
export type BankLineStatus = (typeof BANK_LINE_STATUSES)[number];

/** Why a line needs a look although it names an invoice. */
export const BANK_LINE_FLAGS = ['overpaid', 'already_paid', 'credit_note'] as const;
export type BankLineFlag = (typeof BANK_LINE_FLAGS)[number];

/** How many suggestions a line to review is offered, at most. */
export const BANK_SUGGESTIONS_MAX = 3;

export const MSG_BANK_LINE_ID_MISSING = 'ID de la ligne bancaire non spécifié.';
export const MSG_BANK_LINE_NOT_FOUND = 'Ligne bancaire introuvable.';
export const MSG_BANK_STATUS_INVALID =
  'Statut invalide : choisissez unmatched (à traiter), matched (rapprochées) ou ignored (ignorées).';
export const MSG_BANK_INVOICE_ID_MISSING = 'Veuillez choisir la facture que ce virement paie.';
/** A line already matched or ignored cannot be matched or ignored again: undo it first. */
export const MSG_BANK_LINE_NOT_UNMATCHED =
  'Cette ligne n’est plus à traiter : annulez d’abord son rapprochement ou remettez-la à traiter.';
export const MSG_BANK_LINE_NOT_MATCHED = 'Cette ligne n’est rapprochée d’aucun paiement.';
export const MSG_BANK_LINE_NOT_IGNORED = 'Cette ligne n’est pas ignorée.';
/** Only a credit (money received) can pay an invoice. */
export const MSG_BANK_LINE_NOT_CREDIT =
  'Seul un montant reçu peut payer une facture : ajoutez une sortie pour une dépense.';

/** `?line_id=N` of every review endpoint. */
export const bankLineIdSchema = z.object({ line_id: requiredId(MSG_BANK_LINE_ID_MISSING) });

/** PUT /api/bank/lines/match's body: the validated invoice the credit line pays. */
export const matchBankLineSchema = z.object({
  invoice_id: requiredId(MSG_BANK_INVOICE_ID_MISSING),
});

export const BANK_LINE_SORTS = ['booking_date', 'amount'] as const;
export type BankLineSort = (typeof BANK_LINE_SORTS)[number];

/**
 * GET /api/bank/lines: a page of the lines of one status (`unmatched` unless said), newest
 * booking first unless sorted; `q` is searched in the counterparty's name, the communication and
 * the reference; `from`/`until` bound the booking date.
 */
export const bankLinesQuerySchema = z.intersection(
  pagedQuery(BANK_LINE_SORTS, 'booking_date'),
  z.object({
    status: z
      .preprocess(
        formValue,
        z.enum(BANK_LINE_STATUSES, { error: MSG_BANK_STATUS_INVALID }).optional(),
      )
      .transform((status) => status ?? 'unmatched'),
  }),
);
export type BankLinesQuery = PageQuery<BankLineSort> & { status: BankLineStatus };

/** An open invoice whose amount due equals a credit line to review. */
export interface BankLineSuggestion {
  invoice_id: number;
  /** The invoice's number (validated invoices always have one). */
  invoice_number: string;
  client_id: number;
  client_name: string;
  amount_due: number;
  /** YYYY-MM-DD; null when the invoice has no due date. */
  due_date: string | null;
  /**
   * The counterparty's name or IBAN is the client's: the page confirms these together
   * ("Confirmer les correspondances exactes"). Only the best suggestion of a line may be exact.
   */
  exact: boolean;
}

/** The Sortie a debit line to review is offered as (the receipt is still asked for). */
export interface BankExpenseDraft {
  product_name: string;
  /** Euros, positive. */
  price: number;
  /** YYYY-MM-DD: the booking date. */
  recorded_date: string;
  payment_method: 'Virement';
}

export interface BankLineDto {
  line_id: number;
  statement_id: number;
  booking_date: string;
  value_date: string;
  /** Euros, signed: a credit (received) is positive, a debit negative. */
  amount: number;
  /** Printable: `+++ddd/dddd/ddddd+++` or an RF reference; null without one. */
  structured_reference: string | null;
  free_text: string | null;
  counterparty_name: string | null;
  counterparty_iban: string | null;
  status: BankLineStatus;
  flag: BankLineFlag | null;
  /** The invoice the line paid or names (flagged lines name one without paying it). */
  invoice: { invoice_id: number; invoice_number: string; client_name: string } | null;
  /** The payment the line became, when matched to an invoice. */
  payment_id: number | null;
  /** The Sortie a debit line became (added from its draft), when matched to one. */
  expense_id: number | null;
  /** Unmatched credit lines: at most BANK_SUGGESTIONS_MAX, best first. Otherwise empty. */
  suggestions: BankLineSuggestion[];
  /** Unmatched debit lines: the Sortie to add. Otherwise null. */
  expense_draft: BankExpenseDraft | null;
}

/** How many lines of each status the organization has (the page's filter shows them). */
export type BankLineCounts = Record<BankLineStatus, number>;

/** What a line's match, undo, ignore or restore answers: the line as it is now. */
export interface BankLineChanged {
  message: string;
  line: BankLineDto;
}

export const MSG_BANK_LINE_MATCHED = 'Paiement enregistré depuis la ligne bancaire.';
export const MSG_BANK_LINE_UNMATCHED = 'Rapprochement annulé : le paiement a été supprimé.';
export const MSG_BANK_LINE_IGNORED = 'Ligne ignorée.';
export const MSG_BANK_LINE_RESTORED = 'Ligne remise à traiter.';
