import {
  MSG_PRODUCT_IN_USE,
  MSG_PRODUCT_NO_IMAGE,
  MSG_PRODUCT_NOT_FOUND,
  type ProductInput,
} from '@app/shared/catalogue';
import { DEFAULT_SALE_VAT_RATE } from '@app/shared/pricing';
import type { Db, DbOrTx } from '../../db/prisma.js';
import { foundOr404 } from '../../errors/app-error.js';
import { deleteStoredFile, requireStoredFile, writeWithImage } from '../files/stored-files.js';
import type { UploadedFile } from '../../http/route.js';
import { assertWithinPlanLimit } from '../subscription/plan-limits.js';
import { lockUnused } from '../../db/own-rows.js';
import { pricedColumns, productSelect as select, toProductDto } from './catalogue.data.js';
import { assertOwnCategory, assertOwnSubCategory } from './categories.service.js';

const columns = (input: ProductInput) => ({
  ...pricedColumns(input),
  category_id: input.category_id,
  sub_category_id: input.subCategory_id,
  stock: input.stock,
});

/** The category and sub-category must be the organization's; locked until the product is saved. */
async function assertOwnLinks(tx: DbOrTx, organizationId: number, input: ProductInput) {
  await assertOwnCategory(tx, organizationId, input.category_id);
  if (input.subCategory_id !== null) {
    await assertOwnSubCategory(tx, organizationId, input.subCategory_id);
  }
}

async function findOwnProduct(db: DbOrTx, organizationId: number, productId: number) {
  return foundOr404(
    await db.product.findFirst({
      where: { product_id: productId, organization_id: organizationId },
      select,
    }),
    MSG_PRODUCT_NOT_FOUND,
  );
}

export async function listProducts(db: DbOrTx, organizationId: number) {
  const rows = await db.product.findMany({
    where: { organization_id: organizationId },
    select,
    orderBy: [{ name: 'asc' }, { product_id: 'asc' }],
  });
  return rows.map(toProductDto);
}

export async function createProduct(
  db: Db,
  organizationId: number,
  input: ProductInput,
  image: UploadedFile | undefined,
) {
  return db.$transaction(async (tx) => {
    await assertOwnLinks(tx, organizationId, input);
    await assertWithinPlanLimit(tx, organizationId, 'nombre_produits');
    const row = await writeWithImage(tx, organizationId, image, null, (fileId) =>
      tx.product.create({
        data: {
          tva_rate: DEFAULT_SALE_VAT_RATE,
          ...columns(input),
          organization_id: organizationId,
          image_file_id: fileId ?? null,
        },
        select,
      }),
    );
    return toProductDto(row);
  });
}

/** A new image replaces (and deletes) the old one; without one the old one stays. */
export async function updateProduct(
  db: Db,
  organizationId: number,
  productId: number,
  input: ProductInput,
  image: UploadedFile | undefined,
) {
  return db.$transaction(async (tx) => {
    const existing = await findOwnProduct(tx, organizationId, productId);
    await assertOwnLinks(tx, organizationId, input);
    const row = await writeWithImage(tx, organizationId, image, existing.image_file_id, (fileId) =>
      tx.product.update({
        where: { organization_id: organizationId, product_id: existing.product_id },
        data: { ...columns(input), ...(fileId !== undefined ? { image_file_id: fileId } : {}) },
        select,
      }),
    );
    return toProductDto(row);
  });
}

/** Quotes and sales point at their products: a product on one of them stays. */
export async function deleteProduct(db: Db, organizationId: number, productId: number) {
  await db.$transaction(async (tx) => {
    const where = { organization_id: organizationId, product_id: productId };
    await lockUnused(
      tx,
      { table: 'products', id: productId, organizationId },
      { missing: MSG_PRODUCT_NOT_FOUND, inUse: MSG_PRODUCT_IN_USE },
      async () => (await tx.quoteProduct.count({ where })) + (await tx.saleLine.count({ where })),
    );
    const removed = await tx.product.delete({ where, select: { image_file_id: true } });
    await deleteStoredFile(tx, organizationId, removed.image_file_id);
  });
}

export async function getProductImage(db: DbOrTx, organizationId: number, productId: number) {
  const row = await findOwnProduct(db, organizationId, productId);
  return requireStoredFile(db, organizationId, row.image_file_id, MSG_PRODUCT_NO_IMAGE);
}
