import type { PaymentDto, RefundDto } from '@app/shared/payments';
import { useQuery } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import {
  deletePayment,
  getInvoiceDetails,
  type InvoiceBalance,
  type InvoiceDetails,
} from './invoices.api';
import { useConfirmedAction } from '../../components/dialogs/useConfirmedAction';
import { AREA_KEYS, loadedOrThrow } from '../../api/query-client';

type Loaded =
  { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; invoice: InvoiceDetails };

/**
 * The details of the invoice shown (none while `invoiceId` is null), a query under the invoices'
 * key (a change of the invoices reads it again), kept no longer than the dialog shows it (`gcTime`
 * 0: opened again, it is read afresh); `refresh` reads it again, what is shown staying meanwhile.
 */
export function useInvoiceDetails(invoiceId: number | null) {
  const query = useQuery({
    queryKey: [...AREA_KEYS.invoices, 'details', invoiceId],
    queryFn: async ({ signal }) =>
      loadedOrThrow(invoiceId === null ? undefined : await getInvoiceDetails(invoiceId, signal)),
    enabled: invoiceId !== null,
    gcTime: 0,
  });
  let loaded: Loaded = { status: 'loading' };
  if (query.isSuccess) loaded = { status: 'loaded', invoice: query.data };
  else if (query.isError && !query.isFetching) loaded = { status: 'failed' };
  const { refetch } = query;
  return { loaded, refresh: () => void refetch() };
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
