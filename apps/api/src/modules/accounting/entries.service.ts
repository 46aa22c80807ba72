// The use cases of both kinds of accounting entry (spec part 1 §5, §7): a Sortie (expense) and a
// Rentrée (revenue) are saved, read, listed and deleted the same way, with their receipt; what
// sets them apart (table, columns, links, messages) is their EntryKind (expenses.data.ts,
// revenues.data.ts).
import type { DateRange } from '@app/shared/date-range';
import { createHash } from 'node:crypto';
import type { Paged } from '@app/shared/paged-list';
import { lockOwn, type OwnTable } from '../../db/own-rows.js';
import type { ItemSink } from '../../db/prepared-rows.js';
import type { Db, DbOrTx } from '../../db/prisma.js';
import { AppError } from '../../errors/app-error.js';
import { findStoredFile, storeFile } from '../files/stored-files.js';
import type { UploadedFile } from '../../http/route.js';

export interface EntryMessages {
  added: string;
  updated: string;
  deleted: string;
  notFound: string;
  /** A receipt asked for where there is none. */
  noReceipt: string;
}

/** The queries of one kind of entry; every one is scoped by the organization. */
export interface EntryKind<
  Fields,
  Row extends { file_id: number | null },
  Item,
  Details,
  PageQuery = unknown,
> {
  table: Extract<OwnTable, 'expenses' | 'revenues'>;
  messages: EntryMessages;
  /** The event (and payer) the fields point at belong to the organization; 404 otherwise. */
  checkLinks(tx: DbOrTx, organizationId: number, fields: Fields, existing?: Row): Promise<void>;
  find(db: DbOrTx, organizationId: number, id: number): Promise<Row | null>;
  /** The spec's full list of the period (one statement), each item handed to `sink` as read. */
  stream(db: Db, organizationId: number, range: DateRange, sink: ItemSink<Item>): Promise<void>;
  /** One page of the list. */
  page(db: DbOrTx, organizationId: number, query: PageQuery): Promise<Paged<Item>>;
  create(tx: DbOrTx, organizationId: number, fields: Fields, fileId: number | null): Promise<Row>;
  /** `fileId` undefined: the receipt is kept. */
  update(
    tx: DbOrTx,
    organizationId: number,
    id: number,
    fields: Fields,
    fileId: number | undefined,
  ): Promise<Row>;
  remove(tx: DbOrTx, organizationId: number, id: number): Promise<void>;
  toItem(row: Row): Item;
  details(row: Row): Details;
}

type Row = { file_id: number | null };

/** The organization's entry, or 404; `lock`: locked for a change (another organization's id locks nothing). */
async function findOwn<F, R extends Row, I, D>(
  kind: EntryKind<F, R, I, D>,
  db: DbOrTx,
  organizationId: number,
  id: number,
  lock = false,
): Promise<R> {
  const locked = !lock || (await lockOwn(db, kind.table, id, organizationId));
  const row = locked ? await kind.find(db, organizationId, id) : null;
  if (!row) throw new AppError('NOT_FOUND', kind.messages.notFound);
  return row;
}

const deleteReceipt = (tx: DbOrTx, organizationId: number, fileId: number | null) =>
  fileId === null
    ? undefined
    : tx.storedFile.delete({ where: { organization_id: organizationId, file_id: fileId } });

/** The entry and its receipt are written in one transaction: never one without the other. */
export async function addEntry<F, R extends Row, I, D>(
  kind: EntryKind<F, R, I, D>,
  db: Db,
  organizationId: number,
  fields: F,
  file: UploadedFile | undefined,
): Promise<I> {
  return db.$transaction(async (tx) => {
    await kind.checkLinks(tx, organizationId, fields);
    const stored = file ? await storeFile(tx, organizationId, file) : undefined;
    return kind.toItem(await kind.create(tx, organizationId, fields, stored?.file_id ?? null));
  });
}

/**
 * The upload is the receipt the entry has already: the edit form sends the receipt back as it
 * downloaded it, and a received e-invoice's XML (issue #33) is a receipt no upload may store.
 */
async function sameReceipt(
  tx: DbOrTx,
  organizationId: number,
  fileId: number | null,
  file: UploadedFile,
): Promise<boolean> {
  if (fileId === null) return false;
  const kept = await tx.storedFile.findFirst({
    where: { file_id: fileId, organization_id: organizationId },
    select: { sha256: true },
  });
  return kept?.sha256 === createHash('sha256').update(file.buffer).digest('hex');
}

/**
 * Without a new file the receipt is kept, as it is when the same bytes are sent again; another one
 * replaces (and deletes) the old one.
 */
export async function updateEntry<F, R extends Row, I, D>(
  kind: EntryKind<F, R, I, D>,
  db: Db,
  organizationId: number,
  id: number,
  fields: F,
  file: UploadedFile | undefined,
): Promise<I> {
  return db.$transaction(async (tx) => {
    const existing = await findOwn(kind, tx, organizationId, id, true);
    await kind.checkLinks(tx, organizationId, fields, existing);
    const replaced = file && !(await sameReceipt(tx, organizationId, existing.file_id, file));
    const stored = replaced ? await storeFile(tx, organizationId, file) : undefined;
    const row = await kind.update(tx, organizationId, id, fields, stored?.file_id);
    if (stored) await deleteReceipt(tx, organizationId, existing.file_id);
    return kind.toItem(row);
  });
}

export async function entryDetails<F, R extends Row, I, D>(
  kind: EntryKind<F, R, I, D>,
  db: DbOrTx,
  organizationId: number,
  id: number,
): Promise<D> {
  return kind.details(await findOwn(kind, db, organizationId, id));
}

export async function entryReceipt<F, R extends Row, I, D>(
  kind: EntryKind<F, R, I, D>,
  db: DbOrTx,
  organizationId: number,
  id: number,
) {
  const { file_id } = await findOwn(kind, db, organizationId, id);
  const file = file_id === null ? undefined : await findStoredFile(db, organizationId, file_id);
  if (!file) throw new AppError('NOT_FOUND', kind.messages.noReceipt);
  return file;
}

export async function deleteEntry<F, R extends Row, I, D>(
  kind: EntryKind<F, R, I, D>,
  db: Db,
  organizationId: number,
  id: number,
): Promise<void> {
  await db.$transaction(async (tx) => {
    const existing = await findOwn(kind, tx, organizationId, id, true);
    await kind.remove(tx, organizationId, id);
    await deleteReceipt(tx, organizationId, existing.file_id);
  });
}
