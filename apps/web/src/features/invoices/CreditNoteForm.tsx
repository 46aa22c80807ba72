import { MSG_CREDIT_NOTE_REASON_REQUIRED } from '@app/shared/invoices';
import type { InvoiceLineDto } from '@app/shared/invoices';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { createCreditNote, type CreditNoteRequest } from './invoices.api';
import { LoadingButton } from '../../components/buttons/LoadingButton';
import { NumberInput } from '../../components/inputs/NumberInput';
import { TextArea } from '../../components/inputs/TextArea';
import { InvoiceActionForm, useInvoiceAction } from './InvoiceActionForm';

export const MSG_CREDIT_NOTE_EMPTY = 'Indiquez au moins une quantité à créditer.';

export interface CreditNoteFormProps {
  invoiceId: number;
  lines: InvoiceLineDto[];
  onBusy: (busy: boolean) => void;
  onCancel: () => void;
  onSaved: () => void;
}

const remainingOf = (line: InvoiceLineDto) => line.quantity - line.credited_quantity;

/**
 * The request for the quantities chosen: every line at what is left means the whole rest of the
 * invoice, which the server then credits exactly (no rounding of a prorated share).
 */
export function creditNoteRequest(
  reason: string,
  lines: InvoiceLineDto[],
  quantities: Record<number, number | null>,
): CreditNoteRequest {
  const open = lines.filter((line) => remainingOf(line) > 0);
  const everything = open.every(
    (line) => (quantities[line.invoice_line_id] ?? 0) === remainingOf(line),
  );
  if (everything) return { reason };
  return {
    reason,
    lines: open
      .map((line) => ({
        invoice_line_id: line.invoice_line_id,
        quantity: quantities[line.invoice_line_id] ?? 0,
      }))
      .filter((line) => line.quantity > 0),
  };
}

/** The ids of the form's controls: the reason, and each line's quantity. */
function useCreditNoteIds() {
  const idPrefix = useId();
  const reasonId = `${idPrefix}-reason`;
  const lineId = (line: InvoiceLineDto | undefined) =>
    line ? `${idPrefix}-line-${line.invoice_line_id}` : reasonId;
  return { reasonId, lineId };
}

/** Créer une note de crédit: a reason and, per line, how many units to take back. */
export function CreditNoteForm({
  invoiceId,
  lines,
  onBusy,
  onCancel,
  onSaved,
}: CreditNoteFormProps) {
  const open = lines.filter((line) => remainingOf(line) > 0);
  const allRemaining = () =>
    Object.fromEntries(open.map((line) => [line.invoice_line_id, remainingOf(line)]));
  const [reason, setReason] = useState('');
  const [quantities, setQuantities] = useState<Record<number, number | null>>(allRemaining);
  const { saving, submit, problems } = useInvoiceAction(onBusy);
  const { reasonId, lineId } = useCreditNoteIds();
  const request = () => creditNoteRequest(reason.trim(), lines, quantities);

  const check = () =>
    reason.trim() === ''
      ? { message: MSG_CREDIT_NOTE_REASON_REQUIRED, fieldId: reasonId }
      : request().lines?.length === 0
        ? { message: MSG_CREDIT_NOTE_EMPTY, fieldId: lineId(open[0]) }
        : null;

  const save = () =>
    submit({
      check,
      send: () => createCreditNote(invoiceId, request()),
      // A line's message goes under the line it names, else under the first one.
      fieldIdOf: ({ field, item }) =>
        field === 'reason' ? reasonId : lineId(open.find((line) => line.name === item) ?? open[0]),
      done: (data) => {
        toast.success(`${data.message} : ${data.credit_note.formatted_credit_note_id}`);
        onSaved();
      },
    });

  return (
    <InvoiceActionForm
      title="Créer une note de crédit"
      problems={problems}
      onSubmit={() => void save()}
      footer={
        <CreditNoteButtons
          saving={saving}
          onAll={() => setQuantities(allRemaining())}
          onCancel={onCancel}
        />
      }
    >
      <TextArea id={reasonId} label="Motif" value={reason} onChange={setReason} rows={2} required />
      <div className="invoice-form__fields">
        {open.map((line) => (
          <NumberInput
            key={line.invoice_line_id}
            id={lineId(line)}
            label={`Quantité à créditer : ${line.name} (reste ${remainingOf(line)})`}
            value={quantities[line.invoice_line_id] ?? null}
            max={remainingOf(line)}
            inputMode="numeric"
            onChange={(value) =>
              setQuantities((previous) => ({
                ...previous,
                [line.invoice_line_id]: value === null ? null : Math.floor(value),
              }))
            }
          />
        ))}
      </div>
    </InvoiceActionForm>
  );
}

/** Tout créditer, Annuler and the submit button. */
function CreditNoteButtons({
  saving,
  onAll,
  onCancel,
}: {
  saving: boolean;
  onAll: () => void;
  onCancel: () => void;
}) {
  return (
    <div className="invoice-form__actions">
      <button type="button" className="button button--secondary" onClick={onAll} disabled={saving}>
        Tout créditer
      </button>
      <button type="button" className="button button--ghost" onClick={onCancel} disabled={saving}>
        Annuler
      </button>
      <LoadingButton type="submit" loading={saving}>
        Émettre la note de crédit
      </LoadingButton>
    </div>
  );
}
