import { useId } from 'react';
import { FieldLabel, fieldClassName } from './FieldLabel';

export interface OptionSelectProps<Value extends string> {
  label: string;
  value: Value;
  onChange: (value: Value) => void;
  options: readonly { value: Value; label: string }[];
  required?: boolean;
  fieldClass?: string;
}

/** A labelled native select over a fixed list of text values (a filter, a payment method). */
export function OptionSelect<Value extends string>({
  label,
  value,
  onChange,
  options,
  required,
  fieldClass,
}: OptionSelectProps<Value>) {
  const id = useId();
  return (
    <div className={fieldClassName(fieldClass)}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <select
        id={id}
        className="input"
        aria-required={required || undefined}
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
