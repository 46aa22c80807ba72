import { useId, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Pagination, pageCountOf, pageSlice } from './Pagination';
import './SortableTable.css';

export interface TableColumn<Row> {
  key: string;
  label: string;
  render: (row: Row) => ReactNode;
  /** Omitted: the column cannot be sorted. Numbers sort as numbers, text in French order. */
  sortValue?: (row: Row) => string | number;
  className?: string;
}

export interface SortableTableProps<Row> {
  /** Names the table for assistive technologies (visually hidden). */
  caption: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** The cell of the Actions column; without it the column is not shown. */
  actions?: (row: Row) => ReactNode;
  /** Makes every row open something on click (or Enter / Space once focused). */
  onRowClick?: (row: Row) => void;
  /** One size only: no page-size choice is shown. */
  pageSizes?: readonly number[];
  defaultPageSize?: number;
  /** When it changes (a new search, a new period) the table goes back to page 1. */
  resetKey?: unknown;
  paginationLabel?: string;
}

type Sort = { key: string; ascending: boolean } | null;

const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

export function compareValues(left: string | number, right: string | number): number {
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  return collator.compare(String(left), String(right));
}

export const DEFAULT_PAGE_SIZES = [10, 25, 50] as const;

/**
 * A table whose headers sort (a second click reverses), paginated with a page-size choice, and
 * shown as a stack of cards below the tablet width.
 */
export function SortableTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  actions,
  onRowClick,
  pageSizes = DEFAULT_PAGE_SIZES,
  defaultPageSize = 25,
  resetKey,
  paginationLabel = 'Pagination',
}: SortableTableProps<Row>) {
  const pageSizeId = useId();
  const cardSortId = useId();
  const [sort, setSort] = useState<Sort>(null);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(defaultPageSize);
  const [lastResetKey, setLastResetKey] = useState(resetKey);

  if (lastResetKey !== resetKey) {
    setLastResetKey(resetKey);
    setPage(1);
  }

  const sorted = useMemo(() => {
    const column = sort ? columns.find((candidate) => candidate.key === sort.key) : undefined;
    if (!sort || !column?.sortValue) return rows;
    const value = column.sortValue;
    const direction = sort.ascending ? 1 : -1;
    return [...rows].sort((a, b) => compareValues(value(a), value(b)) * direction);
  }, [rows, columns, sort]);

  const pageCount = pageCountOf(sorted.length, pageSize);
  const current = Math.min(page, pageCount);
  const visible = pageSlice(sorted, current, pageSize);
  const sortable = columns.filter((column) => column.sortValue);

  const sortBy = (key: string) =>
    setSort((previous) => ({ key, ascending: previous?.key === key ? !previous.ascending : true }));

  const rowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, row: Row) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onRowClick?.(row);
  };

  return (
    <div className="sortable-table">
      {sortable.length > 0 ? (
        <div className="sortable-table__card-sort">
          <label htmlFor={cardSortId}>Trier par</label>
          <select
            id={cardSortId}
            className="input"
            value={sort?.key ?? ''}
            onChange={(event) =>
              setSort(event.target.value ? { key: event.target.value, ascending: true } : null)
            }
          >
            <option value="">Ordre par défaut</option>
            {sortable.map((column) => (
              <option key={column.key} value={column.key}>
                {column.label}
              </option>
            ))}
          </select>
          {sort ? (
            <button
              type="button"
              className="button button--secondary button--sm"
              onClick={() => setSort({ key: sort.key, ascending: !sort.ascending })}
            >
              {sort.ascending ? 'Croissant' : 'Décroissant'}
            </button>
          ) : null}
        </div>
      ) : null}
      <div className="table-wrapper">
        <table className="data-table sortable-table__table">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => {
                const active = sort?.key === column.key;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    className={column.className}
                    aria-sort={
                      column.sortValue
                        ? active
                          ? sort.ascending
                            ? 'ascending'
                            : 'descending'
                          : 'none'
                        : undefined
                    }
                  >
                    {column.sortValue ? (
                      <button
                        type="button"
                        className="sortable-table__sort"
                        onClick={() => sortBy(column.key)}
                      >
                        {column.label}
                        <span aria-hidden="true" className="sortable-table__arrow">
                          {active ? (sort.ascending ? '▲' : '▼') : '↕'}
                        </span>
                      </button>
                    ) : (
                      column.label
                    )}
                  </th>
                );
              })}
              {actions ? (
                <th scope="col" className="sortable-table__actions-cell">
                  Actions
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {visible.map((row) => (
              <tr
                key={rowKey(row)}
                className={onRowClick ? 'is-clickable' : undefined}
                tabIndex={onRowClick ? 0 : undefined}
                onClick={onRowClick ? () => onRowClick(row) : undefined}
                onKeyDown={onRowClick ? (event) => rowKeyDown(event, row) : undefined}
              >
                {columns.map((column) => (
                  <td key={column.key} data-label={column.label} className={column.className}>
                    {column.render(row)}
                  </td>
                ))}
                {actions ? (
                  <td className="sortable-table__actions-cell">
                    <div className="data-table__actions">{actions(row)}</div>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="sortable-table__footer">
        {pageSizes.length > 1 ? (
          <div className="sortable-table__page-size">
            <label htmlFor={pageSizeId}>Lignes par page</label>
            <select
              id={pageSizeId}
              className="input"
              value={pageSize}
              onChange={(event) => {
                setPageSize(Number(event.target.value));
                setPage(1);
              }}
            >
              {pageSizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <Pagination
          page={current}
          pageCount={pageCount}
          onChange={setPage}
          label={paginationLabel}
        />
      </div>
    </div>
  );
}
