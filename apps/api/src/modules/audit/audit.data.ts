// The organization's audit trail: `recordAudit` appends an entry inside the
// transaction of the change it records (the entry and the change are committed or rolled back
// together); `pageAuditEvents` reads the Journal. Nothing here, nor anywhere, updates or deletes
// an entry: the table's triggers refuse it (migration 20261127120000_audit_events).
import {
  AUDIT_PAGE_SIZE,
  type AuditAction,
  type AuditDetails,
  type AuditEventDto,
  type AuditPageResponse,
} from '@app/shared/audit';
import { pageOf, TOTAL_SQL } from '../../db/paged-sql.js';
import type { DbOrTx } from '../../db/prisma.js';

/** One entry: who (null: Stripe's webhook) did `action` in the organization, and what changed. */
export type AuditEntry<A extends AuditAction = AuditAction> = {
  organizationId: number;
  userId: number | null;
  action: A;
  details: AuditDetails<A>;
};

/**
 * Appends an entry, with the author's name as it is now (kept if they later leave or rename).
 * Call it with the transaction of the change (`tx`), after the change's own checks, so that a
 * refused change records nothing and a recorded change cannot be rolled back without its entry.
 */
export async function recordAudit<A extends AuditAction>(
  tx: DbOrTx,
  entry: AuditEntry<A>,
): Promise<void> {
  await tx.$executeRaw`
    INSERT INTO audit_events (organization_id, user_id, user_name, action, details)
    VALUES (${entry.organizationId}, ${entry.userId},
            (SELECT name FROM users WHERE user_id = ${entry.userId}),
            ${entry.action}, ${JSON.stringify(entry.details)}::jsonb)`;
}

type AuditRow = {
  at: Date;
  user_id: number | null;
  user_name: string | null;
  action: string;
  details: unknown;
  total: number;
};

const toAuditEventDto = (row: AuditRow) =>
  ({
    at: row.at.toISOString(),
    user: { user_id: row.user_id, name: row.user_name },
    action: row.action,
    details: row.details,
  }) as AuditEventDto;

/** A page of the organization's entries, newest first (AUDIT_PAGE_SIZE per page). */
export async function pageAuditEvents(
  db: DbOrTx,
  organizationId: number,
  page: number,
): Promise<AuditPageResponse> {
  const query = { page, page_size: AUDIT_PAGE_SIZE };
  const rows = await db.$queryRaw<AuditRow[]>`
    SELECT at, user_id, user_name, action, details, ${TOTAL_SQL}
      FROM audit_events
     WHERE organization_id = ${organizationId}
     ORDER BY at DESC, audit_event_id DESC
     LIMIT ${AUDIT_PAGE_SIZE} OFFSET ${(page - 1) * AUDIT_PAGE_SIZE}`;
  const count = async () => {
    const [counted] = await db.$queryRaw<{ total: number }[]>`
      SELECT count(*)::int AS total FROM audit_events WHERE organization_id = ${organizationId}`;
    return counted?.total ?? 0;
  };
  const { items, total } = await pageOf(query, rows, count, toAuditEventDto);
  return { events: items, total };
}
