import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { loadedOrThrow } from '../api/query-client';
import type { RemoteData } from './useRemoteData';

/**
 * Data a screen reads on entry, as a query under `queryKey`: loading (also while a failed query
 * is read again), failed (the screen offers « Réessayer ») or loaded. The key starts with the
 * area's key (AREA_KEYS) and holds every parameter `fetcher` depends on: a screen shown again
 * shows what was read at once and reads it again behind. `reload` reads the query again;
 * `update` changes the loaded data in place after a save, in the cache every screen reads.
 */
export function useRemote<T>(
  queryKey: QueryKey,
  fetcher: (signal?: AbortSignal) => Promise<T | undefined>,
) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey,
    queryFn: async ({ signal }) => loadedOrThrow(await fetcher(signal)),
  });
  let state: RemoteData<T> = { status: 'loading' };
  if (query.isError) state = query.isFetching ? state : { status: 'failed' };
  else if (query.isSuccess) state = { status: 'loaded', data: query.data };
  const { refetch } = query;
  const reload = () => void refetch();
  const update = (change: (data: T) => T) =>
    queryClient.setQueryData<T>(queryKey, (data) => (data === undefined ? data : change(data)));
  return { state, reload, update };
}

/** What `useRemote` gives a screen, for the parts that take it whole. */
export type Remote<T> = ReturnType<typeof useRemote<T>>;
