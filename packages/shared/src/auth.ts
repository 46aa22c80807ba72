// Sign-in, registration and password reset (spec part 1 §5, §7 "Authentication").
import { z } from 'zod';
import type { Role } from './roles.js';
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
  /** `role`: the caller's role in their organization, null without one. */
  user: {
    name: string;
    email: string;
    has_organization: boolean;
    email_verified: boolean;
    role: Role | null;
  };
}

/** GET /api/auth/config: what the login page may offer. */
export interface AuthConfigResponse {
  /** Set when Google sign-in is configured; the button is shown only then. */
  google_client_id: string | null;
}

// The profile page.

export const MSG_CURRENT_PASSWORD_REQUIRED = 'Veuillez saisir votre mot de passe actuel.';
export const MSG_CURRENT_PASSWORD_WRONG = 'Le mot de passe actuel est incorrect.';
export const MSG_PROFILE_UPDATED = 'Profil mis à jour';
/** A Google-only account has no password to check (docs/decisions.md). */
export const MSG_GOOGLE_ACCOUNT_WITHOUT_PASSWORD =
  'Ce compte se connecte avec Google et n’a pas de mot de passe : choisissez-en un avec « Mot de passe oublié » pour modifier votre email ou votre mot de passe.';

const currentPassword = z
  .string({ error: MSG_CURRENT_PASSWORD_REQUIRED })
  .max(PASSWORD_MAX_LENGTH, MSG_PASSWORD_TOO_LONG);

/**
 * PUT /api/auth/updateProfile: the name and email as at registration; the current password is
 * required only when the email changes (the server knows whether it does).
 */
export const updateProfileBodySchema = registerBodySchema
  .pick({ name: true, email: true })
  .extend({ current_password: currentPassword.optional() });
export type UpdateProfileBody = z.input<typeof updateProfileBodySchema>;

/** PUT /api/auth/changePassword: the new password follows the registration's rules. */
export const changePasswordBodySchema = z.object({
  current_password: currentPassword.min(1, MSG_CURRENT_PASSWORD_REQUIRED),
  new_password: newPasswordSchema,
});
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

/** GET /api/auth/profile: the signed-in account and its organization. */
export interface ProfileResponse {
  user: {
    name: string;
    email: string;
    /** False for an account that only signs in with Google. */
    has_password: boolean;
    /** The email was proven by its link (or by Google). */
    email_verified: boolean;
    /** A new email asked for, which replaces `email` once its link is opened. */
    pending_email: string | null;
  };
  organization: { organization_id: number; organization_name: string } | null;
}

/** PUT /api/auth/updateProfile: `email` stays the current one until the new one is confirmed. */
export interface UpdateProfileResponse {
  message: string;
  user: { name: string; email: string; pending_email: string | null };
}

// Addresses proven by a link: a new account's, or the new one of an email change.

/** How long a confirmation link works (docs/decisions.md). */
export const EMAIL_LINK_LIFETIME_HOURS = 48;
export const MSG_EMAIL_VERIFIED = 'Votre adresse email est confirmée.';
export const MSG_EMAIL_CHANGED =
  'Votre nouvelle adresse email est confirmée : utilisez-la désormais pour vous connecter.';
export const MSG_EMAIL_LINK_INVALID = 'Ce lien de confirmation est invalide ou a expiré.';
export const MSG_EMAIL_LINK_SENT = 'Un nouveau lien de confirmation vient de vous être envoyé.';
export const MSG_EMAIL_ALREADY_VERIFIED = 'Votre adresse email est déjà confirmée.';
export const MSG_EMAIL_CHANGE_REQUESTED =
  'Profil mis à jour. Un lien de confirmation a été envoyé à la nouvelle adresse : votre email ne change qu’une fois ce lien ouvert.';

/** POST /api/auth/verifyEmail: the token of the mailed link. */
export const verifyEmailBodySchema = z.object({
  token: z
    .string({ error: MSG_EMAIL_LINK_INVALID })
    .min(1, MSG_EMAIL_LINK_INVALID)
    .max(200, MSG_EMAIL_LINK_INVALID),
});

/** POST /api/auth/verifyEmail: the address now proven (the account's email from now on). */
export interface VerifyEmailResponse {
  message: string;
  email: string;
}

// The messages the API answers with (spec part 2), for the API and the web alike.
export const MSG_LOGGED_IN = 'Connexion réussie';
export const MSG_REGISTERED = 'Compte créé avec succès';
