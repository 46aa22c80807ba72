import {
  MSG_CURRENT_PASSWORD_REQUIRED,
  updateProfileBodySchema,
  type ProfileResponse,
} from '@app/shared/auth';
import { useState } from 'react';
import { EmailInput } from '../../components/inputs/EmailInput';
import { PasswordInput } from '../../components/inputs/PasswordInput';
import { SchemaForm } from '../../components/forms/SchemaForm';
import { TextInput } from '../../components/inputs/TextInput';
import { updateProfile } from './profile.api';
import { useProfileForm } from './useProfileForm';

const ID = 'profil';

type Account = Pick<ProfileResponse['user'], 'name' | 'email' | 'pending_email'>;

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
  const { errors, edit, refuse, form } = useProfileForm(ID);
  const emailChanges = email.trim().toLowerCase() !== user.email;

  const passwordGiven = () => {
    if (!emailChanges || !user.has_password || currentPassword !== '') return true;
    refuse('current_password', MSG_CURRENT_PASSWORD_REQUIRED);
    return false;
  };

  const saved = (account: Account) => {
    setName(account.name);
    setEmail(account.email);
    setCurrentPassword('');
    onSaved(account);
  };

  return (
    <SchemaForm
      {...form({
        label: 'Mes informations',
        submitLabel: 'Enregistrer',
        schema: updateProfileBodySchema,
        values: {
          name,
          email,
          ...(emailChanges && currentPassword !== '' ? { current_password: currentPassword } : {}),
        },
        check: passwordGiven,
        save: updateProfile,
        onSaved: ({ user: account }) => saved(account),
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
