import { requiredId as requiredIdSchema } from '@app/shared/form-values';
import {
  addPaymentSchema,
  createCreditNoteSchema,
  MSG_CREDIT_NOTE_ID_MISSING,
  MSG_INVOICE_ID_MISSING,
  MSG_INVOICE_SOURCE_MISSING,
  MSG_PAYMENT_ID_MISSING,
  type InvoiceListResponse,
} from '@app/shared/invoices';
import { z } from 'zod';
import { Router } from 'express';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../errors/app-error.js';
import { MSG_FOREIGN_ORIGIN } from '../../http/origin-check.js';
import { bodyFields, optionalId, requiredId } from '../../http/form-fields.js';
import { organizationId, requireActivePlan } from '../auth/guards.js';
import { sendPdf } from '../documents/document-organization.js';
import {
  createCreditNote,
  creditNotePdf,
  MSG_CREDIT_NOTE_CREATED,
} from './credit-notes.service.js';
import { balanceFields, type InvoiceBalance } from './invoice-balances.js';
import {
  addPayment,
  deletePayment,
  MSG_PAYMENT_ADDED,
  MSG_PAYMENT_DELETED,
} from './payments.service.js';
import {
  createInvoiceFromQuote,
  createInvoiceFromSale,
  MSG_INVOICE_CREATED,
  MSG_INVOICE_REFRESHED,
} from './invoice-creation.js';
import { getInvoiceDetails, listInvoices } from './invoice-queries.js';
import { invoicePdf, MSG_INVOICE_VALIDATED, validateInvoice } from './invoices.service.js';

const invoiceIdQuery = z.object({ invoice_id: requiredIdSchema(MSG_INVOICE_ID_MISSING) });
const creditNoteIdQuery = z.object({
  credit_note_id: requiredIdSchema(MSG_CREDIT_NOTE_ID_MISSING),
});
const paymentIdQuery = z.object({ payment_id: requiredIdSchema(MSG_PAYMENT_ID_MISSING) });

/** The balance fields of an invoice, as its list item answers them. */
const balanceBody = (balance: InvoiceBalance) => ({
  invoice_id: balance.invoiceId,
  ...balanceFields(balance),
});

/** Spec part 2 §7 "Invoices", with credit notes and payments (issue #13). */
export function invoicesRoutes(ctx: AppContext): Router {
  const router = Router();
  router.use(requireActivePlan(ctx));

  router.post('/createInvoice', async (req, res) => {
    const quoteId = optionalId(req.query.quote_id, MSG_INVOICE_SOURCE_MISSING);
    const saleId = optionalId(req.query.sale_id, MSG_INVOICE_SOURCE_MISSING);
    if ((quoteId === undefined) === (saleId === undefined)) {
      throw new AppError('BAD_REQUEST', MSG_INVOICE_SOURCE_MISSING);
    }
    const { refreshed, ...invoice } =
      quoteId !== undefined
        ? await createInvoiceFromQuote(ctx.db, organizationId(req), quoteId)
        : await createInvoiceFromSale(ctx.db, organizationId(req), saleId!);
    if (refreshed) res.json({ message: MSG_INVOICE_REFRESHED, invoice });
    else res.status(201).json({ message: MSG_INVOICE_CREATED, invoice });
  });

  router.get('/getInvoicePdf', async (req, res) => {
    const id = requiredId(req.query.invoice_id, MSG_INVOICE_ID_MISSING);
    const { bytes, fileName } = await invoicePdf(ctx.db, organizationId(req), id);
    sendPdf(res, fileName, bytes);
  });

  router.get('/getInvoiceList', async (req, res) => {
    const body: InvoiceListResponse = await listInvoices(ctx.db, organizationId(req));
    res.json(body);
  });

  router.get('/getInvoiceDetails', async (req, res) => {
    const { invoice_id } = invoiceIdQuery.parse(req.query);
    res.json(await getInvoiceDetails(ctx.db, organizationId(req), invoice_id));
  });

  router.post('/createCreditNote', async (req, res) => {
    const { invoice_id } = invoiceIdQuery.parse(req.query);
    const input = createCreditNoteSchema.parse(bodyFields(req.body));
    const creditNote = await createCreditNote(ctx.db, organizationId(req), invoice_id, input);
    res.status(201).json({
      message: MSG_CREDIT_NOTE_CREATED,
      credit_note: {
        credit_note_id: creditNote.credit_note_id,
        formatted_credit_note_id: creditNote.formatted_credit_note_id,
        total_amount: creditNote.total_amount,
      },
    });
  });

  router.get('/getCreditNotePdf', async (req, res) => {
    const { credit_note_id } = creditNoteIdQuery.parse(req.query);
    const { bytes, fileName } = await creditNotePdf(ctx.db, organizationId(req), credit_note_id);
    sendPdf(res, fileName, bytes);
  });

  router.post('/addPayment', async (req, res) => {
    const { invoice_id } = invoiceIdQuery.parse(req.query);
    const input = addPaymentSchema.parse(bodyFields(req.body));
    const { payment, balance } = await addPayment(ctx.db, organizationId(req), invoice_id, input);
    res.status(201).json({ message: MSG_PAYMENT_ADDED, payment, invoice: balanceBody(balance) });
  });

  router.delete('/deletePayment', async (req, res) => {
    const { payment_id } = paymentIdQuery.parse(req.query);
    const { balance } = await deletePayment(ctx.db, organizationId(req), payment_id);
    res.json({ message: MSG_PAYMENT_DELETED, invoice: balanceBody(balance) });
  });

  // The spec validates with a GET, which the Origin check does not cover and which a link on
  // another site could trigger: validation is irreversible, so a browser request coming from
  // another site is refused here.
  router.get('/validateInvoice', async (req, res) => {
    const site = req.get('sec-fetch-site');
    if (site === 'cross-site' || site === 'same-site') {
      throw new AppError('UNAUTHENTICATED', MSG_FOREIGN_ORIGIN);
    }
    const id = requiredId(req.query.invoice_id, MSG_INVOICE_ID_MISSING);
    const invoice = await validateInvoice(ctx.db, organizationId(req), id);
    res.json({ message: MSG_INVOICE_VALIDATED, invoice });
  });

  return router;
}
