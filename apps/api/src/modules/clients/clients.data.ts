// The clients table as the API reads it: what a client answers, its stored legal identity, and
// the organization's client found, written or counted on documents, 404 when it is not theirs.
import {
  CLIENT_IDENTITY_FIELDS,
  MSG_CLIENT_NOT_FOUND,
  type ClientDto,
  type ClientInput,
} from '@app/shared/clients';
import { preparedRows } from '../../db/prepared-rows.js';
import type { Db, DbOrTx } from '../../db/prisma.js';
import { foundOr404 } from '../../errors/app-error.js';
import { Prisma } from '../../generated/prisma/client.js';

/** Exactly the fields of a ClientDto, which the row then is as read: no mapping to do. */
const select = {
  client_id: true,
  client_name: true,
  client_email: true,
  client_address: true,
  client_phone: true,
  bank_account: true,
  vat_number: true,
  client_type: true,
  country: true,
  enterprise_number: true,
  postal_code: true,
  city: true,
} as const satisfies Record<keyof ClientDto, true>;

/** The legal identity fields, those an update may leave out. */
const identitySelect = Object.fromEntries(CLIENT_IDENTITY_FIELDS.map((field) => [field, true])) as {
  [K in (typeof CLIENT_IDENTITY_FIELDS)[number]]: true;
} satisfies Prisma.ClientSelect;

/** The organization's client's stored legal identity; null when it is not theirs. */
export function findOwnClientIdentity(db: DbOrTx, organizationId: number, clientId: number) {
  return db.client.findFirst({
    where: { client_id: clientId, organization_id: organizationId },
    select: identitySelect,
  });
}

const selectedColumns = Prisma.raw(Object.keys(select).join(', '));

/**
 * The organization's clients by name: the list every client picker loads, hence a prepared
 * statement (db/prepared-rows.ts; a Prisma findMany costs several times its SQL here). The row is
 * the DTO as it is (`select`'s columns, text and integers).
 */
export function findOwnClients(db: Db, organizationId: number): Promise<ClientDto[]> {
  return preparedRows<ClientDto>(
    db,
    'clients-by-name',
    Prisma.sql`SELECT ${selectedColumns} FROM clients
      WHERE organization_id = ${organizationId} ORDER BY client_name, client_id`,
  );
}

/** The organization's client as every answer shows it; 404 when it is not theirs. */
export async function findOwnClient(
  db: DbOrTx,
  organizationId: number,
  clientId: number,
): Promise<ClientDto> {
  const row = await db.client.findFirst({
    where: { client_id: clientId, organization_id: organizationId },
    select,
  });
  return foundOr404(row, MSG_CLIENT_NOT_FOUND);
}

/** The organization's clients among `ids` (a page of the list), in any order. */
export function findOwnClientsById(db: DbOrTx, organizationId: number, ids: number[]) {
  return db.client.findMany({
    where: { organization_id: organizationId, client_id: { in: ids } },
    select,
  });
}

export function insertClient(tx: DbOrTx, organizationId: number, input: ClientInput) {
  return tx.client.create({ data: { ...input, organization_id: organizationId }, select });
}

/** Writes the organization's client in one statement; 404 when it is not theirs. */
export async function updateOwnClient(
  db: DbOrTx,
  organizationId: number,
  clientId: number,
  input: ClientInput,
): Promise<ClientDto> {
  const [row] = await db.client.updateManyAndReturn({
    where: { client_id: clientId, organization_id: organizationId },
    data: input,
    select,
  });
  return foundOr404(row, MSG_CLIENT_NOT_FOUND);
}

/** How many quotes, sales and invoices of the organization name the client. */
export async function countClientDocuments(tx: DbOrTx, organizationId: number, clientId: number) {
  // One connection per transaction: queries run one after the other.
  const where = { organization_id: organizationId, client_id: clientId };
  const quotes = await tx.quote.count({ where });
  const sales = await tx.sale.count({ where });
  const invoices = await tx.invoice.count({ where });
  return quotes + sales + invoices;
}

export async function deleteOwnClient(tx: DbOrTx, organizationId: number, clientId: number) {
  await tx.client.delete({ where: { organization_id: organizationId, client_id: clientId } });
}
