// Catalogue: products, services, categories and sub-categories (spec part 2 §3, §5, §7).

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

export const MSG_PRICE_INVALID = 'Le prix doit être un nombre positif avec 2 décimales au plus.';
export const MSG_STOCK_INVALID = 'Le stock doit être un nombre entier positif.';
export const MSG_VAT_RATE_INVALID = 'Le taux de TVA doit être compris entre 0 et 100.';
export const MSG_DISCOUNT_INVALID =
  'La remise doit être un nombre positif avec 2 décimales au plus.';
export const MSG_DURATION_INVALID = 'La durée doit être un nombre entier positif.';

export const CATEGORY_TYPES = ['category', 'sub_category'] as const;
export type CategoryType = (typeof CATEGORY_TYPES)[number];

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
