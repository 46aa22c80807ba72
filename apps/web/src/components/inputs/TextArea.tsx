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
  /** The form's message about this field, shown under it and tied to it. */
  error?: string | undefined;
}

export function TextArea({ rows = 4, ...props }: TextAreaProps) {
  const { field, input } = useTextField(props);
  return (
    <FormField {...field}>
      <textarea {...input} rows={rows} className="input input--textarea" />
    </FormField>
  );
}
