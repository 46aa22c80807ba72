import {
  MSG_SERVICE_IN_USE,
  MSG_SERVICE_NOT_FOUND,
  type ServiceInput,
} from '@app/shared/catalogue';
import type { Db, DbOrTx } from '../../db/prisma.js';
import { foundOr404 } from '../../errors/app-error.js';
import { assertWithinPlanLimit } from '../subscription/plan-limits.js';
import { lockUnused } from '../../db/own-rows.js';
import { pricedColumns, serviceSelect as select, toServiceDto } from './catalogue.data.js';

/** Columns of a service; duration, tva_rate and discount are left out when not sent. */
const columns = (input: ServiceInput) => ({
  ...pricedColumns(input),
  description: input.description,
  ...(input.duration !== undefined ? { duration: input.duration } : {}),
});

export async function listServices(db: DbOrTx, organizationId: number) {
  const rows = await db.service.findMany({
    where: { organization_id: organizationId },
    select,
    orderBy: [{ name: 'asc' }, { service_id: 'asc' }],
  });
  return rows.map(toServiceDto);
}

export async function createService(db: Db, organizationId: number, input: ServiceInput) {
  return db.$transaction(async (tx) => {
    await assertWithinPlanLimit(tx, organizationId, 'nombre_services');
    const row = await tx.service.create({
      data: { ...columns(input), organization_id: organizationId },
      select,
    });
    return toServiceDto(row);
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
  return toServiceDto(foundOr404(row, MSG_SERVICE_NOT_FOUND));
}

/** A service on a quote stays. */
export async function deleteService(db: Db, organizationId: number, serviceId: number) {
  await db.$transaction(async (tx) => {
    const where = { organization_id: organizationId, service_id: serviceId };
    await lockUnused(
      tx,
      { table: 'services', id: serviceId, organizationId },
      { missing: MSG_SERVICE_NOT_FOUND, inUse: MSG_SERVICE_IN_USE },
      () => tx.quoteService.count({ where }),
    );
    await tx.service.delete({ where });
  });
}
