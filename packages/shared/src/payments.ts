// Payments of an invoice (issue #13 §4): what is paid and due, the request schemas and the
// answers. The API validates its requests with these schemas; the web types its calls with them.
import { z } from 'zod';
import { PAYMENT_METHODS, type PaymentMethod } from './accounting.js';
import { toBusinessDate } from './dates.js';
import { formatEuros } from './format.js';
import { MAX_EUROS, requiredId } from './form-values.js';
import { messageFields } from './message-fields.js';
import type { InvoiceStatus } from './quotes.js';

export const PAYMENT_STATUSES = ['unpaid', 'partial', 'paid', 'overdue'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * paid once nothing is due; overdue when something is due after the due date of an issued
 * invoice; partial when part of it was paid; unpaid otherwise (a pending invoice included).
 */
export function paymentStatus(input: {
  status: InvoiceStatus;
  dueDate: string;
  amountDueCents: number;
  amountPaidCents: number;
  today: string;
}): PaymentStatus {
  if (input.amountDueCents <= 0) return 'paid';
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

/** addPayment?invoice_id=N body; `create_revenue` also records the matching Rentrée. */
export const addPaymentSchema = z.object({
  amount: z
    .number({ error: MSG_PAYMENT_AMOUNT_INVALID })
    .positive(MSG_PAYMENT_AMOUNT_INVALID)
    .max(MAX_EUROS, MSG_PAYMENT_AMOUNT_INVALID)
    .refine(
      (euros) => Math.abs(euros * 100 - Math.round(euros * 100)) < 1e-6,
      MSG_PAYMENT_AMOUNT_INVALID,
    ),
  paid_at: z.unknown().transform((value, ctx) => {
    const day = toBusinessDate(value);
    if (day === undefined) ctx.addIssue({ code: 'custom', message: MSG_PAYMENT_DATE_INVALID });
    return day ?? '';
  }),
  method: z.enum(PAYMENT_METHODS, { error: MSG_PAYMENT_METHOD_INVALID }),
  create_revenue: z.boolean({ error: 'create_revenue doit valoir true ou false.' }).default(false),
});

export type AddPaymentInput = z.output<typeof addPaymentSchema>;

/**
 * The field of the payment form each of addPayment's messages is about (issue #19); an invoice
 * with nothing left to pay is about no field.
 */
export const paymentFieldOfMessage = messageFields(
  {
    amount: [MSG_PAYMENT_AMOUNT_INVALID],
    paid_at: [MSG_PAYMENT_DATE_INVALID],
    method: [MSG_PAYMENT_METHOD_INVALID],
  },
  [[/^Le paiement dépasse le solde dû de la facture \(.+\)\.$/s, 'amount']],
);

export interface PaymentDto {
  payment_id: number;
  amount: number;
  paid_at: string;
  method: PaymentMethod;
  /** The Rentrée recorded with it, if any. */
  revenue_id: number | null;
}
