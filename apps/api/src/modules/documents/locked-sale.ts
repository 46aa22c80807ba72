// A sale locked for a change: its row lock, the stock it took and its invoice. Read by the sales
// area (a change or a deletion) and by the invoices area (the sale's invoice made or made anew),
// which the sales area calls in turn: kept beside both, so neither reads the other's data.
import { MSG_SALE_NOT_FOUND } from '@app/shared/sales';
import { lockOwnOr404 } from '../../db/own-rows.js';
import type { DbOrTx } from '../../db/prisma.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { invoiceStatusSelect } from './document-selects.js';

/** What a change of a sale reads once it holds its row lock: the stock it took, its invoice. */
const lockedSaleSelect = {
  client_id: true,
  invoice: invoiceStatusSelect,
  products: {
    orderBy: { row_id: 'asc' },
    select: {
      product_id: true,
      quantity: true,
      unit_price_cents: true,
      tva_rate: true,
      product: { select: { name: true } },
    },
  },
} as const satisfies Prisma.SaleSelect;

export type LockedSale = Prisma.SaleGetPayload<{ select: typeof lockedSaleSelect }>;

/**
 * Locks the organization's sale until the transaction ends (an update, a deletion and the
 * creation of its invoice take turns) and reads it; 404 when it is not theirs.
 */
export async function lockOwnSale(
  tx: DbOrTx,
  organizationId: number,
  saleId: number,
): Promise<LockedSale> {
  await lockOwnOr404(tx, 'sales', saleId, organizationId, MSG_SALE_NOT_FOUND);
  return tx.sale.findUniqueOrThrow({
    where: { organization_id: organizationId, sale_id: saleId },
    select: lockedSaleSelect,
  });
}
