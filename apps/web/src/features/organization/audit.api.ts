import type { AuditPageResponse } from '@app/shared/audit';
import { apiRequest, successOf } from '../../api/client';

/** One page of the organization's Journal (newest first), or undefined once the helper said why. */
export async function getAuditPage(
  page: number,
  signal?: AbortSignal,
): Promise<AuditPageResponse | undefined> {
  return successOf(
    await apiRequest<AuditPageResponse>(
      `/api/organization/audit?page=${encodeURIComponent(page)}`,
      { signal },
    ),
  );
}
