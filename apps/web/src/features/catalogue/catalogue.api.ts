import {
  categoryFieldOfMessage,
  productFieldOfMessage,
  serviceFieldOfMessage,
  type CategoryDto,
  type CategoryListResponse,
  type CategoryType,
  type ProductDto,
  type ServiceDto,
  type SubCategoryDto,
} from '@app/shared/catalogue';
import type { FieldOfMessage } from '@app/shared/message-fields';
import { pageSearchParams, type Paged } from '@app/shared/paged-list';
import { apiRequest, successOf } from '../../api/client';
import { createOrUpdate, formRequest, type SaveCalls } from '../../api/form-request';
import type { PageRequest } from '../../components/lists/usePagedList';

type Message = { message: string };

export async function listProducts(signal?: AbortSignal) {
  return successOf(await apiRequest<{ products: ProductDto[] }>('/api/products/list', { signal }))
    ?.products;
}

export async function listServices(signal?: AbortSignal) {
  return successOf(await apiRequest<{ services: ServiceDto[] }>('/api/services/list', { signal }))
    ?.services;
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
  const query = pageSearchParams(request);
  if (filters.categoryId !== null) query.set('category_id', String(filters.categoryId));
  if (filters.subCategoryId !== null) query.set('sub_category_id', String(filters.subCategoryId));
  return successOf(
    await apiRequest<Paged<ProductDto>>(`/api/products/list?${query.toString()}`, { signal }),
  );
}

/** One page of the services, searched and sorted by the server. */
export async function getServicesPage(request: PageRequest, signal?: AbortSignal) {
  const query = pageSearchParams(request);
  return successOf(
    await apiRequest<Paged<ServiceDto>>(`/api/services/list?${query.toString()}`, { signal }),
  );
}

export async function listCategories(signal?: AbortSignal) {
  return successOf(
    await apiRequest<CategoryListResponse>('/api/category/getCategoryList', { signal }),
  );
}

export type ProductDraft = {
  name: string;
  price: number | null;
  category_id: number | null;
  subCategory_id: number | null;
  stock: number | null;
  image: File | null;
};

/**
 * A multipart save: `add<Kind>` without an id, `update<Kind>` with it; absent fields are left out.
 * The saved item, a refusal about one of its fields, or undefined (the helper said why).
 */
async function saveMultipart<T>(
  area: 'products' | 'services',
  kind: 'Product' | 'Service',
  fieldOf: FieldOfMessage,
  fields: Record<string, string | Blob | undefined>,
  id?: number,
) {
  const form = new FormData();
  if (id !== undefined) form.append(`${kind.toLowerCase()}Id`, String(id));
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) form.append(name, value);
  }
  return formRequest<Message & T>(
    `/api/${area}/${id === undefined ? 'add' : 'update'}${kind}`,
    { method: 'POST', body: form },
    fieldOf,
  );
}

/** Spec part 2 §7: multipart name, price, category_id, subCategory_id, stock, file (+ productId). */
export function saveProduct(draft: ProductDraft, productId?: number) {
  return saveMultipart<{ product: ProductDto }>(
    'products',
    'Product',
    productFieldOfMessage,
    {
      name: draft.name,
      price: String(draft.price ?? ''),
      category_id: String(draft.category_id ?? ''),
      subCategory_id: draft.subCategory_id === null ? undefined : String(draft.subCategory_id),
      stock: String(draft.stock ?? ''),
      file: draft.image ?? undefined,
    },
    productId,
  );
}

export async function deleteProduct(productId: number) {
  return successOf(
    await apiRequest<Message>(`/api/products/removeProduct?product_id=${productId}`, {
      method: 'DELETE',
    }),
  );
}

export type ServiceDraft = { name: string; description: string; price: number | null };

export function saveService(draft: ServiceDraft, serviceId?: number) {
  return saveMultipart<{ service: ServiceDto }>(
    'services',
    'Service',
    serviceFieldOfMessage,
    { name: draft.name, price: String(draft.price ?? ''), description: draft.description },
    serviceId,
  );
}

export async function deleteService(serviceId: number) {
  return successOf(
    await apiRequest<Message>(`/api/services/removeService?service_id=${serviceId}`, {
      method: 'DELETE',
    }),
  );
}

export type CategoryDraft = { name: string; description: string };
type CategorySaved = Message & { category?: CategoryDto; subCategory?: SubCategoryDto };

const SAVE_CATEGORY: SaveCalls = {
  create: '/api/category/createCategory',
  update: '/api/category/updateCategory',
};

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
  return createOrUpdate<CategorySaved>(
    SAVE_CATEGORY,
    id !== undefined,
    body,
    categoryFieldOfMessage,
  );
}

export async function deleteCategory(type: CategoryType, id: number) {
  return successOf(
    await apiRequest<Message>(`/api/category/deleteCategory?category_id=${id}&type=${type}`, {
      method: 'DELETE',
    }),
  );
}
