// The organization form's controls for what its documents print beyond the identity numbers: the
// legal form (a select of the country's forms) and how long a new quote stays valid; and the one
// input of a number of days both day settings use.
import { LEGAL_FORMS } from '@app/shared/legal-mentions';
import { NumberInput } from '../../components/inputs/NumberInput';
import { OptionSelect } from '../../components/inputs/OptionSelect';
import type { FieldErrors } from '../../lib/validation';
import type { OrganizationDraft } from './organization-draft';

type DayField = 'payment_terms_days' | 'quote_validity_days';

export interface DraftControlProps {
  draft: OrganizationDraft;
  errors: FieldErrors;
  set: <Field extends keyof OrganizationDraft>(
    field: Field,
  ) => (value: OrganizationDraft[Field]) => void;
  id: (field: keyof OrganizationDraft) => string;
}

/** A whole number of days, 365 at most. */
export function daysInput(
  { draft, errors, set, id }: DraftControlProps,
  field: DayField,
  label: string,
) {
  return (
    <NumberInput
      id={id(field)}
      error={errors[field]}
      label={label}
      value={draft[field]}
      onChange={set(field)}
      inputMode="numeric"
      max={365}
      required
    />
  );
}

/** The legal form's select ("Non précisée" first) and the quotes' validity. */
export function legalMentionControls(props: DraftControlProps) {
  const { draft, errors, set, id } = props;
  return {
    legalForm: (
      <OptionSelect
        id={id('legal_form')}
        error={errors.legal_form}
        label="Forme juridique"
        value={draft.legal_form}
        onChange={set('legal_form')}
        options={[
          { value: '', label: 'Non précisée' },
          ...LEGAL_FORMS[draft.country].map((form) => ({ value: form.code, label: form.label })),
        ]}
      />
    ),
    quoteValidity: daysInput(props, 'quote_validity_days', 'Validité des devis (jours)'),
  };
}
