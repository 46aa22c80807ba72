import { formatDateFr, formatEurosAmount } from '@app/shared/format';
import type { TableColumn } from '../lists/SortableTable';

/** A column of text, sorted in French order. */
export function textColumn<Row>(
  key: string,
  label: string,
  text: (row: Row) => string,
  className?: string,
): TableColumn<Row> {
  return { key, label, render: text, sortValue: text, ...(className ? { className } : {}) };
}

/** A column shown formatted, sorted by its raw value. */
function formattedColumn<Row, Value extends string | number>(
  key: string,
  label: string,
  value: (row: Row) => Value,
  format: (value: Value) => string,
  className: string,
): TableColumn<Row> {
  return { key, label, render: (row) => format(value(row)), sortValue: value, className };
}

/** A column of ISO dates, shown as dd/mm/yyyy on one line and sorted by date. */
export const dateColumn = <Row>(key: string, label: string, date: (row: Row) => string) =>
  formattedColumn(key, label, date, formatDateFr, 'document-list__nowrap');

/** A column of amounts in euros, right-aligned and sorted as numbers. */
export const eurosColumn = <Row>(key: string, label: string, amount: (row: Row) => number) =>
  formattedColumn(key, label, amount, formatEurosAmount, 'document-list__amount');
