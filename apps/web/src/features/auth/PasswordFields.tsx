import { MSG_PASSWORD_MISMATCH } from '@app/shared/auth';
import { PasswordInput } from '../../components/inputs/PasswordInput';
import { reportProblem } from '../../lib/validation';

export interface PasswordFieldsProps {
  /** Field ids are `${idPrefix}-password` and `${idPrefix}-confirmation`. */
  idPrefix: string;
  /** The password's label; 'Mot de passe' when not given. */
  label?: string;
  password: string;
  onPasswordChange: (password: string) => void;
  /** Given when a new password is chosen: it is typed twice. */
  confirmation?: { value: string; onChange: (confirmation: string) => void } | undefined;
}

/** The password field, followed by its confirmation when a new password is chosen. */
export function PasswordFields({
  idPrefix,
  label,
  password,
  onPasswordChange,
  confirmation,
}: PasswordFieldsProps) {
  return (
    <>
      <PasswordInput
        id={`${idPrefix}-password`}
        label={label}
        value={password}
        onChange={onPasswordChange}
        autoComplete={confirmation ? 'new-password' : 'current-password'}
        required
      />
      {confirmation ? (
        <PasswordInput
          id={`${idPrefix}-confirmation`}
          label="Confirmation du mot de passe"
          value={confirmation.value}
          onChange={confirmation.onChange}
          autoComplete="new-password"
          required
        />
      ) : null}
    </>
  );
}

/** The confirmation matches the password; if not, says so and puts the keyboard on it. */
export function passwordConfirmed(password: string, confirmation: string, idPrefix: string) {
  if (password === confirmation) return true;
  reportProblem(MSG_PASSWORD_MISMATCH, `${idPrefix}-confirmation`);
  return false;
}
