// The invoices list's rows (invoices and the credit notes that correct them), its filters and its
// columns: what the page shows, kept apart from what the page does. The server searches, filters
// and sorts them: each column's key is a sort of the paged call.
import { formatDateFr } from '@app/shared/format';
import type { CreditNoteListItem, InvoiceListItem } from '@app/shared/invoices';
import type { PaymentStatus } from '@app/shared/payments';
import { Link } from 'react-router-dom';
import { SentMention } from '../../components/documents/SentMention';
import type { TableColumn } from '../../components/lists/SortableTable';
import { StatusBadge } from '../../components/feedback/StatusBadge';
import { PeppolBadge } from './PeppolSending';
import {
  CREDIT_NOTE_STATUS,
  INVOICE_STATUSES,
  PAYMENT_STATUSES,
  euros,
  isProvisional,
} from './invoice-labels';

/** One line of the list: an invoice, or a credit note (type Avoir) that corrects one. */
export type Row =
  | { kind: 'invoice'; invoice: InvoiceListItem }
  | { kind: 'credit_note'; creditNote: CreditNoteListItem };

export type PaymentFilter = 'all' | PaymentStatus;

export const PAYMENT_FILTER_OPTIONS: readonly { value: PaymentFilter; label: string }[] = [
  { value: 'all', label: 'Tous' },
  { value: 'unpaid', label: PAYMENT_STATUSES.unpaid.label },
  { value: 'partial', label: PAYMENT_STATUSES.partial.label },
  { value: 'paid', label: PAYMENT_STATUSES.paid.label },
  { value: 'overdue', label: PAYMENT_STATUSES.overdue.label },
  { value: 'refund_due', label: PAYMENT_STATUSES.refund_due.label },
];

/**
 * Under the payment badge: what is still due and by when, what is owed back, or what the client
 * paid, net of what was paid back to them.
 */
function paymentSummary(invoice: InvoiceListItem): string {
  if (invoice.amount_due > 0) {
    return `Reste ${euros(invoice.amount_due)} · éch. ${formatDateFr(invoice.due_date)}`;
  }
  if (invoice.amount_to_refund > 0) return `${euros(invoice.amount_to_refund)} au client`;
  return `Payé ${euros(invoice.amount_paid - invoice.amount_refunded)}`;
}

export const rowNumber = (row: Row) =>
  row.kind === 'invoice'
    ? row.invoice.formatted_invoice_id
    : row.creditNote.formatted_credit_note_id;
export const rowDate = (row: Row) =>
  row.kind === 'invoice' ? row.invoice.issue_date : row.creditNote.issue_date;
export const rowTotal = (row: Row) =>
  row.kind === 'invoice' ? row.invoice.total_amount : row.creditNote.total_amount;
export const rowClient = (row: Row) =>
  row.kind === 'invoice' ? row.invoice.client.client_name : row.creditNote.client.client_name;

/** Beside a row's status: its sending over Peppol, when there was one (issue #33). */
function ListPeppol({ peppol }: { peppol: InvoiceListItem['peppol'] }) {
  if (!peppol) return null;
  return (
    <span className="invoice-list__peppol" title="Envoi via Peppol">
      Peppol <PeppolBadge peppol={peppol} />
    </span>
  );
}

function NumberCell({ row }: { row: Row }) {
  if (row.kind === 'credit_note') {
    return (
      <span className="invoice-number">
        {/* A credit note shows on its invoice's page. */}
        <Link to={`/invoice/${row.creditNote.invoice_id}`}>
          {row.creditNote.formatted_credit_note_id}
        </Link>
        <span className="invoice-number__note">sur {row.creditNote.formatted_invoice_id}</span>
        <SentMention sentAt={row.creditNote.last_sent_at} feminine />
      </span>
    );
  }
  return (
    <span className="invoice-number">
      <Link to={`/invoice/${row.invoice.invoice_id}`}>{row.invoice.formatted_invoice_id}</Link>
      {isProvisional(row.invoice) ? <span className="invoice-number__note">Provisoire</span> : null}
      <SentMention sentAt={row.invoice.last_sent_at} feminine />
    </span>
  );
}

export const COLUMNS: readonly TableColumn<Row>[] = [
  { key: 'id', label: 'ID', render: (row) => <NumberCell row={row} />, sortValue: rowNumber },
  {
    key: 'type',
    label: 'Type',
    render: (row) => (row.kind === 'invoice' ? row.invoice.type : row.creditNote.type),
    sortValue: (row) => (row.kind === 'invoice' ? row.invoice.type : row.creditNote.type),
  },
  { key: 'client', label: 'Client', render: rowClient, sortValue: rowClient },
  {
    key: 'issue_date',
    label: 'Date',
    render: (row) => formatDateFr(rowDate(row)),
    sortValue: rowDate,
    className: 'invoice-list__nowrap',
  },
  {
    key: 'discount',
    label: 'Réduction (€)',
    render: (row) => (row.kind === 'invoice' ? euros(row.invoice.quote?.discount ?? 0) : '—'),
    sortValue: (row) => (row.kind === 'invoice' ? (row.invoice.quote?.discount ?? 0) : 0),
    className: 'invoice-list__nowrap',
  },
  {
    key: 'total_amount',
    label: 'Prix total',
    render: (row) => euros(rowTotal(row)),
    sortValue: rowTotal,
    className: 'invoice-list__nowrap',
  },
  {
    key: 'status',
    label: 'Status',
    render: (row) =>
      row.kind === 'invoice' ? (
        <span className="invoice-list__statuses">
          <StatusBadge look={INVOICE_STATUSES[row.invoice.status]} />
          <ListPeppol peppol={row.invoice.peppol} />
        </span>
      ) : (
        <span className="invoice-list__statuses">
          <StatusBadge look={CREDIT_NOTE_STATUS} />
          <ListPeppol peppol={row.creditNote.peppol} />
        </span>
      ),
    sortValue: (row) => (row.kind === 'invoice' ? row.invoice.status : 'Avoir'),
  },
  {
    // The payment status with what is still due and by when: one column, so that the list
    // fits beside the sidebar.
    key: 'payment_status',
    label: 'Paiement',
    render: (row) =>
      row.kind === 'invoice' && !isProvisional(row.invoice) ? (
        <span className="invoice-payment">
          <StatusBadge look={PAYMENT_STATUSES[row.invoice.payment_status]} />
          <span className="invoice-payment__due">{paymentSummary(row.invoice)}</span>
        </span>
      ) : (
        '—'
      ),
    sortValue: (row) =>
      row.kind === 'invoice' ? PAYMENT_STATUSES[row.invoice.payment_status].label : '',
  },
];
