import { useQuery } from '@tanstack/react-query';
import { getOrganization } from '../organization/organization.api';
import { loadedOrThrow, REFERENCE_KEYS } from '../../api/query-client';

/**
 * In modify mode, the current plan's name, so its card says so instead of offering it again: the
 * organization's query (its page reads the same), quiet here since the page works without it.
 */
export function useCurrentPlanName(enabled: boolean): string | null {
  const query = useQuery({
    queryKey: REFERENCE_KEYS.organization,
    // The same data as the other readers of the key (a failure stays out of the cache).
    queryFn: async ({ signal }) => loadedOrThrow(await getOrganization(signal, { quiet: true })),
    enabled,
  });
  return enabled ? (query.data?.plan?.nom ?? null) : null;
}
