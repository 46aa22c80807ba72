import {
  MSG_NO_RECEIPT,
  MSG_REVENUE_NOT_FOUND,
  type RevenueDetailsResponse,
  type RevenueListItem,
} from '@app/shared/accounting';
import type { DateRange } from '@app/shared/date-range';
import { centsToEuros } from '@app/shared/money';
import type { Db, DbOrTx } from '../../db/prisma.js';
import { dbDateRange, fromDbDate, toDbDate } from '../../db/values.js';
import { AppError } from '../../errors/app-error.js';
import { findStoredFile, storeFile, type UploadedFile } from '../files/stored-files.js';
import { type RevenueFields } from './accounting.schemas.js';
import { assertOwnEvent } from './entry-links.js';
import { fromDbPaymentMethod, toDbPaymentMethod } from './payment-method.js';

export const MSG_REVENUE_ADDED = 'Rentrée ajoutée avec succès';
export const MSG_REVENUE_UPDATED = 'Rentrée modifiée avec succès';
export const MSG_REVENUE_DELETED = 'Rentrée supprimée avec succès';

const listSelect = {
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

type RevenueRow = {
  revenue_id: number;
  product_name: string;
  unit_price_cents: number;
  amount: number;
  recorded_date: Date;
  payment_method: Parameters<typeof fromDbPaymentMethod>[0] | null;
  event_id: number | null;
  file_id: number | null;
  event: { event_id: number; name: string } | null;
  file: { name: string } | null;
};

function toListItem(row: RevenueRow): RevenueListItem {
  return {
    revenue_id: row.revenue_id,
    product_name: row.product_name,
    unit_price: centsToEuros(row.unit_price_cents),
    amount: row.amount,
    recorded_date: fromDbDate(row.recorded_date),
    payment_method: row.payment_method ? fromDbPaymentMethod(row.payment_method) : null,
    event: row.event,
    file_name: row.file?.name ?? null,
  };
}

function columns(fields: RevenueFields) {
  return {
    product_name: fields.product_name,
    unit_price_cents: fields.unit_price_cents,
    amount: fields.amount,
    recorded_date: toDbDate(fields.recorded_date),
    payment_method: fields.payment_method ? toDbPaymentMethod(fields.payment_method) : null,
    event_id: fields.event_id,
  };
}

async function findOwnRevenue(db: DbOrTx, organizationId: number, revenueId: number) {
  const row = await db.revenue.findFirst({
    where: { revenue_id: revenueId, organization_id: organizationId },
    select: listSelect,
  });
  if (!row) throw new AppError('NOT_FOUND', MSG_REVENUE_NOT_FOUND);
  return row;
}

export async function addRevenue(
  db: Db,
  organizationId: number,
  fields: RevenueFields,
  file: UploadedFile | undefined,
) {
  return db.$transaction(async (tx) => {
    await assertOwnEvent(tx, organizationId, fields.event_id);
    const stored = file ? await storeFile(tx, organizationId, file) : undefined;
    const row = await tx.revenue.create({
      data: {
        ...columns(fields),
        organization_id: organizationId,
        file_id: stored?.file_id ?? null,
      },
      select: listSelect,
    });
    return toListItem(row);
  });
}

/** Without a new file the receipt is kept; a new one replaces (and deletes) the old one. */
export async function updateRevenue(
  db: Db,
  organizationId: number,
  revenueId: number,
  fields: RevenueFields,
  file: UploadedFile | undefined,
) {
  return db.$transaction(async (tx) => {
    const existing = await findOwnRevenue(tx, organizationId, revenueId);
    await assertOwnEvent(tx, organizationId, fields.event_id);
    const stored = file ? await storeFile(tx, organizationId, file) : undefined;
    const row = await tx.revenue.update({
      where: { organization_id: organizationId, revenue_id: existing.revenue_id },
      data: { ...columns(fields), ...(stored ? { file_id: stored.file_id } : {}) },
      select: listSelect,
    });
    if (stored && existing.file_id !== null) {
      await tx.storedFile.delete({
        where: { organization_id: organizationId, file_id: existing.file_id },
      });
    }
    return toListItem(row);
  });
}

export async function getRevenueDetails(
  db: DbOrTx,
  organizationId: number,
  revenueId: number,
): Promise<RevenueDetailsResponse> {
  const row = await findOwnRevenue(db, organizationId, revenueId);
  const { event: _event, ...entry } = toListItem(row);
  return { revenue: { revenue: { ...entry, event_id: row.event_id }, event: row.event } };
}

export async function getRevenueFile(db: DbOrTx, organizationId: number, revenueId: number) {
  const row = await findOwnRevenue(db, organizationId, revenueId);
  const file =
    row.file_id === null ? undefined : await findStoredFile(db, organizationId, row.file_id);
  if (!file) throw new AppError('NOT_FOUND', MSG_NO_RECEIPT);
  return file;
}

export async function listRevenues(db: DbOrTx, organizationId: number, range: DateRange) {
  const rows = await db.revenue.findMany({
    where: {
      organization_id: organizationId,
      recorded_date: dbDateRange(range),
    },
    select: listSelect,
    orderBy: [{ recorded_date: 'desc' }, { revenue_id: 'desc' }],
  });
  return rows.map(toListItem);
}

export async function deleteRevenue(db: Db, organizationId: number, revenueId: number) {
  await db.$transaction(async (tx) => {
    const existing = await findOwnRevenue(tx, organizationId, revenueId);
    await tx.revenue.delete({
      where: { organization_id: organizationId, revenue_id: existing.revenue_id },
    });
    if (existing.file_id !== null) {
      await tx.storedFile.delete({
        where: { organization_id: organizationId, file_id: existing.file_id },
      });
    }
  });
}
