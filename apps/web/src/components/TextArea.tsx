import type { TextareaHTMLAttributes } from 'react';
import { controlAttributes, FormField, useControlId } from './FieldLabel';

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

export function TextArea({
  label,
  value,
  onChange,
  required,
  id,
  rows = 4,
  fieldClass,
  ...rest
}: TextAreaProps) {
  const inputId = useControlId(id);
  return (
    <FormField inputId={inputId} label={label} required={required} fieldClass={fieldClass}>
      <textarea
        {...rest}
        {...controlAttributes(inputId, required)}
        rows={rows}
        className="input input--textarea"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}
