import type { Country } from '@app/shared/legal-identity';
import { Fragment, type ReactNode } from 'react';
import { COUNTRY_OPTIONS } from '../../lib/legal-identity-labels';
import type { FieldErrors } from '../../lib/validation';
import { OptionSelect } from '../inputs/OptionSelect';
import { TextInput } from '../inputs/TextInput';

/** A label or placeholder, the same everywhere or one per country. */
export type PerCountry = string | Readonly<Record<Country, string>>;

/** A text field of the list, bound to the draft's field `key`. */
export interface LegalIdentityTextField<Key extends string> {
  kind?: 'text';
  key: Key;
  label: PerCountry;
  placeholder?: PerCountry;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'numeric';
  /** Spans both columns of the form grid. */
  wide?: boolean;
  required?: boolean;
}

/** One entry of the list: a text field, the country select, or a control of the form's own. */
export type LegalIdentityField<Key extends string> =
  | LegalIdentityTextField<Key>
  | { kind: 'country'; required?: boolean }
  | { kind: 'node'; key: string; node: ReactNode };

export interface LegalIdentityFieldsProps<Key extends string> {
  /** Field ids are `${idPrefix}-${key}`, so a failed check can put the keyboard on the field. */
  idPrefix: string;
  fields: readonly LegalIdentityField<Key>[];
  values: Readonly<Record<Key, string>> & { readonly country: Country };
  errors: FieldErrors;
  set: (key: Key) => (value: string) => void;
  setCountry: (country: Country) => void;
}

const inCountry = (text: PerCountry | undefined, country: Country) =>
  typeof text === 'object' ? text[country] : text;

/**
 * The fields of a legal identity (country, enterprise number, SIRET, address, postal code, city,
 * bank account, VAT number…) in a form grid, in the order of the list; the labels and
 * placeholders that depend on the country follow it.
 */
export function LegalIdentityFields<Key extends string>({
  idPrefix,
  fields,
  values,
  errors,
  set,
  setCountry,
}: LegalIdentityFieldsProps<Key>) {
  const { country } = values;
  return (
    <div className="form-grid">
      {fields.map((field) => {
        if (field.kind === 'node') return <Fragment key={field.key}>{field.node}</Fragment>;
        if (field.kind === 'country') {
          return (
            <OptionSelect
              key="country"
              id={`${idPrefix}-country`}
              error={errors.country}
              label="Pays"
              value={country}
              onChange={setCountry}
              options={COUNTRY_OPTIONS}
              required={field.required}
            />
          );
        }
        return (
          <TextInput
            key={field.key}
            id={`${idPrefix}-${field.key}`}
            error={errors[field.key]}
            label={inCountry(field.label, country) ?? ''}
            type={field.type ?? 'text'}
            value={values[field.key]}
            onChange={set(field.key)}
            autoComplete={field.autoComplete}
            inputMode={field.inputMode}
            placeholder={inCountry(field.placeholder, country)}
            fieldClass={field.wide ? 'form-grid__wide' : undefined}
            required={field.required}
          />
        );
      })}
    </div>
  );
}
