import type { TextareaHTMLAttributes } from 'react';
import { FormField, useField } from './FieldLabel';

export interface TextAreaProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'value' | 'onChange' | 'required'
> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  fieldClass?: string;
}

export function TextArea({ value, onChange, rows = 4, ...props }: TextAreaProps) {
  const { field, control, rest } = useField(props);
  return (
    <FormField {...field}>
      <textarea
        {...rest}
        {...control}
        rows={rows}
        className="input input--textarea"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}
