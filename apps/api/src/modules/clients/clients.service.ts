import { MSG_CLIENT_IN_USE, MSG_CLIENT_NOT_FOUND, type ClientInput } from '@app/shared/clients';
import type { Db, DbOrTx } from '../../db/prisma.js';
import { lockUnused } from '../../db/own-rows.js';
import { assertWithinPlanLimit } from '../subscription/plan-limits.js';
import {
  countClientDocuments,
  deleteOwnClient,
  findOwnClientIdentity,
  findOwnClients,
  insertClient,
  updateOwnClient,
} from './clients.data.js';

/**
 * The stored legal identity of a client, for the fields an update leaves out (an older form or
 * script keeps them instead of erasing them); empty when the client is not the organization's.
 */
export async function storedClientIdentity(db: DbOrTx, organizationId: number, clientId: number) {
  return (await findOwnClientIdentity(db, organizationId, clientId)) ?? {};
}

export function listClients(db: Db, organizationId: number) {
  return findOwnClients(db, organizationId);
}

export async function createClient(db: Db, organizationId: number, input: ClientInput) {
  return db.$transaction(async (tx) => {
    await assertWithinPlanLimit(tx, organizationId, 'clients');
    return insertClient(tx, organizationId, input);
  });
}

export function updateClient(
  db: DbOrTx,
  organizationId: number,
  clientId: number,
  input: ClientInput,
) {
  return updateOwnClient(db, organizationId, clientId, input);
}

/**
 * A client on a quote, sale or invoice stays: those documents must keep their client. The row
 * lock, taken first, makes a document saved meanwhile either counted here or refused on its side.
 */
export async function deleteClient(db: Db, organizationId: number, clientId: number) {
  await db.$transaction(async (tx) => {
    await lockUnused(
      tx,
      { table: 'clients', id: clientId, organizationId },
      { missing: MSG_CLIENT_NOT_FOUND, inUse: MSG_CLIENT_IN_USE },
      () => countClientDocuments(tx, organizationId, clientId),
    );
    await deleteOwnClient(tx, organizationId, clientId);
  });
}
