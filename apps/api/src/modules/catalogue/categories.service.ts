import {
  CATEGORY_TYPES,
  MSG_CATEGORY_ID_MISSING,
  MSG_CATEGORY_IN_USE,
  MSG_CATEGORY_NAME_REQUIRED,
  MSG_CATEGORY_NOT_FOUND,
  MSG_CATEGORY_TYPE_INVALID,
  MSG_SUB_CATEGORY_IN_USE,
  MSG_SUB_CATEGORY_NOT_FOUND,
  type CategoryListResponse,
  type CategoryType,
} from '@app/shared/catalogue';
import type { Db, DbOrTx } from '../../db/prisma.js';
import { AppError } from '../../errors/app-error.js';
import {
  fieldText,
  optionalId,
  optionalText,
  requiredId,
  requiredText,
} from '../../http/form-fields.js';

export const MSG_CATEGORY_CREATED = 'Catégorie créée avec succès';
export const MSG_SUB_CATEGORY_CREATED = 'Sous-catégorie créée avec succès';
export const MSG_CATEGORY_UPDATED = 'Catégorie modifiée avec succès';
export const MSG_SUB_CATEGORY_UPDATED = 'Sous-catégorie modifiée avec succès';
export const MSG_CATEGORY_DELETED = 'Catégorie supprimée avec succès';
export const MSG_SUB_CATEGORY_DELETED = 'Sous-catégorie supprimée avec succès';
const TOO_LONG = 'Ce champ est trop long.';

export function parseCategoryType(value: unknown): CategoryType {
  const text = fieldText(value) || 'category';
  if (!(CATEGORY_TYPES as readonly string[]).includes(text)) {
    throw new AppError('BAD_REQUEST', MSG_CATEGORY_TYPE_INVALID);
  }
  return text as CategoryType;
}

export type CategoryFields = { name: string; description: string; parentId: number | null };

export function parseCategoryFields(
  body: Record<string, unknown>,
  type: CategoryType,
): CategoryFields {
  return {
    name: requiredText(body.name, 120, MSG_CATEGORY_NAME_REQUIRED, TOO_LONG),
    description: optionalText(body.description, 1000, TOO_LONG) ?? '',
    // A sub-category may name its parent category (category_id in the spec's payload).
    parentId:
      type === 'sub_category'
        ? (optionalId(body.category_id, MSG_CATEGORY_NOT_FOUND) ?? null)
        : null,
  };
}

/** updateCategory carries the id in category_id for both types (sub_category_id also accepted). */
export function parseCategoryId(body: Record<string, unknown>, type: CategoryType): number {
  const raw =
    type === 'sub_category' ? (body.sub_category_id ?? body.category_id) : body.category_id;
  return requiredId(raw, MSG_CATEGORY_ID_MISSING);
}

export async function listCategories(
  db: DbOrTx,
  organizationId: number,
): Promise<CategoryListResponse> {
  const where = { organization_id: organizationId };
  const [categorys, subCategories] = await Promise.all([
    db.category.findMany({
      where,
      select: { category_id: true, name: true, description: true },
      orderBy: [{ name: 'asc' }, { category_id: 'asc' }],
    }),
    db.subCategory.findMany({
      where,
      select: { sub_category_id: true, name: true, description: true, category_id: true },
      orderBy: [{ name: 'asc' }, { sub_category_id: 'asc' }],
    }),
  ]);
  return { categorys, subCategories };
}

export async function assertOwnCategory(db: DbOrTx, organizationId: number, categoryId: number) {
  const found = await db.category.count({
    where: { category_id: categoryId, organization_id: organizationId },
  });
  if (found === 0) throw new AppError('NOT_FOUND', MSG_CATEGORY_NOT_FOUND);
}

export async function assertOwnSubCategory(
  db: DbOrTx,
  organizationId: number,
  subCategoryId: number,
) {
  const found = await db.subCategory.count({
    where: { sub_category_id: subCategoryId, organization_id: organizationId },
  });
  if (found === 0) throw new AppError('NOT_FOUND', MSG_SUB_CATEGORY_NOT_FOUND);
}

export async function createCategory(
  db: Db,
  organizationId: number,
  type: CategoryType,
  fields: CategoryFields,
) {
  if (type === 'category') {
    const category = await db.category.create({
      data: { organization_id: organizationId, name: fields.name, description: fields.description },
      select: { category_id: true, name: true, description: true },
    });
    return { message: MSG_CATEGORY_CREATED, category };
  }
  if (fields.parentId !== null) await assertOwnCategory(db, organizationId, fields.parentId);
  const subCategory = await db.subCategory.create({
    data: {
      organization_id: organizationId,
      name: fields.name,
      description: fields.description,
      category_id: fields.parentId,
    },
    select: { sub_category_id: true, name: true, description: true, category_id: true },
  });
  return { message: MSG_SUB_CATEGORY_CREATED, subCategory };
}

export async function updateCategory(
  db: Db,
  organizationId: number,
  type: CategoryType,
  id: number,
  fields: CategoryFields,
) {
  if (type === 'category') {
    const [category] = await db.category.updateManyAndReturn({
      where: { category_id: id, organization_id: organizationId },
      data: { name: fields.name, description: fields.description },
      select: { category_id: true, name: true, description: true },
    });
    if (!category) throw new AppError('NOT_FOUND', MSG_CATEGORY_NOT_FOUND);
    return { message: MSG_CATEGORY_UPDATED, category };
  }
  // The spec's update carries the edited record's own id in category_id: for a sub-category it is
  // not a parent, so an update never moves a sub-category to another category.
  const [subCategory] = await db.subCategory.updateManyAndReturn({
    where: { sub_category_id: id, organization_id: organizationId },
    data: { name: fields.name, description: fields.description },
    select: { sub_category_id: true, name: true, description: true, category_id: true },
  });
  if (!subCategory) throw new AppError('NOT_FOUND', MSG_SUB_CATEGORY_NOT_FOUND);
  return { message: MSG_SUB_CATEGORY_UPDATED, subCategory };
}

/** A category or sub-category that products use is kept: 409 with what to do. */
export async function deleteCategory(
  db: Db,
  organizationId: number,
  type: CategoryType,
  id: number,
) {
  return db.$transaction(async (tx) => {
    if (type === 'category') {
      await assertOwnCategory(tx, organizationId, id);
      if ((await tx.product.count({ where: { category_id: id } })) > 0) {
        throw new AppError('CONFLICT', MSG_CATEGORY_IN_USE);
      }
      await tx.category.delete({ where: { category_id: id } });
      return { message: MSG_CATEGORY_DELETED };
    }
    await assertOwnSubCategory(tx, organizationId, id);
    if ((await tx.product.count({ where: { sub_category_id: id } })) > 0) {
      throw new AppError('CONFLICT', MSG_SUB_CATEGORY_IN_USE);
    }
    await tx.subCategory.delete({ where: { sub_category_id: id } });
    return { message: MSG_SUB_CATEGORY_DELETED };
  });
}
