import {
  createCreditNoteSchema,
  creditNoteIdSchema,
  invoiceIdSchema,
  invoiceSourceSchema,
  invoicesPageSchema,
  sendCreditNoteEmailSchema,
  sendInvoiceEmailSchema,
  MSG_INVOICE_VALIDATED,
} from '@app/shared/invoices';
import { addPaymentSchema, addRefundSchema, paymentIdSchema } from '@app/shared/payments';
import { Router } from 'express';
import type { AppContext } from '../../app-context.js';
import { appRequestOnly } from '../../http/origin-check.js';
import { pagedListRoute } from '../../http/paged-route.js';
import {
  byId,
  created,
  fileRoute,
  fromQuery,
  noFields,
  route,
  savedRoute,
  type FileSender,
  type RowUseCase,
} from '../../http/route.js';
import { activePlanRouter } from '../auth/guards.js';
import { documentEmailRoutes } from '../documents/emailed-document.js';
import { sendPdf } from '../documents/document-organization.js';
import { creditNoteUbl, invoiceCii, invoiceUbl, sendXml } from './einvoices.service.js';
import {
  createCreditNote,
  creditNotePdf,
  MSG_CREDIT_NOTE_CREATED,
} from '../credit-notes/credit-notes.service.js';
import { balanceFields, type InvoiceBalance } from './invoice-balances.js';
import {
  createInvoiceFromQuote,
  createInvoiceFromSale,
  MSG_INVOICE_CREATED,
  MSG_INVOICE_REFRESHED,
} from './invoice-creation.js';
import { CREDIT_NOTE_EMAIL, INVOICE_EMAIL } from './invoice-email.js';
import { pageInvoices } from './invoice-list.js';
import { getInvoiceDetails, listInvoices } from './invoice-queries.js';
import { invoicePdf, validateInvoice } from './invoices.service.js';
import {
  addPayment,
  deletePayment,
  MSG_PAYMENT_ADDED,
  MSG_PAYMENT_DELETED,
} from '../payments/payments.service.js';
import { addRefund, MSG_REFUND_ADDED, MSG_REFUND_DELETED } from '../payments/refunds.service.js';

/** The balance fields of an invoice, as its list item answers them. */
const balanceBody = (balance: InvoiceBalance) => ({
  invoice_id: balance.invoiceId,
  ...balanceFields(balance),
});

/** Spec part 2 §7 "Invoices", with credit notes and payments (issue #13). */
export function invoicesRoutes(ctx: AppContext): Router {
  const router = activePlanRouter(ctx);
  invoiceRoutes(router, ctx);
  downloadRoutes(router, ctx);
  creditNoteAndPaymentRoutes(router, ctx);
  // "Envoyer par e-mail" (issue #19), for a validated invoice or a credit note.
  documentEmailRoutes(router, ctx, INVOICE_EMAIL, {
    key: 'invoice_id',
    draft: ['/getInvoiceEmailDraft', invoiceIdSchema],
    send: ['/sendInvoiceEmail', sendInvoiceEmailSchema],
  });
  documentEmailRoutes(router, ctx, CREDIT_NOTE_EMAIL, {
    key: 'credit_note_id',
    draft: ['/getCreditNoteEmailDraft', creditNoteIdSchema],
    send: ['/sendCreditNoteEmail', sendCreditNoteEmailSchema],
  });
  return router;
}

/** Making, reading and validating invoices. */
function invoiceRoutes(router: Router, ctx: AppContext) {
  router.post(
    '/createInvoice',
    route(fromQuery(invoiceSourceSchema), async (source, { res, organizationId }) => {
      const { refreshed, ...invoice } =
        'quote_id' in source
          ? await createInvoiceFromQuote(ctx.db, organizationId, source.quote_id)
          : await createInvoiceFromSale(ctx.db, organizationId, source.sale_id);
      // A pending invoice made anew from its quote is not a creation: 200, not 201.
      res
        .status(refreshed ? 200 : 201)
        .json({ message: refreshed ? MSG_INVOICE_REFRESHED : MSG_INVOICE_CREATED, invoice });
      return undefined;
    }),
  );

  // Without `page`, every invoice and credit note (spec); ?page=… answers one page (issue #16).
  router.get(
    '/getInvoiceList',
    pagedListRoute(ctx.db, noFields, invoicesPageSchema, {
      full: listInvoices,
      page: pageInvoices,
    }),
  );

  router.get(
    '/getInvoiceDetails',
    route(invoiceIdSchema, byId(ctx.db, 'invoice_id', getInvoiceDetails)),
  );

  router.get(
    '/validateInvoice',
    // A GET in the spec that cannot be undone: only the app may send it.
    appRequestOnly,
    savedRoute(
      invoiceIdSchema,
      MSG_INVOICE_VALIDATED,
      'invoice',
      byId(ctx.db, 'invoice_id', validateInvoice),
    ),
  );
}

/** PDFs and e-invoices (issue #15): Peppol UBL for invoices and credit notes, CII for Factur-X. */
function downloadRoutes(router: Router, ctx: AppContext) {
  const invoiceFile = <File>(produce: RowUseCase<File>, send: FileSender<File>) =>
    fileRoute(invoiceIdSchema, byId(ctx.db, 'invoice_id', produce), send);
  const creditNoteFile = <File>(produce: RowUseCase<File>, send: FileSender<File>) =>
    fileRoute(creditNoteIdSchema, byId(ctx.db, 'credit_note_id', produce), send);

  router.get('/getInvoicePdf', invoiceFile(invoicePdf, sendPdf));
  router.get('/getInvoiceUbl', invoiceFile(invoiceUbl, sendXml));
  router.get('/getInvoiceCii', invoiceFile(invoiceCii, sendXml));
  router.get('/getCreditNoteUbl', creditNoteFile(creditNoteUbl, sendXml));
  router.get('/getCreditNotePdf', creditNoteFile(creditNotePdf, sendPdf));
}

/** What changes an issued invoice's balance: credit notes, payments and refunds. */
function creditNoteAndPaymentRoutes(router: Router, ctx: AppContext) {
  router.post(
    '/createCreditNote',
    route(
      fromQuery(invoiceIdSchema, createCreditNoteSchema),
      async ({ invoice_id, ...input }, { organizationId, userId }) => {
        const creditNote = await createCreditNote(
          ctx.db,
          organizationId,
          invoice_id,
          input,
          userId,
        );
        return {
          message: MSG_CREDIT_NOTE_CREATED,
          credit_note: {
            credit_note_id: creditNote.credit_note_id,
            formatted_credit_note_id: creditNote.formatted_credit_note_id,
            total_amount: creditNote.total_amount,
          },
        };
      },
      created,
    ),
  );

  router.post(
    '/addPayment',
    route(
      fromQuery(invoiceIdSchema, addPaymentSchema),
      async ({ invoice_id, ...input }, { organizationId, userId }) => {
        const { payment, balance } = await addPayment(
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

  // Issue #27 §6: what a credit note left owed back to the client, paid back.
  router.post(
    '/addRefund',
    route(
      fromQuery(invoiceIdSchema, addRefundSchema),
      async ({ invoice_id, ...input }, { organizationId, userId }) => {
        const { refund, balance } = await addRefund(
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
  router.delete(
    '/deletePayment',
    route(fromQuery(paymentIdSchema), async ({ payment_id }, { organizationId, userId }) => {
      const { kind, balance } = await deletePayment(ctx.db, organizationId, payment_id, userId);
      const message = kind === 'refund' ? MSG_REFUND_DELETED : MSG_PAYMENT_DELETED;
      return { message, invoice: balanceBody(balance) };
    }),
  );
}
