import { useId, type InputHTMLAttributes } from 'react';
import { errorAttributes, FieldError, FieldLabel, fieldClassName } from './FieldLabel';

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
  type?: 'text' | 'email' | 'tel' | 'url' | 'search' | 'password' | 'date' | 'time';
  fieldClass?: string;
  /** The form's message about this field, shown under it and tied to it. */
  error?: string | undefined;
}

export function TextInput({
  label,
  value,
  onChange,
  required,
  type = 'text',
  id,
  fieldClass,
  className,
  error,
  ...rest
}: TextInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={fieldClassName(fieldClass)}>
      <FieldLabel htmlFor={inputId} label={label} required={required} />
      <input
        {...rest}
        id={inputId}
        type={type}
        className={className ? `input ${className}` : 'input'}
        value={value}
        aria-required={required || undefined}
        {...errorAttributes(inputId, error)}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldError inputId={inputId} error={error} />
    </div>
  );
}
