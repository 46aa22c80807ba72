import type { ProductDto } from '@app/shared/catalogue';

const normalized = (text: string) => text.trim().toLocaleLowerCase('fr');

export const matchesName = (name: string, search: string) =>
  normalized(name).includes(normalized(search));

/**
 * Spec part 2 §2: one category and one sub-category at most; the category filter also matches a
 * product whose sub-category id equals the chosen category id.
 */
export function matchesProductFilters(
  product: ProductDto,
  categoryId: number | null,
  subCategoryId: number | null,
): boolean {
  if (
    categoryId !== null &&
    product.category_id !== categoryId &&
    product.subCategory_id !== categoryId
  ) {
    return false;
  }
  return subCategoryId === null || product.subCategory_id === subCategoryId;
}
