import { useState } from 'react';
import { FormField, useTextField, type DefaultLabelledControlProps } from './FieldLabel';

export interface PasswordInputProps extends DefaultLabelledControlProps {
  autoComplete?: 'current-password' | 'new-password';
  /** The form's message about this field, shown under it and tied to it. */
  error?: string | undefined;
}

export function PasswordInput({
  label = 'Mot de passe',
  autoComplete = 'current-password',
  ...props
}: PasswordInputProps) {
  const { field, input } = useTextField({ ...props, label });
  const [visible, setVisible] = useState(false);
  return (
    <FormField {...field}>
      <div className="password-input">
        <input
          {...input}
          type={visible ? 'text' : 'password'}
          className="input password-input__field"
          autoComplete={autoComplete}
        />
        <button
          type="button"
          className="password-input__toggle"
          aria-label={visible ? 'Masquer le mot de passe' : 'Afficher le mot de passe'}
          aria-controls={field.inputId}
          onClick={() => setVisible((current) => !current)}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
            />
            <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
            {visible ? null : (
              <path d="M4 20 20 4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            )}
          </svg>
        </button>
      </div>
    </FormField>
  );
}
