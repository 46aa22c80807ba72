import type { Paged, PageQuery, SortOrder } from '@app/shared/paged-list';
import { keepPreviousData, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { loadedOrThrow } from '../../api/query-client';
import type { RemoteData } from '../../hooks/useRemoteData';
import type { PaginationStep } from './Pagination';
import type { TableSort } from './useSortedPage';

/** How long typing pauses before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

/** What a paged list asks the server for (the period is the caller's). */
export type PageRequest = Pick<
  PageQuery<string>,
  'page' | 'page_size' | 'q' | 'after' | 'before' | 'cursors'
> & {
  sort?: string;
  order?: SortOrder;
};

/** The page asked for, and the row of the page on screen it follows or precedes, if any. */
interface PagePosition {
  page: number;
  after?: string;
  before?: string;
}

/** The server's page as a table shows it: its controls call back instead of sorting rows. */
export interface ServerPaging {
  page: number;
  pageSize: number;
  total: number;
  sort: TableSort;
  /** `step` when the page is the one before or after the page on screen. */
  onPageChange: (page: number, step?: PaginationStep) => void;
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
 * A list paged by the server: its page, page size, sort and search (sent once typing pauses). A
 * new search, sort, page size, `filters` (the list's own filters, which `fetchPage` sends) or
 * `scope` (another list, another period) goes back to page 1; a new `scope` also clears the
 * search. Each page is a query under `key`, the area's key, so that a change anywhere in the area
 * (`invalidateQueries` with that key, as `reload` does) reads the page on screen again.
 * Précédent and Suivant ask for the page before the first row or after the last row of the page
 * on screen (`before` / `after`, when the server answered its cursors, asked past page 1): the
 * server reads it from that row, whatever its depth; a page button asks for its number.
 */
export function usePagedList<
  Page extends Pick<Paged<unknown>, 'total'> & Partial<Pick<Paged<unknown>, 'first' | 'last'>>,
>(
  fetchPage: (request: PageRequest, signal?: AbortSignal) => Promise<Page | undefined>,
  options: { key: QueryKey; scope: string; filters?: string; defaultPageSize?: number },
) {
  const { key, scope, filters, defaultPageSize = 25 } = options;
  const [search, setSearchText] = useState('');
  const [position, setPosition] = useState<PagePosition>({ page: 1 });
  const { page } = position;
  const setPage = (next: number) => setPosition({ page: next });
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

  const request: PageRequest = {
    page,
    page_size: pageSize,
    q: q === '' ? undefined : q,
    ...(sort ? { sort: sort.key, order: sort.ascending ? 'asc' : 'desc' } : {}),
    ...(position.after === undefined ? {} : { after: position.after }),
    ...(position.before === undefined ? {} : { before: position.before }),
    // Page 1 is asked as before (its Suivant is one page of OFFSET); past it, the answer carries
    // the cursors of its first and last rows.
    ...(page > 1 ? { cursors: true } : {}),
  };
  const queryClient = useQueryClient();
  const queryKey = [...key, 'page', scope, filters ?? '', request];
  // Each page is kept with the scope it was read for: the last page of this scope stays on
  // screen while the next one loads (the table keeps its focus); another scope (another list,
  // another period) shows the spinner.
  const query = useQuery({
    queryKey,
    queryFn: async ({ signal }) => ({
      scope,
      data: loadedOrThrow(await fetchPage(request, signal)),
    }),
    placeholderData: keepPreviousData,
  });
  let state: RemoteData<Page> = { status: 'loading' };
  if (query.isError) state = query.isFetching ? state : { status: 'failed' };
  else if (query.data?.scope === scope) state = { status: 'loaded', data: query.data.data };
  const reload = () => void queryClient.invalidateQueries({ queryKey: key });
  const total = state.status === 'loaded' ? state.data.total : 0;
  // A page emptied by a deletion (or by another user) shows the last page that has rows.
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  if (query.isSuccess && !query.isPlaceholderData && page > lastPage) setPage(lastPage);

  const paging: ServerPaging = {
    page,
    pageSize,
    total,
    sort,
    onPageChange: (next, step) => {
      // The cursors of the page on screen, not of the previous page kept while this one loads.
      const shown = query.isPlaceholderData || state.status !== 'loaded' ? undefined : state.data;
      if (step === 'next' && shown?.last !== undefined && next === page + 1) {
        setPosition({ page: next, after: shown.last });
      } else if (step === 'previous' && shown?.first !== undefined && next === page - 1) {
        setPosition({ page: next, before: shown.first });
      } else setPage(next);
    },
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
    search,
    setSearch: setSearchText,
    q,
    paging,
  };
}

/**
 * The `fetchPage` of a list the server sends whole (must be called once, at module level): the
 * list is read at each page asked for, and searched (`matches`) and paged here, in the server's
 * order.
 */
export function pageOfList<T>(
  load: (signal?: AbortSignal) => Promise<T[] | undefined>,
  matches: (entity: T, search: string) => boolean,
) {
  return async (request: PageRequest, signal?: AbortSignal): Promise<Paged<T> | undefined> => {
    const all = await load(signal);
    if (!all) return undefined;
    const { q, page, page_size } = request;
    const found = q === undefined ? all : all.filter((entity) => matches(entity, q));
    const start = (page - 1) * page_size;
    return { items: found.slice(start, start + page_size), total: found.length, page, page_size };
  };
}
