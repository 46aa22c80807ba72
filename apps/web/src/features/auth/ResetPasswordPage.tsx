import { MSG_PASSWORD_MISMATCH, resetPasswordBodySchema } from '@app/shared/auth';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate, useParams } from 'react-router-dom';
import { resetPassword } from './auth.api';
import { PasswordInput } from '../../components/PasswordInput';
import { SchemaForm } from '../../components/SchemaForm';
import { useSchemaForm } from '../../components/useSchemaForm';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { reportProblem } from '../../lib/validation';
import { AuthCard } from './AuthCard';

const ID = 'reset';

export default function ResetPasswordPage() {
  useDocumentTitle('Nouveau mot de passe');
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { submitting, submitWith } = useSchemaForm();

  const confirmed = () => {
    if (password === confirmation) return true;
    reportProblem(MSG_PASSWORD_MISMATCH, `${ID}-confirmation`);
    return false;
  };

  const send = async (body: Parameters<typeof resetPassword>[0]) => {
    const result = await resetPassword(body);
    if (!result) return;
    toast.success(result.message);
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
          check: confirmed,
          send,
        })}
      >
        <PasswordInput
          id={`${ID}-password`}
          label="Nouveau mot de passe"
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          required
        />
        <PasswordInput
          id={`${ID}-confirmation`}
          label="Confirmation du mot de passe"
          value={confirmation}
          onChange={setConfirmation}
          autoComplete="new-password"
          required
        />
      </SchemaForm>
    </AuthCard>
  );
}
