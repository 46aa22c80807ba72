import {
  categoryInputSchema,
  categoryTypeSchema,
  deleteCategoryQuerySchema,
  productIdQuerySchema,
  productInputSchema,
  serviceIdQuerySchema,
  serviceInputSchema,
  subCategoryInputSchema,
  updateCategorySchema,
  updateProductSchema,
  updateServiceSchema,
} from '@app/shared/catalogue';
import { Router } from 'express';
import type { AppContext } from '../../app-context.js';
import { bodyFields } from '../../http/form-fields.js';
import { organizationId, requireActivePlan } from '../auth/guards.js';
import { sendStoredFile } from '../files/stored-files.js';
import { fieldsOnlyForm, singleFileUpload } from '../files/upload.js';
import {
  createCategory,
  createSubCategory,
  deleteCategory,
  listCategories,
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
  updateProduct,
} from './products.service.js';
import {
  createService,
  deleteService,
  listServices,
  MSG_SERVICE_CREATED,
  MSG_SERVICE_DELETED,
  MSG_SERVICE_UPDATED,
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
    const input = productInputSchema.parse(bodyFields(req.body));
    const product = await createProduct(ctx.db, organizationId(req), input, req.file);
    res.status(201).json({ message: MSG_PRODUCT_CREATED, product });
  });

  router.post('/updateProduct', upload, async (req, res) => {
    const { productId, ...input } = updateProductSchema.parse(bodyFields(req.body));
    const product = await updateProduct(ctx.db, organizationId(req), productId, input, req.file);
    res.json({ message: MSG_PRODUCT_UPDATED, product });
  });

  router.delete('/removeProduct', async (req, res) => {
    const { product_id } = productIdQuerySchema.parse(req.query);
    await deleteProduct(ctx.db, organizationId(req), product_id);
    res.json({ message: MSG_PRODUCT_DELETED });
  });

  // The URL that ProductDto.image gives; shown in <img>, hence inline.
  router.get('/getProductImage', async (req, res) => {
    const { product_id } = productIdQuerySchema.parse(req.query);
    sendStoredFile(res, await getProductImage(ctx.db, organizationId(req), product_id), 'inline');
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
    const input = serviceInputSchema.parse(bodyFields(req.body));
    const service = await createService(ctx.db, organizationId(req), input);
    res.status(201).json({ message: MSG_SERVICE_CREATED, service });
  });

  router.post('/updateService', upload, async (req, res) => {
    const { serviceId, ...input } = updateServiceSchema.parse(bodyFields(req.body));
    const service = await updateService(ctx.db, organizationId(req), serviceId, input);
    res.json({ message: MSG_SERVICE_UPDATED, service });
  });

  router.delete('/removeService', async (req, res) => {
    const { service_id } = serviceIdQuerySchema.parse(req.query);
    await deleteService(ctx.db, organizationId(req), service_id);
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
    const type = categoryTypeSchema.parse(body.type);
    const saved =
      type === 'category'
        ? await createCategory(ctx.db, organizationId(req), categoryInputSchema.parse(body))
        : await createSubCategory(ctx.db, organizationId(req), subCategoryInputSchema.parse(body));
    res.status(201).json(saved);
  });

  router.put('/updateCategory', async (req, res) => {
    const { type, category_id, ...input } = updateCategorySchema.parse(bodyFields(req.body));
    res.json(await updateCategory(ctx.db, organizationId(req), type, category_id, input));
  });

  router.delete('/deleteCategory', async (req, res) => {
    const { type, category_id } = deleteCategoryQuerySchema.parse(req.query);
    res.json(await deleteCategory(ctx.db, organizationId(req), type, category_id));
  });

  return router;
}
