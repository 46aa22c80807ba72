import { DateInput } from '../../components/dates/DateInput';
import { DocumentClientField } from '../../components/documents/DocumentClientField';
import { NumberInput } from '../../components/inputs/NumberInput';
import { SearchableDropdown } from '../../components/inputs/SearchableDropdown';
import { TextArea } from '../../components/inputs/TextArea';
import type { DropdownOption } from '../../lib/dropdown-option';
import {
  MAX_COEFFICIENT,
  coefficientFromDates,
  type QuoteDraft,
  type QuoteDraftField,
} from './quote-draft';

export const FIELD_IDS: Record<QuoteDraftField, string> = {
  lines: 'quote-lines-product',
  service_lines: 'quote-lines-service',
  client_id: 'quote-client',
  reserved_from: 'quote-reserved-from',
  reserved_until: 'quote-reserved-until',
  coefficient: 'quote-coefficient',
  event_id: 'quote-event',
  description: 'quote-description',
};

export interface QuoteFieldsProps {
  draft: QuoteDraft;
  references: {
    clients: readonly DropdownOption<number>[];
    events: readonly DropdownOption<number>[];
  };
  /** While creating, the coefficient follows the dates. */
  creating: boolean;
  onChange: (draft: QuoteDraft) => void;
}

/** The quote's own fields: Client, Événement, the dates, the day coefficient and Description. */
export function QuoteFields({ draft, references, creating, onChange }: QuoteFieldsProps) {
  const patch = (changes: Partial<QuoteDraft>) => onChange({ ...draft, ...changes });
  const setDate = (
    changes: Pick<QuoteDraft, 'reserved_from'> | Pick<QuoteDraft, 'reserved_until'>,
  ) => {
    const next = { ...draft, ...changes };
    // Spec §4: the coefficient follows the dates only while creating.
    if (creating) {
      next.coefficient = coefficientFromDates(next.reserved_from, next.reserved_until);
    }
    onChange(next);
  };

  return (
    <>
      <DocumentClientField
        id={FIELD_IDS.client_id}
        clients={references.clients}
        value={draft.client_id}
        onChange={(client_id) => patch({ client_id })}
      />
      <SearchableDropdown
        id={FIELD_IDS.event_id}
        label="Événement"
        options={references.events}
        value={draft.event_id}
        onChange={(event_id) => patch({ event_id })}
        placeholder="Aucun événement"
      />
      <DateInput
        id={FIELD_IDS.reserved_from}
        label="Date de début"
        required
        value={draft.reserved_from}
        onChange={(reserved_from) => setDate({ reserved_from })}
      />
      <DateInput
        id={FIELD_IDS.reserved_until}
        label="Date de fin"
        required
        value={draft.reserved_until}
        min={draft.reserved_from || undefined}
        onChange={(reserved_until) => setDate({ reserved_until })}
      />
      <NumberInput
        id={FIELD_IDS.coefficient}
        label="Coefficient Journée"
        required
        value={draft.coefficient}
        max={MAX_COEFFICIENT}
        onChange={(coefficient) => patch({ coefficient })}
        aria-describedby="quote-coefficient-hint"
      />
      <p id="quote-coefficient-hint" className="quote-form__hint">
        {creating
          ? '1 pour un jour, puis 0,25 par jour supplémentaire : calculé à partir des dates.'
          : 'Conservé tel quel : il ne suit plus les dates une fois le devis enregistré.'}
      </p>
      <TextArea
        id={FIELD_IDS.description}
        label="Description"
        value={draft.description}
        onChange={(description) => patch({ description })}
        rows={3}
        maxLength={5000}
        fieldClass="form-grid__wide"
      />
    </>
  );
}
