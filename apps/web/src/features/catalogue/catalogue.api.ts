import type { CategoryType, ProductDto, ServiceDto } from '@app/shared/catalogue';
import { CATEGORIES, PRODUCTS, SERVICES, type ProductForm } from '@app/shared/catalogue-endpoints';
import { successOf } from '../../api/client';
import { call, callPage } from '../../api/endpoints';
import { formCall } from '../../api/form-request';
import type { PageRequest } from '../../components/lists/usePagedList';

export async function listProducts(signal?: AbortSignal): Promise<ProductDto[] | undefined> {
  return successOf(await call(PRODUCTS.listProducts, {}, { signal }))?.products;
}

export async function listServices(signal?: AbortSignal): Promise<ServiceDto[] | undefined> {
  return successOf(await call(SERVICES.listServices, {}, { signal }))?.services;
}

/** The products' filters (spec part 2 §2): one category and one sub-category at most. */
export interface ProductFilters {
  categoryId: number | null;
  subCategoryId: number | null;
}

/**
 * One page of the products: the spec's call with `page` in its query, filtered,
 * searched and sorted by the server; the quote and sale forms keep the full list.
 */
export async function getProductsPage(
  request: PageRequest,
  filters: ProductFilters,
  signal?: AbortSignal,
) {
  const filtered = {
    ...request,
    ...(filters.categoryId !== null ? { category_id: filters.categoryId } : {}),
    ...(filters.subCategoryId !== null ? { sub_category_id: filters.subCategoryId } : {}),
  };
  return successOf(await callPage(PRODUCTS.listProducts, filtered, { signal }));
}

/** One page of the services, searched and sorted by the server. */
export async function getServicesPage(request: PageRequest, signal?: AbortSignal) {
  return successOf(await callPage(SERVICES.listServices, request, { signal }));
}

export async function listCategories(signal?: AbortSignal) {
  return successOf(await call(CATEGORIES.getCategoryList, {}, { signal }));
}

export type ProductDraft = {
  name: string;
  price: number | null;
  category_id: number | null;
  subCategory_id: number | null;
  stock: number | null;
  /** The default VAT rate (%) of the product's quote and sale lines. */
  tva_rate: number | null;
  image: File | null;
};

/**
 * Spec part 2 §7: multipart name, price, category_id, subCategory_id, stock, file (+ productId);
 * absent fields are left out. The saved product, a refusal about one of its fields, or undefined
 * (the helper said why).
 */
export function saveProduct(draft: ProductDraft, productId?: number) {
  const fields: ProductForm = {
    name: draft.name,
    price: String(draft.price ?? ''),
    category_id: String(draft.category_id ?? ''),
    ...(draft.subCategory_id === null ? {} : { subCategory_id: String(draft.subCategory_id) }),
    stock: String(draft.stock ?? ''),
    ...vatRateField(draft.tva_rate),
    ...(draft.image ? { file: draft.image } : {}),
  };
  return productId === undefined
    ? formCall(PRODUCTS.addProduct, fields)
    : formCall(PRODUCTS.updateProduct, { productId: String(productId), ...fields });
}

export async function deleteProduct(productId: number) {
  return successOf(await call(PRODUCTS.removeProduct, { product_id: productId }));
}

/** The default VAT rate as the form sends it; empty keeps the stored rate. */
const vatRateField = (rate: number | null) => (rate === null ? {} : { tva_rate: String(rate) });

export type ServiceDraft = {
  name: string;
  description: string;
  price: number | null;
  /** The default VAT rate (%) of the service's quote lines. */
  tva_rate: number | null;
};

/** The saved service, a refusal about one of its fields, or undefined (the helper said why). */
export function saveService(draft: ServiceDraft, serviceId?: number) {
  const fields = {
    name: draft.name,
    price: String(draft.price ?? ''),
    description: draft.description,
    ...vatRateField(draft.tva_rate),
  };
  return serviceId === undefined
    ? formCall(SERVICES.addService, fields)
    : formCall(SERVICES.updateService, { serviceId: String(serviceId), ...fields });
}

export async function deleteService(serviceId: number) {
  return successOf(await call(SERVICES.removeService, { service_id: serviceId }));
}

export type CategoryDraft = { name: string; description: string };

/**
 * JSON {category_id, sub_category_id, name, description, type}; the id is -1 when creating. The
 * saved category, a refusal about its name or description, or undefined (the helper said why).
 */
export async function saveCategory(type: CategoryType, draft: CategoryDraft, id?: number) {
  const body = {
    category_id: id ?? -1,
    sub_category_id: type === 'sub_category' ? (id ?? -1) : -1,
    name: draft.name,
    description: draft.description,
    type,
  };
  return id === undefined
    ? formCall(CATEGORIES.createCategory, body)
    : formCall(CATEGORIES.updateCategory, body);
}

export async function deleteCategory(type: CategoryType, id: number) {
  return successOf(await call(CATEGORIES.deleteCategory, { category_id: id, type }));
}
