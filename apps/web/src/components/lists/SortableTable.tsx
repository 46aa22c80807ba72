import type { ReactNode } from 'react';
import { Pagination, pageCountOf } from './Pagination';
import {
  CardSort,
  PageSizeChoice,
  SortableHeader,
  TableRow,
  type TableColumn,
} from './SortableTableParts';
import type { ServerPaging } from './usePagedList';
import { useSortedPage, type TableSort } from './useSortedPage';
import './SortableTable.css';

export type { TableColumn } from './SortableTableParts';
export { compareValues } from './useSortedPage';

export interface SortableTableProps<Row> {
  /** Names the table for assistive technologies (visually hidden). */
  caption: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** The cell of the Actions column; without it the column is not shown. */
  actions?: (row: Row) => ReactNode;
  /** The Actions column's header; 'Actions' unless told. */
  actionsLabel?: string;
  /** Makes every row open something on click (or Enter / Space once focused). */
  onRowClick?: (row: Row) => void;
  /** One size only: no page-size choice is shown. */
  pageSizes?: readonly number[];
  defaultPageSize?: number;
  /** When it changes (a new search, a new period) the table goes back to page 1. */
  resetKey?: unknown;
  paginationLabel?: string;
  /** The rows are one page of the server's: sort and pages are asked of it. */
  server?: ServerPaging;
}

export const DEFAULT_PAGE_SIZES = [10, 25, 50] as const;

/** The controls of a server's page, shaped like those of a table sorted and paged in memory. */
function serverTable<Row>(server: ServerPaging, rows: readonly Row[]) {
  return {
    sort: server.sort,
    setSort: (sort: TableSort) => server.onSortChange(sort),
    sortBy: (key: string) =>
      server.onSortChange({
        key,
        ascending: server.sort?.key === key ? !server.sort.ascending : true,
      }),
    page: server.page,
    setPage: server.onPageChange,
    pageCount: pageCountOf(server.total, server.pageSize),
    pageSize: server.pageSize,
    changePageSize: server.onPageSizeChange,
    visible: rows,
  };
}

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
  actionsLabel = 'Actions',
  onRowClick,
  pageSizes = DEFAULT_PAGE_SIZES,
  defaultPageSize = 25,
  resetKey,
  paginationLabel = 'Pagination',
  server,
}: SortableTableProps<Row>) {
  const local = useSortedPage(server ? [] : rows, columns, defaultPageSize, resetKey);
  const table = server ? serverTable(server, rows) : local;
  const sortable = columns.filter((column) => column.sortValue);

  return (
    <div className="sortable-table">
      {sortable.length > 0 ? (
        <CardSort sortable={sortable} sort={table.sort} onSort={table.setSort} />
      ) : null}
      <div className="table-wrapper">
        <table className="data-table sortable-table__table">
          <caption className="sr-only">{caption}</caption>
          <SortableHeader
            columns={columns}
            sort={table.sort}
            onSort={table.sortBy}
            actionsLabel={actions === undefined ? undefined : actionsLabel}
          />
          <tbody>
            {table.visible.map((row) => (
              <TableRow
                key={rowKey(row)}
                row={row}
                columns={columns}
                actions={actions}
                onRowClick={onRowClick}
              />
            ))}
          </tbody>
        </table>
      </div>
      <div className="sortable-table__footer">
        {pageSizes.length > 1 ? (
          <PageSizeChoice
            pageSizes={pageSizes}
            pageSize={table.pageSize}
            onChange={table.changePageSize}
          />
        ) : null}
        <Pagination
          page={table.page}
          pageCount={table.pageCount}
          onChange={table.setPage}
          label={paginationLabel}
        />
      </div>
    </div>
  );
}
