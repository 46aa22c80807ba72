import {
  ORGANIZATION_PAYER_LABEL,
  type ExpenseListItem,
  type RevenueListItem,
} from '@app/shared/accounting';
import { formatDateFr, formatEurosAmount } from '@app/shared/format';
import type { TableColumn } from '../../components/lists/SortableTable';

/** Spec §2: an empty user_name is the organization; a missing event is N/A. */
export const NOT_AVAILABLE = 'N/A';

type EntryRow = { product_name: string; recorded_date: string; event: { name: string } | null };

const payerName = (expense: ExpenseListItem) => expense.user_name || ORGANIZATION_PAYER_LABEL;
const eventName = (entry: EntryRow) => entry.event?.name ?? NOT_AVAILABLE;

/** A column whose cell is the value it sorts by (`shown` formats it when given). */
function column<Row>(
  key: string,
  label: string,
  value: (row: Row) => string | number,
  shown?: (row: Row) => string | number,
): TableColumn<Row> {
  return { key, label, render: shown ?? value, sortValue: value };
}

/** An amount, right-aligned; `euros` formats it as a price. */
function amountColumn<Row>(
  key: string,
  label: string,
  value: (row: Row) => number,
  euros = true,
): TableColumn<Row> {
  const shown = euros ? (row: Row) => formatEurosAmount(value(row)) : value;
  return { ...column(key, label, value, shown), className: 'accounting-list__amount' };
}

const nameColumn = <Row extends EntryRow>() =>
  column<Row>('product_name', 'Nom', (row) => row.product_name);
const dateColumn = <Row extends EntryRow>() =>
  column<Row>(
    'recorded_date',
    'Date',
    (row) => row.recorded_date,
    (row) => formatDateFr(row.recorded_date),
  );
const eventColumn = <Row extends EntryRow>() => column<Row>('event', 'Event', eventName);
const PAYMENT_LABEL = 'Mode de paiement';

export const EXPENSE_COLUMNS: TableColumn<ExpenseListItem>[] = [
  nameColumn(),
  column('user_name', 'Acheteur', payerName),
  dateColumn(),
  column('payment_method', PAYMENT_LABEL, (row) => row.payment_method),
  eventColumn(),
  amountColumn('price', 'Prix', (row) => row.price),
];

export const REVENUE_COLUMNS: TableColumn<RevenueListItem>[] = [
  nameColumn(),
  dateColumn(),
  column(
    'payment_method',
    PAYMENT_LABEL,
    (row) => row.payment_method ?? '',
    (row) => row.payment_method ?? NOT_AVAILABLE,
  ),
  eventColumn(),
  amountColumn('unit_price', 'Prix unitaire', (row) => row.unit_price),
  amountColumn('amount', 'Quantité', (row) => row.amount, false),
];
