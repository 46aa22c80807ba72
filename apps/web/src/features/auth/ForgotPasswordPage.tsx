import { forgotPasswordBodySchema } from '@app/shared/auth';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router-dom';
import { forgotPassword } from './auth.api';
import { EmailInput } from '../../components/EmailInput';
import { LoadingButton } from '../../components/LoadingButton';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { reportInvalid } from '../../lib/validation';

const ID = 'forgot';

export default function ForgotPasswordPage() {
  useDocumentTitle('Mot de passe oublié');
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [submitting, setSubmitting] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const parsed = forgotPasswordBodySchema.safeParse({ email });
    if (!parsed.success) return reportInvalid(parsed.error, ID);
    setSubmitting(true);
    try {
      const result = await forgotPassword(parsed.data.email);
      if (!result) return;
      toast.success(result.message);
      void navigate('/');
    } catch {
      // Network failure: the fetch helper already showed it.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <section className="page auth-page" aria-labelledby="page-title">
      <div className="auth-card">
        <h1 id="page-title" className="page__title auth-card__title">
          Mot de passe oublié
        </h1>
        <p className="auth-card__intro">
          Saisissez l’email de votre compte : nous vous enverrons un lien pour choisir un nouveau
          mot de passe.
        </p>
        <form aria-labelledby="page-title" noValidate onSubmit={handleSubmit}>
          <EmailInput id={`${ID}-email`} label="Email" value={email} onChange={setEmail} required />
          <LoadingButton type="submit" className="auth-card__submit" loading={submitting}>
            Reinitialiser le mot de passe
          </LoadingButton>
        </form>
        <p className="auth-card__link">
          <Link to="/login">Retour à la connexion</Link>
        </p>
      </div>
    </section>
  );
}
