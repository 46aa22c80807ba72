import { useCallback, useEffect, useRef } from 'react';

/**
 * One request at a time, such as the details of the record a list opens: `start` cancels the
 * previous request and gives the signal of the new one; leaving the screen cancels it too.
 */
export function useLatestRequest() {
  const current = useRef<AbortController | null>(null);
  const cancel = useCallback(() => current.current?.abort(), []);
  const start = useCallback(() => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    return controller.signal;
  }, []);
  useEffect(() => cancel, [cancel]);
  return { start, cancel };
}
