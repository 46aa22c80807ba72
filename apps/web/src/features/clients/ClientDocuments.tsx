// A client's quotes, invoices and sales on their page, each number a link to the document's own
// page, and the transfers received for their invoices (issue #31); tables that turn into cards on
// a narrow screen, as every list.
import type {
  ClientOverviewBankLine,
  ClientOverviewInvoice,
  ClientOverviewQuote,
  ClientOverviewResponse,
  ClientOverviewSale,
} from '@app/shared/client-overview';
import { formatDateFr, formatEurosAmount } from '@app/shared/format';
import type { PaymentStatus } from '@app/shared/payments';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { StatusBadge, type StatusLook } from '../../components/feedback/StatusBadge';
import { CardSection } from '../../components/layout/CardSection';
import { SortableTable, type TableColumn } from '../../components/lists/SortableTable';

const PAYMENT_LOOKS: Record<PaymentStatus, StatusLook> = {
  unpaid: { label: 'Non payée', tone: 'neutral' },
  partial: { label: 'Partielle', tone: 'warning' },
  paid: { label: 'Payée', tone: 'success' },
  overdue: { label: 'En retard', tone: 'danger' },
  refund_due: { label: 'À rembourser', tone: 'brand' },
};

/** A column that shows and sorts on one value of the row. */
function column<Row>(
  key: string,
  label: string,
  value: (row: Row) => string | number,
  render: (row: Row) => ReactNode = value,
): TableColumn<Row> {
  return { key, label, render, sortValue: value };
}

const dateColumn = <Row,>(key: string, label: string, date: (row: Row) => string) =>
  column(key, label, date, (row) => formatDateFr(date(row)));

const amountColumn = <Row,>(key: string, label: string, amount: (row: Row) => number) =>
  column(key, label, amount, (row) => formatEurosAmount(amount(row)));

const numberColumn = <Row,>(
  label: string,
  number: (row: Row) => string,
  to: (row: Row) => string,
) => column<Row>('number', label, number, (row) => <Link to={to(row)}>{number(row)}</Link>);

const QUOTE_COLUMNS: readonly TableColumn<ClientOverviewQuote>[] = [
  numberColumn(
    'Devis',
    (quote) => quote.formatted_quote_id,
    (quote) => `/quote/${quote.quote_id}`,
  ),
  dateColumn('rent_date', 'Date', (quote) => quote.rent_date),
  amountColumn('total', 'Total', (quote) => quote.total_price),
  column('status', 'Statut', (quote) => (quote.status === 'Finished' ? 'Terminé' : 'En attente')),
];

const INVOICE_COLUMNS: readonly TableColumn<ClientOverviewInvoice>[] = [
  numberColumn(
    'Facture',
    (invoice) => invoice.formatted_invoice_id,
    (invoice) => `/invoice/${invoice.invoice_id}`,
  ),
  dateColumn('issue_date', 'Date', (invoice) => invoice.issue_date),
  dateColumn('due_date', 'Échéance', (invoice) => invoice.due_date),
  amountColumn('total', 'Total', (invoice) => invoice.total_amount),
  amountColumn('due', 'Reste dû', (invoice) => invoice.amount_due),
  column(
    'payment',
    'Paiement',
    (invoice) =>
      invoice.status === 'Pending' ? 'Provisoire' : PAYMENT_LOOKS[invoice.payment_status].label,
    (invoice) =>
      invoice.status === 'Pending' ? (
        <StatusBadge look={{ label: 'Provisoire', tone: 'warning' }} />
      ) : (
        <StatusBadge look={PAYMENT_LOOKS[invoice.payment_status]} />
      ),
  ),
];

const SALE_COLUMNS: readonly TableColumn<ClientOverviewSale>[] = [
  numberColumn(
    'Vente',
    (sale) => sale.formatted_sale_id,
    (sale) => `/sale/${sale.sale_id}`,
  ),
  dateColumn('recorded_date', 'Date', (sale) => sale.recorded_date),
  column('name', 'Libellé', (sale) => sale.name),
  amountColumn('total', 'Total', (sale) => sale.total_price),
];

const BANK_LINE_COLUMNS: readonly TableColumn<ClientOverviewBankLine>[] = [
  dateColumn('booking_date', 'Date', (line) => line.booking_date),
  amountColumn('amount', 'Montant', (line) => line.amount),
  column('counterparty', 'Contrepartie', (line) => line.counterparty_name ?? '—'),
  numberColumn(
    'Facture',
    (line) => line.invoice_number,
    (line) => `/invoice/${line.invoice_id}`,
  ),
];

/** One kind of document: its heading, its sentence when the client has none, its table. */
interface DocumentsKind<Row> {
  title: string;
  empty: string;
  columns: readonly TableColumn<Row>[];
  keyOf: (row: Row) => number;
}

const INVOICES: DocumentsKind<ClientOverviewInvoice> = {
  title: 'Factures',
  empty: 'Aucune facture pour ce client.',
  columns: INVOICE_COLUMNS,
  keyOf: (invoice) => invoice.invoice_id,
};

const BANK_LINES: DocumentsKind<ClientOverviewBankLine> = {
  title: 'Virements reçus',
  empty: 'Aucun virement reçu de ce client sur un relevé bancaire importé.',
  columns: BANK_LINE_COLUMNS,
  keyOf: (line) => line.line_id,
};

const QUOTES: DocumentsKind<ClientOverviewQuote> = {
  title: 'Devis',
  empty: 'Aucun devis pour ce client.',
  columns: QUOTE_COLUMNS,
  keyOf: (quote) => quote.quote_id,
};

const SALES: DocumentsKind<ClientOverviewSale> = {
  title: 'Ventes',
  empty: 'Aucune vente pour ce client.',
  columns: SALE_COLUMNS,
  keyOf: (sale) => sale.sale_id,
};

function DocumentsSection<Row>({ kind, rows }: { kind: DocumentsKind<Row>; rows: readonly Row[] }) {
  return (
    <CardSection block="client-documents" roomy title={kind.title}>
      {rows.length === 0 ? (
        <p className="client-documents__empty">{kind.empty}</p>
      ) : (
        <SortableTable
          caption={kind.title}
          columns={kind.columns}
          rows={rows}
          rowKey={kind.keyOf}
          pageSizes={[10]}
          defaultPageSize={10}
          paginationLabel={`Pagination : ${kind.title.toLowerCase()}`}
        />
      )}
    </CardSection>
  );
}

export function ClientDocuments({ overview }: { overview: ClientOverviewResponse }) {
  return (
    <>
      <DocumentsSection kind={INVOICES} rows={overview.invoices} />
      <DocumentsSection kind={BANK_LINES} rows={overview.bank_lines} />
      <DocumentsSection kind={QUOTES} rows={overview.quotes} />
      <DocumentsSection kind={SALES} rows={overview.sales} />
    </>
  );
}
