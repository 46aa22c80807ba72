import {
  MSG_CATEGORY_IN_USE,
  MSG_CATEGORY_NOT_FOUND,
  MSG_SUB_CATEGORY_IN_USE,
  MSG_SUB_CATEGORY_NOT_FOUND,
  type CategoryInput,
  type CategoryListResponse,
  type CategoryType,
  type SubCategoryInput,
} from '@app/shared/catalogue';
import type { Db, DbOrTx } from '../../db/prisma.js';
import { AppError } from '../../errors/app-error.js';
import { Prisma } from '../../generated/prisma/client.js';

export const MSG_CATEGORY_CREATED = 'Catégorie créée avec succès';
export const MSG_SUB_CATEGORY_CREATED = 'Sous-catégorie créée avec succès';
export const MSG_CATEGORY_UPDATED = 'Catégorie modifiée avec succès';
export const MSG_SUB_CATEGORY_UPDATED = 'Sous-catégorie modifiée avec succès';
export const MSG_CATEGORY_DELETED = 'Catégorie supprimée avec succès';
export const MSG_SUB_CATEGORY_DELETED = 'Sous-catégorie supprimée avec succès';

const categorySelect = { category_id: true, name: true, description: true } as const;
const subCategorySelect = {
  sub_category_id: true,
  name: true,
  description: true,
  category_id: true,
} as const;

/**
 * Row locks taken by the ownership checks below. 'use': a product is about to point at the row,
 * which must not be deleted until the caller's transaction ends; 'delete': the row is about to go,
 * and no product may start pointing at it meanwhile. Either way a check and the write that
 * follows it cannot be overtaken (a product never loses its sub-category behind its back).
 */
const LOCK = { use: Prisma.sql`FOR KEY SHARE`, delete: Prisma.sql`FOR UPDATE` };

export async function listCategories(
  db: DbOrTx,
  organizationId: number,
): Promise<CategoryListResponse> {
  const where = { organization_id: organizationId };
  const [categorys, subCategories] = await Promise.all([
    db.category.findMany({
      where,
      select: categorySelect,
      orderBy: [{ name: 'asc' }, { category_id: 'asc' }],
    }),
    db.subCategory.findMany({
      where,
      select: subCategorySelect,
      orderBy: [{ name: 'asc' }, { sub_category_id: 'asc' }],
    }),
  ]);
  return { categorys, subCategories };
}

/** 404 unless the category is the organization's; locks it (see LOCK). */
export async function assertOwnCategory(
  db: DbOrTx,
  organizationId: number,
  categoryId: number,
  lock: keyof typeof LOCK = 'use',
): Promise<void> {
  const rows = await db.$queryRaw<unknown[]>`SELECT 1 FROM categories
    WHERE category_id = ${categoryId} AND organization_id = ${organizationId} ${LOCK[lock]}`;
  if (rows.length === 0) throw new AppError('NOT_FOUND', MSG_CATEGORY_NOT_FOUND);
}

/** The same for a sub-category. */
export async function assertOwnSubCategory(
  db: DbOrTx,
  organizationId: number,
  subCategoryId: number,
  lock: keyof typeof LOCK = 'use',
): Promise<void> {
  const rows = await db.$queryRaw<unknown[]>`SELECT 1 FROM sub_categories
    WHERE sub_category_id = ${subCategoryId} AND organization_id = ${organizationId} ${LOCK[lock]}`;
  if (rows.length === 0) throw new AppError('NOT_FOUND', MSG_SUB_CATEGORY_NOT_FOUND);
}

export async function createCategory(db: Db, organizationId: number, input: CategoryInput) {
  const category = await db.category.create({
    data: { organization_id: organizationId, name: input.name, description: input.description },
    select: categorySelect,
  });
  return { message: MSG_CATEGORY_CREATED, category };
}

/** A sub-category may name a parent category of the same organization. */
export async function createSubCategory(db: Db, organizationId: number, input: SubCategoryInput) {
  return db.$transaction(async (tx) => {
    if (input.category_id !== null) await assertOwnCategory(tx, organizationId, input.category_id);
    const subCategory = await tx.subCategory.create({
      data: {
        organization_id: organizationId,
        name: input.name,
        description: input.description,
        category_id: input.category_id,
      },
      select: subCategorySelect,
    });
    return { message: MSG_SUB_CATEGORY_CREATED, subCategory };
  });
}

/**
 * Renames a category or a sub-category. The spec's update payload carries the edited record's id
 * in category_id, so a sub-category's parent is never read from it and stays as it is.
 */
export async function updateCategory(
  db: DbOrTx,
  organizationId: number,
  type: CategoryType,
  id: number,
  input: CategoryInput,
) {
  const data = { name: input.name, description: input.description };
  if (type === 'category') {
    const [category] = await db.category.updateManyAndReturn({
      where: { category_id: id, organization_id: organizationId },
      data,
      select: categorySelect,
    });
    if (!category) throw new AppError('NOT_FOUND', MSG_CATEGORY_NOT_FOUND);
    return { message: MSG_CATEGORY_UPDATED, category };
  }
  const [subCategory] = await db.subCategory.updateManyAndReturn({
    where: { sub_category_id: id, organization_id: organizationId },
    data,
    select: subCategorySelect,
  });
  if (!subCategory) throw new AppError('NOT_FOUND', MSG_SUB_CATEGORY_NOT_FOUND);
  return { message: MSG_SUB_CATEGORY_UPDATED, subCategory };
}

/**
 * A category or sub-category that products use is kept: 409 with what to do. The row lock makes
 * a product saved meanwhile either counted here or refused with 404 on its side.
 */
export async function deleteCategory(
  db: Db,
  organizationId: number,
  type: CategoryType,
  id: number,
) {
  return db.$transaction(async (tx) => {
    if (type === 'category') {
      await assertOwnCategory(tx, organizationId, id, 'delete');
      if (
        (await tx.product.count({ where: { organization_id: organizationId, category_id: id } })) >
        0
      ) {
        throw new AppError('CONFLICT', MSG_CATEGORY_IN_USE);
      }
      await tx.category.delete({ where: { organization_id: organizationId, category_id: id } });
      return { message: MSG_CATEGORY_DELETED };
    }
    await assertOwnSubCategory(tx, organizationId, id, 'delete');
    if (
      (await tx.product.count({
        where: { organization_id: organizationId, sub_category_id: id },
      })) > 0
    ) {
      throw new AppError('CONFLICT', MSG_SUB_CATEGORY_IN_USE);
    }
    await tx.subCategory.delete({
      where: { organization_id: organizationId, sub_category_id: id },
    });
    return { message: MSG_SUB_CATEGORY_DELETED };
  });
}
