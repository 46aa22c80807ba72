import {
  MSG_PRODUCT_IN_USE,
  MSG_PRODUCT_NO_IMAGE,
  MSG_PRODUCT_NOT_FOUND,
  type ProductDto,
  type ProductInput,
} from '@app/shared/catalogue';
import { centsToEuros, eurosToCents } from '@app/shared/money';
import { DEFAULT_SALE_VAT_RATE } from '@app/shared/pricing';
import type { Db, DbOrTx } from '../../db/prisma.js';
import { decimalToNumber } from '../../db/values.js';
import { AppError } from '../../errors/app-error.js';
import { findStoredFile, storeFile, type UploadedFile } from '../files/stored-files.js';
import { assertWithinPlanLimit } from '../subscription/plan-limits.js';
import { assertOwnCategory, assertOwnSubCategory } from './categories.service.js';

export const MSG_PRODUCT_CREATED = 'Produit ajouté avec succès';
export const MSG_PRODUCT_UPDATED = 'Produit modifié avec succès';
export const MSG_PRODUCT_DELETED = 'Produit supprimé avec succès';

/** Columns of a product; tva_rate and discount are left out when the request did not send them. */
function columns(input: ProductInput) {
  return {
    name: input.name,
    price_cents: eurosToCents(input.price),
    category_id: input.category_id,
    sub_category_id: input.subCategory_id,
    stock: input.stock,
    ...(input.tva_rate !== undefined ? { tva_rate: input.tva_rate } : {}),
    ...(input.discount !== undefined ? { discount_cents: eurosToCents(input.discount) } : {}),
  };
}

const select = {
  product_id: true,
  name: true,
  price_cents: true,
  category_id: true,
  sub_category_id: true,
  stock: true,
  image_file_id: true,
  tva_rate: true,
  discount_cents: true,
  created_at: true,
  updated_at: true,
} as const;

type ProductRow = {
  product_id: number;
  name: string;
  price_cents: number;
  category_id: number;
  sub_category_id: number | null;
  stock: number;
  image_file_id: number | null;
  tva_rate: { toNumber(): number };
  discount_cents: number;
  created_at: Date;
  updated_at: Date;
};

function toDto(row: ProductRow): ProductDto {
  return {
    product_id: row.product_id,
    name: row.name,
    price: centsToEuros(row.price_cents),
    category_id: row.category_id,
    subCategory_id: row.sub_category_id,
    stock: row.stock,
    image:
      row.image_file_id === null
        ? null
        : `/api/products/getProductImage?product_id=${row.product_id}&v=${row.image_file_id}`,
    tva_rate: decimalToNumber(row.tva_rate),
    discount: centsToEuros(row.discount_cents),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The category and sub-category must be the organization's; locked until the product is saved. */
async function assertOwnLinks(db: DbOrTx, organizationId: number, input: ProductInput) {
  await assertOwnCategory(db, organizationId, input.category_id);
  if (input.subCategory_id !== null) {
    await assertOwnSubCategory(db, organizationId, input.subCategory_id);
  }
}

export async function listProducts(db: DbOrTx, organizationId: number) {
  const rows = await db.product.findMany({
    where: { organization_id: organizationId },
    select,
    orderBy: [{ name: 'asc' }, { product_id: 'asc' }],
  });
  return rows.map(toDto);
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
    const stored = image
      ? await storeFile(tx, organizationId, image, { imagesOnly: true })
      : undefined;
    const row = await tx.product.create({
      data: {
        tva_rate: DEFAULT_SALE_VAT_RATE,
        ...columns(input),
        organization_id: organizationId,
        image_file_id: stored?.file_id ?? null,
      },
      select,
    });
    return toDto(row);
  });
}

async function findOwnProduct(db: DbOrTx, organizationId: number, productId: number) {
  const row = await db.product.findFirst({
    where: { product_id: productId, organization_id: organizationId },
    select,
  });
  if (!row) throw new AppError('NOT_FOUND', MSG_PRODUCT_NOT_FOUND);
  return row;
}

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
    const stored = image
      ? await storeFile(tx, organizationId, image, { imagesOnly: true })
      : undefined;
    const row = await tx.product.update({
      where: { organization_id: organizationId, product_id: existing.product_id },
      data: { ...columns(input), ...(stored ? { image_file_id: stored.file_id } : {}) },
      select,
    });
    if (stored && existing.image_file_id !== null) {
      await tx.storedFile.delete({
        where: { organization_id: organizationId, file_id: existing.image_file_id },
      });
    }
    return toDto(row);
  });
}

/**
 * Quotes and sales point at their products: a product on one of them stays. The row lock, taken
 * first, makes a line added meanwhile either counted here or refused on its side.
 */
export async function deleteProduct(db: Db, organizationId: number, productId: number) {
  await db.$transaction(async (tx) => {
    const [existing] = await tx.$queryRaw<{ image_file_id: number | null }[]>`
      SELECT image_file_id FROM products
      WHERE product_id = ${productId} AND organization_id = ${organizationId} FOR UPDATE`;
    if (!existing) throw new AppError('NOT_FOUND', MSG_PRODUCT_NOT_FOUND);
    const where = { organization_id: organizationId, product_id: productId };
    const quoteLines = await tx.quoteProduct.count({ where });
    const saleLines = await tx.saleLine.count({ where });
    if (quoteLines + saleLines > 0) throw new AppError('CONFLICT', MSG_PRODUCT_IN_USE);
    await tx.product.delete({ where });
    if (existing.image_file_id !== null) {
      await tx.storedFile.delete({
        where: { organization_id: organizationId, file_id: existing.image_file_id },
      });
    }
  });
}

export async function getProductImage(db: DbOrTx, organizationId: number, productId: number) {
  const row = await findOwnProduct(db, organizationId, productId);
  const file =
    row.image_file_id === null
      ? undefined
      : await findStoredFile(db, organizationId, row.image_file_id);
  if (!file) throw new AppError('NOT_FOUND', MSG_PRODUCT_NO_IMAGE);
  return file;
}
