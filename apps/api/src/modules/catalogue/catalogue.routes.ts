import {
  categoryInputSchema,
  categoryKindSchema,
  deleteCategoryQuerySchema,
  productIdQuerySchema,
  productInputSchema,
  productsPageSchema,
  serviceIdQuerySchema,
  serviceInputSchema,
  servicesPageSchema,
  subCategoryInputSchema,
  updateCategorySchema,
  updateProductSchema,
  updateServiceSchema,
  MSG_SERVICE_CREATED,
  MSG_SERVICE_DELETED,
  MSG_SERVICE_UPDATED,
  MSG_PRODUCT_CREATED,
  MSG_PRODUCT_DELETED,
  MSG_PRODUCT_UPDATED,
} from '@app/shared/catalogue';
import { Router } from 'express';
import type { AppContext } from '../../app-context.js';
import {
  byId,
  byIdWithInput,
  created,
  createdRoute,
  fileRoute,
  messageRoute,
  noFields,
  requestFields,
  route,
  savedRoute,
  withInput,
} from '../../http/route.js';
import { listedAs, pagedListRoute } from '../../http/paged-route.js';
import { activePlanRouter } from '../auth/guards.js';
import { sendStoredFile } from '../files/stored-files.js';
import { fieldsOnlyForm, singleFileUpload } from '../files/upload.js';
import { pageProducts, pageServices } from './catalogue-list.js';
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
  updateProduct,
} from './products.service.js';
import { createService, deleteService, listServices, updateService } from './services.service.js';

/** Spec part 2 §7 "Catalogue": /api/products. */
export function productsRoutes(ctx: AppContext): Router {
  const router = activePlanRouter(ctx);
  const upload = singleFileUpload('file');

  // Without `page`, every product (spec); ?page=… answers one page.
  router.get(
    '/list',
    pagedListRoute(ctx.db, noFields, productsPageSchema, {
      full: listedAs('products', listProducts),
      page: pageProducts,
    }),
  );

  router.post(
    '/addProduct',
    upload,
    createdRoute(
      productInputSchema,
      MSG_PRODUCT_CREATED,
      'product',
      withInput(ctx.db, createProduct),
    ),
  );

  router.post(
    '/updateProduct',
    upload,
    savedRoute(
      updateProductSchema,
      MSG_PRODUCT_UPDATED,
      'product',
      byIdWithInput(ctx.db, 'productId', updateProduct),
    ),
  );

  router.delete(
    '/removeProduct',
    messageRoute(
      productIdQuerySchema,
      MSG_PRODUCT_DELETED,
      byId(ctx.db, 'product_id', deleteProduct),
    ),
  );

  // The URL that ProductDto.image gives; shown in <img>, hence inline.
  router.get(
    '/getProductImage',
    fileRoute(productIdQuerySchema, byId(ctx.db, 'product_id', getProductImage), (res, file) =>
      sendStoredFile(res, file, 'inline'),
    ),
  );

  return router;
}

/** /api/services. */
export function servicesRoutes(ctx: AppContext): Router {
  const router = activePlanRouter(ctx);
  // The spec sends services as multipart (without file); JSON works too.
  const upload = fieldsOnlyForm();

  router.get(
    '/list',
    pagedListRoute(ctx.db, noFields, servicesPageSchema, {
      full: listedAs('services', listServices),
      page: pageServices,
    }),
  );

  router.post(
    '/addService',
    upload,
    createdRoute(
      serviceInputSchema,
      MSG_SERVICE_CREATED,
      'service',
      withInput(ctx.db, createService),
    ),
  );

  router.post(
    '/updateService',
    upload,
    savedRoute(
      updateServiceSchema,
      MSG_SERVICE_UPDATED,
      'service',
      byIdWithInput(ctx.db, 'serviceId', updateService),
    ),
  );

  router.delete(
    '/removeService',
    messageRoute(
      serviceIdQuerySchema,
      MSG_SERVICE_DELETED,
      byId(ctx.db, 'service_id', deleteService),
    ),
  );

  return router;
}

/** /api/category: categories and sub-categories, told apart by `type`. */
export function categoryRoutes(ctx: AppContext): Router {
  const router = activePlanRouter(ctx);

  router.get(
    '/getCategoryList',
    route(noFields, (_input, { organizationId }) => listCategories(ctx.db, organizationId)),
  );

  router.post(
    '/createCategory',
    route(
      categoryKindSchema,
      ({ type }, { req, organizationId }) =>
        type === 'category'
          ? createCategory(ctx.db, organizationId, categoryInputSchema.parse(requestFields(req)))
          : createSubCategory(
              ctx.db,
              organizationId,
              subCategoryInputSchema.parse(requestFields(req)),
            ),
      created,
    ),
  );

  router.put(
    '/updateCategory',
    route(updateCategorySchema, ({ type, category_id, ...input }, { organizationId }) =>
      updateCategory(ctx.db, organizationId, type, category_id, input),
    ),
  );

  router.delete(
    '/deleteCategory',
    route(deleteCategoryQuerySchema, ({ type, category_id }, { organizationId }) =>
      deleteCategory(ctx.db, organizationId, type, category_id),
    ),
  );

  return router;
}
