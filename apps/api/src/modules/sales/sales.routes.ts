import { MSG_SALE_CREATED, MSG_SALE_DELETED, MSG_SALE_UPDATED } from '@app/shared/sales';
import { SALES } from '@app/shared/sales-endpoints';
import { Router } from 'express';
import type { AppContext } from '../../app-context.js';
import {
  byId,
  createdRoute,
  fileRoute,
  messageRoute,
  route,
  savedRoute,
} from '../../http/route.js';
import { listedAs, pagedListRoute } from '../../http/paged-route.js';
import { serve } from '../../http/serve.js';
import { activePlanRouter } from '../auth/guards.js';
import { saleHistory } from '../history/document-history.js';
import { sendPdf } from '../documents/document-organization.js';
import { getSale, listSales } from './sale-details.js';
import { pageSales } from './sale-list.js';
import { salePdf } from './sale-pdf.js';
import { createSale, deleteSale, updateSale } from './sales.service.js';

/** Spec part 2 §7 "Sales", registered from their declarations (@app/shared/sales-endpoints). */
export function salesRoutes(ctx: AppContext): Router {
  const router = activePlanRouter(ctx);

  // The spec's {startDate, endDate} body answers the whole period; ?page=… answers one page.
  serve(
    router,
    SALES.getSales,
    pagedListRoute(ctx.db, SALES.getSales.body, SALES.getSales.page.query, {
      full: listedAs('sales', listSales),
      page: pageSales,
    }),
  );

  serve(
    router,
    SALES.getSaleDetails,
    route(SALES.getSaleDetails.query, async ({ sale_id }, { organizationId }) => ({
      sale: await getSale(ctx.db, organizationId, sale_id),
    })),
  );

  serve(
    router,
    SALES.createSale,
    createdRoute(SALES.createSale.body, MSG_SALE_CREATED, 'sale', (fields, context) =>
      createSale(ctx.db, context.organizationId, fields, context.userId),
    ),
  );

  serve(
    router,
    SALES.updateSale,
    savedRoute(
      SALES.updateSale.body,
      MSG_SALE_UPDATED,
      'sale',
      ({ sale_id, ...fields }, { organizationId, userId }) =>
        updateSale(ctx.db, organizationId, sale_id, fields, userId),
    ),
  );

  serve(
    router,
    SALES.getSalePdf,
    fileRoute(SALES.getSalePdf.query, byId(ctx.db, 'sale_id', salePdf), sendPdf),
  );

  // ?sale_id= as the spec sends it; a JSON body { sale_id } is read too.
  serve(
    router,
    SALES.deleteSale,
    messageRoute(SALES.deleteSale.query, MSG_SALE_DELETED, byId(ctx.db, 'sale_id', deleteSale)),
  );

  serve(
    router,
    SALES.getSaleHistory,
    route(SALES.getSaleHistory.query, byId(ctx.db, 'sale_id', saleHistory)),
  );

  return router;
}
