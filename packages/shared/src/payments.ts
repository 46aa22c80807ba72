// Payments of an invoice: what is paid and due, the request schemas and the
// answers. The API validates its requests with these schemas; the web types its calls with them.
import { z } from 'zod';
import { PAYMENT_METHODS, type PaymentMethod } from './accounting.js';
import { toBusinessDate } from './dates.js';
import { formatEuros } from './format.js';
import { MAX_EUROS, requiredId } from './form-values.js';
import type { InvoiceStatus } from './quotes.js';

export const PAYMENT_STATUSES = ['unpaid', 'partial', 'paid', 'overdue', 'refund_due'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * refund_due when more was paid than the credit notes left to pay (money is owed back to the
 * client); paid once nothing is due; overdue when something is due after the due
 * date of an issued invoice; partial when part of it was paid; unpaid otherwise (a pending
 * invoice included).
 */
export function paymentStatus(input: {
  status: InvoiceStatus;
  dueDate: string;
  amountDueCents: number;
  amountPaidCents: number;
  today: string;
}): PaymentStatus {
  if (input.amountDueCents < 0) return 'refund_due';
  if (input.amountDueCents === 0) return 'paid';
  if (input.status === 'Validated' && input.dueDate < input.today) return 'overdue';
  return input.amountPaidCents > 0 ? 'partial' : 'unpaid';
}

export const MSG_PAYMENT_ID_MISSING = 'ID du paiement non spécifié.';
export const MSG_PAYMENT_NOT_FOUND = 'Paiement introuvable.';
export const MSG_PAYMENT_AMOUNT_INVALID =
  'Le montant du paiement doit être un nombre positif avec au plus 2 décimales.';
export const MSG_PAYMENT_DATE_INVALID = 'Veuillez indiquer une date de paiement valide.';
export const MSG_PAYMENT_METHOD_INVALID =
  'Le moyen de paiement doit être Cash, Carte bancaire ou Virement.';
export const MSG_PAYMENT_PENDING =
  'Validez la facture avant d’enregistrer un paiement : une facture provisoire ne se paie pas.';

/** deletePayment: { payment_id }. */
export const paymentIdSchema = z.object({ payment_id: requiredId(MSG_PAYMENT_ID_MISSING) });

/** The message of a payment larger than what is still due. */
export const paymentTooLargeMessage = (dueCents: number) =>
  dueCents > 0
    ? `Le paiement dépasse le solde dû de la facture (${formatEuros(dueCents)}).`
    : 'Cette facture ne présente plus de solde à payer.';

/** A positive number of euros with at most 2 decimals, `message` otherwise. */
const eurosAmount = (message: string) =>
  z
    .number({ error: message })
    .positive(message)
    .max(MAX_EUROS, message)
    .refine((euros) => Math.abs(euros * 100 - Math.round(euros * 100)) < 1e-6, message);

/** A calendar day (YYYY-MM-DD or an ISO timestamp read in Brussels), `message` otherwise. */
const calendarDay = (message: string) =>
  z.unknown().transform((value, ctx) => {
    const day = toBusinessDate(value);
    if (day === undefined) ctx.addIssue({ code: 'custom', message });
    return day ?? '';
  });

/** addPayment?invoice_id=N body; `create_revenue` also records the matching Rentrée. */
export const addPaymentSchema = z.object({
  amount: eurosAmount(MSG_PAYMENT_AMOUNT_INVALID),
  paid_at: calendarDay(MSG_PAYMENT_DATE_INVALID),
  method: z.enum(PAYMENT_METHODS, { error: MSG_PAYMENT_METHOD_INVALID }),
  create_revenue: z.boolean({ error: 'create_revenue doit valoir true ou false.' }).default(false),
});

export type AddPaymentInput = z.output<typeof addPaymentSchema>;

export interface PaymentDto {
  payment_id: number;
  amount: number;
  paid_at: string;
  method: PaymentMethod;
  /** The Rentrée recorded with it, if any. */
  revenue_id: number | null;
  /** The bank line it was matched from (issue #31); null for a payment recorded by hand. */
  bank_line: PaymentBankLine | null;
}

/** What a payment's page says of the bank line that paid it. */
export interface PaymentBankLine {
  line_id: number;
  /** YYYY-MM-DD. */
  booking_date: string;
  counterparty_name: string | null;
  counterparty_iban: string | null;
}

// Refunds: what a credit note leaves owed back to a client who had paid more.

export const MSG_REFUND_AMOUNT_INVALID =
  'Le montant du remboursement doit être un nombre positif avec au plus 2 décimales.';
export const MSG_REFUND_DATE_INVALID = 'Veuillez indiquer une date de remboursement valide.';
export const MSG_REFUND_PENDING = 'Une facture provisoire n’a rien à rembourser.';

/** The message of a refund larger than what is owed back to the client. */
export const refundTooLargeMessage = (owedCents: number) =>
  owedCents > 0
    ? `Le remboursement dépasse le montant à rembourser au client (${formatEuros(owedCents)}).`
    : 'Cette facture ne présente aucun montant à rembourser.';

/** addRefund?invoice_id=N body; `create_expense` also records the matching Sortie. */
export const addRefundSchema = z.object({
  amount: eurosAmount(MSG_REFUND_AMOUNT_INVALID),
  paid_at: calendarDay(MSG_REFUND_DATE_INVALID),
  method: z.enum(PAYMENT_METHODS, { error: MSG_PAYMENT_METHOD_INVALID }),
  create_expense: z.boolean({ error: 'create_expense doit valoir true ou false.' }).default(false),
});

export type AddRefundInput = z.output<typeof addRefundSchema>;

/** A refund paid back to the client; deleted like a payment (deletePayment?payment_id=N). */
export interface RefundDto {
  payment_id: number;
  amount: number;
  paid_at: string;
  method: PaymentMethod;
  /** The Sortie recorded with it, if any. */
  expense_id: number | null;
}
