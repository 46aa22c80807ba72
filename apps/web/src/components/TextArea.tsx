import type { TextareaHTMLAttributes } from 'react';
import { FormField, useTextField } from './FieldLabel';

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

export function TextArea({ rows = 4, ...props }: TextAreaProps) {
  const { field, input } = useTextField(props);
  return (
    <FormField {...field}>
      <textarea {...input} rows={rows} className="input input--textarea" />
    </FormField>
  );
}
