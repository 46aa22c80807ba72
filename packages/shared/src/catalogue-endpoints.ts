// The catalogue's endpoints (spec part 2 §7 "Catalogue": products, services, categories),
// declared once for the API, the web and the OpenAPI document (contract.ts).
import { z } from 'zod';
import {
  categoryTypeSchema,
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
  type CategoryDto,
  type CategoryListResponse,
  type CategoryType,
  type ProductDto,
  type ServiceDto,
  type SubCategoryDto,
} from './catalogue.js';
import { area, file, json, reads, sends, works } from './contract.js';
import type { Paged } from './paged-list.js';

/** The images a product or an event shows (the types the API stores). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/svg+xml'] as const;

type Message = { message: string };
const messageSchema = z.object({ message: z.string() });

/** A product's fields, as its multipart form sends them (the image as `file`). */
export interface ProductForm {
  name: string;
  price: string;
  category_id: string;
  subCategory_id?: string;
  stock: string;
  /** The default VAT rate of its quote and sale lines; absent keeps the stored one (21 new). */
  tva_rate?: string;
  file?: Blob;
}

/** A service's fields, as its form sends them. */
export interface ServiceForm {
  name: string;
  description: string;
  price: string;
  /** The default VAT rate of its quote lines; absent keeps the stored one (21 new). */
  tva_rate?: string;
}

export const PRODUCTS = area(
  '/api/products',
  {
    listProducts: {
      method: 'GET',
      summary:
        'Les produits : tous (la liste du spec), ou une page avec `page` (filtrée par catégorie, triée, cherchée).',
      answer: json<{ products: ProductDto[] }>(),
      page: { query: productsPageSchema, answer: json<Paged<ProductDto>>() },
      access: reads('consulter le catalogue'),
      input: sends<Record<string, never>>(),
    },
    addProduct: {
      method: 'POST',
      summary: 'Ajoute un produit (formulaire multipart ; l’image en `file`, facultative).',
      body: productInputSchema,
      multipart: true,
      answer: json<Message & { product: ProductDto }>({ status: 201 }),
      access: works('ajouter un produit'),
      input: sends<ProductForm>(),
    },
    updateProduct: {
      method: 'POST',
      summary: 'Modifie un produit ; sans nouvelle image, l’ancienne reste.',
      body: updateProductSchema,
      multipart: true,
      answer: json<Message & { product: ProductDto }>(),
      access: works('modifier un produit'),
      input: sends<ProductForm & { productId: string }>(),
    },
    removeProduct: {
      method: 'DELETE',
      summary: 'Supprime un produit qui ne figure sur aucun devis ni vente (409 sinon).',
      query: productIdQuerySchema,
      answer: json<Message>({ schema: messageSchema }),
      access: works('supprimer un produit'),
      input: sends<{ product_id: number }>(),
    },
    getProductImage: {
      method: 'GET',
      summary: 'L’image d’un produit (affichée dans la page).',
      query: productIdQuerySchema,
      answer: file(...IMAGE_TYPES),
      access: reads('consulter le catalogue'),
      input: sends<{ product_id: number }>(),
    },
  },
  { listProducts: '/list' },
);

export const SERVICES = area(
  '/api/services',
  {
    listServices: {
      method: 'GET',
      summary: 'Les services : tous (la liste du spec), ou une page avec `page` (triée, cherchée).',
      answer: json<{ services: ServiceDto[] }>(),
      page: { query: servicesPageSchema, answer: json<Paged<ServiceDto>>() },
      access: reads('consulter le catalogue'),
      input: sends<Record<string, never>>(),
    },
    addService: {
      method: 'POST',
      summary: 'Ajoute un service (formulaire multipart sans fichier, ou JSON).',
      body: serviceInputSchema,
      multipart: true,
      answer: json<Message & { service: ServiceDto }>({ status: 201 }),
      access: works('ajouter un service'),
      input: sends<ServiceForm>(),
    },
    updateService: {
      method: 'POST',
      summary: 'Modifie un service.',
      body: updateServiceSchema,
      multipart: true,
      answer: json<Message & { service: ServiceDto }>(),
      access: works('modifier un service'),
      input: sends<ServiceForm & { serviceId: string }>(),
    },
    removeService: {
      method: 'DELETE',
      summary: 'Supprime un service qui ne figure sur aucun devis (409 sinon).',
      query: serviceIdQuerySchema,
      answer: json<Message>({ schema: messageSchema }),
      access: works('supprimer un service'),
      input: sends<{ service_id: number }>(),
    },
  },
  { listServices: '/list' },
);

/**
 * createCategory's body: `type` says whether the other fields make a category (name,
 * description) or a sub-category (the same and its parent `category_id`, -1 for none).
 */
export const createCategorySchema = z.object({
  type: categoryTypeSchema,
  ...subCategoryInputSchema.shape,
});

/** A category's fields as the spec's dialog sends them (ids at -1 when creating). */
export interface CategoryForm {
  category_id: number;
  sub_category_id: number;
  name: string;
  description: string;
  type: CategoryType;
}

/** A category or a sub-category saved, under the key of its kind. */
export type CategorySaved = Message & { category?: CategoryDto; subCategory?: SubCategoryDto };

export const CATEGORIES = area('/api/category', {
  getCategoryList: {
    method: 'GET',
    summary: 'Les catégories (`categorys`, orthographe du spec) et les sous-catégories.',
    answer: json<CategoryListResponse>(),
    access: reads('consulter le catalogue'),
    input: sends<Record<string, never>>(),
  },
  createCategory: {
    method: 'POST',
    summary: 'Crée une catégorie, ou une sous-catégorie avec `type: "sub_category"`.',
    body: createCategorySchema,
    answer: json<CategorySaved>({ status: 201 }),
    access: works('créer une catégorie'),
    input: sends<CategoryForm>(),
  },
  updateCategory: {
    method: 'PUT',
    summary: 'Renomme une catégorie ou une sous-catégorie (son id en `category_id`).',
    body: updateCategorySchema,
    answer: json<CategorySaved>(),
    access: works('modifier une catégorie'),
    input: sends<CategoryForm>(),
  },
  deleteCategory: {
    method: 'DELETE',
    summary: 'Supprime une catégorie ou une sous-catégorie qu’aucun produit n’utilise (409 sinon).',
    query: deleteCategoryQuerySchema,
    answer: json<Message>({ schema: messageSchema }),
    access: works('supprimer une catégorie'),
    input: sends<{ category_id: number; type: CategoryType }>(),
  },
});
