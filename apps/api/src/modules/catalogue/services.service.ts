import {
  MSG_SERVICE_IN_USE,
  MSG_SERVICE_NOT_FOUND,
  type ServiceDto,
  type ServiceInput,
} from '@app/shared/catalogue';
import { centsToEuros, eurosToCents } from '@app/shared/money';
import type { Db, DbOrTx } from '../../db/prisma.js';
import { decimalToNumber } from '../../db/values.js';
import { AppError } from '../../errors/app-error.js';
import { assertWithinPlanLimit } from '../subscription/plan-limits.js';

export const MSG_SERVICE_CREATED = 'Service ajouté avec succès';
export const MSG_SERVICE_UPDATED = 'Service modifié avec succès';
export const MSG_SERVICE_DELETED = 'Service supprimé avec succès';

/** Columns of a service; duration, tva_rate and discount are left out when not sent. */
function columns(input: ServiceInput) {
  return {
    name: input.name,
    description: input.description,
    price_cents: eurosToCents(input.price),
    ...(input.duration !== undefined ? { duration: input.duration } : {}),
    ...(input.tva_rate !== undefined ? { tva_rate: input.tva_rate } : {}),
    ...(input.discount !== undefined ? { discount_cents: eurosToCents(input.discount) } : {}),
  };
}

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
    tva_rate: decimalToNumber(row.tva_rate),
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

export async function createService(db: Db, organizationId: number, input: ServiceInput) {
  return db.$transaction(async (tx) => {
    await assertWithinPlanLimit(tx, organizationId, 'nombre_services');
    const row = await tx.service.create({
      data: { ...columns(input), organization_id: organizationId },
      select,
    });
    return toDto(row);
  });
}

export async function updateService(
  db: DbOrTx,
  organizationId: number,
  serviceId: number,
  input: ServiceInput,
) {
  const [row] = await db.service.updateManyAndReturn({
    where: { service_id: serviceId, organization_id: organizationId },
    data: columns(input),
    select,
  });
  if (!row) throw new AppError('NOT_FOUND', MSG_SERVICE_NOT_FOUND);
  return toDto(row);
}

/** A service on a quote stays; the row lock, taken first, makes a quote line added meanwhile counted here. */
export async function deleteService(db: Db, organizationId: number, serviceId: number) {
  await db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<unknown[]>`SELECT 1 FROM services
      WHERE service_id = ${serviceId} AND organization_id = ${organizationId} FOR UPDATE`;
    if (locked.length === 0) throw new AppError('NOT_FOUND', MSG_SERVICE_NOT_FOUND);
    if (
      (await tx.quoteService.count({
        where: { organization_id: organizationId, service_id: serviceId },
      })) > 0
    ) {
      throw new AppError('CONFLICT', MSG_SERVICE_IN_USE);
    }
    await tx.service.delete({ where: { organization_id: organizationId, service_id: serviceId } });
  });
}
