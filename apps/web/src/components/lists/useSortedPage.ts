import { useMemo, useState } from 'react';
import { pageCountOf, pageSlice } from './Pagination';

export interface SortableColumn<Row> {
  key: string;
  /** Omitted: the column cannot be sorted. Numbers sort as numbers, text in French order. */
  sortValue?: (row: Row) => string | number;
}

export type TableSort = { key: string; ascending: boolean } | null;

const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

export function compareValues(left: string | number, right: string | number): number {
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  return collator.compare(String(left), String(right));
}

function sortRows<Row>(
  rows: readonly Row[],
  columns: readonly SortableColumn<Row>[],
  sort: TableSort,
): readonly Row[] {
  const column = sort ? columns.find((candidate) => candidate.key === sort.key) : undefined;
  if (!sort || !column?.sortValue) return rows;
  const value = column.sortValue;
  const direction = sort.ascending ? 1 : -1;
  return [...rows].sort((a, b) => compareValues(value(a), value(b)) * direction);
}

/**
 * The sort, page and page size of a table. A second sort on the same column reverses it; a new
 * page size or a new `resetKey` (a new search, a new period) goes back to page 1.
 */
export function useSortedPage<Row>(
  rows: readonly Row[],
  columns: readonly SortableColumn<Row>[],
  defaultPageSize: number,
  resetKey: unknown,
) {
  const [sort, setSort] = useState<TableSort>(null);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(defaultPageSize);
  const [lastResetKey, setLastResetKey] = useState(resetKey);

  if (lastResetKey !== resetKey) {
    setLastResetKey(resetKey);
    setPage(1);
  }

  const sorted = useMemo(() => sortRows(rows, columns, sort), [rows, columns, sort]);
  const pageCount = pageCountOf(sorted.length, pageSize);
  const current = Math.min(page, pageCount);

  return {
    sort,
    setSort,
    sortBy: (key: string) =>
      setSort((previous) => ({
        key,
        ascending: previous?.key === key ? !previous.ascending : true,
      })),
    page: current,
    setPage,
    pageCount,
    pageSize,
    changePageSize: (size: number) => {
      setPageSize(size);
      setPage(1);
    },
    visible: pageSlice(sorted, current, pageSize),
  };
}
