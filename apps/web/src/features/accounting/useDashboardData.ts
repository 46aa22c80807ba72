import { useEffect, useState } from 'react';

export type Load<T> =
  { status: 'idle' } | { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; data: T };

/** Runs `load` whenever `key` changes (null: nothing to load yet); aborts the previous run. */
export function useDashboardData<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T | undefined>,
): Load<T> {
  const [state, setState] = useState<Load<T>>({ status: key === null ? 'idle' : 'loading' });
  const [loadFor, setLoadFor] = useState({ key, load });
  if (loadFor.key !== key) setLoadFor({ key, load });

  useEffect(() => {
    if (loadFor.key === null) {
      setState({ status: 'idle' });
      return undefined;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    loadFor.load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) {
          setState(data ? { status: 'loaded', data } : { status: 'failed' });
        }
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [loadFor]);

  return state;
}
