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
import { byId, created, fileRoute, messageRoute, route, savedAnswer } from '../../http/route.js';
import { pagedListRoute } from '../../http/paged-route.js';
import { requireActivePlan } from '../auth/guards.js';
import { sendPdf } from '../documents/document-organization.js';
import { getSale, listSales } from './sale-details.js';
import { pageSales } from './sale-list.js';
import { salePdf } from './sale-pdf.js';
import { createSale, deleteSale, updateSale } from './sales.service.js';

/** Spec part 2 §7 "Sales". */
export function salesRoutes(ctx: AppContext): Router {
  const router = Router();
  router.use(requireActivePlan(ctx));

  // The spec's {startDate, endDate} body answers the whole period; ?page=… answers one page.
  router.post(
    '/getSales',
    pagedListRoute(rangeSchema, salesPageSchema, {
      full: async (range, organizationId) => ({
        sales: await listSales(ctx.db, organizationId, range),
      }),
      page: (query, organizationId) => pageSales(ctx.db, organizationId, query),
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
    route(
      saleFieldsSchema,
      savedAnswer(MSG_SALE_CREATED, 'sale', (fields, { organizationId }) =>
        createSale(ctx.db, organizationId, fields),
      ),
      created,
    ),
  );

  router.put(
    '/updateSale',
    route(
      updateSaleSchema,
      savedAnswer(MSG_SALE_UPDATED, 'sale', ({ sale_id, ...fields }, { organizationId }) =>
        updateSale(ctx.db, organizationId, sale_id, fields),
      ),
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
