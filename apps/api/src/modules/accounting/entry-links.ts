import { MSG_EVENT_NOT_FOUND, MSG_MEMBER_NOT_FOUND } from '@app/shared/accounting';
import type { DbOrTx } from '../../db/prisma.js';
import { AppError } from '../../errors/app-error.js';

/** An event id of another organization is refused exactly like a missing one. */
export async function assertOwnEvent(db: DbOrTx, organizationId: number, eventId: number | null) {
  if (eventId === null) return;
  const found = await db.event.count({
    where: { event_id: eventId, organization_id: organizationId },
  });
  if (found === 0) throw new AppError('NOT_FOUND', MSG_EVENT_NOT_FOUND);
}

/** The payer must be a current member of the organization. */
export async function assertMember(db: DbOrTx, organizationId: number, userId: number | null) {
  if (userId === null) return;
  const found = await db.user.count({
    where: { user_id: userId, organization_id: organizationId },
  });
  if (found === 0) throw new AppError('NOT_FOUND', MSG_MEMBER_NOT_FOUND);
}
