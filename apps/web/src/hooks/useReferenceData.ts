import {
  useQueries,
  useQueryClient,
  type QueryKey,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { loadedOrThrow, REFERENCE_KEYS, REFERENCE_STALE_MS } from '../api/query-client';
import type { RemoteData } from './useRemoteData';

type Fetcher<T> = (signal?: AbortSignal) => Promise<T | undefined>;
type ReferenceName = keyof typeof REFERENCE_KEYS;

/** A reference list's query key. */
const keyOf = (name: ReferenceName): QueryKey => REFERENCE_KEYS[name];

/** The lists a screen picks from, by name: the same name is the same query on every screen. */
export type ReferenceSources = Partial<Record<ReferenceName, Fetcher<unknown>>>;

export type ReferenceLists<S extends ReferenceSources> = {
  [K in keyof S]: S[K] extends Fetcher<infer T> ? T : never;
};

type ListStates<S extends ReferenceSources> = { [K in keyof S]: RemoteData<ReferenceLists<S>[K]> };

/** A list kept while it is read again, even if that read fails; failed only with nothing to show. */
function stateOf(query: UseQueryResult): RemoteData<unknown> {
  if (query.data !== undefined) return { status: 'loaded', data: query.data };
  if (query.isError && !query.isFetching) return { status: 'failed' };
  return { status: 'loading' };
}

/**
 * The reference lists a screen picks from (clients, products, the organization…), asked for by
 * name, as queries of the session (REFERENCE_KEYS): a list read once shows at once on every
 * screen and is read again once older than REFERENCE_STALE_MS, or when its area changes. `reload`
 * reads one again after a change that affects it (with the loading state, as on entry), `update`
 * changes it in place. `status` is failed as soon as one list failed, loaded once all are;
 * `retry` reads the failed ones again. `sources` must keep its identity (a module constant).
 */
export function useReferenceData<S extends ReferenceSources>(sources: S) {
  const queryClient = useQueryClient();
  const names = useMemo(() => Object.keys(sources) as (keyof S & ReferenceName)[], [sources]);
  const combine = useCallback(
    (results: UseQueryResult[]) => {
      const entries = names.map((name, index) => [name, stateOf(results[index]!)] as const);
      const states = Object.fromEntries(entries) as ListStates<S>;
      const all = entries.map(([, state]) => state);
      const lists = all.every((state) => state.status === 'loaded')
        ? (Object.fromEntries(
            entries.map(([name, state]) => [name, state.status === 'loaded' ? state.data : null]),
          ) as ReferenceLists<S>)
        : null;
      return { states, lists, failed: all.some((state) => state.status === 'failed') };
    },
    [names],
  );
  const { states, lists, failed } = useQueries({
    queries: names.map((name) => ({
      queryKey: keyOf(name),
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        loadedOrThrow(await (sources[name] as Fetcher<unknown>)(signal)),
      staleTime: REFERENCE_STALE_MS,
    })),
    combine,
  });

  const reload = useCallback(
    (name: keyof S & ReferenceName) =>
      void queryClient.resetQueries({ queryKey: keyOf(name), exact: true }),
    [queryClient],
  );
  const retry = useCallback(() => {
    for (const name of names) {
      const queryKey = keyOf(name);
      if (queryClient.getQueryState(queryKey)?.status === 'error') {
        void queryClient.refetchQueries({ queryKey, exact: true });
      }
    }
  }, [queryClient, names]);
  const update = useCallback(
    <K extends keyof S & ReferenceName>(
      name: K,
      change: (data: ReferenceLists<S>[K]) => ReferenceLists<S>[K],
    ) =>
      queryClient.setQueryData<ReferenceLists<S>[K]>(keyOf(name), (data) =>
        data === undefined ? data : change(data),
      ),
    [queryClient],
  );

  return { states, lists, failed, reload, retry, update };
}
