import { loginBodySchema, MSG_BAD_CREDENTIALS, registerBodySchema } from '@app/shared/auth';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router-dom';
import { getAuthConfig, login, register, type AuthSuccessResponse } from './auth.api';
import { isApiFailure } from '../../api/client';
import { AREA_KEYS } from '../../api/query-client';
import { ButtonSwitcher } from '../../components/inputs/ButtonSwitcher';
import { EmailInput } from '../../components/inputs/EmailInput';
import { SchemaForm } from '../../components/forms/SchemaForm';
import { TextInput } from '../../components/inputs/TextInput';
import { useSchemaForm } from '../../components/forms/useSchemaForm';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useSession } from '../../session/session';
import { AuthCard } from './AuthCard';
import { GoogleSignInButton } from './GoogleSignInButton';
import { PasswordFields, passwordConfirmed } from './PasswordFields';

type Mode = 'login' | 'register';

const MODES = [
  { value: 'login', label: 'Se connecter' },
  { value: 'register', label: "S'inscrire" },
] as const;

const TITLES: Record<Mode, string> = { login: 'Connexion', register: 'Inscription' };
const ID = 'auth';

type LoginBody = Parameters<typeof login>[0];
type RegisterBody = Parameters<typeof register>[0];

/** Where a signed-in member goes: their home (issue #30; spec part 1 §4 said /quote). */
export const ROUTE_AFTER_LOGIN = '/';
export const ROUTE_AFTER_REGISTER = '/organizationSetup';

/**
 * Google sign-in is offered only when the server has a client id (GET /api/auth/config): the
 * server's configuration, read once a session (never stale); no button while it is read.
 */
function useGoogleClientId(): string | null {
  const { data } = useQuery({
    queryKey: AREA_KEYS.authConfig,
    queryFn: ({ signal }) => getAuthConfig(signal),
    staleTime: Infinity,
  });
  return data?.google_client_id ?? null;
}

interface AuthFields {
  name: string;
  email: string;
  password: string;
  confirmation: string;
}

/** The other way in, offered only when the server has a Google client id. */
function GoogleAlternative({
  onSignedIn,
}: {
  onSignedIn: (response: AuthSuccessResponse) => void;
}) {
  const googleClientId = useGoogleClientId();
  if (!googleClientId) return null;
  return (
    <>
      <p className="auth-card__separator">
        <span>ou</span>
      </p>
      <GoogleSignInButton clientId={googleClientId} onSignedIn={onSignedIn} />
    </>
  );
}

/** Signs in, or registers once the confirmation matches the password. */
function useAuthSubmit(mode: Mode, { name, email, password, confirmation }: AuthFields) {
  const navigate = useNavigate();
  const { setAuthenticated } = useSession();
  const { submitting, submitWith } = useSchemaForm();

  const signedIn = (response: AuthSuccessResponse) => {
    if (response.message) toast.success(response.message);
    setAuthenticated(true);
    void navigate(ROUTE_AFTER_LOGIN);
  };

  const sendLogin = async (body: LoginBody) => {
    const result = await login(body);
    // A readable failure was toasted by the helper (the same 'Mot de passe ou email incorrect'
    // for wrong credentials) or is the 401 redirect to /organizationSetup.
    if (result === undefined) toast.error(MSG_BAD_CREDENTIALS);
    else if (!isApiFailure(result)) signedIn(result);
  };

  const sendRegister = async (body: RegisterBody) => {
    const result = await register(body);
    if (!result) return;
    if (result.message) toast.success(result.message);
    void navigate(ROUTE_AFTER_REGISTER);
  };

  const handleSubmit =
    mode === 'login'
      ? submitWith({
          schema: loginBodySchema,
          values: { email, password },
          idPrefix: ID,
          send: sendLogin,
        })
      : submitWith({
          schema: registerBodySchema,
          values: { name, email, password },
          idPrefix: ID,
          check: () => passwordConfirmed(password, confirmation, ID),
          send: sendRegister,
        });

  return { submitting, handleSubmit, signedIn };
}

export default function LoginPage() {
  const [mode, setMode] = useState<Mode>('login');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const title = TITLES[mode];
  useDocumentTitle(title);

  const { submitting, handleSubmit, signedIn } = useAuthSubmit(mode, {
    name,
    email,
    password,
    confirmation,
  });

  const switchMode = (next: Mode) => {
    setMode(next);
    setConfirmation('');
  };

  return (
    <AuthCard title={title}>
      <ButtonSwitcher
        label="Connexion ou inscription"
        options={MODES}
        value={mode}
        onChange={switchMode}
      />
      <SchemaForm
        aria-labelledby="page-title"
        submitting={submitting}
        submitLabel={mode === 'login' ? 'Se connecter' : "S'inscrire"}
        submitClassName="auth-card__submit"
        onSubmit={handleSubmit}
      >
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
        <PasswordFields
          idPrefix={ID}
          password={password}
          onPasswordChange={setPassword}
          confirmation={
            mode === 'register' ? { value: confirmation, onChange: setConfirmation } : undefined
          }
        />
      </SchemaForm>
      {mode === 'login' ? (
        <p className="auth-card__link">
          <Link to="/forgotPassword">Mot de passe oublié ?</Link>
        </p>
      ) : null}
      <GoogleAlternative onSignedIn={signedIn} />
    </AuthCard>
  );
}
