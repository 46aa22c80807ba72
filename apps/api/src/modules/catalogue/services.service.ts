import {
  MSG_DISCOUNT_INVALID,
  MSG_DURATION_INVALID,
  MSG_PRICE_INVALID,
  MSG_SERVICE_DESCRIPTION_REQUIRED,
  MSG_SERVICE_ID_MISSING,
  MSG_SERVICE_IN_USE,
  MSG_SERVICE_NAME_REQUIRED,
  MSG_SERVICE_NOT_FOUND,
  MSG_SERVICE_PRICE_REQUIRED,
  MSG_VAT_RATE_INVALID,
  type ServiceDto,
} from '@app/shared/catalogue';
import { centsToEuros } from '@app/shared/money';
import type { Db, DbOrTx } from '../../db/prisma.js';
import { AppError } from '../../errors/app-error.js';
import {
  euroCents,
  percent,
  requiredId,
  requiredText,
  wholeNumber,
} from '../../http/form-fields.js';
import { assertWithinPlanLimit } from '../subscription/plan-limits.js';

export const MSG_SERVICE_CREATED = 'Service ajouté avec succès';
export const MSG_SERVICE_UPDATED = 'Service modifié avec succès';
export const MSG_SERVICE_DELETED = 'Service supprimé avec succès';

export type ServiceFields = {
  name: string;
  description: string;
  price_cents: number;
  duration?: number;
  tva_rate?: number;
  discount_cents?: number;
};

export function parseServiceFields(body: Record<string, unknown>): ServiceFields {
  const name = requiredText(body.name, 200, MSG_SERVICE_NAME_REQUIRED, 'Ce nom est trop long.');
  const description = requiredText(
    body.description,
    2000,
    MSG_SERVICE_DESCRIPTION_REQUIRED,
    'La description est trop longue.',
  );
  const price_cents = euroCents(body.price, MSG_PRICE_INVALID);
  if (price_cents === undefined) throw new AppError('BAD_REQUEST', MSG_SERVICE_PRICE_REQUIRED);
  const duration = wholeNumber(body.duration, MSG_DURATION_INVALID, 1_000_000);
  const tva_rate = percent(body.tva_rate, MSG_VAT_RATE_INVALID);
  const discount_cents = euroCents(body.discount, MSG_DISCOUNT_INVALID);
  return {
    name,
    description,
    price_cents,
    ...(duration !== undefined ? { duration } : {}),
    ...(tva_rate !== undefined ? { tva_rate } : {}),
    ...(discount_cents !== undefined ? { discount_cents } : {}),
  };
}

export const parseServiceId = (value: unknown) => requiredId(value, MSG_SERVICE_ID_MISSING);

const select = {
  service_id: true,
  name: true,
  description: true,
  price_cents: true,
  duration: true,
  tva_rate: true,
  discount_cents: true,
  created_at: true,
  updated_at: true,
} as const;

type ServiceRow = {
  service_id: number;
  name: string;
  description: string;
  price_cents: number;
  duration: number | null;
  tva_rate: { toNumber(): number };
  discount_cents: number;
  created_at: Date;
  updated_at: Date;
};

function toDto(row: ServiceRow): ServiceDto {
  return {
    service_id: row.service_id,
    name: row.name,
    description: row.description,
    price: centsToEuros(row.price_cents),
    duration: row.duration,
    tva_rate: row.tva_rate.toNumber(),
    discount: centsToEuros(row.discount_cents),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export async function listServices(db: DbOrTx, organizationId: number) {
  const rows = await db.service.findMany({
    where: { organization_id: organizationId },
    select,
    orderBy: [{ name: 'asc' }, { service_id: 'asc' }],
  });
  return rows.map(toDto);
}

export async function createService(db: Db, organizationId: number, fields: ServiceFields) {
  return db.$transaction(async (tx) => {
    await assertWithinPlanLimit(tx, organizationId, 'nombre_services');
    const row = await tx.service.create({
      data: { ...fields, organization_id: organizationId },
      select,
    });
    return toDto(row);
  });
}

export async function updateService(
  db: DbOrTx,
  organizationId: number,
  serviceId: number,
  fields: ServiceFields,
) {
  const [row] = await db.service.updateManyAndReturn({
    where: { service_id: serviceId, organization_id: organizationId },
    data: fields,
    select,
  });
  if (!row) throw new AppError('NOT_FOUND', MSG_SERVICE_NOT_FOUND);
  return toDto(row);
}

export async function deleteService(db: Db, organizationId: number, serviceId: number) {
  await db.$transaction(async (tx) => {
    const where = { service_id: serviceId, organization_id: organizationId };
    if ((await tx.service.count({ where })) === 0) {
      throw new AppError('NOT_FOUND', MSG_SERVICE_NOT_FOUND);
    }
    if ((await tx.quoteService.count({ where: { service_id: serviceId } })) > 0) {
      throw new AppError('CONFLICT', MSG_SERVICE_IN_USE);
    }
    await tx.service.delete({ where: { service_id: serviceId } });
  });
}
