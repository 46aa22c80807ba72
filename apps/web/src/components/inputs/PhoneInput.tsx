import { useState } from 'react';
import { FormField, useField, type DefaultLabelledControlProps } from './FieldLabel';

export const PHONE_PREFIXES = ['+32-', '+33-'] as const;
export type PhonePrefix = (typeof PHONE_PREFIXES)[number];
export const DEFAULT_PHONE_PREFIX: PhonePrefix = '+32-';

/** Splits '+33-612345678' into its prefix and number; anything else keeps the default prefix. */
export function splitPhone(value: string): { prefix: PhonePrefix; number: string } {
  const prefix = PHONE_PREFIXES.find((candidate) => value.startsWith(candidate));
  return prefix
    ? { prefix, number: value.slice(prefix.length) }
    : { prefix: DEFAULT_PHONE_PREFIX, number: value };
}

/** The value is '+32-471234567', or '' while no number is typed. */
export type PhoneInputProps = DefaultLabelledControlProps & {
  /** The prefix shown while no number is typed: the organization's country's (+33- in France). */
  defaultPrefix?: PhonePrefix;
  /** An example of the number after the prefix. */
  placeholder?: string;
};

export function PhoneInput({
  label = 'Téléphone',
  value,
  onChange,
  defaultPrefix,
  placeholder,
  ...props
}: PhoneInputProps) {
  const { field, control, rest } = useField({ ...props, label });
  const parsed = splitPhone(value);
  // Without a number the value is '', so the chosen prefix is remembered here; until one is
  // chosen, an empty field follows `defaultPrefix` (the country may change while it is empty).
  const [chosenPrefix, setChosenPrefix] = useState<PhonePrefix | null>(
    parsed.number === '' ? null : parsed.prefix,
  );
  const prefix =
    parsed.number === '' ? (chosenPrefix ?? defaultPrefix ?? DEFAULT_PHONE_PREFIX) : parsed.prefix;

  const emit = (nextPrefix: PhonePrefix, nextNumber: string) => {
    onChange(nextNumber === '' ? '' : `${nextPrefix}${nextNumber}`);
  };

  return (
    <FormField {...field}>
      <div className="phone-input">
        <select
          className="input phone-input__prefix"
          aria-label="Indicatif"
          value={prefix}
          disabled={rest.disabled}
          onChange={(event) => {
            const next = event.target.value as PhonePrefix;
            setChosenPrefix(next);
            emit(next, parsed.number);
          }}
        >
          {PHONE_PREFIXES.map((option) => (
            <option key={option} value={option}>
              {option.slice(0, -1)}
            </option>
          ))}
        </select>
        <input
          {...rest}
          {...control}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          className="input phone-input__number"
          placeholder={placeholder}
          value={parsed.number}
          onChange={(event) => emit(prefix, event.target.value.replace(/\D/g, ''))}
        />
      </div>
    </FormField>
  );
}
