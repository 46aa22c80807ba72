import {
  MSG_CURRENT_PASSWORD_REQUIRED,
  updateProfileBodySchema,
  type ProfileResponse,
} from '@app/shared/auth';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { EmailInput } from '../../components/EmailInput';
import { PasswordInput } from '../../components/PasswordInput';
import { SchemaForm } from '../../components/SchemaForm';
import { TextInput } from '../../components/TextInput';
import { useSchemaForm } from '../../components/useSchemaForm';
import { fieldErrorsOf, reportProblem } from '../../lib/validation';
import { updateProfile } from './profile.api';
import { serverFieldErrors } from './server-field-errors';
import { useFieldErrors } from './useFieldErrors';

const ID = 'profil';

type Account = Pick<ProfileResponse['user'], 'name' | 'email'>;

interface EmailGuardProps {
  hasPassword: boolean;
  emailChanges: boolean;
  password: string;
  onPasswordChange: (password: string) => void;
  error: string | undefined;
}

/** What stands between the account and a new email: its current password, or Google. */
function EmailGuard({
  hasPassword,
  emailChanges,
  password,
  onPasswordChange,
  error,
}: EmailGuardProps) {
  if (!hasPassword) {
    return (
      <p className="profile-form__hint">
        Ce compte se connecte avec Google : son email ne peut pas être modifié ici.
      </p>
    );
  }
  if (!emailChanges) return null;
  return (
    <PasswordInput
      id={`${ID}-current_password`}
      label="Mot de passe actuel"
      value={password}
      onChange={onPasswordChange}
      error={error}
      required
    />
  );
}

export interface AccountFormProps {
  user: ProfileResponse['user'];
  onSaved: (account: Account) => void;
}

/**
 * Name and email. A new email asks for the current password (shown only then); a Google-only
 * account has none, so its email stays as Google gave it (docs/decisions.md).
 */
export function AccountForm({ user, onSaved }: AccountFormProps) {
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email);
  const [currentPassword, setCurrentPassword] = useState('');
  const { errors, setErrors, clear } = useFieldErrors();
  const { submitting, submitWith } = useSchemaForm();
  const emailChanges = email.trim().toLowerCase() !== user.email;
  const edit = (field: string, setter: (value: string) => void) => (value: string) => {
    setter(value);
    clear(field);
  };

  const passwordGiven = () => {
    if (!emailChanges || !user.has_password || currentPassword !== '') return true;
    setErrors({ current_password: MSG_CURRENT_PASSWORD_REQUIRED });
    reportProblem(MSG_CURRENT_PASSWORD_REQUIRED, `${ID}-current_password`);
    return false;
  };

  const send = async (body: { name: string; email: string; current_password?: string }) => {
    setErrors({});
    const result = await updateProfile(body);
    if (!result.ok) return setErrors(serverFieldErrors(result.message, ID));
    toast.success(result.body.message);
    setName(result.body.user.name);
    setEmail(result.body.user.email);
    setCurrentPassword('');
    onSaved(result.body.user);
  };

  return (
    <SchemaForm
      className="profile-form"
      aria-label="Mes informations"
      submitting={submitting}
      submitLabel="Enregistrer"
      onSubmit={submitWith({
        schema: updateProfileBodySchema,
        values: {
          name,
          email,
          ...(emailChanges && currentPassword !== '' ? { current_password: currentPassword } : {}),
        },
        idPrefix: ID,
        onInvalid: (error) => setErrors(fieldErrorsOf(error)),
        check: passwordGiven,
        send,
      })}
    >
      <TextInput
        id={`${ID}-name`}
        label="Nom"
        value={name}
        onChange={edit('name', setName)}
        autoComplete="name"
        error={errors.name}
        required
      />
      <EmailInput
        id={`${ID}-email`}
        label="Email"
        value={email}
        onChange={edit('email', setEmail)}
        error={errors.email}
        readOnly={!user.has_password}
        required
      />
      <EmailGuard
        hasPassword={user.has_password}
        emailChanges={emailChanges}
        password={currentPassword}
        onPasswordChange={edit('current_password', setCurrentPassword)}
        error={errors.current_password}
      />
    </SchemaForm>
  );
}
