import { useId, useState, type Dispatch, type FormEvent, type SetStateAction } from 'react';
import toast from 'react-hot-toast';
import { isFieldRefusal } from '../../api/form-request';
import { DateInput } from '../../components/dates/DateInput';
import {
  FieldErrorsProvider,
  useFormFieldErrors,
} from '../../components/inputs/FieldErrorsContext';
import { FileInput } from '../../components/inputs/FileInput';
import { LoadingButton } from '../../components/buttons/LoadingButton';
import { NumberInput } from '../../components/inputs/NumberInput';
import { SearchableDropdown } from '../../components/inputs/SearchableDropdown';
import { TextInput } from '../../components/inputs/TextInput';
import type { DropdownOption } from '../../lib/dropdown-option';
import { entryFormData, type EntryDraftCommon } from './accounting-drafts';
import type { AmountField, EntryFormKind } from './entry-form-kinds';
import {
  PAYMENT_METHOD_OPTIONS,
  eventOptions,
  payerOptions,
  type EventChoice,
  type PayerChoice,
} from './entry-options';

export interface EntryFormProps<Draft extends EntryDraftCommon> {
  kind: EntryFormKind<Draft>;
  draft: Draft;
  setDraft: Dispatch<SetStateAction<Draft>>;
  /** The members for Payé par, in the forms that have it. */
  users?: readonly PayerChoice[];
  events: readonly EventChoice[];
  /** Payer and event of an entry opened for editing, in case the lists no longer have them. */
  knownPayer?: PayerChoice | null;
  knownEvent?: EventChoice | null;
  /** The receipt of an entry being edited is still downloading. */
  receiptLoading?: boolean;
  /** Called after a successful save, once the toast is shown and the draft reset. */
  onSaved?: () => void;
}

type Patch<Draft> = (changes: Partial<Draft> | Partial<EntryDraftCommon>) => void;

/** The Sortie or Rentrée form: create mode while the entry id is -1, edit mode otherwise (§4). */
export function EntryForm<Draft extends EntryDraftCommon>({
  kind,
  draft,
  setDraft,
  receiptLoading = false,
  onSaved,
  ...choices
}: EntryFormProps<Draft>) {
  const editing = kind.entryId(draft) !== -1;
  // Spec §4 names this loading flag createExpense in the Sortie form, createRevenue in the other.
  const [createEntry, setCreateEntry] = useState(false);
  // The native file input cannot be cleared from outside: a reset remounts it.
  const [resets, setResets] = useState(0);
  // The draft's problem under its field; ids are `${idPrefix}-${draft field}`.
  const idPrefix = useId();
  const problems = useFormFieldErrors<HTMLFormElement>();

  const patch: Patch<Draft> = (changes) => setDraft((previous) => ({ ...previous, ...changes }));

  const reset = () => {
    problems.clear();
    setDraft(kind.blank());
    setResets((count) => count + 1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (createEntry) return;
    const problem = kind.problem(draft);
    if (problem) {
      toast.error(problem.message);
      const fieldId = problem.field === undefined ? '' : `${idPrefix}-${String(problem.field)}`;
      problems.report(fieldId ? { [fieldId]: problem.message } : {});
      return;
    }
    setCreateEntry(true);
    try {
      const form = entryFormData(kind.fields(draft), draft.file);
      const result = editing ? await kind.update(form) : await kind.add(form);
      if (isFieldRefusal(result)) {
        // Not toasted: under its field, which gets the keyboard; the draft stays.
        problems.report({ [`${idPrefix}-${result.field}`]: result.refused });
      } else if (result) {
        toast.success(result.message);
        reset();
        onSaved?.();
      }
    } catch (error) {
      // Spec §8: a failed save is only logged (the fetch helper already told the user).
      console.error(error);
    } finally {
      setCreateEntry(false);
    }
  };

  const { labels } = kind;
  return (
    <form
      ref={problems.containerRef}
      className="accounting-form card-panel card-panel--roomy"
      onSubmit={(event) => void submit(event)}
      onChange={problems.clear}
      noValidate
      aria-label={editing ? labels.editForm : labels.form}
    >
      <FieldErrorsProvider errors={problems.errors}>
        <EntryFields
          kind={kind}
          draft={draft}
          patch={patch}
          resets={resets}
          idPrefix={idPrefix}
          receiptLoading={receiptLoading}
          {...choices}
        />
      </FieldErrorsProvider>
      <div className="accounting-form__actions">
        {editing ? null : (
          <button type="button" className="button button--secondary" onClick={reset}>
            Réinitialiser
          </button>
        )}
        <LoadingButton type="submit" loading={createEntry}>
          {editing ? labels.update : labels.add}
        </LoadingButton>
      </div>
    </form>
  );
}

type EntryFieldsProps<Draft extends EntryDraftCommon> = Pick<
  EntryFormProps<Draft>,
  'kind' | 'draft' | 'users' | 'events' | 'knownPayer' | 'knownEvent' | 'receiptLoading'
> & { patch: Patch<Draft>; resets: number; idPrefix: string };

function EntryFields<Draft extends EntryDraftCommon>({
  kind,
  draft,
  patch,
  resets,
  idPrefix,
  users = [],
  events,
  knownPayer,
  knownEvent,
  receiptLoading,
}: EntryFieldsProps<Draft>) {
  const payers = payerOptions(users, knownPayer);
  const id = (field: keyof Draft & string) => `${idPrefix}-${field}`;
  return (
    <div className="form-grid">
      <TextInput
        id={id('product_name')}
        label="Nom"
        required
        value={draft.product_name}
        onChange={(product_name) => patch({ product_name })}
        autoComplete="off"
        maxLength={200}
      />
      {kind.amountFields.map((field) => (
        <AmountInput
          key={field.label}
          id={id(field.key)}
          field={field}
          value={field.value(draft)}
          onChange={(value) => patch(field.change(value))}
          payers={payers}
        />
      ))}
      <DateInput
        id={id('recorded_date')}
        label={kind.labels.date}
        required
        value={draft.recorded_date}
        onChange={(recorded_date) => patch({ recorded_date })}
      />
      <SearchableDropdown
        id={id('event_id')}
        label="Événement"
        options={eventOptions(events, knownEvent)}
        value={draft.event_id}
        onChange={(event_id) => patch({ event_id })}
        placeholder="Aucun événement"
      />
      <SearchableDropdown
        id={id('payment_method')}
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
          id={id('file')}
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
  );
}

interface AmountInputProps<Draft> {
  id: string;
  field: AmountField<Draft>;
  value: number | null;
  onChange: (value: number | null) => void;
  payers: readonly DropdownOption<number>[];
}

function AmountInput<Draft>({ id, field, value, onChange, payers }: AmountInputProps<Draft>) {
  return field.input === 'payer' ? (
    <SearchableDropdown
      id={id}
      label={field.label}
      required
      options={payers}
      value={value}
      onChange={onChange}
    />
  ) : (
    <NumberInput
      id={id}
      label={field.label}
      required
      value={value}
      max={field.max}
      decimals={field.decimals}
      onChange={onChange}
    />
  );
}
