import { MSG_PASSWORD_MISMATCH, resetPasswordBodySchema } from '@app/shared/auth';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { resetPassword } from './auth.api';
import { LoadingButton } from '../../components/LoadingButton';
import { PasswordInput } from '../../components/PasswordInput';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { reportInvalid } from '../../lib/validation';

const ID = 'reset';

export default function ResetPasswordPage() {
  useDocumentTitle('Nouveau mot de passe');
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [submitting, setSubmitting] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const parsed = resetPasswordBodySchema.safeParse({ password, token });
    if (!parsed.success) return reportInvalid(parsed.error, ID);
    if (password !== confirmation) {
      toast.error(MSG_PASSWORD_MISMATCH);
      document.getElementById(`${ID}-confirmation`)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const result = await resetPassword(parsed.data);
      if (!result) return;
      toast.success(result.message);
      void navigate('/login');
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
          Nouveau mot de passe
        </h1>
        <form aria-labelledby="page-title" noValidate onSubmit={handleSubmit}>
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
          <LoadingButton type="submit" className="auth-card__submit" loading={submitting}>
            Modifier le mot de passe
          </LoadingButton>
        </form>
        <p className="auth-card__link">
          <Link to="/login">Retour à la connexion</Link>
        </p>
      </div>
    </section>
  );
}
