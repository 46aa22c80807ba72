import { changePasswordBodySchema, MSG_PASSWORD_MISMATCH } from '@app/shared/auth';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import { PasswordInput } from '../../components/PasswordInput';
import { SchemaForm } from '../../components/SchemaForm';
import { useSchemaForm } from '../../components/useSchemaForm';
import { fieldErrorsOf, reportProblem } from '../../lib/validation';
import { changePassword } from './profile.api';
import { serverFieldErrors } from './server-field-errors';
import { useFieldErrors } from './useFieldErrors';

const ID = 'mot-de-passe';

/**
 * A new password, typed twice, once the current one is given. The server signs the other devices
 * out and keeps this one signed in. A Google-only account chooses its first password through the
 * reset link, which proves it owns the mailbox.
 */
export function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { errors, setErrors, clear } = useFieldErrors();
  const { submitting, submitWith } = useSchemaForm();

  if (!hasPassword) {
    return (
      <p className="profile-form__hint">
        Ce compte se connecte avec Google et n’a pas de mot de passe. Pour en choisir un, utilisez{' '}
        <Link to="/forgotPassword">Mot de passe oublié</Link>.
      </p>
    );
  }

  const edit = (field: string, setter: (value: string) => void) => (value: string) => {
    setter(value);
    clear(field);
  };

  const confirmed = () => {
    if (next === confirmation) return true;
    setErrors({ confirmation: MSG_PASSWORD_MISMATCH });
    reportProblem(MSG_PASSWORD_MISMATCH, `${ID}-confirmation`);
    return false;
  };

  const send = async (body: { current_password: string; new_password: string }) => {
    setErrors({});
    const result = await changePassword(body);
    if (!result.ok) return setErrors(serverFieldErrors(result.message, ID));
    toast.success(result.body.message);
    setCurrent('');
    setNext('');
    setConfirmation('');
  };

  return (
    <SchemaForm
      className="profile-form"
      aria-label="Changer le mot de passe"
      submitting={submitting}
      submitLabel="Changer le mot de passe"
      onSubmit={submitWith({
        schema: changePasswordBodySchema,
        values: { current_password: current, new_password: next },
        idPrefix: ID,
        onInvalid: (error) => setErrors(fieldErrorsOf(error)),
        check: confirmed,
        send,
      })}
    >
      <PasswordInput
        id={`${ID}-current_password`}
        label="Mot de passe actuel"
        value={current}
        onChange={edit('current_password', setCurrent)}
        error={errors.current_password}
        required
      />
      <PasswordInput
        id={`${ID}-new_password`}
        label="Nouveau mot de passe"
        autoComplete="new-password"
        value={next}
        onChange={edit('new_password', setNext)}
        error={errors.new_password}
        required
      />
      <PasswordInput
        id={`${ID}-confirmation`}
        label="Confirmation du nouveau mot de passe"
        autoComplete="new-password"
        value={confirmation}
        onChange={edit('confirmation', setConfirmation)}
        error={errors.confirmation}
        required
      />
      <p className="profile-form__hint">
        Vos autres appareils seront déconnectés ; celui-ci reste connecté.
      </p>
    </SchemaForm>
  );
}
