import { useMemo, useState } from 'react';
import { pageCountOf, pageSlice } from './Pagination';

/**
 * A list's search and pages: every change of the search goes back to page 1, and so does a new
 * `scope` (another list shown in the same place), which also clears the search. Without a page
 * size, every match is shown.
 */
export function useEntityList<T>(
  items: readonly T[],
  matches: (entity: T, search: string) => boolean,
  options: { pageSize?: number; scope?: string } = {},
) {
  const { pageSize, scope } = options;
  const [search, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const [shownScope, setShownScope] = useState(scope);
  if (shownScope !== scope) {
    setShownScope(scope);
    setSearchText('');
    setPage(1);
  }

  const filtered = useMemo(
    () => items.filter((entity) => matches(entity, search)),
    [items, matches, search],
  );
  const pageCount = pageSize === undefined ? 1 : pageCountOf(filtered.length, pageSize);
  const current = Math.min(page, pageCount);

  return {
    search,
    setSearch: (value: string) => {
      setSearchText(value);
      setPage(1);
    },
    /** Every entity the search keeps. */
    filtered,
    /** The ones on the current page. */
    rows: pageSize === undefined ? filtered : pageSlice(filtered, current, pageSize),
    page: current,
    pageCount,
    setPage,
  };
}

export type EntityList<T> = ReturnType<typeof useEntityList<T>>;
