// Payments and refunds of an issued invoice, under /api/invoice (spec part 2 §7): each answers the
// invoice's new balance. Registered from their declarations (@app/shared/payments-endpoints).
import { PAYMENTS } from '@app/shared/payments-endpoints';
import type { Router } from 'express';
import type { AppContext } from '../../app-context.js';
import { created, fromQuery, route } from '../../http/route.js';
import { serve } from '../../http/serve.js';
import { activePlanRouter } from '../auth/guards.js';
import { balanceFields, type InvoiceBalance } from '../invoices/invoice-balances.js';
import {
  addPayment,
  deletePayment,
  MSG_PAYMENT_ADDED,
  MSG_PAYMENT_DELETED,
} from './payments.service.js';
import { addRefund, MSG_REFUND_ADDED, MSG_REFUND_DELETED } from './refunds.service.js';

/** The balance fields of an invoice, as its list item answers them. */
const balanceBody = (balance: InvoiceBalance) => ({
  invoice_id: balance.invoiceId,
  ...balanceFields(balance),
});

export function paymentsRoutes(ctx: AppContext): Router {
  const router = activePlanRouter(ctx);
  const { addPayment: pay, addRefund: refund, deletePayment: remove } = PAYMENTS;
  serve(
    router,
    pay,
    route(
      fromQuery(pay.query, pay.body),
      async ({ invoice_id, ...input }, { organizationId, userId }) => {
        const { dto: payment, balance } = await addPayment(
          ctx.db,
          organizationId,
          invoice_id,
          input,
          userId,
        );
        return { message: MSG_PAYMENT_ADDED, payment, invoice: balanceBody(balance) };
      },
      created,
    ),
  );

  // What a credit note left owed back to the client, paid back.
  serve(
    router,
    refund,
    route(
      fromQuery(refund.query, refund.body),
      async ({ invoice_id, ...input }, { organizationId, userId }) => {
        const { dto: refund, balance } = await addRefund(
          ctx.db,
          organizationId,
          invoice_id,
          input,
          userId,
        );
        return { message: MSG_REFUND_ADDED, refund, invoice: balanceBody(balance) };
      },
      created,
    ),
  );

  // A payment or a refund: both are rows of the invoice's payments.
  serve(
    router,
    remove,
    route(fromQuery(remove.query), async ({ payment_id }, { organizationId, userId }) => {
      const { kind, balance } = await deletePayment(ctx.db, organizationId, payment_id, userId);
      const message = kind === 'refund' ? MSG_REFUND_DELETED : MSG_PAYMENT_DELETED;
      return { message, invoice: balanceBody(balance) };
    }),
  );
  return router;
}
