import { PAYMENT_METHODS, type PaymentMethod } from '@app/shared/accounting';
import { todayIso } from '@app/shared/dates';
import {
  MSG_PAYMENT_AMOUNT_INVALID,
  MSG_PAYMENT_DATE_INVALID,
  MSG_REFUND_AMOUNT_INVALID,
  MSG_REFUND_DATE_INVALID,
} from '@app/shared/payments';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import type { FieldRefusal } from '../../api/form-request';
import { addPayment, addRefund, type InvoiceBalance } from './invoices.api';
import { DateInput } from '../../components/dates/DateInput';
import { LoadingButton } from '../../components/buttons/LoadingButton';
import { NumberInput } from '../../components/inputs/NumberInput';
import { OptionSelect } from '../../components/inputs/OptionSelect';
import { InvoiceActionForm, useInvoiceAction } from './InvoiceActionForm';

/** What one money movement sends: the form's fields and whether to record it in accounting. */
interface Movement {
  amount: number;
  paid_at: string;
  method: PaymentMethod;
  inAccounting: boolean;
}

/** What sets a payment's form apart from a refund's. */
interface MovementKind {
  title: string;
  submitLabel: string;
  amountMessage: string;
  dateMessage: string;
  /** The checkbox's request field and its label. */
  accounting: { field: string; label: string };
  send: (
    invoiceId: number,
    movement: Movement,
  ) => Promise<{ message: string; invoice: InvoiceBalance } | FieldRefusal | undefined>;
}

const PAYMENT: MovementKind = {
  title: 'Enregistrer un paiement',
  submitLabel: 'Enregistrer le paiement',
  amountMessage: MSG_PAYMENT_AMOUNT_INVALID,
  dateMessage: MSG_PAYMENT_DATE_INVALID,
  accounting: { field: 'create_revenue', label: 'Enregistrer aussi la rentrée en comptabilité' },
  send: (invoiceId, { inAccounting, ...fields }) =>
    addPayment(invoiceId, { ...fields, create_revenue: inAccounting }),
};

const REFUND: MovementKind = {
  title: 'Enregistrer un remboursement',
  submitLabel: 'Enregistrer le remboursement',
  amountMessage: MSG_REFUND_AMOUNT_INVALID,
  dateMessage: MSG_REFUND_DATE_INVALID,
  accounting: { field: 'create_expense', label: 'Enregistrer aussi la sortie en comptabilité' },
  send: (invoiceId, { inAccounting, ...fields }) =>
    addRefund(invoiceId, { ...fields, create_expense: inAccounting }),
};

const KINDS = { payments: PAYMENT, refunds: REFUND };

export interface MovementFormProps {
  /** Enregistrer un paiement, or un remboursement (a payment the other way). */
  kind: keyof typeof KINDS;
  invoiceId: number;
  /** Euros still due, or owed back to the client: the amount offered first. */
  amount: number;
  onBusy: (busy: boolean) => void;
  onSaved: (balance: InvoiceBalance) => void;
}

const METHOD_OPTIONS = PAYMENT_METHODS.map((method) => ({ value: method, label: method }));

/** Records a payment or a refund: the draft stays as typed when the server refuses it. */
export function MovementForm({ kind: name, amount: offered, ...props }: MovementFormProps) {
  const { invoiceId, onBusy, onSaved } = props;
  const kind = KINDS[name];
  const idPrefix = useId();
  const fieldId = (field: string) => `${idPrefix}-${field}`;
  const [amount, setAmount] = useState<number | null>(offered);
  const [paidAt, setPaidAt] = useState(todayIso());
  const [method, setMethod] = useState<PaymentMethod>('Virement');
  const [inAccounting, setInAccounting] = useState(false);
  const { saving, submit, problems } = useInvoiceAction(onBusy);

  const check = () =>
    amount === null || amount <= 0
      ? { message: kind.amountMessage, fieldId: fieldId('amount') }
      : paidAt === ''
        ? { message: kind.dateMessage, fieldId: fieldId('paid_at') }
        : null;

  const save = () =>
    submit({
      check,
      send: () =>
        kind.send(invoiceId, { amount: amount ?? 0, paid_at: paidAt, method, inAccounting }),
      // The request's fields are the controls' names.
      fieldIdOf: (refusal) => fieldId(refusal.field),
      done: (data) => {
        toast.success(data.message);
        onSaved(data.invoice);
      },
    });

  const accountingId = fieldId(kind.accounting.field);
  return (
    <InvoiceActionForm
      title={kind.title}
      problems={problems}
      onSubmit={() => void save()}
      footer={
        <LoadingButton type="submit" loading={saving}>
          {kind.submitLabel}
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
          id={accountingId}
          type="checkbox"
          checked={inAccounting}
          onChange={(event) => setInAccounting(event.target.checked)}
        />
        <label htmlFor={accountingId}>{kind.accounting.label}</label>
      </div>
    </InvoiceActionForm>
  );
}
