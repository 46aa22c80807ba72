import { rangeSchema } from '@app/shared/date-range';
import { MSG_SALE_ID_MISSING } from '@app/shared/sales';
import { Router } from 'express';
import type { AppContext } from '../../app-context.js';
import { bodyFields, requiredId } from '../../http/form-fields.js';
import { organizationId, requireActivePlan } from '../auth/guards.js';
import { sendPdf } from '../documents/document-organization.js';
import { salePdf } from './sale-pdf.js';
import {
  createSale,
  deleteSale,
  MSG_SALE_CREATED,
  MSG_SALE_DELETED,
  MSG_SALE_UPDATED,
  parseSaleFields,
  updateSale,
} from './sales.service.js';
import { getSale, listSales } from './sale-details.js';

const saleId = (value: unknown) => requiredId(value, MSG_SALE_ID_MISSING);

/** Spec part 2 §7 "Sales". */
export function salesRoutes(ctx: AppContext): Router {
  const router = Router();
  router.use(requireActivePlan(ctx));

  router.post('/getSales', async (req, res) => {
    const range = rangeSchema.parse(bodyFields(req.body));
    res.json({ sales: await listSales(ctx.db, organizationId(req), range) });
  });

  router.get('/getSaleDetails', async (req, res) => {
    res.json({ sale: await getSale(ctx.db, organizationId(req), saleId(req.query.sale_id)) });
  });

  router.post('/createSale', async (req, res) => {
    const sale = await createSale(
      ctx.db,
      organizationId(req),
      parseSaleFields(bodyFields(req.body)),
    );
    res.status(201).json({ message: MSG_SALE_CREATED, sale });
  });

  router.put('/updateSale', async (req, res) => {
    const body = bodyFields(req.body);
    const id = saleId(body.sale_id);
    const sale = await updateSale(ctx.db, organizationId(req), id, parseSaleFields(body));
    res.json({ message: MSG_SALE_UPDATED, sale });
  });

  router.get('/getSalePdf', async (req, res) => {
    const { bytes, fileName } = await salePdf(
      ctx.db,
      organizationId(req),
      saleId(req.query.sale_id),
    );
    sendPdf(res, fileName, bytes);
  });

  router.delete('/deleteSale', async (req, res) => {
    const id = saleId(req.query.sale_id ?? bodyFields(req.body).sale_id);
    await deleteSale(ctx.db, organizationId(req), id);
    res.json({ message: MSG_SALE_DELETED });
  });

  return router;
}
