// The catalogue's rows as the API reads them: one select per table (its row type follows from it),
// and the mappers to the shared DTOs.
import type { ProductDto, ServiceDto } from '@app/shared/catalogue';
import { centsToEuros, eurosToCents } from '@app/shared/money';
import { decimalToNumber } from '../../db/values.js';
import type { Prisma } from '../../generated/prisma/client.js';

export const categorySelect = {
  category_id: true,
  name: true,
  description: true,
} as const satisfies Prisma.CategorySelect;

export const subCategorySelect = {
  sub_category_id: true,
  name: true,
  description: true,
  category_id: true,
} as const satisfies Prisma.SubCategorySelect;

/** What products and services both carry: price, VAT rate, discount and timestamps. */
const pricedSelect = {
  name: true,
  price_cents: true,
  tva_rate: true,
  discount_cents: true,
  created_at: true,
  updated_at: true,
} as const;

export const productSelect = {
  ...pricedSelect,
  product_id: true,
  category_id: true,
  sub_category_id: true,
  stock: true,
  image_file_id: true,
} as const satisfies Prisma.ProductSelect;
export type ProductRow = Prisma.ProductGetPayload<{ select: typeof productSelect }>;

export const serviceSelect = {
  ...pricedSelect,
  service_id: true,
  description: true,
  duration: true,
} as const satisfies Prisma.ServiceSelect;
export type ServiceRow = Prisma.ServiceGetPayload<{ select: typeof serviceSelect }>;

type PricedRow = Pick<ProductRow, keyof typeof pricedSelect>;

/** Price columns of a product or service; tva_rate and discount are left out when not sent. */
export function pricedColumns(input: {
  name: string;
  price: number;
  tva_rate?: number | undefined;
  discount?: number | undefined;
}) {
  return {
    name: input.name,
    price_cents: eurosToCents(input.price),
    ...(input.tva_rate !== undefined ? { tva_rate: input.tva_rate } : {}),
    ...(input.discount !== undefined ? { discount_cents: eurosToCents(input.discount) } : {}),
  };
}

/** The shared part of ProductDto and ServiceDto: amounts in euros, dates as ISO text. */
function pricedFields(row: PricedRow) {
  return {
    name: row.name,
    price: centsToEuros(row.price_cents),
    tva_rate: decimalToNumber(row.tva_rate),
    discount: centsToEuros(row.discount_cents),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function toProductDto(row: ProductRow): ProductDto {
  return {
    ...pricedFields(row),
    product_id: row.product_id,
    category_id: row.category_id,
    subCategory_id: row.sub_category_id,
    stock: row.stock,
    image:
      row.image_file_id === null
        ? null
        : `/api/products/getProductImage?product_id=${row.product_id}&v=${row.image_file_id}`,
  };
}

export function toServiceDto(row: ServiceRow): ServiceDto {
  return {
    ...pricedFields(row),
    service_id: row.service_id,
    description: row.description,
    duration: row.duration,
  };
}
