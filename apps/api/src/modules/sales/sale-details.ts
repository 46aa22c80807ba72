// A sale as the list, the details and the PDF read it: stored in cents, answered in euros.
import { centsToEuros } from '@app/shared/money';
import { MSG_SALE_NOT_FOUND, type SaleDto } from '@app/shared/sales';
import type { DbOrTx } from '../../db/prisma.js';
import { dbDateRange, decimalToNumber, fromDbDate } from '../../db/values.js';
import { AppError } from '../../errors/app-error.js';
import { fromDbPaymentMethod } from '../accounting/payment-method.js';

const select = {
  sale_id: true,
  formatted_sale_id: true,
  name: true,
  recorded_date: true,
  total_price_cents: true,
  organization_id: true,
  tva_rate: true,
  payment_method: true,
  client: { select: { client_id: true, client_name: true } },
  invoice: { select: { invoice_id: true } },
  products: {
    orderBy: { row_id: 'asc' as const },
    select: {
      row_id: true,
      quantity: true,
      unit_price_cents: true,
      tva_rate: true,
      product: { select: { product_id: true, name: true, stock: true } },
    },
  },
} as const;

type SaleRow = {
  sale_id: number;
  formatted_sale_id: string;
  name: string;
  recorded_date: Date;
  total_price_cents: number;
  organization_id: number;
  tva_rate: { toNumber(): number };
  payment_method: Parameters<typeof fromDbPaymentMethod>[0] | null;
  client: { client_id: number; client_name: string };
  invoice: { invoice_id: number } | null;
  products: {
    row_id: number;
    quantity: number;
    unit_price_cents: number;
    tva_rate: { toNumber(): number };
    product: { product_id: number; name: string; stock: number };
  }[];
};

function toDto(row: SaleRow): SaleDto {
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
    products: row.products.map((line) => ({
      row_id: line.row_id,
      product: line.product,
      quantity: line.quantity,
      unit_price: centsToEuros(line.unit_price_cents),
      tva_rate: decimalToNumber(line.tva_rate),
    })),
  };
}

export async function listSales(
  db: DbOrTx,
  organizationId: number,
  range: { start: string; end: string },
) {
  const rows = await db.sale.findMany({
    where: {
      organization_id: organizationId,
      recorded_date: dbDateRange(range),
    },
    select,
    orderBy: [{ recorded_date: 'desc' }, { sale_id: 'desc' }],
  });
  return rows.map(toDto);
}

/** The sale of the organization with its lines as stored (cents); 404 otherwise. */
export async function findSaleRow(db: DbOrTx, organizationId: number, saleId: number) {
  const row = await db.sale.findFirst({
    where: { sale_id: saleId, organization_id: organizationId },
    select,
  });
  if (!row) throw new AppError('NOT_FOUND', MSG_SALE_NOT_FOUND);
  return row;
}

export async function getSale(db: DbOrTx, organizationId: number, saleId: number) {
  return toDto(await findSaleRow(db, organizationId, saleId));
}
