import { forgotPasswordBodySchema } from '@app/shared/auth';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { forgotPassword } from './auth.api';
import { EmailInput } from '../../components/EmailInput';
import { SchemaForm } from '../../components/SchemaForm';
import { useSchemaForm } from '../../components/useSchemaForm';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { AuthCard } from './AuthCard';
import { announced } from '../../lib/server-result';

const ID = 'forgot';

export default function ForgotPasswordPage() {
  useDocumentTitle('Mot de passe oublié');
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const { submitting, submitWith } = useSchemaForm();

  const send = async (checked: string) => {
    const result = await forgotPassword(checked);
    if (!announced(result)) return;
    void navigate('/');
  };

  return (
    <AuthCard title="Mot de passe oublié" backToLogin>
      <p className="auth-card__intro">
        Saisissez l’email de votre compte : nous vous enverrons un lien pour choisir un nouveau mot
        de passe.
      </p>
      <SchemaForm
        aria-labelledby="page-title"
        submitting={submitting}
        submitLabel="Reinitialiser le mot de passe"
        submitClassName="auth-card__submit"
        onSubmit={submitWith({
          schema: forgotPasswordBodySchema,
          values: { email },
          idPrefix: ID,
          send: (data) => send(data.email),
        })}
      >
        <EmailInput id={`${ID}-email`} label="Email" value={email} onChange={setEmail} required />
      </SchemaForm>
    </AuthCard>
  );
}
