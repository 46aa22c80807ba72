import { forgotPasswordBodySchema } from '@app/shared/auth';
import { useNavigate } from 'react-router-dom';
import { forgotPassword } from './auth.api';
import { EmailForm } from '../../components/forms/EmailForm';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { AuthCard } from './AuthCard';
import { announced } from '../../lib/server-result';

const ID = 'forgot';

export default function ForgotPasswordPage() {
  useDocumentTitle('Mot de passe oublié');
  const navigate = useNavigate();

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
      <EmailForm
        aria-labelledby="page-title"
        submitLabel="Reinitialiser le mot de passe"
        submitClassName="auth-card__submit"
        schema={forgotPasswordBodySchema}
        idPrefix={ID}
        emailLabel="Email"
        send={send}
      />
    </AuthCard>
  );
}
