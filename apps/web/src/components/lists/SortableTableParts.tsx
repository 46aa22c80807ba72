import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { SelectOptions } from '../inputs/SelectOptions';
import type { TableSort } from './useSortedPage';
import { PlainButton } from '../buttons/PlainButton';

export interface TableColumn<Row> {
  key: string;
  label: string;
  render: (row: Row) => ReactNode;
  /** Omitted: the column cannot be sorted. Numbers sort as numbers, text in French order. */
  sortValue?: (row: Row) => string | number;
  className?: string;
}

/** A labelled select of the table (sort on cards, rows per page). */
function TableSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string | number;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
    </>
  );
}

/** The sort choice shown instead of the headers when rows become cards. */
export function CardSort<Row>({
  sortable,
  sort,
  onSort,
}: {
  sortable: readonly TableColumn<Row>[];
  sort: TableSort;
  onSort: (sort: TableSort) => void;
}) {
  return (
    <div className="sortable-table__card-sort">
      <TableSelect
        label="Trier par"
        value={sort?.key ?? ''}
        onChange={(key) => onSort(key ? { key, ascending: true } : null)}
      >
        <option value="">Ordre par défaut</option>
        <SelectOptions
          options={sortable.map((column) => ({ value: column.key, label: column.label }))}
        />
      </TableSelect>
      {sort ? (
        <PlainButton
          variant="secondary"
          small
          onClick={() => onSort({ key: sort.key, ascending: !sort.ascending })}
        >
          {sort.ascending ? 'Croissant' : 'Décroissant'}
        </PlainButton>
      ) : null}
    </div>
  );
}

export function PageSizeChoice({
  pageSizes,
  pageSize,
  onChange,
}: {
  pageSizes: readonly number[];
  pageSize: number;
  onChange: (size: number) => void;
}) {
  return (
    <div className="sortable-table__page-size">
      <TableSelect
        label="Lignes par page"
        value={pageSize}
        onChange={(size) => onChange(Number(size))}
      >
        <SelectOptions options={pageSizes.map((size) => ({ value: size, label: String(size) }))} />
      </TableSelect>
    </div>
  );
}

function ariaSort(sort: TableSort, key: string, sortable: boolean) {
  if (!sortable) return undefined;
  if (sort?.key !== key) return 'none';
  return sort.ascending ? 'ascending' : 'descending';
}

export function SortableHeader<Row>({
  columns,
  sort,
  onSort,
  actionsLabel,
}: {
  columns: readonly TableColumn<Row>[];
  sort: TableSort;
  onSort: (key: string) => void;
  /** The Actions column's header; no such column without it. */
  actionsLabel?: string;
}) {
  return (
    <thead>
      <tr>
        {columns.map((column) => {
          const active = sort?.key === column.key;
          return (
            <th
              key={column.key}
              scope="col"
              className={column.className}
              aria-sort={ariaSort(sort, column.key, column.sortValue !== undefined)}
            >
              {column.sortValue ? (
                <button
                  type="button"
                  className="sortable-table__sort"
                  onClick={() => onSort(column.key)}
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
        {actionsLabel === undefined ? null : (
          <th scope="col" className="sortable-table__actions-cell">
            {actionsLabel}
          </th>
        )}
      </tr>
    </thead>
  );
}

export function TableRow<Row>({
  row,
  columns,
  actions,
  onRowClick,
}: {
  row: Row;
  columns: readonly TableColumn<Row>[];
  actions?: (row: Row) => ReactNode;
  onRowClick?: (row: Row) => void;
}) {
  const keyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onRowClick?.(row);
  };
  return (
    <tr
      className={onRowClick ? 'is-clickable' : undefined}
      tabIndex={onRowClick ? 0 : undefined}
      onClick={onRowClick ? () => onRowClick(row) : undefined}
      onKeyDown={onRowClick ? keyDown : undefined}
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
  );
}
