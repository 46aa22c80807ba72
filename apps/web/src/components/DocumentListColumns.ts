import { formatDateFr, formatEurosAmount } from '@app/shared/format';
import type { TableColumn } from './SortableTable';

/** A column of text, sorted in French order. */
export function textColumn<Row>(
  key: string,
  label: string,
  text: (row: Row) => string,
  className?: string,
): TableColumn<Row> {
  return { key, label, render: text, sortValue: text, ...(className ? { className } : {}) };
}

/** A column of ISO dates, shown as dd/mm/yyyy on one line and sorted by date. */
export function dateColumn<Row>(
  key: string,
  label: string,
  date: (row: Row) => string,
): TableColumn<Row> {
  return {
    key,
    label,
    render: (row) => formatDateFr(date(row)),
    sortValue: date,
    className: 'document-list__nowrap',
  };
}

/** A column of amounts in euros, right-aligned and sorted as numbers. */
export function eurosColumn<Row>(
  key: string,
  label: string,
  amount: (row: Row) => number,
): TableColumn<Row> {
  return {
    key,
    label,
    render: (row) => formatEurosAmount(amount(row)),
    sortValue: amount,
    className: 'document-list__amount',
  };
}
