import { PAYMENT_METHODS, type PaymentMethod } from '@app/shared/accounting';
import { todayIso } from '@app/shared/dates';
import { MSG_PAYMENT_AMOUNT_INVALID, MSG_PAYMENT_DATE_INVALID } from '@app/shared/invoices';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { addPayment, type InvoiceBalance } from './invoices.api';
import { DateInput } from '../../components/DateInput';
import { LoadingButton } from '../../components/LoadingButton';
import { NumberInput } from '../../components/NumberInput';
import { OptionSelect } from '../../components/OptionSelect';
import { InvoiceActionForm, useInvoiceAction } from './InvoiceActionForm';

export interface PaymentFormProps {
  invoiceId: number;
  /** Euros still due: the amount offered first. */
  amountDue: number;
  onBusy: (busy: boolean) => void;
  onSaved: (balance: InvoiceBalance) => void;
}

const METHOD_OPTIONS = PAYMENT_METHODS.map((method) => ({ value: method, label: method }));

/** Enregistrer un paiement: the draft stays as typed when the server refuses it. */
export function PaymentForm({ invoiceId, amountDue, onBusy, onSaved }: PaymentFormProps) {
  const revenueId = useId();
  const [amount, setAmount] = useState<number | null>(amountDue);
  const [paidAt, setPaidAt] = useState(todayIso());
  const [method, setMethod] = useState<PaymentMethod>('Virement');
  const [createRevenue, setCreateRevenue] = useState(false);
  const { saving, error, submit } = useInvoiceAction(onBusy);

  const save = () =>
    submit(
      () =>
        amount === null || amount <= 0
          ? MSG_PAYMENT_AMOUNT_INVALID
          : paidAt === ''
            ? MSG_PAYMENT_DATE_INVALID
            : null,
      () =>
        addPayment(invoiceId, {
          amount: amount ?? 0,
          paid_at: paidAt,
          method,
          create_revenue: createRevenue,
        }),
      (data) => {
        toast.success(data.message);
        onSaved(data.invoice);
      },
    );

  return (
    <InvoiceActionForm
      title="Enregistrer un paiement"
      error={error}
      onSubmit={() => void save()}
      footer={
        <LoadingButton type="submit" loading={saving}>
          Enregistrer le paiement
        </LoadingButton>
      }
    >
      <div className="invoice-form__fields">
        <NumberInput label="Montant" value={amount} onChange={setAmount} decimals={2} required />
        <DateInput label="Date" value={paidAt} onChange={setPaidAt} required />
        <OptionSelect
          label="Moyen de paiement"
          value={method}
          onChange={setMethod}
          options={METHOD_OPTIONS}
          required
        />
      </div>
      <div className="invoice-form__check">
        <input
          id={revenueId}
          type="checkbox"
          checked={createRevenue}
          onChange={(event) => setCreateRevenue(event.target.checked)}
        />
        <label htmlFor={revenueId}>Enregistrer aussi la rentrée en comptabilité</label>
      </div>
    </InvoiceActionForm>
  );
}
