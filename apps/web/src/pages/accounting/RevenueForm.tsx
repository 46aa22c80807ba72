import { MAX_AMOUNT_EUROS, MAX_QUANTITY, MSG_REQUIRED_FIELDS } from '@app/shared/accounting';
import { useState, type Dispatch, type FormEvent, type SetStateAction } from 'react';
import toast from 'react-hot-toast';
import { addRevenue, updateRevenue } from '../../api/accounting';
import { DateInput } from '../../components/DateInput';
import { FileInput } from '../../components/FileInput';
import { LoadingButton } from '../../components/LoadingButton';
import { NumberInput } from '../../components/NumberInput';
import { SearchableDropdown } from '../../components/SearchableDropdown';
import { TextInput } from '../../components/TextInput';
import {
  blankRevenue,
  isRevenueComplete,
  revenueFormData,
  type RevenueDraft,
} from './accounting-drafts';
import { PAYMENT_METHOD_OPTIONS, eventOptions, type EventChoice } from './entry-options';

export interface RevenueFormProps {
  draft: RevenueDraft;
  setDraft: Dispatch<SetStateAction<RevenueDraft>>;
  events: readonly EventChoice[];
  knownEvent?: EventChoice | null;
  receiptLoading?: boolean;
  onSaved?: () => void;
}

/**
 * The Rentrée form. Spec §5: only the name, the unit price and the date are enforced; payment
 * method and receipt carry the required marker but may stay empty.
 */
export function RevenueForm({
  draft,
  setDraft,
  events,
  knownEvent,
  receiptLoading = false,
  onSaved,
}: RevenueFormProps) {
  const editing = draft.revenue_id !== -1;
  // Spec §4: the loading flag of this form is named createRevenue.
  const [createRevenue, setCreateRevenue] = useState(false);
  const [resets, setResets] = useState(0);

  const patch = (changes: Partial<RevenueDraft>) =>
    setDraft((previous) => ({ ...previous, ...changes }));

  const reset = () => {
    setDraft(blankRevenue());
    setResets((count) => count + 1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (createRevenue) return;
    if (!isRevenueComplete(draft)) {
      toast.error(MSG_REQUIRED_FIELDS);
      return;
    }
    setCreateRevenue(true);
    try {
      const form = revenueFormData(draft);
      const result = editing ? await updateRevenue(form) : await addRevenue(form);
      if (result) {
        toast.success(result.message);
        reset();
        onSaved?.();
      }
    } catch (error) {
      // Spec §8: a failed save is only logged (the fetch helper already told the user).
      console.error(error);
    } finally {
      setCreateRevenue(false);
    }
  };

  return (
    <form
      className="accounting-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={editing ? 'Modifier la rentrée' : 'Nouvelle rentrée'}
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
          label="Prix unitaire"
          required
          value={draft.unit_price}
          max={MAX_AMOUNT_EUROS}
          onChange={(unit_price) => patch({ unit_price })}
        />
        <NumberInput
          label="Quantité"
          required
          value={draft.amount}
          max={MAX_QUANTITY}
          onChange={(amount) => patch({ amount })}
        />
        <DateInput
          label="Date d'entrée"
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
        <LoadingButton type="submit" loading={createRevenue}>
          {editing ? 'Modifider la rentrée' : 'Ajouter la rentrée'}
        </LoadingButton>
      </div>
    </form>
  );
}
