import {
  organizationInputSchema,
  type OrganizationDto,
  type OrganizationInput,
} from '@app/shared/organization';
import { useState, type FormEvent } from 'react';
import { EmailInput } from '../../components/EmailInput';
import { LoadingButton } from '../../components/LoadingButton';
import { PhoneInput } from '../../components/PhoneInput';
import { TextInput } from '../../components/TextInput';
import { ToggleSwitch } from '../../components/ToggleSwitch';
import { reportInvalid } from '../../lib/validation';

/** The form's draft: every field a string, the VAT number kept while the switch is off. */
export interface OrganizationDraft {
  organization_name: string;
  address: string;
  phone: string;
  email: string;
  bank_account: string;
  is_vat_subject: boolean;
  vat_number: string;
}

export const EMPTY_ORGANIZATION_DRAFT: OrganizationDraft = {
  organization_name: '',
  address: '',
  phone: '',
  email: '',
  bank_account: '',
  is_vat_subject: false,
  vat_number: '',
};

export function draftFromOrganization(organization: OrganizationDto): OrganizationDraft {
  return {
    organization_name: organization.organization_name,
    address: organization.address,
    phone: organization.phone,
    email: organization.email,
    bank_account: organization.bank_account,
    is_vat_subject: organization.is_vat_subject,
    vat_number: organization.vat_number ?? '',
  };
}

/** What is sent: no VAT number for an organization that is not VAT subject. */
export function toOrganizationInput(draft: OrganizationDraft): OrganizationInput {
  return { ...draft, vat_number: draft.is_vat_subject ? draft.vat_number : null };
}

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
 * required; the VAT number appears, and is required, only when the VAT switch is on.
 */
export function OrganizationForm({
  initial = EMPTY_ORGANIZATION_DRAFT,
  submitLabel,
  onSubmit,
  idPrefix,
  label,
}: OrganizationFormProps) {
  const [draft, setDraft] = useState(initial);
  const [submitting, setSubmitting] = useState(false);
  const id = (field: keyof OrganizationDraft) => `${idPrefix}-${field}`;
  const set =
    <Field extends keyof OrganizationDraft>(field: Field) =>
    (value: OrganizationDraft[Field]) =>
      setDraft((current) => ({ ...current, [field]: value }));

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const parsed = organizationInputSchema.safeParse(toOrganizationInput(draft));
    if (!parsed.success) return reportInvalid(parsed.error, idPrefix);
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
          id={id('organization_name')}
          label="Nom de l'organisation"
          value={draft.organization_name}
          onChange={set('organization_name')}
          autoComplete="organization"
          required
        />
        <EmailInput
          id={id('email')}
          label="Email de l'organisation"
          value={draft.email}
          onChange={set('email')}
          required
        />
        <TextInput
          id={id('address')}
          label="Adresse"
          value={draft.address}
          onChange={set('address')}
          autoComplete="street-address"
          fieldClass="form-grid__wide"
          required
        />
        <PhoneInput id={id('phone')} value={draft.phone} onChange={set('phone')} required />
        <TextInput
          id={id('bank_account')}
          label="Compte bancaire"
          value={draft.bank_account}
          onChange={set('bank_account')}
          placeholder="BE00 0000 0000 0000"
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
            id={id('vat_number')}
            label="Numéro de TVA"
            value={draft.vat_number}
            onChange={set('vat_number')}
            placeholder="BE0123456789"
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
