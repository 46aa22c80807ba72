import type { ClientType } from '@app/shared/clients';
import type { Country } from '@app/shared/legal-identity';
import { OptionSelect } from '../../components/OptionSelect';
import { TextInput } from '../../components/TextInput';
import type { EntityFormContent } from '../../components/useEntityEditor';
import { COUNTRY_OPTIONS, ENTERPRISE_NUMBER_LABELS } from '../../lib/legal-identity-labels';

export type ClientTextField =
  | 'client_name'
  | 'client_email'
  | 'client_address'
  | 'postal_code'
  | 'city'
  | 'client_phone'
  | 'bank_account'
  | 'enterprise_number'
  | 'vat_number';

/** The form's draft: the text fields as typed, the type and country as chosen. */
export type ClientDraft = Record<ClientTextField, string> & {
  client_type: ClientType;
  country: Country;
};

/** Field ids are `client-<field>`, so a failed check can put the keyboard on the field. */
export const CLIENT_FIELD_ID_PREFIX = 'client';

const CLIENT_TYPE_OPTIONS: readonly { value: ClientType; label: string }[] = [
  { value: 'company', label: 'Entreprise' },
  { value: 'person', label: 'Particulier' },
];

const CONTACT_FIELDS: {
  key: ClientTextField;
  label: string;
  type?: 'email' | 'tel';
  autoComplete?: string;
  wide?: boolean;
}[] = [
  { key: 'client_email', label: 'Email', type: 'email', autoComplete: 'off' },
  { key: 'client_phone', label: 'Numéro', type: 'tel', autoComplete: 'off' },
  { key: 'client_address', label: 'Adresse', autoComplete: 'off', wide: true },
  { key: 'postal_code', label: 'Code postal', autoComplete: 'off' },
  { key: 'city', label: 'Ville', autoComplete: 'off' },
];

/** The client dialog's fields, with the legal identity (type, country, enterprise number). */
export function ClientFormFields({ draft, errors, set }: EntityFormContent<unknown, ClientDraft>) {
  const fieldProps = (field: keyof ClientDraft) => ({
    id: `${CLIENT_FIELD_ID_PREFIX}-${field}`,
    error: errors[field],
  });

  return (
    <div className="form-grid">
      <TextInput
        {...fieldProps('client_name')}
        label="Nom"
        required
        value={draft.client_name}
        onChange={set('client_name')}
        autoComplete="off"
      />
      <OptionSelect
        {...fieldProps('client_type')}
        label="Type"
        value={draft.client_type}
        onChange={set('client_type')}
        options={CLIENT_TYPE_OPTIONS}
      />
      {CONTACT_FIELDS.map(({ key, label, type, autoComplete, wide }) => (
        <TextInput
          key={key}
          {...fieldProps(key)}
          label={label}
          type={type ?? 'text'}
          value={draft[key]}
          onChange={set(key)}
          autoComplete={autoComplete}
          fieldClass={wide ? 'form-grid__wide' : undefined}
        />
      ))}
      <OptionSelect
        {...fieldProps('country')}
        label="Pays"
        value={draft.country}
        onChange={set('country')}
        options={COUNTRY_OPTIONS}
      />
      {draft.client_type === 'company' ? (
        <TextInput
          {...fieldProps('enterprise_number')}
          label={ENTERPRISE_NUMBER_LABELS[draft.country]}
          value={draft.enterprise_number}
          onChange={set('enterprise_number')}
          inputMode="numeric"
          autoComplete="off"
        />
      ) : null}
      <TextInput
        {...fieldProps('bank_account')}
        label="Compte"
        value={draft.bank_account}
        onChange={set('bank_account')}
        autoComplete="off"
      />
      <TextInput
        {...fieldProps('vat_number')}
        label="TVA"
        value={draft.vat_number}
        onChange={set('vat_number')}
        placeholder={draft.country === 'FR' ? 'FR40303265045' : 'BE0123456749'}
        autoComplete="off"
      />
    </div>
  );
}
