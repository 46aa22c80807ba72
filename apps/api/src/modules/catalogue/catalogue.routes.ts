import {
  categoryInputSchema,
  categoryKindSchema,
  subCategoryInputSchema,
  MSG_SERVICE_CREATED,
  MSG_SERVICE_DELETED,
  MSG_SERVICE_UPDATED,
  MSG_PRODUCT_CREATED,
  MSG_PRODUCT_DELETED,
  MSG_PRODUCT_UPDATED,
} from '@app/shared/catalogue';
import { CATEGORIES, PRODUCTS, SERVICES } from '@app/shared/catalogue-endpoints';
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
import { serve } from '../../http/serve.js';
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

/** Spec part 2 §7 "Catalogue": /api/products, registered from their declarations. */
export function productsRoutes(ctx: AppContext): Router {
  const router = activePlanRouter(ctx);
  const upload = singleFileUpload('file');

  // Without `page`, every product (spec); ?page=… answers one page.
  serve(
    router,
    PRODUCTS.listProducts,
    pagedListRoute(ctx.db, noFields, PRODUCTS.listProducts.page.query, {
      full: listedAs('products', listProducts),
      page: pageProducts,
    }),
  );

  serve(
    router,
    PRODUCTS.addProduct,
    upload,
    createdRoute(
      PRODUCTS.addProduct.body,
      MSG_PRODUCT_CREATED,
      'product',
      withInput(ctx.db, createProduct),
    ),
  );

  serve(
    router,
    PRODUCTS.updateProduct,
    upload,
    savedRoute(
      PRODUCTS.updateProduct.body,
      MSG_PRODUCT_UPDATED,
      'product',
      byIdWithInput(ctx.db, 'productId', updateProduct),
    ),
  );

  serve(
    router,
    PRODUCTS.removeProduct,
    messageRoute(
      PRODUCTS.removeProduct.query,
      MSG_PRODUCT_DELETED,
      byId(ctx.db, 'product_id', deleteProduct),
    ),
  );

  // The URL that ProductDto.image gives; shown in <img>, hence inline.
  serve(
    router,
    PRODUCTS.getProductImage,
    fileRoute(
      PRODUCTS.getProductImage.query,
      byId(ctx.db, 'product_id', getProductImage),
      (res, file) => sendStoredFile(res, file, 'inline'),
    ),
  );

  return router;
}

/** /api/services. */
export function servicesRoutes(ctx: AppContext): Router {
  const router = activePlanRouter(ctx);
  // The spec sends services as multipart (without file); JSON works too.
  const upload = fieldsOnlyForm();

  serve(
    router,
    SERVICES.listServices,
    pagedListRoute(ctx.db, noFields, SERVICES.listServices.page.query, {
      full: listedAs('services', listServices),
      page: pageServices,
    }),
  );

  serve(
    router,
    SERVICES.addService,
    upload,
    createdRoute(
      SERVICES.addService.body,
      MSG_SERVICE_CREATED,
      'service',
      withInput(ctx.db, createService),
    ),
  );

  serve(
    router,
    SERVICES.updateService,
    upload,
    savedRoute(
      SERVICES.updateService.body,
      MSG_SERVICE_UPDATED,
      'service',
      byIdWithInput(ctx.db, 'serviceId', updateService),
    ),
  );

  serve(
    router,
    SERVICES.removeService,
    messageRoute(
      SERVICES.removeService.query,
      MSG_SERVICE_DELETED,
      byId(ctx.db, 'service_id', deleteService),
    ),
  );

  return router;
}

/** /api/category: categories and sub-categories, told apart by `type`. */
export function categoryRoutes(ctx: AppContext): Router {
  const router = activePlanRouter(ctx);

  serve(
    router,
    CATEGORIES.getCategoryList,
    route(noFields, (_input, { organizationId }) => listCategories(ctx.db, organizationId)),
  );

  // `type` is read first: it says which of the two schemas the other fields follow (the declared
  // body is both, for the document and the web).
  serve(
    router,
    CATEGORIES.createCategory,
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

  serve(
    router,
    CATEGORIES.updateCategory,
    route(CATEGORIES.updateCategory.body, ({ type, category_id, ...input }, { organizationId }) =>
      updateCategory(ctx.db, organizationId, type, category_id, input),
    ),
  );

  serve(
    router,
    CATEGORIES.deleteCategory,
    route(CATEGORIES.deleteCategory.query, ({ type, category_id }, { organizationId }) =>
      deleteCategory(ctx.db, organizationId, type, category_id),
    ),
  );

  return router;
}
