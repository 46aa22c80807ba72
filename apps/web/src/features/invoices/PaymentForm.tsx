import { PAYMENT_METHODS, type PaymentMethod } from '@app/shared/accounting';
import { todayIso } from '@app/shared/dates';
import { MSG_PAYMENT_AMOUNT_INVALID, MSG_PAYMENT_DATE_INVALID } from '@app/shared/invoices';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { addPayment, type InvoiceBalance } from './invoices.api';
import { DateInput } from '../../components/DateInput';
import { LoadingButton } from '../../components/LoadingButton';
import { NumberInput } from '../../components/NumberInput';
import { OptionSelect } from '../../components/OptionSelect';

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
  const titleId = useId();
  const revenueId = useId();
  const [amount, setAmount] = useState<number | null>(amountDue);
  const [paidAt, setPaidAt] = useState(todayIso());
  const [method, setMethod] = useState<PaymentMethod>('Virement');
  const [createRevenue, setCreateRevenue] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (amount === null || amount <= 0) {
      setError(MSG_PAYMENT_AMOUNT_INVALID);
      return;
    }
    if (paidAt === '') {
      setError(MSG_PAYMENT_DATE_INVALID);
      return;
    }
    setError(null);
    setSaving(true);
    onBusy(true);
    try {
      const result = await addPayment(invoiceId, {
        amount,
        paid_at: paidAt,
        method,
        create_revenue: createRevenue,
      });
      if (!result.ok) {
        setError(result.message);
        return;
      }
      toast.success(result.data.message);
      onSaved(result.data.invoice);
    } catch {
      // Network failure: the fetch helper already said so; the draft stays.
    } finally {
      setSaving(false);
      onBusy(false);
    }
  };

  return (
    <form
      className="invoice-form"
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h4 id={titleId} className="invoice-form__title">
        Enregistrer un paiement
      </h4>
      <div className="invoice-form__fields">
        <NumberInput label="Montant" value={amount} onChange={setAmount} required />
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
      {error ? (
        <p role="alert" className="form-error">
          {error}
        </p>
      ) : null}
      <LoadingButton type="submit" loading={saving}>
        Enregistrer le paiement
      </LoadingButton>
    </form>
  );
}
