// The sales table as this area reads it: what a sale answers (stored in cents, answered in
// euros), and the sale of an organization found by its id, 404 when it is not theirs (locked for a
// change: documents/locked-sale.ts).
import { centsToEuros } from '@app/shared/money';
import { MSG_SALE_NOT_FOUND, type SaleDto } from '@app/shared/sales';
import type { DbOrTx } from '../../db/prisma.js';
import { decimalToNumber, fromDbDate } from '../../db/values.js';
import { foundOr404 } from '../../errors/app-error.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { fromDbPaymentMethod } from '../accounting/payment-method.js';
import { invoiceStatusSelect, listedClientSelect } from '../documents/document-selects.js';

/** What the list, the details and the PDF read of a sale. */
export const saleSelect = {
  sale_id: true,
  formatted_sale_id: true,
  name: true,
  recorded_date: true,
  total_price_cents: true,
  organization_id: true,
  tva_rate: true,
  payment_method: true,
  client: listedClientSelect,
  invoice: invoiceStatusSelect,
  products: {
    orderBy: { row_id: 'asc' },
    select: {
      row_id: true,
      quantity: true,
      unit_price_cents: true,
      tva_rate: true,
      product: { select: { product_id: true, name: true, stock: true } },
    },
  },
} as const satisfies Prisma.SaleSelect;

export type SaleRow = Prisma.SaleGetPayload<{ select: typeof saleSelect }>;

export function toSaleDto(row: SaleRow): SaleDto {
  return {
    sale_id: row.sale_id,
    formatted_sale_id: row.formatted_sale_id,
    name: row.name,
    recorded_date: fromDbDate(row.recorded_date),
    total_price: centsToEuros(row.total_price_cents),
    file_path: null,
    organization_id: row.organization_id,
    tva_rate: decimalToNumber(row.tva_rate),
    client: row.client,
    payment_method: row.payment_method ? fromDbPaymentMethod(row.payment_method) : null,
    invoice_id: row.invoice?.invoice_id ?? null,
    invoice_status: row.invoice?.status ?? null,
    products: row.products.map((line) => ({
      row_id: line.row_id,
      product: line.product,
      quantity: line.quantity,
      unit_price: centsToEuros(line.unit_price_cents),
      tva_rate: decimalToNumber(line.tva_rate),
    })),
  };
}

/** The organization's sale with its lines as stored (cents); 404 otherwise. */
export async function findOwnSale(
  db: DbOrTx,
  organizationId: number,
  saleId: number,
): Promise<SaleRow> {
  const row = await db.sale.findFirst({
    where: { sale_id: saleId, organization_id: organizationId },
    select: saleSelect,
  });
  return foundOr404(row, MSG_SALE_NOT_FOUND);
}
