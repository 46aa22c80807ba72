import { useCallback, useState } from 'react';

/**
 * Which rows of a list are busy with which action (a spinner on that button); several rows may
 * work at once. `run` keeps the flag up while `work` runs; a network failure was already shown
 * by the fetch helper, so it is swallowed here.
 */
export function useRowActions<Action extends string>() {
  const [flags, setFlags] = useState<ReadonlySet<string>>(new Set());
  const flag = (action: Action, rowId: number) => `${action}:${rowId}`;

  const set = useCallback((key: string, on: boolean) => {
    setFlags((previous) => {
      const next = new Set(previous);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);

  return {
    isBusy: (action: Action, rowId: number) => flags.has(flag(action, rowId)),
    /** Whether any action of the row runs. */
    rowBusy: (rowId: number) => [...flags].some((key) => key.endsWith(`:${rowId}`)),
    run: async (action: Action, rowId: number, work: () => Promise<void>) => {
      const key = flag(action, rowId);
      set(key, true);
      try {
        await work();
      } catch {
        // Network failure: the fetch helper already said so.
      } finally {
        set(key, false);
      }
    },
  };
}
