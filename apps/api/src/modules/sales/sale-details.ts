// A sale as the list and the details answer it.
import type { SaleDto } from '@app/shared/sales';
import type { DbOrTx } from '../../db/prisma.js';
import { dbDateRange } from '../../db/values.js';
import { findOwnSale, saleSelect, toSaleDto } from './sales.data.js';

export async function listSales(
  db: DbOrTx,
  organizationId: number,
  range: { start: string; end: string },
): Promise<SaleDto[]> {
  const rows = await db.sale.findMany({
    where: {
      organization_id: organizationId,
      recorded_date: dbDateRange(range),
    },
    select: saleSelect,
    orderBy: [{ recorded_date: 'desc' }, { sale_id: 'desc' }],
  });
  return rows.map(toSaleDto);
}

export async function getSale(db: DbOrTx, organizationId: number, saleId: number) {
  return toSaleDto(await findOwnSale(db, organizationId, saleId));
}
