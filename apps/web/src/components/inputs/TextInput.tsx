import type { InputHTMLAttributes } from 'react';
import { FormField, useTextField } from './FieldLabel';

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type' | 'required'
>;

export interface TextInputProps extends NativeInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shows the '*' marker and sets aria-required; forms validate and toast themselves (spec §5). */
  required?: boolean;
  /** Dates go through DateInput, French whatever the browser's language. */
  type?: 'text' | 'email' | 'tel' | 'url' | 'search' | 'password' | 'time';
  fieldClass?: string;
  /** The form's message about this field, shown under it and tied to it. */
  error?: string | undefined;
}

export function TextInput({ type = 'text', className, ...props }: TextInputProps) {
  const { field, input } = useTextField(props);
  return (
    <FormField {...field}>
      <input {...input} type={type} className={className ? `input ${className}` : 'input'} />
    </FormField>
  );
}
