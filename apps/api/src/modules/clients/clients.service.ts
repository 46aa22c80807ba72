import {
  MSG_CLIENT_ID_MISSING,
  MSG_CLIENT_IN_USE,
  MSG_CLIENT_NAME_REQUIRED,
  MSG_CLIENT_NOT_FOUND,
  type ClientDto,
} from '@app/shared/clients';
import { MSG_EMAIL_INVALID } from '@app/shared/organization';
import type { Db, DbOrTx } from '../../db/prisma.js';
import { AppError } from '../../errors/app-error.js';
import { optionalText, requiredId, requiredText } from '../../http/form-fields.js';
import { assertWithinPlanLimit } from '../subscription/plan-limits.js';

export const MSG_CLIENT_CREATED = 'Client créé avec succès';
export const MSG_CLIENT_UPDATED = 'Client modifié avec succès';
export const MSG_CLIENT_DELETED = 'Client supprimé avec succès';

const TOO_LONG = 'Ce champ est trop long.';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type ClientFields = Omit<ClientDto, 'client_id'>;

export function parseClientFields(body: Record<string, unknown>): ClientFields {
  const email = optionalText(body.client_email, 254, MSG_EMAIL_INVALID);
  if (email !== null && !EMAIL.test(email)) throw new AppError('BAD_REQUEST', MSG_EMAIL_INVALID);
  return {
    client_name: requiredText(body.client_name, 200, MSG_CLIENT_NAME_REQUIRED, TOO_LONG),
    client_email: email?.toLowerCase() ?? null,
    client_address: optionalText(body.client_address, 500, TOO_LONG),
    client_phone: optionalText(body.client_phone, 40, TOO_LONG),
    bank_account: optionalText(body.bank_account, 64, TOO_LONG),
    vat_number: optionalText(body.vat_number, 32, TOO_LONG),
  };
}

export const parseClientId = (value: unknown) => requiredId(value, MSG_CLIENT_ID_MISSING);

const select = {
  client_id: true,
  client_name: true,
  client_email: true,
  client_address: true,
  client_phone: true,
  bank_account: true,
  vat_number: true,
} as const;

export function listClients(db: DbOrTx, organizationId: number): Promise<ClientDto[]> {
  return db.client.findMany({
    where: { organization_id: organizationId },
    select,
    orderBy: [{ client_name: 'asc' }, { client_id: 'asc' }],
  });
}

export async function createClient(db: Db, organizationId: number, fields: ClientFields) {
  return db.$transaction(async (tx) => {
    await assertWithinPlanLimit(tx, organizationId, 'clients');
    return tx.client.create({ data: { ...fields, organization_id: organizationId }, select });
  });
}

export async function updateClient(
  db: DbOrTx,
  organizationId: number,
  clientId: number,
  fields: ClientFields,
) {
  const updated = await db.client.updateManyAndReturn({
    where: { client_id: clientId, organization_id: organizationId },
    data: fields,
    select,
  });
  if (!updated[0]) throw new AppError('NOT_FOUND', MSG_CLIENT_NOT_FOUND);
  return updated[0];
}

/** A client on a quote, sale or invoice stays: those documents must keep their client. */
export async function deleteClient(db: Db, organizationId: number, clientId: number) {
  await db.$transaction(async (tx) => {
    const where = { client_id: clientId, organization_id: organizationId };
    if ((await tx.client.count({ where })) === 0) {
      throw new AppError('NOT_FOUND', MSG_CLIENT_NOT_FOUND);
    }
    // One connection per transaction: queries run one after the other.
    const quotes = await tx.quote.count({ where });
    const sales = await tx.sale.count({ where });
    const invoices = await tx.invoice.count({ where });
    if (quotes + sales + invoices > 0) throw new AppError('CONFLICT', MSG_CLIENT_IN_USE);
    await tx.client.delete({ where: { client_id: clientId } });
  });
}
