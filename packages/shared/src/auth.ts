// Sign-in, registration and password reset (spec part 1 §5, §7 "Authentication").
import { z } from 'zod';
import { MSG_EMAIL_INVALID } from './organization.js';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

export const MSG_BAD_CREDENTIALS = 'Mot de passe ou email incorrect';
export const MSG_PASSWORD_MISMATCH = 'Les mots de passe ne correspondent pas';
export const MSG_EMAIL_REQUIRED = 'Veuillez saisir votre email.';
export const MSG_PASSWORD_REQUIRED = 'Veuillez saisir votre mot de passe.';
export const MSG_NAME_REQUIRED = 'Veuillez saisir votre nom.';
export const MSG_PASSWORD_TOO_SHORT = `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères.`;
export const MSG_PASSWORD_TOO_LONG = 'Ce mot de passe est trop long.';
export const MSG_EMAIL_TAKEN = 'Un compte existe déjà avec cet email.';
export const MSG_RESET_LINK_SENT =
  'Si un compte existe pour cet email, un lien de réinitialisation vient de lui être envoyé.';
export const MSG_RESET_TOKEN_INVALID = 'Ce lien de réinitialisation est invalide ou a expiré.';
export const MSG_PASSWORD_CHANGED = 'Mot de passe modifié avec succès';
export const MSG_GOOGLE_FAILED = 'Error while signing in';

const email = z
  .string({ error: MSG_EMAIL_REQUIRED })
  .trim()
  .toLowerCase()
  .min(1, MSG_EMAIL_REQUIRED)
  .max(254, 'Cet email est trop long.');

/** A new password: at least 8 characters. */
export const newPasswordSchema = z
  .string({ error: MSG_PASSWORD_REQUIRED })
  .min(1, MSG_PASSWORD_REQUIRED)
  .min(PASSWORD_MIN_LENGTH, MSG_PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX_LENGTH, MSG_PASSWORD_TOO_LONG);

export const loginBodySchema = z.object({
  email,
  password: z
    .string({ error: MSG_PASSWORD_REQUIRED })
    .min(1, MSG_PASSWORD_REQUIRED)
    .max(PASSWORD_MAX_LENGTH, MSG_PASSWORD_TOO_LONG),
});

export const registerBodySchema = z.object({
  name: z
    .string({ error: MSG_NAME_REQUIRED })
    .trim()
    .min(1, MSG_NAME_REQUIRED)
    .max(120, 'Ce nom est trop long.'),
  email: email.pipe(z.email({ error: MSG_EMAIL_INVALID })),
  password: newPasswordSchema,
});

export const forgotPasswordBodySchema = z.object({ email });

export const resetPasswordBodySchema = z.object({
  password: newPasswordSchema,
  token: z
    .string({ error: MSG_RESET_TOKEN_INVALID })
    .min(1, MSG_RESET_TOKEN_INVALID)
    .max(200, MSG_RESET_TOKEN_INVALID),
});

export const googleBodySchema = z.object({
  code: z
    .string({ error: MSG_GOOGLE_FAILED })
    .min(1, MSG_GOOGLE_FAILED)
    .max(2048, MSG_GOOGLE_FAILED),
});

export interface VerifyTokenResponse {
  authenticated: true;
  user: { name: string; email: string; has_organization: boolean };
}

/** GET /api/auth/config: what the login page may offer. */
export interface AuthConfigResponse {
  /** Set when Google sign-in is configured; the button is shown only then. */
  google_client_id: string | null;
}
