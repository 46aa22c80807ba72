import { useCallback, useEffect, useState } from 'react';

export type RemoteData<T> =
  { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; data: T };

/**
 * Data a screen loads on entry: loading, failed (the screen offers Réessayer) or loaded. `update`
 * changes the loaded data in place after a save, without reloading.
 */
export function useRemoteData<T>(fetcher: (signal?: AbortSignal) => Promise<T | undefined>) {
  const [state, setState] = useState<RemoteData<T>>({ status: 'loading' });

  const load = useCallback(
    (signal?: AbortSignal) => {
      setState({ status: 'loading' });
      fetcher(signal).then(
        (data) => {
          if (!signal?.aborted)
            setState(data === undefined ? { status: 'failed' } : { status: 'loaded', data });
        },
        () => {
          if (!signal?.aborted) setState({ status: 'failed' });
        },
      );
    },
    [fetcher],
  );

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const update = useCallback(
    (change: (data: T) => T) =>
      setState((previous) =>
        previous.status === 'loaded' ? { status: 'loaded', data: change(previous.data) } : previous,
      ),
    [],
  );

  return { state, reload: () => load(), update };
}
