import {
  MSG_CREDIT_NOTE_AMOUNT_INVALID,
  MSG_CREDIT_NOTE_REASON_REQUIRED,
} from '@app/shared/invoices';
import type { InvoiceLineDto } from '@app/shared/invoices';
import { formatEurosAmount } from '@app/shared/format';
import { useId, useState, type Dispatch, type SetStateAction } from 'react';
import toast from 'react-hot-toast';
import { createCreditNote, type CreditNoteRequest } from './invoices.api';
import { ButtonSwitcher } from '../../components/inputs/ButtonSwitcher';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { LoadingButton } from '../../components/buttons/LoadingButton';
import { NumberInput } from '../../components/inputs/NumberInput';
import { TextArea } from '../../components/inputs/TextArea';
import { InvoiceActionForm, useInvoiceAction } from './InvoiceActionForm';

export const MSG_CREDIT_NOTE_EMPTY = 'Indiquez au moins une quantité à créditer.';
export const MSG_CONFIRM_CREDIT_NOTE =
  'Une note de crédit reçoit son numéro définitif dès son émission et ne peut plus être modifiée ni supprimée.';

export interface CreditNoteFormProps {
  invoiceId: number;
  lines: InvoiceLineDto[];
  onBusy: (busy: boolean) => void;
  onCancel: () => void;
  onSaved: () => void;
}

/** What the note takes back: units of the invoice's lines, or an amount including VAT. */
type CreditMode = 'lines' | 'amount';

const MODES = [
  { value: 'lines', label: 'Des lignes' },
  { value: 'amount', label: 'Un montant TTC' },
] as const;

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

/** What the confirmation names: the amount, the whole rest, or the units of each line. */
export function creditSummary(request: CreditNoteRequest, lines: InvoiceLineDto[]): string {
  if (request.amount !== undefined) return `un montant de ${formatEurosAmount(request.amount)} TTC`;
  if (!request.lines) return 'tout ce qui reste de la facture';
  return request.lines
    .map(({ invoice_line_id, quantity }) => {
      const line = lines.find((candidate) => candidate.invoice_line_id === invoice_line_id);
      return `${quantity} × ${line?.name ?? ''}`;
    })
    .join(', ');
}

/** The ids of the form's controls: the reason, the amount, and each line's quantity. */
function useCreditNoteIds() {
  const idPrefix = useId();
  const reasonId = `${idPrefix}-reason`;
  const amountId = `${idPrefix}-amount`;
  const lineId = (line: InvoiceLineDto | undefined) =>
    line ? `${idPrefix}-line-${line.invoice_line_id}` : reasonId;
  return { reasonId, amountId, lineId };
}

/** The form's draft, its checks and its request: what to credit, then the confirmation. */
function useCreditNoteDraft({ invoiceId, lines, onBusy, onSaved }: CreditNoteFormProps) {
  const open = lines.filter((line) => remainingOf(line) > 0);
  const [reason, setReason] = useState('');
  const [mode, setMode] = useState<CreditMode>('lines');
  const [quantities, setQuantities] = useState<Record<number, number | null>>({});
  const [amount, setAmount] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const action = useInvoiceAction(onBusy);
  const ids = useCreditNoteIds();
  const request = (): CreditNoteRequest =>
    mode === 'amount'
      ? { reason: reason.trim(), amount: amount ?? 0 }
      : creditNoteRequest(reason.trim(), lines, quantities);

  const check = () =>
    reason.trim() === ''
      ? { message: MSG_CREDIT_NOTE_REASON_REQUIRED, fieldId: ids.reasonId }
      : mode === 'amount' && (amount === null || amount <= 0)
        ? { message: MSG_CREDIT_NOTE_AMOUNT_INVALID, fieldId: ids.amountId }
        : mode === 'lines' && (request().lines?.length ?? 1) === 0
          ? { message: MSG_CREDIT_NOTE_EMPTY, fieldId: ids.lineId(open[0]) }
          : null;

  const save = () =>
    action.submit({
      check,
      send: () => createCreditNote(invoiceId, request()),
      // A line's message goes under the line it names, else under the first one.
      fieldIdOf: ({ field, item }) =>
        field === 'reason'
          ? ids.reasonId
          : field === 'amount'
            ? ids.amountId
            : ids.lineId(open.find((line) => line.name === item) ?? open[0]),
      done: (data) => {
        toast.success(`${data.message} : ${data.credit_note.formatted_credit_note_id}`);
        onSaved();
      },
    });

  return {
    ...action,
    ids,
    open,
    draft: { reason, mode, quantities, amount },
    set: { setReason, setMode, setQuantities, setAmount },
    confirming,
    summary: () => creditSummary(request(), lines),
    // The form's own check first: the confirmation only asks about a note that can be sent.
    askConfirmation: () => (check() ? void save() : setConfirming(true)),
    cancelConfirmation: () => setConfirming(false),
    // Closed before sending: a refusal then gets the keyboard under its field, and the form's
    // own button shows the request running.
    confirm: () => {
      setConfirming(false);
      void save();
    },
  };
}

/**
 * Créer une note de crédit: a reason, then units per line or an amount. Nothing is chosen at
 * first (issue #30: a note is never issued by default), and the note is issued only once the
 * user confirms, as an invoice's validation is.
 */
export function CreditNoteForm(props: CreditNoteFormProps) {
  const credit = useCreditNoteDraft(props);
  const { ids, open, draft, set } = credit;
  const { reason, mode } = draft;
  const allRemaining = () =>
    set.setQuantities(
      Object.fromEntries(open.map((line) => [line.invoice_line_id, remainingOf(line)])),
    );
  return (
    <>
      <InvoiceActionForm
        title="Créer une note de crédit"
        problems={credit.problems}
        onSubmit={credit.askConfirmation}
        footer={
          <CreditNoteButtons
            saving={credit.saving}
            onAll={mode === 'lines' && open.length > 0 ? allRemaining : undefined}
            onCancel={props.onCancel}
          />
        }
      >
        <TextArea
          id={ids.reasonId}
          label="Motif"
          value={reason}
          onChange={set.setReason}
          rows={2}
          required
        />
        <ButtonSwitcher label="Créditer" options={MODES} value={mode} onChange={set.setMode} />
        <div className="invoice-form__fields">
          {mode === 'amount' ? (
            <NumberInput
              id={ids.amountId}
              label="Montant à créditer (TTC)"
              value={draft.amount}
              onChange={set.setAmount}
              decimals={2}
              required
            />
          ) : (
            <CreditedQuantities
              open={open}
              lineId={ids.lineId}
              quantities={draft.quantities}
              onChange={set.setQuantities}
            />
          )}
        </div>
      </InvoiceActionForm>
      <ConfirmDialog
        open={credit.confirming}
        title="Émettre la note de crédit"
        message={
          <>
            Créditer {credit.confirming ? credit.summary() : ''} ? {MSG_CONFIRM_CREDIT_NOTE}
          </>
        }
        confirmLabel="Émettre la note de crédit"
        variant="primary"
        onConfirm={credit.confirm}
        onCancel={credit.cancelConfirmation}
      />
    </>
  );
}

/** One quantity per line that still has units to take back, empty at first. */
function CreditedQuantities({
  open,
  lineId,
  quantities,
  onChange,
}: {
  open: InvoiceLineDto[];
  lineId: (line: InvoiceLineDto) => string;
  quantities: Record<number, number | null>;
  onChange: Dispatch<SetStateAction<Record<number, number | null>>>;
}) {
  return open.map((line) => (
    <NumberInput
      key={line.invoice_line_id}
      id={lineId(line)}
      label={`Quantité à créditer : ${line.name} (reste ${remainingOf(line)})`}
      value={quantities[line.invoice_line_id] ?? null}
      max={remainingOf(line)}
      inputMode="numeric"
      onChange={(value) =>
        onChange((previous) => ({
          ...previous,
          [line.invoice_line_id]: value === null ? null : Math.floor(value),
        }))
      }
    />
  ));
}

/** Tout créditer (lines only), Annuler and the submit button. */
function CreditNoteButtons({
  saving,
  onAll,
  onCancel,
}: {
  saving: boolean;
  onAll: (() => void) | undefined;
  onCancel: () => void;
}) {
  return (
    <div className="invoice-form__actions">
      {onAll ? (
        <button
          type="button"
          className="button button--secondary"
          onClick={onAll}
          disabled={saving}
        >
          Tout créditer
        </button>
      ) : null}
      <button type="button" className="button button--ghost" onClick={onCancel} disabled={saving}>
        Annuler
      </button>
      <LoadingButton type="submit" loading={saving}>
        Émettre la note de crédit
      </LoadingButton>
    </div>
  );
}
