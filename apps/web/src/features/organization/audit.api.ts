import type { AuditPageResponse } from '@app/shared/audit';
import { ORGANIZATION_MEMBERS } from '@app/shared/organization-endpoints';
import { successOf } from '../../api/client';
import { call } from '../../api/endpoints';

/** One page of the organization's Journal (newest first), or undefined once the helper said why. */
export async function getAuditPage(
  page: number,
  signal?: AbortSignal,
): Promise<AuditPageResponse | undefined> {
  return successOf(await call(ORGANIZATION_MEMBERS.audit, { page }, { signal }));
}
