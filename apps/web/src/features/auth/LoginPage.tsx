import {
  loginBodySchema,
  MSG_BAD_CREDENTIALS,
  MSG_PASSWORD_MISMATCH,
  registerBodySchema,
} from '@app/shared/auth';
import { useEffect, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router-dom';
import { getAuthConfig, login, register, type AuthSuccessResponse } from './auth.api';
import { isApiFailure } from '../../api/client';
import { ButtonSwitcher } from '../../components/ButtonSwitcher';
import { EmailInput } from '../../components/EmailInput';
import { LoadingButton } from '../../components/LoadingButton';
import { PasswordInput } from '../../components/PasswordInput';
import { TextInput } from '../../components/TextInput';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { reportInvalid } from '../../lib/validation';
import { useSession } from '../../session/session';
import { GoogleSignInButton } from './GoogleSignInButton';

type Mode = 'login' | 'register';

const MODES = [
  { value: 'login', label: 'Se connecter' },
  { value: 'register', label: "S'inscrire" },
] as const;

const TITLES: Record<Mode, string> = { login: 'Connexion', register: 'Inscription' };
const ID = 'auth';

/** Where a signed-in member goes (spec part 1 §4). */
export const ROUTE_AFTER_LOGIN = '/quote';
export const ROUTE_AFTER_REGISTER = '/organizationSetup';

/** Google sign-in is offered only when the server has a client id (GET /api/auth/config). */
function useGoogleClientId(): string | null {
  const [clientId, setClientId] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    getAuthConfig(controller.signal).then(
      (config) => setClientId(config?.google_client_id ?? null),
      () => undefined,
    );
    return () => controller.abort();
  }, []);
  return clientId;
}

export default function LoginPage() {
  const navigate = useNavigate();
  const { setAuthenticated } = useSession();
  const googleClientId = useGoogleClientId();
  const [mode, setMode] = useState<Mode>('login');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const title = TITLES[mode];
  useDocumentTitle(title);

  const signedIn = (response: AuthSuccessResponse) => {
    if (response.message) toast.success(response.message);
    setAuthenticated(true);
    void navigate(ROUTE_AFTER_LOGIN);
  };

  const submitLogin = async () => {
    const parsed = loginBodySchema.safeParse({ email, password });
    if (!parsed.success) return reportInvalid(parsed.error, ID);
    const result = await login(parsed.data);
    // A readable failure was toasted by the helper (the same 'Mot de passe ou email incorrect'
    // for wrong credentials) or is the 401 redirect to /organizationSetup.
    if (result === undefined) toast.error(MSG_BAD_CREDENTIALS);
    else if (!isApiFailure(result)) signedIn(result);
  };

  const submitRegister = async () => {
    const parsed = registerBodySchema.safeParse({ name, email, password });
    if (!parsed.success) return reportInvalid(parsed.error, ID);
    if (password !== confirmation) {
      toast.error(MSG_PASSWORD_MISMATCH);
      document.getElementById(`${ID}-confirmation`)?.focus();
      return;
    }
    const result = await register(parsed.data);
    if (!result) return;
    if (result.message) toast.success(result.message);
    void navigate(ROUTE_AFTER_REGISTER);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    try {
      await (mode === 'login' ? submitLogin() : submitRegister());
    } catch {
      // Network failure: the fetch helper already showed it.
    } finally {
      setSubmitting(false);
    }
  };

  const switchMode = (next: Mode) => {
    setMode(next);
    setConfirmation('');
  };

  return (
    <section className="page auth-page" aria-labelledby="page-title">
      <div className="auth-card">
        <h1 id="page-title" className="page__title auth-card__title">
          {title}
        </h1>
        <ButtonSwitcher
          label="Connexion ou inscription"
          options={MODES}
          value={mode}
          onChange={switchMode}
        />
        <form aria-labelledby="page-title" noValidate onSubmit={handleSubmit}>
          {mode === 'register' ? (
            <TextInput
              id={`${ID}-name`}
              label="Nom"
              value={name}
              onChange={setName}
              autoComplete="name"
              required
            />
          ) : null}
          <EmailInput id={`${ID}-email`} label="Email" value={email} onChange={setEmail} required />
          <PasswordInput
            id={`${ID}-password`}
            value={password}
            onChange={setPassword}
            autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
            required
          />
          {mode === 'register' ? (
            <PasswordInput
              id={`${ID}-confirmation`}
              label="Confirmation du mot de passe"
              value={confirmation}
              onChange={setConfirmation}
              autoComplete="new-password"
              required
            />
          ) : null}
          <LoadingButton type="submit" className="auth-card__submit" loading={submitting}>
            {mode === 'login' ? 'Se connecter' : "S'inscrire"}
          </LoadingButton>
        </form>
        {mode === 'login' ? (
          <p className="auth-card__link">
            <Link to="/forgotPassword">Mot de passe oublié ?</Link>
          </p>
        ) : null}
        {googleClientId ? (
          <>
            <p className="auth-card__separator">
              <span>ou</span>
            </p>
            <GoogleSignInButton clientId={googleClientId} onSignedIn={signedIn} />
          </>
        ) : null}
      </div>
    </section>
  );
}
