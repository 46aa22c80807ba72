import {
  CLIENT_IDENTITY_FIELDS,
  MSG_CLIENT_IN_USE,
  MSG_CLIENT_NOT_FOUND,
  type ClientDto,
  type ClientInput,
} from '@app/shared/clients';
import { lockOwnOr404 } from '../../db/own-rows.js';
import type { Db, DbOrTx } from '../../db/prisma.js';
import { AppError, foundOr404 } from '../../errors/app-error.js';
import { assertWithinPlanLimit } from '../subscription/plan-limits.js';

export const MSG_CLIENT_CREATED = 'Client créé avec succès';
export const MSG_CLIENT_UPDATED = 'Client modifié avec succès';
export const MSG_CLIENT_DELETED = 'Client supprimé avec succès';

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
} as const;

/**
 * The stored legal identity of a client, for the fields an update leaves out (an older form or
 * script keeps them instead of erasing them); empty when the client is not the organization's.
 */
export async function storedClientIdentity(db: DbOrTx, organizationId: number, clientId: number) {
  const client = await db.client.findFirst({
    where: { client_id: clientId, organization_id: organizationId },
    select: Object.fromEntries(CLIENT_IDENTITY_FIELDS.map((field) => [field, true])) as {
      [K in (typeof CLIENT_IDENTITY_FIELDS)[number]]: true;
    },
  });
  return client ?? {};
}

export function listClients(db: DbOrTx, organizationId: number): Promise<ClientDto[]> {
  return db.client.findMany({
    where: { organization_id: organizationId },
    select,
    orderBy: [{ client_name: 'asc' }, { client_id: 'asc' }],
  });
}

export async function createClient(db: Db, organizationId: number, input: ClientInput) {
  return db.$transaction(async (tx) => {
    await assertWithinPlanLimit(tx, organizationId, 'clients');
    return tx.client.create({ data: { ...input, organization_id: organizationId }, select });
  });
}

export async function updateClient(
  db: DbOrTx,
  organizationId: number,
  clientId: number,
  input: ClientInput,
) {
  const [updated] = await db.client.updateManyAndReturn({
    where: { client_id: clientId, organization_id: organizationId },
    data: input,
    select,
  });
  return foundOr404(updated, MSG_CLIENT_NOT_FOUND);
}

/**
 * A client on a quote, sale or invoice stays: those documents must keep their client. The row
 * lock, taken first, makes a document saved meanwhile either counted here or refused on its side.
 */
export async function deleteClient(db: Db, organizationId: number, clientId: number) {
  await db.$transaction(async (tx) => {
    await lockOwnOr404(tx, 'clients', clientId, organizationId, MSG_CLIENT_NOT_FOUND);
    // One connection per transaction: queries run one after the other.
    const where = { organization_id: organizationId, client_id: clientId };
    const quotes = await tx.quote.count({ where });
    const sales = await tx.sale.count({ where });
    const invoices = await tx.invoice.count({ where });
    if (quotes + sales + invoices > 0) throw new AppError('CONFLICT', MSG_CLIENT_IN_USE);
    await tx.client.delete({ where });
  });
}
