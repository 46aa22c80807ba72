import { formatEurosAmount } from '@app/shared/format';
import type { InvoiceListItem, PaymentStatus } from '@app/shared/invoices';
import type { StatusTone } from '../../components/StatusBadge';

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

export const INVOICE_STATUS_TONES: Record<InvoiceListItem['status'], StatusTone> = {
  Pending: 'warning',
  Validated: 'success',
};

export const PAYMENT_STATUS_TONES: Record<PaymentStatus, StatusTone> = {
  unpaid: 'neutral',
  partial: 'warning',
  paid: 'success',
  overdue: 'danger',
};

/** A credit note's status, Émise. */
export const CREDIT_NOTE_TONE: StatusTone = 'info';

export const euros = formatEurosAmount;

/** A pending invoice has no number yet: PROV-<id> is a provisional reference, never to be paid. */
export const isProvisional = (invoice: Pick<InvoiceListItem, 'status'>) =>
  invoice.status === 'Pending';
