// Row locks scoped by the organization: the id and the organization are in the same statement,
// so another organization's id locks nothing and answers exactly like a missing one.
import { AppError, notFound } from '../errors/app-error.js';
import { Prisma } from '../generated/prisma/client.js';
import type { DbOrTx } from './prisma.js';

/** Tables with an organization_id, by the name of their id column. */
const OWN_TABLES = {
  clients: 'client_id',
  events: 'event_id',
  categories: 'category_id',
  sub_categories: 'sub_category_id',
  products: 'product_id',
  services: 'service_id',
  quotes: 'quote_id',
  sales: 'sale_id',
  invoices: 'invoice_id',
  credit_notes: 'credit_note_id',
  expenses: 'expense_id',
  revenues: 'revenue_id',
} as const;

export type OwnTable = keyof typeof OWN_TABLES;

/** 'update' (FOR UPDATE): the row is about to change or go; 'use' (FOR KEY SHARE): a new row is about to point at it. */
export type LockMode = 'update' | 'use';

/**
 * Locks the organization's row `id` of `table` until the transaction ends; false when the
 * organization has no such row (the caller answers 404).
 */
export async function lockOwn(
  tx: DbOrTx,
  table: OwnTable,
  id: number,
  organizationId: number,
  mode: LockMode = 'update',
): Promise<boolean> {
  // Identifiers come from the constant above, never from the request.
  const rows = await tx.$queryRaw<unknown[]>`SELECT 1 FROM ${Prisma.raw(table)}
    WHERE ${Prisma.raw(OWN_TABLES[table])} = ${id} AND organization_id = ${organizationId}
    ${mode === 'update' ? Prisma.sql`FOR UPDATE` : Prisma.sql`FOR KEY SHARE`}`;
  return rows.length > 0;
}

/** lockOwn, answering 404 with `missing` when the organization has no such row. */
export async function lockOwnOr404(
  tx: DbOrTx,
  table: OwnTable,
  id: number,
  organizationId: number,
  missing: string,
  mode: LockMode = 'update',
): Promise<void> {
  if (!(await lockOwn(tx, table, id, organizationId, mode))) throw notFound(missing);
}

/**
 * Locks the organization's own row (organizations) until the transaction ends: what changes the
 * organization as a whole (its members, its use of the plan) takes turns.
 */
export async function lockOrganization(tx: DbOrTx, organizationId: number): Promise<void> {
  await tx.$queryRaw`SELECT 1 FROM organizations WHERE organization_id = ${organizationId} FOR UPDATE`;
}

/**
 * Before deleting a row (a category, a client…): 404 unless it is the organization's, 409 `inUse` while rows
 * point at it. The lock, taken first, makes a row saved meanwhile that points at it either
 * counted here or refused on its side.
 */
export async function lockUnused(
  tx: DbOrTx,
  row: { table: OwnTable; id: number; organizationId: number },
  messages: { missing: string; inUse: string },
  countUses: () => Promise<number>,
): Promise<void> {
  await lockOwnOr404(tx, row.table, row.id, row.organizationId, messages.missing);
  if ((await countUses()) > 0) throw new AppError('CONFLICT', messages.inUse);
}
