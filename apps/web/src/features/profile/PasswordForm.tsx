import { changePasswordBodySchema, MSG_PASSWORD_MISMATCH } from '@app/shared/auth';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PasswordInput } from '../../components/inputs/PasswordInput';
import { SchemaForm } from '../../components/forms/SchemaForm';
import { changePassword } from './profile.api';
import { useProfileForm } from './useProfileForm';

const ID = 'mot-de-passe';

type PasswordField = 'current_password' | 'new_password' | 'confirmation';

const EMPTY: Record<PasswordField, string> = {
  current_password: '',
  new_password: '',
  confirmation: '',
};

const FIELDS: { field: PasswordField; label: string; autoComplete?: 'new-password' }[] = [
  { field: 'current_password', label: 'Mot de passe actuel' },
  { field: 'new_password', label: 'Nouveau mot de passe', autoComplete: 'new-password' },
  {
    field: 'confirmation',
    label: 'Confirmation du nouveau mot de passe',
    autoComplete: 'new-password',
  },
];

/**
 * A new password, typed twice, once the current one is given. The server signs the other devices
 * out and keeps this one signed in. A Google-only account chooses its first password through the
 * reset link, which proves it owns the mailbox.
 */
export function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const [values, setValues] = useState(EMPTY);
  const { errors, edit, refuse, form } = useProfileForm(ID);

  if (!hasPassword) {
    return (
      <p className="profile-form__hint">
        Ce compte se connecte avec Google et n’a pas de mot de passe. Pour en choisir un, utilisez{' '}
        <Link to="/forgotPassword">Mot de passe oublié</Link>.
      </p>
    );
  }

  const confirmed = () => {
    if (values.new_password === values.confirmation) return true;
    refuse('confirmation', MSG_PASSWORD_MISMATCH);
    return false;
  };

  return (
    <SchemaForm
      {...form({
        label: 'Changer le mot de passe',
        submitLabel: 'Changer le mot de passe',
        schema: changePasswordBodySchema,
        values: { current_password: values.current_password, new_password: values.new_password },
        check: confirmed,
        save: changePassword,
        onSaved: () => setValues(EMPTY),
      })}
    >
      {FIELDS.map(({ field, label, autoComplete }) => (
        <PasswordInput
          key={field}
          id={`${ID}-${field}`}
          label={label}
          autoComplete={autoComplete}
          value={values[field]}
          onChange={edit(field, (value) =>
            setValues((current) => ({ ...current, [field]: value })),
          )}
          error={errors[field]}
          required
        />
      ))}
      <p className="profile-form__hint">
        Vos autres appareils seront déconnectés ; celui-ci reste connecté.
      </p>
    </SchemaForm>
  );
}
