import { MSG_INVOICE_VALIDATED } from '@app/shared/invoices';
import { INVOICES } from '@app/shared/invoices-endpoints';
import { Router } from 'express';
import type { AppContext } from '../../app-context.js';
import { appRequestOnly } from '../../http/origin-check.js';
import { pagedListRoute } from '../../http/paged-route.js';
import {
  byId,
  fileRoute,
  fromQuery,
  noFields,
  route,
  savedRoute,
  type FileSender,
  type RowUseCase,
} from '../../http/route.js';
import { serve } from '../../http/serve.js';
import { activePlanRouter } from '../auth/guards.js';
import { documentEmailRoutes } from '../documents/emailed-document.js';
import { sendPdf } from '../documents/document-organization.js';
import { invoiceCii, invoiceUbl, sendXml } from './einvoices.service.js';
import {
  createInvoiceFromQuote,
  createInvoiceFromSale,
  MSG_INVOICE_CREATED,
  MSG_INVOICE_REFRESHED,
} from './invoice-creation.js';
import { INVOICE_EMAIL } from './invoice-email.js';
import { pageInvoices } from './invoice-list.js';
import { getInvoiceDetails, listInvoices } from './invoice-queries.js';
import { invoicePdf, validateInvoice } from './invoices.service.js';
import { invoiceHistory } from '../history/document-history.js';

/**
 * Spec part 2 §7 "Invoices": the invoices themselves, registered from their declarations
 * (@app/shared/invoices-endpoints). Credit notes (credit-notes.routes.ts) and payments
 * (payments.routes.ts) answer under the same /api/invoice path (app.ts).
 */
export function invoicesRoutes(ctx: AppContext): Router {
  const router = activePlanRouter(ctx);
  invoiceRoutes(router, ctx);
  downloadRoutes(router, ctx);
  // "Envoyer par e-mail", for a validated invoice.
  documentEmailRoutes(router, ctx, INVOICE_EMAIL, {
    key: 'invoice_id',
    draft: INVOICES.getInvoiceEmailDraft,
    send: INVOICES.sendInvoiceEmail,
  });
  return router;
}

/** Making, reading and validating invoices. */
function invoiceRoutes(router: Router, ctx: AppContext) {
  serve(
    router,
    INVOICES.createInvoice,
    route(
      fromQuery(INVOICES.createInvoice.query),
      async (source, { res, organizationId, userId }) => {
        const { refreshed, ...invoice } =
          'quote_id' in source
            ? await createInvoiceFromQuote(ctx.db, organizationId, source.quote_id, userId)
            : await createInvoiceFromSale(ctx.db, organizationId, source.sale_id, userId);
        // A pending invoice made anew from its quote is not a creation: 200, not 201.
        res
          .status(refreshed ? 200 : 201)
          .json({ message: refreshed ? MSG_INVOICE_REFRESHED : MSG_INVOICE_CREATED, invoice });
        return undefined;
      },
    ),
  );

  serve(
    router,
    INVOICES.getInvoiceHistory,
    route(INVOICES.getInvoiceHistory.query, byId(ctx.db, 'invoice_id', invoiceHistory)),
  );

  // Without `page`, every invoice and credit note (spec); ?page=… answers one page.
  serve(
    router,
    INVOICES.getInvoiceList,
    pagedListRoute(ctx.db, noFields, INVOICES.getInvoiceList.page.query, {
      full: listInvoices,
      page: pageInvoices,
    }),
  );

  serve(
    router,
    INVOICES.getInvoiceDetails,
    route(INVOICES.getInvoiceDetails.query, byId(ctx.db, 'invoice_id', getInvoiceDetails)),
  );

  serve(
    router,
    INVOICES.validateInvoice,
    // A GET in the spec that cannot be undone: only the app may send it.
    appRequestOnly,
    savedRoute(
      INVOICES.validateInvoice.query,
      MSG_INVOICE_VALIDATED,
      'invoice',
      byId(ctx.db, 'invoice_id', validateInvoice),
    ),
  );
}

/** The PDF and the e-invoices: Peppol UBL, and CII for Factur-X. */
function downloadRoutes(router: Router, ctx: AppContext) {
  const invoiceFile = <File>(produce: RowUseCase<File>, send: FileSender<File>) =>
    fileRoute(INVOICES.getInvoicePdf.query, byId(ctx.db, 'invoice_id', produce), send);

  serve(router, INVOICES.getInvoicePdf, invoiceFile(invoicePdf, sendPdf));
  serve(router, INVOICES.getInvoiceUbl, invoiceFile(invoiceUbl, sendXml));
  serve(router, INVOICES.getInvoiceCii, invoiceFile(invoiceCii, sendXml));
}
