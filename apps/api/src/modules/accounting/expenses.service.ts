import {
  MSG_EXPENSE_NOT_FOUND,
  ORGANIZATION_PAYER_ID,
  type ExpenseDetailsResponse,
  type ExpenseListItem,
  type PaymentMethod,
} from '@app/shared/accounting';
import type { DateRange } from '@app/shared/date-range';
import { centsToEuros } from '@app/shared/money';
import type { Db, DbOrTx } from '../../db/prisma.js';
import { dbDateRange, fromDbDate, toDbDate } from '../../db/values.js';
import { AppError } from '../../errors/app-error.js';
import { findStoredFile, storeFile, type UploadedFile } from '../files/stored-files.js';
import { type ExpenseFields } from './accounting.schemas.js';
import { assertMember, assertOwnEvent } from './entry-links.js';
import { toDbPaymentMethod, fromDbPaymentMethod } from './payment-method.js';

export const MSG_EXPENSE_ADDED = 'Dépense ajoutée avec succès';
export const MSG_EXPENSE_UPDATED = 'Dépense modifiée avec succès';
export const MSG_EXPENSE_DELETED = 'Dépense supprimée avec succès';

const listSelect = {
  expense_id: true,
  product_name: true,
  price_cents: true,
  recorded_date: true,
  payment_method: true,
  user_id: true,
  event_id: true,
  user: { select: { user_id: true, name: true, email: true } },
  event: { select: { event_id: true, name: true } },
  file: { select: { name: true } },
} as const;

type ExpenseRow = {
  expense_id: number;
  product_name: string;
  price_cents: number;
  recorded_date: Date;
  payment_method: Parameters<typeof fromDbPaymentMethod>[0];
  user_id: number | null;
  event_id: number | null;
  user: { user_id: number; name: string; email: string } | null;
  event: { event_id: number; name: string } | null;
  file: { name: string };
};

function toListItem(row: ExpenseRow): ExpenseListItem {
  return {
    expense_id: row.expense_id,
    product_name: row.product_name,
    price: centsToEuros(row.price_cents),
    recorded_date: fromDbDate(row.recorded_date),
    payment_method: fromDbPaymentMethod(row.payment_method) as PaymentMethod,
    user_id: row.user_id ?? ORGANIZATION_PAYER_ID,
    user_name: row.user?.name ?? null,
    event: row.event,
    file_name: row.file.name,
  };
}

function columns(fields: ExpenseFields) {
  return {
    product_name: fields.product_name,
    price_cents: fields.price_cents,
    recorded_date: toDbDate(fields.recorded_date),
    payment_method: toDbPaymentMethod(fields.payment_method),
    user_id: fields.user_id,
    event_id: fields.event_id,
  };
}

async function findOwnExpense(db: DbOrTx, organizationId: number, expenseId: number) {
  const row = await db.expense.findFirst({
    where: { expense_id: expenseId, organization_id: organizationId },
    select: { ...listSelect, file_id: true },
  });
  if (!row) throw new AppError('NOT_FOUND', MSG_EXPENSE_NOT_FOUND);
  return row;
}

/** The entry and its receipt are written in one transaction: never one without the other. */
export async function addExpense(
  db: Db,
  organizationId: number,
  fields: ExpenseFields,
  file: UploadedFile,
) {
  return db.$transaction(async (tx) => {
    await assertMember(tx, organizationId, fields.user_id);
    await assertOwnEvent(tx, organizationId, fields.event_id);
    const stored = await storeFile(tx, organizationId, file);
    const row = await tx.expense.create({
      data: { ...columns(fields), organization_id: organizationId, file_id: stored.file_id },
      select: listSelect,
    });
    return toListItem(row);
  });
}

/** Without a new file the receipt is kept; a new one replaces (and deletes) the old one. */
export async function updateExpense(
  db: Db,
  organizationId: number,
  expenseId: number,
  fields: ExpenseFields,
  file: UploadedFile | undefined,
) {
  return db.$transaction(async (tx) => {
    const existing = await findOwnExpense(tx, organizationId, expenseId);
    // A payer who has since left the organization stays on the expenses they paid.
    if (fields.user_id !== existing.user_id) await assertMember(tx, organizationId, fields.user_id);
    await assertOwnEvent(tx, organizationId, fields.event_id);
    const stored = file ? await storeFile(tx, organizationId, file) : undefined;
    const row = await tx.expense.update({
      where: { organization_id: organizationId, expense_id: existing.expense_id },
      data: { ...columns(fields), ...(stored ? { file_id: stored.file_id } : {}) },
      select: listSelect,
    });
    if (stored)
      await tx.storedFile.delete({
        where: { organization_id: organizationId, file_id: existing.file_id },
      });
    return toListItem(row);
  });
}

export async function getExpenseDetails(
  db: DbOrTx,
  organizationId: number,
  expenseId: number,
): Promise<ExpenseDetailsResponse> {
  const row = await findOwnExpense(db, organizationId, expenseId);
  const { user_name: _userName, event: _event, ...entry } = toListItem(row);
  return {
    expense: {
      expense: { ...entry, event_id: row.event_id },
      user: row.user ?? { user_id: ORGANIZATION_PAYER_ID, name: 'Organization', email: '' },
      event: row.event,
    },
  };
}

export async function getExpenseFile(db: DbOrTx, organizationId: number, expenseId: number) {
  const row = await findOwnExpense(db, organizationId, expenseId);
  const file = await findStoredFile(db, organizationId, row.file_id);
  if (!file) throw new AppError('NOT_FOUND', MSG_EXPENSE_NOT_FOUND);
  return file;
}

export async function listExpenses(db: DbOrTx, organizationId: number, range: DateRange) {
  const rows = await db.expense.findMany({
    where: {
      organization_id: organizationId,
      recorded_date: dbDateRange(range),
    },
    select: listSelect,
    orderBy: [{ recorded_date: 'desc' }, { expense_id: 'desc' }],
  });
  return rows.map(toListItem);
}

export async function deleteExpense(db: Db, organizationId: number, expenseId: number) {
  await db.$transaction(async (tx) => {
    const existing = await findOwnExpense(tx, organizationId, expenseId);
    await tx.expense.delete({
      where: { organization_id: organizationId, expense_id: existing.expense_id },
    });
    await tx.storedFile.delete({
      where: { organization_id: organizationId, file_id: existing.file_id },
    });
  });
}
