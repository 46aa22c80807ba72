import { rangeSchema } from '@app/shared/date-range';
import {
  saleFieldsSchema,
  saleIdSchema,
  salesPageSchema,
  updateSaleSchema,
  MSG_SALE_CREATED,
  MSG_SALE_DELETED,
  MSG_SALE_UPDATED,
} from '@app/shared/sales';
import { Router } from 'express';
import type { AppContext } from '../../app-context.js';
import {
  byId,
  byIdWithInput,
  createdRoute,
  fileRoute,
  messageRoute,
  route,
  savedRoute,
  withInput,
} from '../../http/route.js';
import { listedAs, pagedListRoute } from '../../http/paged-route.js';
import { activePlanRouter } from '../auth/guards.js';
import { sendPdf } from '../documents/document-organization.js';
import { getSale, listSales } from './sale-details.js';
import { pageSales } from './sale-list.js';
import { salePdf } from './sale-pdf.js';
import { createSale, deleteSale, updateSale } from './sales.service.js';

/** Spec part 2 §7 "Sales". */
export function salesRoutes(ctx: AppContext): Router {
  const router = activePlanRouter(ctx);

  // The spec's {startDate, endDate} body answers the whole period; ?page=… answers one page.
  router.post(
    '/getSales',
    pagedListRoute(ctx.db, rangeSchema, salesPageSchema, {
      full: listedAs('sales', listSales),
      page: pageSales,
    }),
  );

  router.get(
    '/getSaleDetails',
    route(saleIdSchema, async ({ sale_id }, { organizationId }) => ({
      sale: await getSale(ctx.db, organizationId, sale_id),
    })),
  );

  router.post(
    '/createSale',
    createdRoute(saleFieldsSchema, MSG_SALE_CREATED, 'sale', withInput(ctx.db, createSale)),
  );

  router.put(
    '/updateSale',
    savedRoute(
      updateSaleSchema,
      MSG_SALE_UPDATED,
      'sale',
      byIdWithInput(ctx.db, 'sale_id', updateSale),
    ),
  );

  router.get('/getSalePdf', fileRoute(saleIdSchema, byId(ctx.db, 'sale_id', salePdf), sendPdf));

  // ?sale_id= as the spec sends it; a JSON body { sale_id } is read too.
  router.delete(
    '/deleteSale',
    messageRoute(saleIdSchema, MSG_SALE_DELETED, byId(ctx.db, 'sale_id', deleteSale)),
  );

  return router;
}
