import type { ReactNode } from 'react';
import { FormField, useField, type FieldProps } from './FieldLabel';

export interface LabelledSelectProps extends FieldProps {
  value: string | number;
  /** The chosen option's value, as the select gives it. */
  onChange: (raw: string) => void;
  children: ReactNode;
}

/** A native select in its labelled field; the typed selects turn its raw value into theirs. */
export function LabelledSelect({ value, onChange, children, ...props }: LabelledSelectProps) {
  const { field, control } = useField(props);
  return (
    <FormField {...field}>
      <select
        {...control}
        className="input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
    </FormField>
  );
}
