import { organizationInputSchema, type OrganizationInput } from '@app/shared/organization';
import { useState, type ReactNode } from 'react';
import { isFieldRefusal, type FieldRefusal } from '../../api/form-request';
import { refusalAtControl } from '../../components/inputs/FieldErrorsContext';
import {
  LegalIdentityFields,
  type LegalIdentityField,
} from '../../components/forms/LegalIdentityFields';
import { PhoneInput } from '../../components/inputs/PhoneInput';
import { SchemaForm } from '../../components/forms/SchemaForm';
import { ToggleSwitch } from '../../components/inputs/ToggleSwitch';
import { useSchemaForm } from '../../components/forms/useSchemaForm';
import {
  ENTERPRISE_NUMBER_LABELS,
  ENTERPRISE_NUMBER_PLACEHOLDERS,
  IBAN_PLACEHOLDERS,
  VAT_NUMBER_PLACEHOLDERS,
} from '../../lib/legal-identity-labels';
import { fieldErrorsOf, type FieldErrors } from '../../lib/validation';
import {
  changeOrganizationDraft,
  EMPTY_ORGANIZATION_DRAFT,
  hasShareCapital,
  toOrganizationInput,
  type OrganizationDraft,
} from './organization-draft';
import { daysInput, legalMentionControls } from './OrganizationLegalControls';

type OrganizationTextField = {
  [Field in keyof OrganizationDraft]: OrganizationDraft[Field] extends string ? Field : never;
}[keyof OrganizationDraft];

/** The controls that are not text fields, placed among them. */
interface OwnControls {
  phone: ReactNode;
  paymentTerms: ReactNode;
  vatSwitch: ReactNode;
  legalForm: ReactNode;
  quoteValidity: ReactNode;
}

/** Where each country registers its enterprises, as the documents print it. */
const REGISTRY_PLACEHOLDERS = { BE: 'RPM Liège, division Namur', FR: 'RCS Lyon' } as const;

/** The form's fields in order: the SIRET in France only, the VAT number for a VAT subject. */
function organizationFields(
  draft: OrganizationDraft,
  controls: OwnControls,
): LegalIdentityField<OrganizationTextField>[] {
  const fields: (LegalIdentityField<OrganizationTextField> | null)[] = [
    {
      key: 'organization_name',
      label: "Nom de l'organisation",
      autoComplete: 'organization',
      required: true,
    },
    {
      key: 'email',
      label: "Email de l'organisation",
      type: 'email',
      autoComplete: 'email',
      required: true,
    },
    { kind: 'country', required: true },
    {
      key: 'enterprise_number',
      label: ENTERPRISE_NUMBER_LABELS,
      inputMode: 'numeric',
      placeholder: ENTERPRISE_NUMBER_PLACEHOLDERS,
    },
    draft.country === 'FR'
      ? {
          key: 'siret',
          label: 'SIRET',
          inputMode: 'numeric',
          placeholder: '123 456 782 00013',
          wide: true,
        }
      : null,
    { kind: 'node', key: 'legal_form', node: controls.legalForm },
    { key: 'registry', label: 'Registre', placeholder: REGISTRY_PLACEHOLDERS },
    hasShareCapital(draft) ? { key: 'share_capital', label: 'Capital social (€)' } : null,
    {
      key: 'address',
      label: 'Adresse',
      autoComplete: 'address-line1',
      placeholder: 'Rue et numéro',
      wide: true,
      required: true,
    },
    { key: 'postal_code', label: 'Code postal', autoComplete: 'postal-code' },
    { key: 'city', label: 'Ville', autoComplete: 'address-level2' },
    { kind: 'node', key: 'phone', node: controls.phone },
    {
      key: 'bank_account',
      label: 'Compte bancaire (IBAN)',
      placeholder: IBAN_PLACEHOLDERS,
      required: true,
    },
    { key: 'bic', label: 'BIC', placeholder: 'GEBABEBB' },
    { kind: 'node', key: 'payment_terms_days', node: controls.paymentTerms },
    { kind: 'node', key: 'quote_validity_days', node: controls.quoteValidity },
    { kind: 'node', key: 'is_vat_subject', node: controls.vatSwitch },
    draft.is_vat_subject
      ? {
          key: 'vat_number',
          label: 'Numéro de TVA',
          placeholder: VAT_NUMBER_PLACEHOLDERS,
          required: true,
        }
      : null,
  ];
  return fields.filter((field) => field !== null);
}

export interface OrganizationFormProps {
  initial?: OrganizationDraft;
  submitLabel: string;
  /**
   * Called with the validated fields; the button shows a spinner until it settles. A refusal of
   * the server about a field it resolves to goes under that field, which gets the keyboard.
   */
  onSubmit: (input: OrganizationInput) => Promise<FieldRefusal | unknown>;
  /** Prefix of the field ids (two forms may share a page). */
  idPrefix: string;
  /** Names the form for assistive technologies. */
  label: string;
}

/**
 * Create and edit an organization (spec part 1 §5): name, address, phone, email and bank account
 * (an IBAN) required; the VAT number appears, and is required, only when the VAT switch is on.
 * The legal identity (country, enterprise number or SIREN, SIRET, postal code, city,
 * BIC, payment terms) is checked by the shared schema, each message under its field.
 */
export function OrganizationForm({
  initial = EMPTY_ORGANIZATION_DRAFT,
  submitLabel,
  onSubmit,
  idPrefix,
  label,
}: OrganizationFormProps) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { submitting, submitWith } = useSchemaForm();
  const id = (field: keyof OrganizationDraft) => `${idPrefix}-${field}`;
  const set =
    <Field extends keyof OrganizationDraft>(field: Field) =>
    (value: OrganizationDraft[Field]) => {
      setDraft((current) => changeOrganizationDraft(current, field, value));
      setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    };

  const controlProps = { draft, errors, set, id };
  const controls: OwnControls = {
    phone: (
      <PhoneInput
        id={id('phone')}
        error={errors.phone}
        value={draft.phone}
        onChange={set('phone')}
        required
      />
    ),
    paymentTerms: daysInput(controlProps, 'payment_terms_days', 'Délai de paiement (jours)'),
    ...legalMentionControls(controlProps),
    vatSwitch: (
      <div className="form-grid__wide">
        <ToggleSwitch
          id={id('is_vat_subject')}
          label="Assujetti à la TVA"
          checked={draft.is_vat_subject}
          onChange={set('is_vat_subject')}
        />
      </div>
    ),
  };

  return (
    <SchemaForm
      className="organization-form"
      aria-label={label}
      submitting={submitting}
      submitLabel={submitLabel}
      onSubmit={submitWith({
        schema: organizationInputSchema,
        values: toOrganizationInput(draft),
        idPrefix,
        onInvalid: (error) => setErrors(fieldErrorsOf(error)),
        send: async (input) => {
          setErrors({});
          const result = await onSubmit(input);
          if (isFieldRefusal(result)) setErrors(refusalAtControl(result, idPrefix) ?? {});
        },
      })}
    >
      <LegalIdentityFields
        idPrefix={idPrefix}
        fields={organizationFields(draft, controls)}
        values={draft}
        errors={errors}
        set={set}
        setCountry={set('country')}
      />
    </SchemaForm>
  );
}
