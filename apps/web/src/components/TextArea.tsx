import { useId, type TextareaHTMLAttributes } from 'react';
import { FieldLabel, fieldClassName } from './FieldLabel';

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
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={fieldClassName(fieldClass)}>
      <FieldLabel htmlFor={inputId} label={label} required={required} />
      <textarea
        {...rest}
        id={inputId}
        rows={rows}
        className="input input--textarea"
        value={value}
        aria-required={required || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
