// The payments' and refunds' endpoints (spec part 2 §7 "Invoices"), under /api/invoice like the
// invoices they settle, declared once for the API, the web and the OpenAPI document
// (contract.ts). Each answers the invoice's new balance.
import type { z } from 'zod';
import { area, json, sends, works } from './contract.js';
import { callsOne, postsOn } from './document-endpoints.js';
import { invoiceIdSchema, type InvoiceListItem } from './invoices.js';
import {
  addPaymentSchema,
  addRefundSchema,
  paymentIdSchema,
  type PaymentDto,
  type RefundDto,
} from './payments.js';

/** What addPayment, addRefund and deletePayment say about the invoice afterwards. */
export type InvoiceBalance = Pick<
  InvoiceListItem,
  | 'invoice_id'
  | 'amount_paid'
  | 'amount_credited'
  | 'amount_refunded'
  | 'amount_due'
  | 'amount_to_refund'
  | 'payment_status'
>;

type Balance = { message: string; invoice: InvoiceBalance };

/**
 * A payment or a refund of an issued invoice (`?invoice_id=N`, the fields of `body`): 201 with
 * what was recorded (`Recorded`) and the invoice's balance.
 */
const recordsOn =
  <Recorded>() =>
  <Body extends z.ZodType>(summary: string, body: Body, action: string) => ({
    ...postsOn(invoiceIdSchema)(summary, body, action),
    answer: json<Balance & Recorded>({ status: 201 }),
    input: sends<{ invoice_id: number } & z.output<Body>>(),
  });

export const PAYMENTS = area('/api/invoice', {
  addPayment: recordsOn<{ payment: PaymentDto }>()(
    'Enregistre un paiement d’une facture validée (`invoice_id` dans la requête), jamais au-delà du solde dû (409 nommant `amount`).',
    addPaymentSchema,
    'enregistrer un paiement',
  ),
  addRefund: recordsOn<{ refund: RefundDto }>()(
    'Rembourse au client ce qu’une note de crédit lui laisse dû (`invoice_id` dans la requête), jamais au-delà (409 nommant `amount`).',
    addRefundSchema,
    'enregistrer un remboursement',
  ),
  deletePayment: callsOne(paymentIdSchema)(
    'Supprime un paiement ou un remboursement (`payment_id` dans la requête), et sa Rentrée ou sa Sortie.',
    json<Balance>(),
    works('supprimer un paiement'),
    'DELETE',
  ),
});
