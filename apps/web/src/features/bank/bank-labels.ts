import type { BankLineDto, BankLineFlag, BankLineStatus } from '@app/shared/bank';
import { formatEurosAmount } from '@app/shared/format';
import type { StatusLook } from '../../components/feedback/StatusBadge';

export const STATUS_LABELS: Record<BankLineStatus, string> = {
  unmatched: 'À traiter',
  matched: 'Rapprochées',
  ignored: 'Ignorées',
};

export const FLAG_LOOKS: Record<BankLineFlag, StatusLook> = {
  overpaid: { label: 'Trop-perçu', tone: 'warning' },
  already_paid: { label: 'Déjà payée', tone: 'danger' },
  credit_note: { label: 'Note de crédit', tone: 'info' },
};

/** '+120,00 €' for money received, '−80,00 €' for money spent. */
export function signedAmount(amount: number): string {
  return `${amount < 0 ? '−' : '+'}${formatEurosAmount(Math.abs(amount))}`;
}

/** The line's communication: its structured reference, else its free text. */
export function communicationOf(line: Pick<BankLineDto, 'structured_reference' | 'free_text'>) {
  return line.structured_reference ?? line.free_text ?? '';
}

/** How a line is named in the buttons' accessible names. */
export function lineName(line: Pick<BankLineDto, 'counterparty_name' | 'amount'>) {
  return `${line.counterparty_name ?? 'contrepartie inconnue'} ${signedAmount(line.amount)}`;
}

export const invoicePath = (invoiceId: number) => `/invoice/${invoiceId}`;
