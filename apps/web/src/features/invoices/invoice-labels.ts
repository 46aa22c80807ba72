import { formatEurosAmount } from '@app/shared/format';
import type { InvoiceListItem, PaymentStatus } from '@app/shared/invoices';

export const INVOICE_STATUS_LABELS: Record<InvoiceListItem['status'], string> = {
  Pending: 'En attente',
  Validated: 'Validée',
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  unpaid: 'Non payée',
  partial: 'Partielle',
  paid: 'Payée',
  overdue: 'En retard',
};

export const euros = formatEurosAmount;

/** A pending invoice has no number yet: PROV-<id> is a provisional reference, never to be paid. */
export const isProvisional = (invoice: Pick<InvoiceListItem, 'status'>) =>
  invoice.status === 'Pending';
