import { toBusinessDate } from '@app/shared/accounting';
import { MSG_CLIENT_NOT_FOUND } from '@app/shared/clients';
import { MSG_PRODUCT_NOT_FOUND } from '@app/shared/catalogue';
import { MAX_STORED_CENTS } from '@app/shared/money';
import { DEFAULT_SALE_VAT_RATE, priceSale } from '@app/shared/pricing';
import {
  MSG_SALE_DATE_REQUIRED,
  MSG_SALE_INVOICED,
  MSG_SALE_NAME_REQUIRED,
  MSG_SALE_NEEDS_CLIENT,
  MSG_SALE_NEEDS_PRODUCT,
  MSG_SALE_NOT_FOUND,
  MSG_SALE_TOTAL_TOO_LARGE,
  saleStockMessage,
} from '@app/shared/sales';
import type { Db, DbOrTx } from '../../db/prisma.js';
import { toDbDate } from '../../db/values.js';
import { AppError } from '../../errors/app-error.js';
import {
  euroCents,
  fieldText,
  optionalId,
  percent,
  requiredText,
  wholeNumber,
} from '../../http/form-fields.js';
import { nextDocumentNumber } from '../numbering/document-numbers.js';

export const MSG_SALE_CREATED = 'Vente créée avec succès';
export const MSG_SALE_UPDATED = 'Vente modifiée avec succès';
export const MSG_SALE_DELETED = 'Vente supprimée avec succès';

const bad = (message: string) => new AppError('BAD_REQUEST', message);

type SaleLine = { productId: number; quantity: number; unitPriceCents: number; vatRate: number };
export type SaleFields = {
  name: string;
  recorded_date: string;
  client_id: number;
  lines: SaleLine[];
};

/** Negative numbers are floored at 0 like the form's fields (spec §5); text is refused. */
const floored = (value: unknown) => {
  const text = fieldText(value);
  return text.startsWith('-') && Number.isFinite(Number(text)) ? '0' : value;
};

export function parseSaleFields(body: Record<string, unknown>): SaleFields {
  const rows = Array.isArray(body.products) ? body.products.slice(0, 200) : [];
  const lines: SaleLine[] = [];
  for (const raw of rows) {
    if (typeof raw !== 'object' || raw === null) throw bad(MSG_SALE_NEEDS_PRODUCT);
    const row = raw as Record<string, unknown>;
    const productId = optionalId(row.product_id, MSG_SALE_NEEDS_PRODUCT);
    if (productId === undefined) continue;
    const existing = lines.find((line) => line.productId === productId);
    const quantity =
      wholeNumber(floored(row.quantity), 'La quantité doit être un nombre entier positif.') ?? 0;
    if (existing) {
      // The same product twice is one line with both quantities.
      existing.quantity += quantity;
      continue;
    }
    lines.push({
      productId,
      quantity,
      unitPriceCents:
        euroCents(
          floored(row.unit_price),
          'Le prix unitaire doit être un nombre positif avec 2 décimales au plus.',
        ) ?? 0,
      vatRate:
        percent(floored(row.tva_rate), 'Le taux de TVA doit être compris entre 0 et 100.') ??
        DEFAULT_SALE_VAT_RATE,
    });
  }
  if (lines.length === 0) throw bad(MSG_SALE_NEEDS_PRODUCT);
  const client_id = optionalId(body.client_id, MSG_SALE_NEEDS_CLIENT);
  if (client_id === undefined) throw bad(MSG_SALE_NEEDS_CLIENT);
  const name = requiredText(body.name, 200, MSG_SALE_NAME_REQUIRED, 'Ce nom est trop long.');
  const recorded_date = toBusinessDate(fieldText(body.recorded_date));
  if (!recorded_date) throw bad(MSG_SALE_DATE_REQUIRED);
  return { name, recorded_date, client_id, lines };
}

/**
 * Takes `quantity` out of a product's stock, or puts it back (negative). The condition in the
 * UPDATE makes it safe under concurrency: two sales of the last items cannot both succeed.
 */
async function moveStock(tx: DbOrTx, organizationId: number, productId: number, quantity: number) {
  if (quantity === 0) return;
  const taken = await tx.$executeRaw`
    UPDATE products SET stock = stock - ${quantity}, updated_at = now()
    WHERE product_id = ${productId} AND organization_id = ${organizationId} AND stock >= ${quantity}`;
  if (taken === 1) return;
  const product = await tx.product.findFirst({
    where: { product_id: productId, organization_id: organizationId },
    select: { name: true, stock: true },
  });
  if (!product) throw new AppError('NOT_FOUND', MSG_PRODUCT_NOT_FOUND);
  throw new AppError('CONFLICT', saleStockMessage(product.name, product.stock));
}

async function priced(tx: DbOrTx, organizationId: number, fields: SaleFields) {
  const organization = await tx.organization.findUniqueOrThrow({
    where: { organization_id: organizationId },
    select: { is_vat_subject: true },
  });
  if (
    (await tx.client.count({
      where: { client_id: fields.client_id, organization_id: organizationId },
    })) === 0
  ) {
    throw new AppError('NOT_FOUND', MSG_CLIENT_NOT_FOUND);
  }
  const vat = (line: SaleLine) => (organization.is_vat_subject ? line.vatRate : 0);
  const totals = priceSale(
    fields.lines.map((line) => ({
      priceCents: line.unitPriceCents,
      quantity: line.quantity,
      vatRate: vat(line),
    })),
    organization.is_vat_subject,
  );
  // Each line fits, but their total may not fit the 32-bit column (it answered 500).
  if (totals.totalInclVatCents > MAX_STORED_CENTS) throw bad(MSG_SALE_TOTAL_TOO_LARGE);
  return {
    columns: {
      name: fields.name,
      recorded_date: toDbDate(fields.recorded_date),
      client_id: fields.client_id,
      total_price_cents: totals.totalInclVatCents,
    },
    rows: fields.lines.map((line) => ({
      organization_id: organizationId,
      product_id: line.productId,
      quantity: line.quantity,
      unit_price_cents: line.unitPriceCents,
      tva_rate: vat(line),
    })),
  };
}

export async function createSale(db: Db, organizationId: number, fields: SaleFields) {
  return db.$transaction(async (tx) => {
    const { columns, rows } = await priced(tx, organizationId, fields);
    // In product id order, so two sales never wait on each other's rows in opposite orders.
    for (const line of [...fields.lines].sort((a, b) => a.productId - b.productId)) {
      await moveStock(tx, organizationId, line.productId, line.quantity);
    }
    const formatted_sale_id = await nextDocumentNumber(tx, organizationId, 'sale');
    return tx.sale.create({
      data: {
        ...columns,
        organization_id: organizationId,
        formatted_sale_id,
        products: { create: rows },
      },
      select: { sale_id: true, formatted_sale_id: true },
    });
  });
}

async function lockOwnSale(tx: DbOrTx, organizationId: number, saleId: number) {
  await tx.$executeRaw`SELECT 1 FROM sales
    WHERE sale_id = ${saleId} AND organization_id = ${organizationId} FOR UPDATE`;
  const sale = await tx.sale.findFirst({
    where: { sale_id: saleId, organization_id: organizationId },
    select: {
      sale_id: true,
      invoice: { select: { invoice_id: true } },
      products: { select: { product_id: true, quantity: true } },
    },
  });
  if (!sale) throw new AppError('NOT_FOUND', MSG_SALE_NOT_FOUND);
  if (sale.invoice) throw new AppError('CONFLICT', MSG_SALE_INVOICED);
  return sale;
}

/** Applies the difference of quantities to the stock, in the same transaction as the lines. */
export async function updateSale(
  db: Db,
  organizationId: number,
  saleId: number,
  fields: SaleFields,
) {
  return db.$transaction(async (tx) => {
    const sale = await lockOwnSale(tx, organizationId, saleId);
    const { columns, rows } = await priced(tx, organizationId, fields);
    const delta = new Map<number, number>();
    for (const line of sale.products)
      delta.set(line.product_id, (delta.get(line.product_id) ?? 0) - line.quantity);
    for (const line of fields.lines)
      delta.set(line.productId, (delta.get(line.productId) ?? 0) + line.quantity);
    for (const [productId, quantity] of [...delta.entries()].sort(([a], [b]) => a - b)) {
      await moveStock(tx, organizationId, productId, quantity);
    }
    await tx.saleLine.deleteMany({ where: { organization_id: organizationId, sale_id: saleId } });
    return tx.sale.update({
      where: { organization_id: organizationId, sale_id: saleId },
      data: { ...columns, products: { create: rows } },
      select: { sale_id: true, formatted_sale_id: true },
    });
  });
}

export async function deleteSale(db: Db, organizationId: number, saleId: number) {
  await db.$transaction(async (tx) => {
    const sale = await lockOwnSale(tx, organizationId, saleId);
    for (const line of [...sale.products].sort((a, b) => a.product_id - b.product_id)) {
      await moveStock(tx, organizationId, line.product_id, -line.quantity);
    }
    await tx.sale.delete({ where: { organization_id: organizationId, sale_id: saleId } });
  });
}
