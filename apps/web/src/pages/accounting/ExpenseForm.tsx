import { MAX_AMOUNT_EUROS, MSG_REQUIRED_FIELDS } from '@app/shared/accounting';
import { useState, type Dispatch, type FormEvent, type SetStateAction } from 'react';
import toast from 'react-hot-toast';
import { addExpense, updateExpense } from '../../api/accounting';
import { DateInput } from '../../components/DateInput';
import { FileInput } from '../../components/FileInput';
import { LoadingButton } from '../../components/LoadingButton';
import { NumberInput } from '../../components/NumberInput';
import { SearchableDropdown } from '../../components/SearchableDropdown';
import { TextInput } from '../../components/TextInput';
import {
  blankExpense,
  expenseFormData,
  isExpenseComplete,
  type ExpenseDraft,
} from './accounting-drafts';
import {
  PAYMENT_METHOD_OPTIONS,
  eventOptions,
  payerOptions,
  type EventChoice,
  type PayerChoice,
} from './entry-options';

export interface ExpenseFormProps {
  draft: ExpenseDraft;
  setDraft: Dispatch<SetStateAction<ExpenseDraft>>;
  users: readonly PayerChoice[];
  events: readonly EventChoice[];
  /** Payer and event of an entry opened for editing, in case the lists no longer have them. */
  knownPayer?: PayerChoice | null;
  knownEvent?: EventChoice | null;
  /** The receipt of an entry being edited is still downloading. */
  receiptLoading?: boolean;
  /** Called after a successful save, once the toast is shown and the draft reset. */
  onSaved?: () => void;
}

/** The Sortie form: create mode while expense_id is -1, edit mode otherwise (spec §4). */
export function ExpenseForm({
  draft,
  setDraft,
  users,
  events,
  knownPayer,
  knownEvent,
  receiptLoading = false,
  onSaved,
}: ExpenseFormProps) {
  const editing = draft.expense_id !== -1;
  // Spec §4: the loading flag of this form is named createExpense.
  const [createExpense, setCreateExpense] = useState(false);
  // The native file input cannot be cleared from outside: a reset remounts it.
  const [resets, setResets] = useState(0);

  const patch = (changes: Partial<ExpenseDraft>) =>
    setDraft((previous) => ({ ...previous, ...changes }));

  const reset = () => {
    setDraft(blankExpense());
    setResets((count) => count + 1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (createExpense) return;
    if (!isExpenseComplete(draft)) {
      toast.error(MSG_REQUIRED_FIELDS);
      return;
    }
    setCreateExpense(true);
    try {
      const form = expenseFormData(draft);
      const result = editing ? await updateExpense(form) : await addExpense(form);
      if (result) {
        toast.success(result.message);
        reset();
        onSaved?.();
      }
    } catch (error) {
      // Spec §8: a failed save is only logged (the fetch helper already told the user).
      console.error(error);
    } finally {
      setCreateExpense(false);
    }
  };

  return (
    <form
      className="accounting-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={editing ? 'Modifier la sortie' : 'Nouvelle sortie'}
    >
      <div className="form-grid">
        <TextInput
          label="Nom"
          required
          value={draft.product_name}
          onChange={(product_name) => patch({ product_name })}
          autoComplete="off"
          maxLength={200}
        />
        <NumberInput
          label="Prix"
          required
          value={draft.price}
          max={MAX_AMOUNT_EUROS}
          onChange={(price) => patch({ price })}
        />
        <SearchableDropdown
          label="Payé par"
          required
          options={payerOptions(users, knownPayer)}
          value={draft.user_id}
          onChange={(user_id) => patch({ user_id })}
        />
        <DateInput
          label="Date"
          required
          value={draft.recorded_date}
          onChange={(recorded_date) => patch({ recorded_date })}
        />
        <SearchableDropdown
          label="Événement"
          options={eventOptions(events, knownEvent)}
          value={draft.event_id}
          onChange={(event_id) => patch({ event_id })}
          placeholder="Aucun événement"
        />
        <SearchableDropdown
          label="Moyen de paiement"
          required
          options={PAYMENT_METHOD_OPTIONS}
          value={draft.payment_method}
          onChange={(payment_method) => patch({ payment_method })}
          placeholder="Choisir…"
        />
        <div className="form-grid__wide">
          <FileInput
            key={resets}
            label="Justificatif"
            required
            file={draft.file}
            onChange={(file) => patch({ file })}
          />
          {receiptLoading ? (
            <p className="accounting-form__hint" role="status">
              Chargement du justificatif…
            </p>
          ) : null}
        </div>
      </div>
      <div className="accounting-form__actions">
        {editing ? null : (
          <button type="button" className="button button--secondary" onClick={reset}>
            Réinitialiser
          </button>
        )}
        <LoadingButton type="submit" loading={createExpense}>
          {editing ? 'Modifider la sortie' : 'Ajouter la sortie'}
        </LoadingButton>
      </div>
    </form>
  );
}
