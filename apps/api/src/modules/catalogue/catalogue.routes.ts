import { Router } from 'express';
import type { AppContext } from '../../app-context.js';
import { bodyFields } from '../../http/form-fields.js';
import { organizationId, requireActivePlan } from '../auth/guards.js';
import { sendStoredFile } from '../files/stored-files.js';
import { fieldsOnlyForm, singleFileUpload } from '../files/upload.js';
import {
  createCategory,
  deleteCategory,
  listCategories,
  parseCategoryFields,
  parseCategoryId,
  parseCategoryType,
  updateCategory,
} from './categories.service.js';
import {
  createProduct,
  deleteProduct,
  getProductImage,
  listProducts,
  MSG_PRODUCT_CREATED,
  MSG_PRODUCT_DELETED,
  MSG_PRODUCT_UPDATED,
  parseProductFields,
  parseProductId,
  updateProduct,
} from './products.service.js';
import {
  createService,
  deleteService,
  listServices,
  MSG_SERVICE_CREATED,
  MSG_SERVICE_DELETED,
  MSG_SERVICE_UPDATED,
  parseServiceFields,
  parseServiceId,
  updateService,
} from './services.service.js';

/** Spec part 2 §7 "Catalogue": /api/products. */
export function productsRoutes(ctx: AppContext): Router {
  const router = Router();
  router.use(requireActivePlan(ctx));
  const upload = singleFileUpload('file');

  router.get('/list', async (req, res) => {
    res.json({ products: await listProducts(ctx.db, organizationId(req)) });
  });

  router.post('/addProduct', upload, async (req, res) => {
    const fields = parseProductFields(bodyFields(req.body));
    const product = await createProduct(ctx.db, organizationId(req), fields, req.file);
    res.status(201).json({ message: MSG_PRODUCT_CREATED, product });
  });

  router.post('/updateProduct', upload, async (req, res) => {
    const body = bodyFields(req.body);
    const id = parseProductId(body.productId ?? body.product_id);
    const fields = parseProductFields(body);
    const product = await updateProduct(ctx.db, organizationId(req), id, fields, req.file);
    res.json({ message: MSG_PRODUCT_UPDATED, product });
  });

  router.delete('/removeProduct', async (req, res) => {
    const id = parseProductId(req.query.product_id);
    await deleteProduct(ctx.db, organizationId(req), id);
    res.json({ message: MSG_PRODUCT_DELETED });
  });

  router.get('/getProductImage', async (req, res) => {
    const id = parseProductId(req.query.product_id);
    sendStoredFile(res, await getProductImage(ctx.db, organizationId(req), id), 'inline');
  });

  return router;
}

/** /api/services. */
export function servicesRoutes(ctx: AppContext): Router {
  const router = Router();
  router.use(requireActivePlan(ctx));
  // The spec sends services as multipart (without file); JSON works too.
  const upload = fieldsOnlyForm();

  router.get('/list', async (req, res) => {
    res.json({ services: await listServices(ctx.db, organizationId(req)) });
  });

  router.post('/addService', upload, async (req, res) => {
    const fields = parseServiceFields(bodyFields(req.body));
    const service = await createService(ctx.db, organizationId(req), fields);
    res.status(201).json({ message: MSG_SERVICE_CREATED, service });
  });

  router.post('/updateService', upload, async (req, res) => {
    const body = bodyFields(req.body);
    const id = parseServiceId(body.serviceId ?? body.service_id);
    const service = await updateService(ctx.db, organizationId(req), id, parseServiceFields(body));
    res.json({ message: MSG_SERVICE_UPDATED, service });
  });

  router.delete('/removeService', async (req, res) => {
    const id = parseServiceId(req.query.service_id);
    await deleteService(ctx.db, organizationId(req), id);
    res.json({ message: MSG_SERVICE_DELETED });
  });

  return router;
}

/** /api/category: categories and sub-categories, told apart by `type`. */
export function categoryRoutes(ctx: AppContext): Router {
  const router = Router();
  router.use(requireActivePlan(ctx));

  router.get('/getCategoryList', async (req, res) => {
    res.json(await listCategories(ctx.db, organizationId(req)));
  });

  router.post('/createCategory', async (req, res) => {
    const body = bodyFields(req.body);
    const type = parseCategoryType(body.type);
    const fields = parseCategoryFields(body, type);
    res.status(201).json(await createCategory(ctx.db, organizationId(req), type, fields));
  });

  router.put('/updateCategory', async (req, res) => {
    const body = bodyFields(req.body);
    const type = parseCategoryType(body.type);
    const id = parseCategoryId(body, type);
    const fields = parseCategoryFields(body, type);
    res.json(await updateCategory(ctx.db, organizationId(req), type, id, fields));
  });

  router.delete('/deleteCategory', async (req, res) => {
    const type = parseCategoryType(req.query.type);
    const id = parseCategoryId({ category_id: req.query.category_id }, type);
    res.json(await deleteCategory(ctx.db, organizationId(req), type, id));
  });

  return router;
}
