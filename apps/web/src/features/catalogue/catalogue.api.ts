import type {
  CategoryDto,
  CategoryListResponse,
  CategoryType,
  ProductDto,
  ServiceDto,
  SubCategoryDto,
} from '@app/shared/catalogue';
import { apiRequest, successOf } from '../../api/client';

type Message = { message: string };

export async function listProducts(signal?: AbortSignal) {
  return successOf(await apiRequest<{ products: ProductDto[] }>('/api/products/list', { signal }))
    ?.products;
}

export async function listServices(signal?: AbortSignal) {
  return successOf(await apiRequest<{ services: ServiceDto[] }>('/api/services/list', { signal }))
    ?.services;
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

/** Spec part 2 §7: multipart name, price, category_id, subCategory_id, stock, file (+ productId). */
export async function saveProduct(draft: ProductDraft, productId?: number) {
  const form = new FormData();
  if (productId !== undefined) form.append('productId', String(productId));
  form.append('name', draft.name);
  form.append('price', String(draft.price ?? ''));
  form.append('category_id', String(draft.category_id ?? ''));
  if (draft.subCategory_id !== null) form.append('subCategory_id', String(draft.subCategory_id));
  form.append('stock', String(draft.stock ?? ''));
  if (draft.image) form.append('file', draft.image);
  const path = productId === undefined ? 'addProduct' : 'updateProduct';
  return successOf(
    await apiRequest<Message & { product: ProductDto }>(`/api/products/${path}`, {
      method: 'POST',
      body: form,
    }),
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

export async function saveService(draft: ServiceDraft, serviceId?: number) {
  const form = new FormData();
  if (serviceId !== undefined) form.append('serviceId', String(serviceId));
  form.append('name', draft.name);
  form.append('price', String(draft.price ?? ''));
  form.append('description', draft.description);
  const path = serviceId === undefined ? 'addService' : 'updateService';
  return successOf(
    await apiRequest<Message & { service: ServiceDto }>(`/api/services/${path}`, {
      method: 'POST',
      body: form,
    }),
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

/** JSON {category_id, sub_category_id, name, description, type}; the id is -1 when creating. */
export async function saveCategory(type: CategoryType, draft: CategoryDraft, id?: number) {
  const body = {
    category_id: id ?? -1,
    sub_category_id: type === 'sub_category' ? (id ?? -1) : -1,
    name: draft.name,
    description: draft.description,
    type,
  };
  return successOf(
    await apiRequest<CategorySaved>(
      `/api/category/${id === undefined ? 'createCategory' : 'updateCategory'}`,
      { method: id === undefined ? 'POST' : 'PUT', body },
    ),
  );
}

export async function deleteCategory(type: CategoryType, id: number) {
  return successOf(
    await apiRequest<Message>(`/api/category/deleteCategory?category_id=${id}&type=${type}`, {
      method: 'DELETE',
    }),
  );
}
