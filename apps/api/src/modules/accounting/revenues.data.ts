// Revenues (Rentrée): the queries and the answers of the entry kind (spec part 1 §3 Revenue).
import {
  MSG_NO_RECEIPT,
  MSG_REVENUE_NOT_FOUND,
  type RevenueDetailsResponse,
  type RevenuesPageQuery,
  type RevenueFields,
  type RevenueListItem,
} from '@app/shared/accounting';
import { centsToEuros } from '@app/shared/money';
import type { Prisma } from '../../generated/prisma/client.js';
import { fromDbDate, toDbDate } from '../../db/values.js';
import type { EntryKind } from './entries.service.js';
import { assertOwnEvent } from './entry-links.js';
import { revenuesList } from './revenues-list.js';
import { fromDbPaymentMethod, toDbPaymentMethod } from './payment-method.js';

const select = {
  revenue_id: true,
  product_name: true,
  unit_price_cents: true,
  amount: true,
  recorded_date: true,
  payment_method: true,
  event_id: true,
  file_id: true,
  event: { select: { event_id: true, name: true } },
  file: { select: { name: true } },
} as const;

type RevenueRow = Prisma.RevenueGetPayload<{ select: typeof select }>;

function toItem(row: RevenueRow): RevenueListItem {
  return {
    revenue_id: row.revenue_id,
    product_name: row.product_name,
    unit_price: centsToEuros(row.unit_price_cents),
    amount: row.amount,
    recorded_date: fromDbDate(row.recorded_date),
    payment_method: row.payment_method ? fromDbPaymentMethod(row.payment_method) : null,
    event: row.event,
    file_path: row.file?.name ?? null,
  };
}

const columns = (fields: RevenueFields) => ({
  product_name: fields.product_name,
  unit_price_cents: fields.unit_price_cents,
  amount: fields.amount,
  recorded_date: toDbDate(fields.recorded_date),
  payment_method: fields.payment_method ? toDbPaymentMethod(fields.payment_method) : null,
  event_id: fields.event_id,
});

export const REVENUES: EntryKind<
  RevenueFields,
  RevenueRow,
  RevenueListItem,
  RevenueDetailsResponse,
  RevenuesPageQuery
> = {
  table: 'revenues',
  messages: {
    added: 'Rentrée ajoutée avec succès',
    updated: 'Rentrée modifiée avec succès',
    deleted: 'Rentrée supprimée avec succès',
    notFound: MSG_REVENUE_NOT_FOUND,
    noReceipt: MSG_NO_RECEIPT,
  },
  checkLinks: (tx, organizationId, fields) => assertOwnEvent(tx, organizationId, fields.event_id),
  find: (db, organizationId, id) =>
    db.revenue.findFirst({ where: { revenue_id: id, organization_id: organizationId }, select }),
  stream: revenuesList.stream,
  page: revenuesList.page,
  create: (tx, organizationId, fields, fileId) =>
    tx.revenue.create({
      data: { ...columns(fields), organization_id: organizationId, file_id: fileId },
      select,
    }),
  update: (tx, organizationId, id, fields, fileId) =>
    tx.revenue.update({
      where: { organization_id: organizationId, revenue_id: id },
      data: { ...columns(fields), ...(fileId === undefined ? {} : { file_id: fileId }) },
      select,
    }),
  async remove(tx, organizationId, id) {
    await tx.revenue.delete({ where: { organization_id: organizationId, revenue_id: id } });
  },
  toItem,
  details(row) {
    const { event: _event, ...entry } = toItem(row);
    return { revenue: { revenue: { ...entry, event_id: row.event_id }, event: row.event } };
  },
};
