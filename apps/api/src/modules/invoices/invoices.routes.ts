import { MSG_INVOICE_ID_MISSING, MSG_INVOICE_SOURCE_MISSING } from '@app/shared/invoices';
import { Router } from 'express';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../errors/app-error.js';
import { MSG_FOREIGN_ORIGIN } from '../../http/origin-check.js';
import { optionalId, requiredId } from '../../http/form-fields.js';
import { organizationId, requireActivePlan } from '../auth/guards.js';
import { sendPdf } from '../documents/document-organization.js';
import {
  createInvoiceFromQuote,
  createInvoiceFromSale,
  invoicePdf,
  listInvoices,
  MSG_INVOICE_CREATED,
  MSG_INVOICE_REFRESHED,
  MSG_INVOICE_VALIDATED,
  validateInvoice,
} from './invoices.service.js';

/** Spec part 2 §7 "Invoices". */
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
    res.json({ invoices: await listInvoices(ctx.db, organizationId(req)) });
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
