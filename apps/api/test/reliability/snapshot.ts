import type { Db } from '../../src/db/prisma.js';

/** Every row an organization owns, as JSON: compared before and after requests that must not write. */
export async function organizationSnapshot(db: Db, orgId: number): Promise<string> {
  const where = { organization_id: orgId };
  const parts = await Promise.all([
    db.organization.findUnique({ where }),
    db.user.findMany({ where, orderBy: { user_id: 'asc' } }),
    db.joinRequest.findMany({ where, orderBy: { request_id: 'asc' } }),
    db.client.findMany({ where, orderBy: { client_id: 'asc' } }),
    db.event.findMany({ where, orderBy: { event_id: 'asc' } }),
    db.category.findMany({ where, orderBy: { category_id: 'asc' } }),
    db.subCategory.findMany({ where, orderBy: { sub_category_id: 'asc' } }),
    db.product.findMany({ where, orderBy: { product_id: 'asc' } }),
    db.service.findMany({ where, orderBy: { service_id: 'asc' } }),
    db.quote.findMany({
      where,
      orderBy: { quote_id: 'asc' },
      include: { products: true, services: true },
    }),
    db.invoice.findMany({ where, orderBy: { invoice_id: 'asc' }, include: { lines: true } }),
    db.sale.findMany({ where, orderBy: { sale_id: 'asc' }, include: { products: true } }),
    db.expense.findMany({ where, orderBy: { expense_id: 'asc' } }),
    db.revenue.findMany({ where, orderBy: { revenue_id: 'asc' } }),
    db.storedFile.findMany({
      where,
      orderBy: { file_id: 'asc' },
      select: { file_id: true, sha256: true },
    }),
  ]);
  return JSON.stringify(parts);
}
