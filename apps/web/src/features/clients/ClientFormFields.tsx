import type { ClientType } from '@app/shared/clients';
import { PHONE_NUMBER_PLACEHOLDERS } from '@app/shared/country-labels';
import {
  EU_COUNTRY_FACTS,
  euCountryOptions,
  vatExampleOf,
  type EuCountry,
} from '@app/shared/eu-countries';
import { isCompanyCountry } from '@app/shared/legal-identity';
import { OptionSelect } from '../../components/inputs/OptionSelect';
import { TextInput } from '../../components/inputs/TextInput';
import type { EntityFormContent } from '../../components/lists/useEntityEditor';
import { ENTERPRISE_NUMBER_LABELS } from '../../lib/legal-identity-labels';
import { PeppolStatus } from './PeppolStatus';

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
  country: EuCountry;
};

/** Field ids are `client-<field>`, so a failed check can put the keyboard on the field. */
export const CLIENT_FIELD_ID_PREFIX = 'client';

const CLIENT_TYPE_OPTIONS: readonly { value: ClientType; label: string }[] = [
  { value: 'company', label: 'Entreprise' },
  { value: 'person', label: 'Particulier' },
];

interface ClientTextEntry {
  key: ClientTextField;
  label: string;
  placeholder?: string;
  type?: 'email' | 'tel';
  inputMode?: 'numeric';
  wide?: boolean;
  required?: boolean;
}

/** "+33 6 12 34 56 78" in France; elsewhere the country's calling code. */
function phonePlaceholder(country: EuCountry): string {
  const calling = EU_COUNTRY_FACTS[country].calling;
  return isCompanyCountry(country) ? `${calling} ${PHONE_NUMBER_PLACEHOLDERS[country]}` : calling;
}

/**
 * The enterprise number is checked for BE (BCE) and FR (SIREN) only; elsewhere it is the national
 * number as the client gives it, optional.
 */
function enterpriseEntry(country: EuCountry): ClientTextEntry {
  return isCompanyCountry(country)
    ? { key: 'enterprise_number', label: ENTERPRISE_NUMBER_LABELS[country], inputMode: 'numeric' }
    : { key: 'enterprise_number', label: "Numéro d'entreprise (facultatif)" };
}

/** The text fields around the type and country, in the dialog's order. */
function textEntries(draft: ClientDraft): { before: ClientTextEntry[]; after: ClientTextEntry[] } {
  const { country } = draft;
  return {
    before: [
      { key: 'client_email', label: 'Email', type: 'email' },
      { key: 'client_phone', label: 'Numéro', type: 'tel', placeholder: phonePlaceholder(country) },
      { key: 'client_address', label: 'Adresse', wide: true },
      { key: 'postal_code', label: 'Code postal' },
      { key: 'city', label: 'Ville' },
    ],
    after: [
      ...(draft.client_type === 'company' ? [enterpriseEntry(country)] : []),
      { key: 'bank_account', label: 'Compte' },
      { key: 'vat_number', label: 'TVA', placeholder: vatExampleOf(country) },
    ],
  };
}

/**
 * The client dialog's fields, with the legal identity: type, country (any member state of the
 * EU), enterprise number; the examples follow the country.
 */
export function ClientFormFields({ draft, errors, set }: EntityFormContent<unknown, ClientDraft>) {
  const field = (entry: ClientTextEntry) => (
    <TextInput
      key={entry.key}
      id={`${CLIENT_FIELD_ID_PREFIX}-${entry.key}`}
      error={errors[entry.key]}
      label={entry.label}
      type={entry.type ?? 'text'}
      value={draft[entry.key]}
      onChange={set(entry.key)}
      autoComplete="off"
      inputMode={entry.inputMode}
      placeholder={entry.placeholder}
      fieldClass={entry.wide ? 'form-grid__wide' : undefined}
      required={entry.required}
    />
  );
  const { before, after } = textEntries(draft);
  return (
    <div className="form-grid">
      {field({ key: 'client_name', label: 'Nom', required: true })}
      <OptionSelect
        id={`${CLIENT_FIELD_ID_PREFIX}-client_type`}
        error={errors.client_type}
        label="Type"
        value={draft.client_type}
        onChange={set('client_type')}
        options={CLIENT_TYPE_OPTIONS}
      />
      {before.map(field)}
      <OptionSelect
        id={`${CLIENT_FIELD_ID_PREFIX}-country`}
        error={errors.country}
        label="Pays"
        value={draft.country}
        onChange={set('country')}
        options={euCountryOptions()}
      />
      {after.map(field)}
      <p className="form-grid__wide peppol-status__line">
        <PeppolStatus party={draft} />
      </p>
    </div>
  );
}
