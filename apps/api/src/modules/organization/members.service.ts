import type { MemberDto } from '@app/shared/organization';
import type { DbOrTx } from '../../db/prisma.js';

/** The organization's members, by name. */
export async function listMembers(db: DbOrTx, organizationId: number): Promise<MemberDto[]> {
  return db.user.findMany({
    where: { organization_id: organizationId },
    select: { user_id: true, name: true, email: true },
    orderBy: [{ name: 'asc' }, { user_id: 'asc' }],
  });
}
