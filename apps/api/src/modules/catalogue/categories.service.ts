import {
  MSG_CATEGORY_IN_USE,
  MSG_CATEGORY_NOT_FOUND,
  MSG_SUB_CATEGORY_IN_USE,
  MSG_SUB_CATEGORY_NOT_FOUND,
  type CategoryInput,
  type CategoryListResponse,
  type CategoryType,
  type SubCategoryInput,
  MSG_CATEGORY_CREATED,
  MSG_SUB_CATEGORY_CREATED,
  MSG_CATEGORY_UPDATED,
  MSG_SUB_CATEGORY_UPDATED,
  MSG_CATEGORY_DELETED,
  MSG_SUB_CATEGORY_DELETED,
} from '@app/shared/catalogue';
import { lockOwn, lockUnused } from '../../db/own-rows.js';
import type { Db, DbOrTx } from '../../db/prisma.js';
import { AppError, foundOr404 } from '../../errors/app-error.js';
import { categorySelect, subCategorySelect } from './catalogue.data.js';

/** What tells a category from a sub-category in the calls that take either. */
const KINDS = {
  category: {
    table: 'categories',
    missing: MSG_CATEGORY_NOT_FOUND,
    inUse: MSG_CATEGORY_IN_USE,
    usedBy: (id: number) => ({ category_id: id }),
  },
  sub_category: {
    table: 'sub_categories',
    missing: MSG_SUB_CATEGORY_NOT_FOUND,
    inUse: MSG_SUB_CATEGORY_IN_USE,
    usedBy: (id: number) => ({ sub_category_id: id }),
  },
} as const;

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

/**
 * 404 unless the category is the organization's, naming the request field that points at it
 * (`category_id`, in a product's form and a sub-category's). Locked for 'use' (FOR KEY SHARE)
 * until the caller's transaction ends: a product about to point at it cannot lose it meanwhile.
 */
export async function assertOwnCategory(tx: DbOrTx, organizationId: number, categoryId: number) {
  if (!(await lockOwn(tx, 'categories', categoryId, organizationId, 'use'))) {
    throw new AppError('NOT_FOUND', MSG_CATEGORY_NOT_FOUND, { field: 'category_id' });
  }
}

/** The same for a sub-category (a product's `subCategory_id`). */
export async function assertOwnSubCategory(
  tx: DbOrTx,
  organizationId: number,
  subCategoryId: number,
) {
  if (!(await lockOwn(tx, 'sub_categories', subCategoryId, organizationId, 'use'))) {
    throw new AppError('NOT_FOUND', MSG_SUB_CATEGORY_NOT_FOUND, { field: 'subCategory_id' });
  }
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
    return {
      message: MSG_CATEGORY_UPDATED,
      category: foundOr404(category, MSG_CATEGORY_NOT_FOUND),
    };
  }
  const [subCategory] = await db.subCategory.updateManyAndReturn({
    where: { sub_category_id: id, organization_id: organizationId },
    data,
    select: subCategorySelect,
  });
  return {
    message: MSG_SUB_CATEGORY_UPDATED,
    subCategory: foundOr404(subCategory, MSG_SUB_CATEGORY_NOT_FOUND),
  };
}

/** A category or sub-category that products use is kept: 409 with what to do. */
export async function deleteCategory(
  db: Db,
  organizationId: number,
  type: CategoryType,
  id: number,
) {
  const kind = KINDS[type];
  return db.$transaction(async (tx) => {
    await lockUnused(tx, { table: kind.table, id, organizationId }, kind, () =>
      tx.product.count({ where: { organization_id: organizationId, ...kind.usedBy(id) } }),
    );
    if (type === 'category') {
      await tx.category.delete({ where: { organization_id: organizationId, category_id: id } });
      return { message: MSG_CATEGORY_DELETED };
    }
    await tx.subCategory.delete({
      where: { organization_id: organizationId, sub_category_id: id },
    });
    return { message: MSG_SUB_CATEGORY_DELETED };
  });
}
