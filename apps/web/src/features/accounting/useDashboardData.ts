import { useQuery } from '@tanstack/react-query';
import { AREA_KEYS, loadedOrThrow } from '../../api/query-client';

export type Load<T> =
  { status: 'idle' } | { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; data: T };

/**
 * A dashboard widget's figures, as a query under the accounting's key (an entry saved or deleted
 * makes them stale): `parts` names the widget and every parameter `load` reads (null: nothing to
 * load yet, the widget waits for a choice). A widget shown again shows its figures at once.
 */
export function useDashboardData<T>(
  parts: readonly (string | number)[] | null,
  load: (signal: AbortSignal) => Promise<T | undefined>,
): Load<T> {
  const query = useQuery({
    queryKey: [...AREA_KEYS.accounting, 'dashboard', ...(parts ?? [])],
    queryFn: async ({ signal }) => loadedOrThrow(await load(signal)),
    enabled: parts !== null,
  });
  if (parts === null) return { status: 'idle' };
  if (query.isSuccess) return { status: 'loaded', data: query.data };
  return query.isError && !query.isFetching ? { status: 'failed' } : { status: 'loading' };
}
