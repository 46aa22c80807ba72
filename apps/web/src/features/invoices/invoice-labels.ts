import { formatEurosAmount } from '@app/shared/format';
import type { InvoiceListItem } from '@app/shared/invoices';
import type { PaymentStatus } from '@app/shared/payments';
import type { StatusLook } from '../../components/feedback/StatusBadge';

export const INVOICE_STATUSES: Record<InvoiceListItem['status'], StatusLook> = {
  Pending: { label: 'En attente', tone: 'warning' },
  Validated: { label: 'Validée', tone: 'success' },
};

export const PAYMENT_STATUSES: Record<PaymentStatus, StatusLook> = {
  unpaid: { label: 'Non payée', tone: 'neutral' },
  partial: { label: 'Partielle', tone: 'warning' },
  paid: { label: 'Payée', tone: 'success' },
  overdue: { label: 'En retard', tone: 'danger' },
  // A credit note after payment leaves money owed back to the client.
  refund_due: { label: 'À rembourser', tone: 'brand' },
};

/** A credit note's status. */
export const CREDIT_NOTE_STATUS: StatusLook = { label: 'Émise', tone: 'info' };

export const euros = formatEurosAmount;

/** A pending invoice has no number yet: PROV-<id> is a provisional reference, never to be paid. */
export const isProvisional = (invoice: Pick<InvoiceListItem, 'status'>) =>
  invoice.status === 'Pending';
