// Catalogue: products, services, categories and sub-categories (spec part 2 §3, §5, §7). The API
// validates its requests with these schemas; the web forms can pre-validate with them.
import { z } from 'zod';
import {
  formValue,
  optionalEuros,
  optionalId,
  optionalPercent,
  optionalText,
  optionalWholeNumber,
  requiredEuros,
  requiredId,
  requiredText,
  requiredWholeNumber,
} from './form-values.js';
import { pagedQuery, type PageQuery } from './paged-list.js';

export const MSG_CATEGORY_NAME_REQUIRED = 'Veuillez saisir le nom de la catégorie.';
/** The spec's wording for a category update without id, typo of subject included. */
export const MSG_CATEGORY_ID_MISSING = "ID de l'utilisateur non spécifié.";
export const MSG_CATEGORY_TYPE_INVALID = 'Le type doit être category ou sub_category.';
export const MSG_CATEGORY_NOT_FOUND = 'Catégorie introuvable.';
export const MSG_SUB_CATEGORY_NOT_FOUND = 'Sous-catégorie introuvable.';
export const MSG_CATEGORY_IN_USE =
  'Cette catégorie est utilisée par des produits : changez leur catégorie avant de la supprimer.';
export const MSG_SUB_CATEGORY_IN_USE =
  'Cette sous-catégorie est utilisée par des produits : changez leur sous-catégorie avant de la supprimer.';

export const MSG_PRODUCT_NAME_REQUIRED = 'Veuillez saisir le nom du produit.';
export const MSG_PRODUCT_PRICE_REQUIRED = 'Veuillez saisir le prix du produit.';
export const MSG_PRODUCT_CATEGORY_REQUIRED = 'Veuillez choisir une catégorie.';
export const MSG_PRODUCT_STOCK_REQUIRED = 'Veuillez saisir le stock du produit.';
export const MSG_PRODUCT_ID_MISSING = 'ID du produit non spécifié.';
export const MSG_PRODUCT_NOT_FOUND = 'Produit introuvable.';
export const MSG_PRODUCT_IN_USE =
  'Ce produit figure sur des devis ou des ventes : il ne peut pas être supprimé.';
export const MSG_PRODUCT_NO_IMAGE = "Ce produit n'a pas d'image.";

export const MSG_SERVICE_NAME_REQUIRED = 'Veuillez saisir le nom du service.';
export const MSG_SERVICE_DESCRIPTION_REQUIRED = 'Veuillez saisir la description du service.';
export const MSG_SERVICE_PRICE_REQUIRED = 'Veuillez saisir le prix du service.';
export const MSG_SERVICE_ID_MISSING = 'ID du service non spécifié.';
export const MSG_SERVICE_NOT_FOUND = 'Service introuvable.';
export const MSG_SERVICE_IN_USE = 'Ce service figure sur des devis : il ne peut pas être supprimé.';

// Worded as in quotes, sales and accounting, which apply the same limits (form-values.ts).
export const MSG_PRICE_INVALID = 'Le prix doit être un nombre positif avec 2 décimales au plus.';
export const MSG_STOCK_INVALID = 'Le stock doit être un nombre entier positif.';
export const MSG_VAT_RATE_INVALID = 'Le taux de TVA doit être compris entre 0 et 100.';
export const MSG_DISCOUNT_INVALID =
  'La remise doit être un nombre positif avec 2 décimales au plus.';
export const MSG_DURATION_INVALID = 'La durée doit être un nombre entier positif.';

export const MSG_NAME_TOO_LONG = 'Ce nom ne peut dépasser 200 caractères.';
export const MSG_DESCRIPTION_TOO_LONG = 'La description ne peut dépasser 2 000 caractères.';

export const CATEGORY_TYPES = ['category', 'sub_category'] as const;
export type CategoryType = (typeof CATEGORY_TYPES)[number];

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

/** `type` of the category calls; absent means a category. */
export const categoryTypeSchema = z.preprocess(
  (value) => formValue(value) ?? 'category',
  z.enum(CATEGORY_TYPES, { error: MSG_CATEGORY_TYPE_INVALID }),
);

/** createCategory reads `type` first: it says which of the two schemas below the fields follow. */
export const categoryKindSchema = z.object({ type: categoryTypeSchema });

const categoryName = requiredText(MSG_CATEGORY_NAME_REQUIRED, 200, MSG_NAME_TOO_LONG);
const categoryDescription = optionalText(2000, MSG_DESCRIPTION_TOO_LONG).transform(
  (text) => text ?? '',
);

/** createCategory, type category (the payload's category_id and sub_category_id are -1). */
export const categoryInputSchema = z.object({
  name: categoryName,
  description: categoryDescription,
});
export type CategoryInput = z.output<typeof categoryInputSchema>;

/** createCategory, type sub_category: category_id may name a parent category (-1: none). */
export const subCategoryInputSchema = z.object({
  name: categoryName,
  description: categoryDescription,
  category_id: optionalId(MSG_CATEGORY_NOT_FOUND),
});
export type SubCategoryInput = z.output<typeof subCategoryInputSchema>;

/** updateCategory: category_id carries the id of the category or sub-category being edited. */
export const updateCategorySchema = z.object({
  type: categoryTypeSchema,
  category_id: requiredId(MSG_CATEGORY_ID_MISSING),
  name: categoryName,
  description: categoryDescription,
});

/** deleteCategory?category_id=&type= */
export const deleteCategoryQuerySchema = z.object({
  type: categoryTypeSchema,
  category_id: requiredId(MSG_CATEGORY_ID_MISSING),
});

/** addProduct (multipart; the image travels as `file`). Price and discount are euros. */
export const productInputSchema = z.object({
  name: requiredText(MSG_PRODUCT_NAME_REQUIRED, 200, MSG_NAME_TOO_LONG),
  price: requiredEuros(MSG_PRODUCT_PRICE_REQUIRED, MSG_PRICE_INVALID),
  category_id: requiredId(MSG_PRODUCT_CATEGORY_REQUIRED),
  subCategory_id: optionalId(MSG_SUB_CATEGORY_NOT_FOUND),
  stock: requiredWholeNumber(MSG_PRODUCT_STOCK_REQUIRED, MSG_STOCK_INVALID),
  /** Not sent by the spec's form: absent keeps the stored value (21 for a new product). */
  tva_rate: optionalPercent(MSG_VAT_RATE_INVALID),
  discount: optionalEuros(MSG_DISCOUNT_INVALID),
});
export type ProductInput = z.output<typeof productInputSchema>;

/** updateProduct: the same plus productId. */
export const updateProductSchema = z.object({
  productId: requiredId(MSG_PRODUCT_ID_MISSING),
  ...productInputSchema.shape,
});

export const productIdQuerySchema = z.object({ product_id: requiredId(MSG_PRODUCT_ID_MISSING) });

/** addService (multipart or JSON). Duration in minutes. */
export const serviceInputSchema = z.object({
  name: requiredText(MSG_SERVICE_NAME_REQUIRED, 200, MSG_NAME_TOO_LONG),
  description: requiredText(MSG_SERVICE_DESCRIPTION_REQUIRED, 2000, MSG_DESCRIPTION_TOO_LONG),
  price: requiredEuros(MSG_SERVICE_PRICE_REQUIRED, MSG_PRICE_INVALID),
  duration: optionalWholeNumber(MSG_DURATION_INVALID, 1_000_000),
  tva_rate: optionalPercent(MSG_VAT_RATE_INVALID),
  discount: optionalEuros(MSG_DISCOUNT_INVALID),
});
export type ServiceInput = z.output<typeof serviceInputSchema>;

/** updateService: the same plus serviceId. */
export const updateServiceSchema = z.object({
  serviceId: requiredId(MSG_SERVICE_ID_MISSING),
  ...serviceInputSchema.shape,
});

export const serviceIdQuerySchema = z.object({ service_id: requiredId(MSG_SERVICE_ID_MISSING) });

// ---------------------------------------------------------------------------------------------
// Responses
// ---------------------------------------------------------------------------------------------

export interface CategoryDto {
  category_id: number;
  name: string;
  description: string;
}

export interface SubCategoryDto {
  sub_category_id: number;
  name: string;
  description: string;
  category_id: number | null;
}

export interface CategoryListResponse {
  categorys: CategoryDto[];
  subCategories: SubCategoryDto[];
}

export interface ProductDto {
  product_id: number;
  name: string;
  /** Euros, excluding VAT. */
  price: number;
  category_id: number;
  subCategory_id: number | null;
  stock: number;
  /** Same-origin URL of the image, or null. */
  image: string | null;
  tva_rate: number;
  /** Euros. */
  discount: number;
  created_at: string;
  updated_at: string;
}

export interface ServiceDto {
  service_id: number;
  name: string;
  description: string;
  price: number;
  duration: number | null;
  tva_rate: number;
  discount: number;
  created_at: string;
  updated_at: string;
}

// ---------------------------------------------------------------------------------------------
// Paged lists: products/list?page=… and services/list?page=…
// ---------------------------------------------------------------------------------------------

/** What the products' cards show, by which a page can be sorted. */
export const PRODUCT_SORTS = ['name', 'price', 'stock', 'category'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const MSG_CATEGORY_FILTER_INVALID =
  'Filtre invalide : choisissez une catégorie de la liste.';

/**
 * A page of the products, by name unless sorted; `q` is searched in the name, the category and
 * the sub-category. The filters are the page's (spec part 2 §2): `category_id` also keeps a
 * product whose sub-category id equals it, `sub_category_id` keeps that sub-category.
 */
export const productsPageSchema = z.intersection(
  pagedQuery(PRODUCT_SORTS, 'name', 'asc'),
  z.object({
    category_id: optionalId(MSG_CATEGORY_FILTER_INVALID),
    sub_category_id: optionalId(MSG_CATEGORY_FILTER_INVALID),
  }),
);
export type ProductsPageQuery = PageQuery<ProductSort> & {
  category_id: number | null;
  sub_category_id: number | null;
};

/** What the services' cards show, by which a page can be sorted. */
export const SERVICE_SORTS = ['name', 'price', 'duration'] as const;
export type ServiceSort = (typeof SERVICE_SORTS)[number];

/** A page of the services, by name unless sorted; `q` is searched in the name and description. */
export const servicesPageSchema = pagedQuery(SERVICE_SORTS, 'name', 'asc');
export type ServicesPageQuery = PageQuery<ServiceSort>;

// The messages the API answers with (spec part 2), for the API and the web alike.
export const MSG_SERVICE_CREATED = 'Service ajouté avec succès';
export const MSG_SERVICE_UPDATED = 'Service modifié avec succès';
export const MSG_SERVICE_DELETED = 'Service supprimé avec succès';

export const MSG_PRODUCT_CREATED = 'Produit ajouté avec succès';
export const MSG_PRODUCT_UPDATED = 'Produit modifié avec succès';
export const MSG_PRODUCT_DELETED = 'Produit supprimé avec succès';

export const MSG_CATEGORY_CREATED = 'Catégorie créée avec succès';
export const MSG_SUB_CATEGORY_CREATED = 'Sous-catégorie créée avec succès';
export const MSG_CATEGORY_UPDATED = 'Catégorie modifiée avec succès';
export const MSG_SUB_CATEGORY_UPDATED = 'Sous-catégorie modifiée avec succès';
export const MSG_CATEGORY_DELETED = 'Catégorie supprimée avec succès';
export const MSG_SUB_CATEGORY_DELETED = 'Sous-catégorie supprimée avec succès';
