import { resetPasswordBodySchema } from '@app/shared/auth';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { resetPassword } from './auth.api';
import { SchemaForm } from '../../components/forms/SchemaForm';
import { useSchemaForm } from '../../components/forms/useSchemaForm';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { AuthCard } from './AuthCard';
import { PasswordFields, passwordConfirmed } from './PasswordFields';
import { announced } from '../../lib/server-result';

const ID = 'reset';

export default function ResetPasswordPage() {
  useDocumentTitle('Nouveau mot de passe');
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { submitting, submitWith } = useSchemaForm();

  const send = async (body: Parameters<typeof resetPassword>[0]) => {
    const result = await resetPassword(body);
    if (!announced(result)) return;
    void navigate('/login');
  };

  return (
    <AuthCard title="Nouveau mot de passe" backToLogin>
      <SchemaForm
        aria-labelledby="page-title"
        submitting={submitting}
        submitLabel="Modifier le mot de passe"
        submitClassName="auth-card__submit"
        onSubmit={submitWith({
          schema: resetPasswordBodySchema,
          values: { password, token },
          idPrefix: ID,
          check: () => passwordConfirmed(password, confirmation, ID),
          send,
        })}
      >
        <PasswordFields
          idPrefix={ID}
          label="Nouveau mot de passe"
          password={password}
          onPasswordChange={setPassword}
          confirmation={{ value: confirmation, onChange: setConfirmation }}
        />
      </SchemaForm>
    </AuthCard>
  );
}
