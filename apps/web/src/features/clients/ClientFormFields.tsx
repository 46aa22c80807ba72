import type { ClientType } from '@app/shared/clients';
import type { Country } from '@app/shared/legal-identity';
import type { ReactNode } from 'react';
import {
  LegalIdentityFields,
  type LegalIdentityField,
} from '../../components/forms/LegalIdentityFields';
import { OptionSelect } from '../../components/inputs/OptionSelect';
import type { EntityFormContent } from '../../components/lists/useEntityEditor';
import { ENTERPRISE_NUMBER_LABELS, VAT_NUMBER_PLACEHOLDERS } from '../../lib/legal-identity-labels';

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

/** The client's fields after its type, in the dialog's order; the enterprise number is a company's. */
function clientFields(
  type: ClientType,
  typeSelect: ReactNode,
): LegalIdentityField<ClientTextField>[] {
  return [
    { key: 'client_name', label: 'Nom', required: true, autoComplete: 'off' },
    { kind: 'node', key: 'client_type', node: typeSelect },
    { key: 'client_email', label: 'Email', type: 'email', autoComplete: 'off' },
    { key: 'client_phone', label: 'Numéro', type: 'tel', autoComplete: 'off' },
    { key: 'client_address', label: 'Adresse', autoComplete: 'off', wide: true },
    { key: 'postal_code', label: 'Code postal', autoComplete: 'off' },
    { key: 'city', label: 'Ville', autoComplete: 'off' },
    { kind: 'country' },
    ...(type === 'company'
      ? [
          {
            key: 'enterprise_number',
            label: ENTERPRISE_NUMBER_LABELS,
            inputMode: 'numeric',
            autoComplete: 'off',
          } as const,
        ]
      : []),
    { key: 'bank_account', label: 'Compte', autoComplete: 'off' },
    {
      key: 'vat_number',
      label: 'TVA',
      placeholder: VAT_NUMBER_PLACEHOLDERS,
      autoComplete: 'off',
    },
  ];
}

/** The client dialog's fields, with the legal identity (type, country, enterprise number). */
export function ClientFormFields({ draft, errors, set }: EntityFormContent<unknown, ClientDraft>) {
  const typeSelect = (
    <OptionSelect
      id={`${CLIENT_FIELD_ID_PREFIX}-client_type`}
      error={errors.client_type}
      label="Type"
      value={draft.client_type}
      onChange={set('client_type')}
      options={CLIENT_TYPE_OPTIONS}
    />
  );
  return (
    <LegalIdentityFields
      idPrefix={CLIENT_FIELD_ID_PREFIX}
      fields={clientFields(draft.client_type, typeSelect)}
      values={draft}
      errors={errors}
      set={set}
      setCountry={set('country')}
    />
  );
}
