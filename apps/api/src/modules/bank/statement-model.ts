// What both statement parsers produce, and the helpers they share. Kept apart from statement.ts
// (which picks the parser) so the parsers do not import the module that imports them.
import {
  isValidCreditorReference,
  parseStructuredCommunication,
} from '@app/shared/payment-reference';

export interface StatementLine {
  /** Unique per account: the bank's reference of the movement plus its detail number. */
  bank_ref: string;
  booking_date: string;
  value_date: string;
  /** Signed: a credit is positive, a debit negative. */
  amount_cents: number;
  /** The 12 digits of a Belgian structured communication, or an RF reference without spaces. */
  structured_reference: string | null;
  free_text: string | null;
  counterparty_name: string | null;
  counterparty_iban: string | null;
  end_to_end_id: string | null;
}

export interface BankStatement {
  format: 'coda' | 'camt053';
  account_iban: string;
  currency: string;
  from: string;
  until: string;
  opening_balance_cents: number;
  closing_balance_cents: number;
  lines: StatementLine[];
}

/**
 * A payment reference as the matching compares it: the 12 digits of a Belgian structured
 * communication (with right check digits) or an RF creditor reference in capitals without spaces;
 * null for anything else, which then stays in the free text.
 */
export function normalizedReference(text: string): string | null {
  const digits = parseStructuredCommunication(text);
  if (digits !== null) return digits;
  if (isValidCreditorReference(text)) return text.replace(/\s/g, '').toUpperCase();
  return null;
}

// Whitespace that the collapse below would change: two in a row, or one that is not a plain space.
const COLLAPSIBLE = /\s\s|[^\S ]/;

/** Trimmed text with its inner whitespace runs made one space, or null when there is none. */
export function textOrNull(text: string | undefined): string | null {
  // trim() and \s share one whitespace set, so trimming first gives the same text; most fields
  // (fixed-width, space-padded) have nothing left to collapse once trimmed, which skips the replace.
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') return null;
  return COLLAPSIBLE.test(trimmed) ? trimmed.replace(/\s+/g, ' ') : trimmed;
}
