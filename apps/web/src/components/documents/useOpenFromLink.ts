import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Opens the document another page asked for in the router state under `key` (the planning and a
 * document's page open a quote or a sale in its Modifier tab), once: the state is then cleared, so
 * that coming back to the page or reloading it shows the tabs as usual. `idOf` names the
 * document, or null when the state holds none.
 */
export function useOpenFromLink<T>(
  key: string,
  idOf: (candidate: Partial<T>) => number | null,
  open: (document: T) => void,
): void {
  const location = useLocation();
  const navigate = useNavigate();
  const candidate = (location.state as Record<string, Partial<T> | undefined> | null)?.[key];
  const id = candidate ? idOf(candidate) : null;
  useEffect(() => {
    if (id === null || !candidate) return;
    open(candidate as T);
    void navigate(location.pathname, { replace: true, state: null });
    // Once per link followed: `open` is a new function on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, location.key]);
}
