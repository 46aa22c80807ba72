import type { ExpenseListItem, RevenueListItem } from '@app/shared/accounting';
import { formatDateFr, formatEurosAmount } from '@app/shared/format';
import type { TableColumn } from '../../components/SortableTable';

/** Spec §2: an empty user_name is the organization; a missing event is N/A. */
export const ORGANIZATION_LABEL = 'Organisation';
export const NOT_AVAILABLE = 'N/A';

const euros = formatEurosAmount;

const payerName = (expense: ExpenseListItem) => expense.user_name || ORGANIZATION_LABEL;
const eventName = (entry: { event: { name: string } | null }) => entry.event?.name ?? NOT_AVAILABLE;

export const EXPENSE_COLUMNS: TableColumn<ExpenseListItem>[] = [
  {
    key: 'product_name',
    label: 'Nom',
    render: (row) => row.product_name,
    sortValue: (row) => row.product_name,
  },
  { key: 'user_name', label: 'Acheteur', render: payerName, sortValue: payerName },
  {
    key: 'recorded_date',
    label: 'Date',
    render: (row) => formatDateFr(row.recorded_date),
    sortValue: (row) => row.recorded_date,
  },
  {
    key: 'payment_method',
    label: 'Mode de paiement',
    render: (row) => row.payment_method,
    sortValue: (row) => row.payment_method,
  },
  { key: 'event', label: 'Event', render: eventName, sortValue: eventName },
  {
    key: 'price',
    label: 'Prix',
    render: (row) => euros(row.price),
    sortValue: (row) => row.price,
    className: 'accounting-list__amount',
  },
];

export const REVENUE_COLUMNS: TableColumn<RevenueListItem>[] = [
  {
    key: 'product_name',
    label: 'Nom',
    render: (row) => row.product_name,
    sortValue: (row) => row.product_name,
  },
  {
    key: 'recorded_date',
    label: 'Date',
    render: (row) => formatDateFr(row.recorded_date),
    sortValue: (row) => row.recorded_date,
  },
  {
    key: 'payment_method',
    label: 'Mode de paiement',
    render: (row) => row.payment_method ?? NOT_AVAILABLE,
    sortValue: (row) => row.payment_method ?? '',
  },
  { key: 'event', label: 'Event', render: eventName, sortValue: eventName },
  {
    key: 'unit_price',
    label: 'Prix unitaire',
    render: (row) => euros(row.unit_price),
    sortValue: (row) => row.unit_price,
    className: 'accounting-list__amount',
  },
  {
    key: 'amount',
    label: 'Quantité',
    render: (row) => row.amount,
    sortValue: (row) => row.amount,
    className: 'accounting-list__amount',
  },
];
