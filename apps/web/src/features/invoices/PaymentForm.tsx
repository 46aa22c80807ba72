import { PAYMENT_METHODS, type PaymentMethod } from '@app/shared/accounting';
import { todayIso } from '@app/shared/dates';
import { MSG_PAYMENT_AMOUNT_INVALID, MSG_PAYMENT_DATE_INVALID } from '@app/shared/payments';
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
  const idPrefix = useId();
  const fieldId = (field: string) => `${idPrefix}-${field}`;
  const [amount, setAmount] = useState<number | null>(amountDue);
  const [paidAt, setPaidAt] = useState(todayIso());
  const [method, setMethod] = useState<PaymentMethod>('Virement');
  const [createRevenue, setCreateRevenue] = useState(false);
  const { saving, submit, problems } = useInvoiceAction(onBusy);

  const check = () =>
    amount === null || amount <= 0
      ? { message: MSG_PAYMENT_AMOUNT_INVALID, fieldId: fieldId('amount') }
      : paidAt === ''
        ? { message: MSG_PAYMENT_DATE_INVALID, fieldId: fieldId('paid_at') }
        : null;

  const save = () =>
    submit({
      check,
      send: () =>
        addPayment(invoiceId, {
          amount: amount ?? 0,
          paid_at: paidAt,
          method,
          create_revenue: createRevenue,
        }),
      // The request's fields are the controls' names.
      fieldIdOf: (refusal) => fieldId(refusal.field),
      done: (data) => {
        toast.success(data.message);
        onSaved(data.invoice);
      },
    });

  return (
    <InvoiceActionForm
      title="Enregistrer un paiement"
      problems={problems}
      onSubmit={() => void save()}
      footer={
        <LoadingButton type="submit" loading={saving}>
          Enregistrer le paiement
        </LoadingButton>
      }
    >
      <div className="invoice-form__fields">
        <NumberInput
          id={fieldId('amount')}
          label="Montant"
          value={amount}
          onChange={setAmount}
          decimals={2}
          required
        />
        <DateInput
          id={fieldId('paid_at')}
          label="Date"
          value={paidAt}
          onChange={setPaidAt}
          required
        />
        <OptionSelect
          id={fieldId('method')}
          label="Moyen de paiement"
          value={method}
          onChange={setMethod}
          options={METHOD_OPTIONS}
          required
        />
      </div>
      <div className="invoice-form__check">
        <input
          id={fieldId('create_revenue')}
          type="checkbox"
          checked={createRevenue}
          onChange={(event) => setCreateRevenue(event.target.checked)}
        />
        <label htmlFor={fieldId('create_revenue')}>
          Enregistrer aussi la rentrée en comptabilité
        </label>
      </div>
    </InvoiceActionForm>
  );
}
