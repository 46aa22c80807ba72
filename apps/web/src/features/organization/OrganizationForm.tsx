import type { Country } from '@app/shared/legal-identity';
import { organizationInputSchema, type OrganizationInput } from '@app/shared/organization';
import { useState, type FormEvent } from 'react';
import { EmailInput } from '../../components/EmailInput';
import { LoadingButton } from '../../components/LoadingButton';
import { NumberInput } from '../../components/NumberInput';
import { OptionSelect } from '../../components/OptionSelect';
import { PhoneInput } from '../../components/PhoneInput';
import { TextInput } from '../../components/TextInput';
import { ToggleSwitch } from '../../components/ToggleSwitch';
import { COUNTRY_OPTIONS, ENTERPRISE_NUMBER_LABELS } from '../../lib/legal-identity-labels';
import { fieldErrorsOf, reportInvalid, type FieldErrors } from '../../lib/validation';
import {
  changeOrganizationDraft,
  EMPTY_ORGANIZATION_DRAFT,
  toOrganizationInput,
  type OrganizationDraft,
} from './organization-draft';

const VAT_PLACEHOLDERS: Record<Country, string> = { BE: 'BE0123456749', FR: 'FR40303265045' };

export interface OrganizationFormProps {
  initial?: OrganizationDraft;
  submitLabel: string;
  /** Called with the validated fields; the button shows a spinner until it settles. */
  onSubmit: (input: OrganizationInput) => Promise<unknown>;
  /** Prefix of the field ids (two forms may share a page). */
  idPrefix: string;
  /** Names the form for assistive technologies. */
  label: string;
}

/**
 * Create and edit an organization (spec part 1 §5): name, address, phone, email and bank account
 * (an IBAN) required; the VAT number appears, and is required, only when the VAT switch is on.
 * The legal identity (issue #13: country, enterprise number or SIREN, SIRET, postal code, city,
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
  const [submitting, setSubmitting] = useState(false);
  const id = (field: keyof OrganizationDraft) => `${idPrefix}-${field}`;
  const set =
    <Field extends keyof OrganizationDraft>(field: Field) =>
    (value: OrganizationDraft[Field]) => {
      setDraft((current) => changeOrganizationDraft(current, field, value));
      setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    };
  const fieldProps = (field: keyof OrganizationDraft) => ({ id: id(field), error: errors[field] });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const parsed = organizationInputSchema.safeParse(toOrganizationInput(draft));
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return reportInvalid(parsed.error, idPrefix);
    }
    setErrors({});
    setSubmitting(true);
    try {
      await onSubmit(parsed.data);
    } catch {
      // Network failure: the fetch helper already showed it.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form className="organization-form" aria-label={label} noValidate onSubmit={handleSubmit}>
      <div className="form-grid">
        <TextInput
          {...fieldProps('organization_name')}
          label="Nom de l'organisation"
          value={draft.organization_name}
          onChange={set('organization_name')}
          autoComplete="organization"
          required
        />
        <EmailInput
          {...fieldProps('email')}
          label="Email de l'organisation"
          value={draft.email}
          onChange={set('email')}
          required
        />
        <OptionSelect
          {...fieldProps('country')}
          label="Pays"
          value={draft.country}
          onChange={set('country')}
          options={COUNTRY_OPTIONS}
          required
        />
        <TextInput
          {...fieldProps('enterprise_number')}
          label={ENTERPRISE_NUMBER_LABELS[draft.country]}
          value={draft.enterprise_number}
          onChange={set('enterprise_number')}
          inputMode="numeric"
          placeholder={draft.country === 'FR' ? '123 456 782' : '0123.456.749'}
        />
        {draft.country === 'FR' ? (
          <TextInput
            {...fieldProps('siret')}
            label="SIRET"
            value={draft.siret}
            onChange={set('siret')}
            inputMode="numeric"
            placeholder="123 456 782 00013"
            fieldClass="form-grid__wide"
          />
        ) : null}
        <TextInput
          {...fieldProps('address')}
          label="Adresse"
          value={draft.address}
          onChange={set('address')}
          autoComplete="address-line1"
          placeholder="Rue et numéro"
          fieldClass="form-grid__wide"
          required
        />
        <TextInput
          {...fieldProps('postal_code')}
          label="Code postal"
          value={draft.postal_code}
          onChange={set('postal_code')}
          autoComplete="postal-code"
        />
        <TextInput
          {...fieldProps('city')}
          label="Ville"
          value={draft.city}
          onChange={set('city')}
          autoComplete="address-level2"
        />
        <PhoneInput id={id('phone')} value={draft.phone} onChange={set('phone')} required />
        <TextInput
          {...fieldProps('bank_account')}
          label="Compte bancaire (IBAN)"
          value={draft.bank_account}
          onChange={set('bank_account')}
          placeholder={
            draft.country === 'FR' ? 'FR76 0000 0000 0000 0000 0000 000' : 'BE00 0000 0000 0000'
          }
          required
        />
        <TextInput
          {...fieldProps('bic')}
          label="BIC"
          value={draft.bic}
          onChange={set('bic')}
          placeholder="GEBABEBB"
        />
        <NumberInput
          {...fieldProps('payment_terms_days')}
          label="Délai de paiement (jours)"
          value={draft.payment_terms_days}
          onChange={set('payment_terms_days')}
          inputMode="numeric"
          max={365}
          required
        />
        <div className="form-grid__wide">
          <ToggleSwitch
            id={id('is_vat_subject')}
            label="Assujetti à la TVA"
            checked={draft.is_vat_subject}
            onChange={set('is_vat_subject')}
          />
        </div>
        {draft.is_vat_subject ? (
          <TextInput
            {...fieldProps('vat_number')}
            label="Numéro de TVA"
            value={draft.vat_number}
            onChange={set('vat_number')}
            placeholder={VAT_PLACEHOLDERS[draft.country]}
            required
          />
        ) : null}
      </div>
      <LoadingButton type="submit" loading={submitting}>
        {submitLabel}
      </LoadingButton>
    </form>
  );
}
