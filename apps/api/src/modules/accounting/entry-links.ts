import {
  MSG_EVENT_NOT_FOUND,
  MSG_MEMBER_NOT_FOUND,
  MSG_PRODUCT_NOT_FOUND,
} from '@app/shared/accounting';
import type { DbOrTx } from '../../db/prisma.js';
import { AppError } from '../../errors/app-error.js';

/** A 404 naming the request field whose id was not found (the form shows it there). */
async function assertFound(count: Promise<number>, message: string, field: string) {
  if ((await count) === 0) throw new AppError('NOT_FOUND', message, { field });
}

/** An event id of another organization is refused exactly like a missing one. */
export async function assertOwnEvent(db: DbOrTx, organizationId: number, eventId: number | null) {
  if (eventId === null) return;
  const where = { event_id: eventId, organization_id: organizationId };
  await assertFound(db.event.count({ where }), MSG_EVENT_NOT_FOUND, 'event_id');
}

/** The payer must be a current member of the organization. */
export async function assertMember(db: DbOrTx, organizationId: number, userId: number | null) {
  if (userId === null) return;
  const where = { user_id: userId, organization_id: organizationId };
  await assertFound(db.user.count({ where }), MSG_MEMBER_NOT_FOUND, 'user_id');
}

export async function assertOwnProduct(db: DbOrTx, organizationId: number, productId: number) {
  const where = { product_id: productId, organization_id: organizationId };
  await assertFound(db.product.count({ where }), MSG_PRODUCT_NOT_FOUND, 'product_id');
}
