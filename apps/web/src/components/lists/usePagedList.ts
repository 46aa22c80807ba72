import type { Paged, PageQuery, SortOrder } from '@app/shared/paged-list';
import { useCallback, useEffect, useState } from 'react';
import { useRemoteData, type RemoteData } from '../../hooks/useRemoteData';
import type { TableSort } from './useSortedPage';

/** How long typing pauses before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

/** What a paged list asks the server for (the period is the caller's). */
export type PageRequest = Pick<PageQuery<string>, 'page' | 'page_size' | 'q'> & {
  sort?: string;
  order?: SortOrder;
};

/** The server's page as a table shows it: its controls call back instead of sorting rows. */
export interface ServerPaging {
  page: number;
  pageSize: number;
  total: number;
  sort: TableSort;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  onSortChange: (sort: TableSort) => void;
}

/** `text` once it has not changed for `delay` ms. */
export function useDebounced<T>(value: T, delay = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** Calls `onChange` in the render where `value` changes (state adjusted while rendering). */
function useOnChange<T>(value: T, onChange: () => void) {
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    onChange();
  }
}

/**
 * A list paged by the server: its page, page size, sort and search (sent once typing
 * pauses). A new search, sort, page size, `filters` (the list's own filters, which `fetchPage`
 * sends) or `scope` (another list, another period) goes back to page 1; a new `scope` also clears
 * the search.
 */
export function usePagedList<Page extends Pick<Paged<unknown>, 'total'>>(
  fetchPage: (request: PageRequest, signal?: AbortSignal) => Promise<Page | undefined>,
  options: { scope: string; filters?: string; defaultPageSize?: number },
) {
  const { scope, filters, defaultPageSize = 25 } = options;
  const [search, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(defaultPageSize);
  const [sort, setSort] = useState<TableSort>(null);
  const [shownScope, setShownScope] = useState(scope);
  if (shownScope !== scope) {
    setShownScope(scope);
    setSearchText('');
    setPage(1);
  }
  useOnChange(filters, () => setPage(1));
  const q = useDebounced(search.trim());
  useOnChange(q, () => setPage(1));

  // Each page is kept with the scope it was read for.
  const fetcher = useCallback(
    async (signal?: AbortSignal) => {
      const data = await fetchPage(
        {
          page,
          page_size: pageSize,
          q: q === '' ? undefined : q,
          ...(sort ? { sort: sort.key, order: sort.ascending ? 'asc' : 'desc' } : {}),
        },
        signal,
      );
      return data && { scope, data };
    },
    [fetchPage, page, pageSize, q, sort, scope],
  );
  const remote = useRemoteData(fetcher);
  // The last page of this scope stays on screen while the next one loads (the table keeps its
  // focus); another scope (another list, another period) shows the spinner.
  const [lastLoaded, setLastLoaded] = useState<{ scope: string; data: Page } | undefined>();
  if (remote.state.status === 'loaded' && remote.state.data !== lastLoaded) {
    setLastLoaded(remote.state.data);
  }
  const shown = remote.state.status === 'loaded' ? remote.state.data : lastLoaded;
  let state: RemoteData<Page> = { status: 'loading' };
  if (remote.state.status === 'failed') state = { status: 'failed' };
  else if (shown?.scope === scope) state = { status: 'loaded', data: shown.data };
  const { reload } = remote;
  const update = (change: (page: Page) => Page) =>
    remote.update((loaded) => ({ ...loaded, data: change(loaded.data) }));
  const total = state.status === 'loaded' ? state.data.total : 0;
  // A page emptied by a deletion (or by another user) shows the last page that has rows.
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  if (remote.state.status === 'loaded' && page > lastPage) setPage(lastPage);

  const paging: ServerPaging = {
    page,
    pageSize,
    total,
    sort,
    onPageChange: setPage,
    onPageSizeChange: (size) => {
      setPageSize(size);
      setPage(1);
    },
    onSortChange: (next) => {
      setSort(next);
      setPage(1);
    },
  };
  return {
    state,
    reload,
    update,
    search,
    setSearch: setSearchText,
    q,
    paging,
  };
}

/** The rows of a loaded page, for the lists that show rows. */
export function pageRows<Row>(state: RemoteData<Paged<Row>>): RemoteData<Row[]> {
  return state.status === 'loaded' ? { status: 'loaded', data: state.data.items } : state;
}

/** A change of the page's rows in place (after an action on one row). */
export const onPageRows =
  <Row>(change: (rows: Row[]) => Row[]) =>
  (page: Paged<Row>): Paged<Row> => ({ ...page, items: change(page.items) });
