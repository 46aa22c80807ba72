import { MSG_CLIENT_NOT_FOUND } from '@app/shared/clients';
import { MSG_PRODUCT_NOT_FOUND } from '@app/shared/catalogue';
import { MAX_STORED_CENTS } from '@app/shared/money';
import { priceSale } from '@app/shared/pricing';
import {
  MSG_SALE_INVOICED,
  MSG_SALE_TOTAL_TOO_LARGE,
  saleStockMessage,
  type SaleFields as ParsedSaleFields,
  type SaleLineFields,
} from '@app/shared/sales';
import type { Db, DbOrTx } from '../../db/prisma.js';
import { toDbDate } from '../../db/values.js';
import { AppError } from '../../errors/app-error.js';
import { refreshSaleInvoice } from '../invoices/invoice-creation.js';
import { nextDocumentNumber } from '../numbering/document-numbers.js';
import { lockOwnSale } from '../documents/locked-sale.js';
import { recordDocumentEvent } from '../history/document-events.data.js';
import type { StoredEventKind } from '@app/shared/document-history';
import { checkSaleLeavesRentals } from '../availability/availability.service.js';

/** A sale's fields; without `allow_overbooking` (the demo seed's), units held are refused. */
type SaleFields = Omit<ParsedSaleFields, 'allow_overbooking'> & { allow_overbooking?: boolean };

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
  // Both refusals are about the sale's lines: the form shows them under the line of the product.
  const product = await tx.product.findFirst({
    where: { product_id: productId, organization_id: organizationId },
    select: { name: true, stock: true },
  });
  if (!product) throw new AppError('NOT_FOUND', MSG_PRODUCT_NOT_FOUND, { field: 'products' });
  throw new AppError('CONFLICT', saleStockMessage(product.name, product.stock), {
    field: 'products',
  });
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
    throw new AppError('NOT_FOUND', MSG_CLIENT_NOT_FOUND, { field: 'client_id' });
  }
  const vat = (line: SaleLineFields) => (organization.is_vat_subject ? line.vatRate : 0);
  const totals = priceSale(
    fields.lines.map((line) => ({
      priceCents: line.unitPriceCents,
      quantity: line.quantity,
      vatRate: vat(line),
    })),
    organization.is_vat_subject,
  );
  // Each line fits, but their total may not fit the 32-bit column (it answered 500). No field is
  // named: no one line is wrong, so the form shows the message as a toast, not under a line.
  if (totals.totalInclVatCents > MAX_STORED_CENTS) {
    throw new AppError('BAD_REQUEST', MSG_SALE_TOTAL_TOO_LARGE);
  }
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

/** `userId`: the author, for the sale's history (the demo seed has none). */
export async function createSale(
  db: Db,
  organizationId: number,
  fields: SaleFields,
  userId?: number,
) {
  return db.$transaction(async (tx) => {
    const { columns, rows } = await priced(tx, organizationId, fields);
    // In product id order, so two sales never wait on each other's rows in opposite orders.
    const taken = new Map<number, number>();
    for (const line of [...fields.lines].sort((a, b) => a.productId - b.productId)) {
      await moveStock(tx, organizationId, line.productId, line.quantity);
      taken.set(line.productId, (taken.get(line.productId) ?? 0) + line.quantity);
    }
    await checkSaleLeavesRentals(tx, organizationId, taken, fields.allow_overbooking ?? false);
    const formatted_sale_id = await nextDocumentNumber(tx, organizationId, 'sale');
    const created = await tx.sale.create({
      data: {
        ...columns,
        organization_id: organizationId,
        formatted_sale_id,
        products: { create: rows },
      },
      select: { sale_id: true, formatted_sale_id: true },
    });
    await saleEvent(tx, organizationId, created.sale_id, 'created', userId);
    return created;
  });
}

/**
 * The sale about to change or go, locked. A sale with a validated invoice is frozen (409); one
 * whose invoice is still pending can change (its invoice follows) but not go (spec: an invoiced
 * sale cannot be deleted).
 */
async function lockSaleForChange(
  tx: DbOrTx,
  organizationId: number,
  saleId: number,
  change: 'update' | 'delete',
) {
  const sale = await lockOwnSale(tx, organizationId, saleId);
  const frozen = change === 'delete' ? sale.invoice : sale.invoice?.status === 'Validated';
  if (frozen) throw new AppError('CONFLICT', MSG_SALE_INVOICED);
  return sale;
}

/** Applies the difference of quantities to the stock, in the same transaction as the lines. */
export async function updateSale(
  db: Db,
  organizationId: number,
  saleId: number,
  fields: SaleFields,
  userId?: number,
) {
  return db.$transaction(async (tx) => {
    const sale = await lockSaleForChange(tx, organizationId, saleId, 'update');
    const { columns, rows } = await priced(tx, organizationId, fields);
    const delta = new Map<number, number>();
    for (const line of sale.products)
      delta.set(line.product_id, (delta.get(line.product_id) ?? 0) - line.quantity);
    for (const line of fields.lines)
      delta.set(line.productId, (delta.get(line.productId) ?? 0) + line.quantity);
    for (const [productId, quantity] of [...delta.entries()].sort(([a], [b]) => a - b)) {
      await moveStock(tx, organizationId, productId, quantity);
    }
    await checkSaleLeavesRentals(tx, organizationId, delta, fields.allow_overbooking ?? false);
    await tx.saleLine.deleteMany({ where: { organization_id: organizationId, sale_id: saleId } });
    const updated = await tx.sale.update({
      where: { organization_id: organizationId, sale_id: saleId },
      data: { ...columns, products: { create: rows } },
      select: { sale_id: true, formatted_sale_id: true },
    });
    // Like a quote's, a pending invoice is made again from the sale as it now is.
    if (sale.invoice) await refreshSaleInvoice(tx, organizationId, saleId);
    await saleEvent(tx, organizationId, saleId, 'updated', userId);
    return updated;
  });
}

export async function deleteSale(db: Db, organizationId: number, saleId: number) {
  await db.$transaction(async (tx) => {
    const sale = await lockSaleForChange(tx, organizationId, saleId, 'delete');
    for (const line of [...sale.products].sort((a, b) => a.product_id - b.product_id)) {
      await moveStock(tx, organizationId, line.product_id, -line.quantity);
    }
    await tx.sale.delete({ where: { organization_id: organizationId, sale_id: saleId } });
  });
}

/** An entry of the sale's history, in the change's transaction. */
const saleEvent = (
  tx: DbOrTx,
  organizationId: number,
  saleId: number,
  kind: StoredEventKind,
  userId: number | undefined,
) => recordDocumentEvent(tx, { organizationId, userId, document: { sale_id: saleId }, kind });
