import type { PaymentDto, RefundDto } from '@app/shared/payments';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import {
  deletePayment,
  getInvoiceDetails,
  type InvoiceBalance,
  type InvoiceDetails,
} from './invoices.api';
import { useConfirmedAction } from '../../components/dialogs/useConfirmedAction';

type Loaded =
  { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; invoice: InvoiceDetails };

/** The details of the invoice shown (none while `invoiceId` is null), read again on `refresh`. */
export function useInvoiceDetails(invoiceId: number | null) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (invoiceId === null) return undefined;
    const controller = new AbortController();
    getInvoiceDetails(invoiceId, controller.signal).then(
      (invoice) => {
        if (controller.signal.aborted) return;
        setLoaded(invoice ? { status: 'loaded', invoice } : { status: 'failed' });
      },
      () => {
        if (!controller.signal.aborted) setLoaded({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [invoiceId, attempt]);

  return {
    loaded,
    /** Re-reads the invoice after a change; what is shown stays until the answer comes. */
    refresh: () => setAttempt((count) => count + 1),
    /** Forgets the invoice shown (the dialog closes). */
    reset: () => setLoaded({ status: 'loading' }),
  };
}

/** A payment or a refund: both are removed by their payment id. */
export type RemovableMovement = PaymentDto | RefundDto;

export const isRefund = (movement: RemovableMovement): movement is RefundDto =>
  'expense_id' in movement;

/** The payment or refund whose removal is being confirmed, and the removal once confirmed. */
export function usePaymentRemoval(
  onBalance: (balance: InvoiceBalance) => void,
  refresh: () => void,
) {
  return useConfirmedAction(async (payment: RemovableMovement) => {
    const result = await deletePayment(payment.payment_id);
    if (!result.ok) return false;
    toast.success(result.data.message);
    onBalance(result.data.invoice);
    refresh();
    return true;
  });
}
