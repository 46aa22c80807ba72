// Signing in and out, the account and its profile (spec part 1 §5, §7 "Authentication"), declared
// once for the API, the web and the OpenAPI document (contract.ts). Anyone may sign in or ask for
// a reset link; the profile needs a session, with or without organization.
import { z } from 'zod';
import {
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  googleBodySchema,
  loginBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  updateProfileBodySchema,
  verifyEmailBodySchema,
  type AuthConfigResponse,
  type ChangePasswordBody,
  type ProfileResponse,
  type UpdateProfileBody,
  type UpdateProfileResponse,
  type VerifyEmailResponse,
  type VerifyTokenResponse,
} from './auth.js';
import { anyone, area, json, sends, signedIn } from './contract.js';

type None = Record<string, never>;
type Message = { message: string };

/** A sign-in or a registration: the account signed in. */
export interface SignedInResponse {
  message: string;
  user: { name: string; email: string };
}

const message = json<Message>({ schema: z.object({ message: z.string() }) });

const verifyToken = {
  summary: 'La session en cours : le compte connecté, son organisation et son rôle (403 sans).',
  answer: json<VerifyTokenResponse>(),
  access: signedIn,
  input: sends<None>(),
} as const;

export const AUTH = area(
  '/api/auth',
  {
    config: {
      method: 'GET',
      summary: 'Ce que la page de connexion peut proposer (la connexion Google, si configurée).',
      answer: json<AuthConfigResponse>(),
      access: anyone,
      input: sends<None>(),
    },
    login: {
      method: 'POST',
      summary:
        'Ouvre une session (cookie `token`) ; 401 pour un compte sans organisation, dont la session est ouverte.',
      body: loginBodySchema,
      answer: json<SignedInResponse>(),
      access: anyone,
      input: sends<{ email: string; password: string }>(),
    },
    register: {
      method: 'POST',
      summary: 'Crée un compte et ouvre sa session ; un lien de confirmation est envoyé à l’email.',
      body: registerBodySchema,
      answer: json<SignedInResponse>({ status: 201 }),
      access: anyone,
      input: sends<{ name: string; email: string; password: string }>(),
    },
    google: {
      method: 'POST',
      summary: 'Ouvre une session avec le code de la connexion Google (401 sans organisation).',
      body: googleBodySchema,
      answer: json<SignedInResponse>(),
      access: anyone,
      input: sends<{ code: string }>(),
    },
    logout: {
      method: 'POST',
      summary: 'Ferme la session : le cookie expire et une copie du jeton est refusée ensuite.',
      answer: message,
      access: anyone,
      input: sends<None>(),
    },
    forgotPassword: {
      method: 'POST',
      summary:
        'Envoie un lien de réinitialisation, si un compte existe pour cet email (même réponse sinon).',
      body: forgotPasswordBodySchema,
      answer: message,
      access: anyone,
      input: sends<{ email: string }>(),
    },
    resetPassword: {
      method: 'POST',
      summary: 'Choisit un nouveau mot de passe avec le jeton du lien reçu.',
      body: resetPasswordBodySchema,
      answer: message,
      access: anyone,
      input: sends<{ password: string; token: string }>(),
    },
    verifyEmail: {
      method: 'POST',
      summary: 'Confirme une adresse email avec le jeton du lien reçu, connecté ou non.',
      body: verifyEmailBodySchema,
      answer: json<VerifyEmailResponse>(),
      access: anyone,
      input: sends<{ token: string }>(),
    },
    resendVerification: {
      method: 'POST',
      summary: 'Envoie un nouveau lien de confirmation de l’adresse en attente.',
      answer: message,
      access: signedIn,
      input: sends<None>(),
    },
    verifyToken: { method: 'GET', ...verifyToken },
    verifyTokenByPost: { method: 'POST', ...verifyToken },
    profile: {
      method: 'GET',
      summary: 'Le compte connecté et son organisation.',
      answer: json<ProfileResponse>(),
      access: signedIn,
      input: sends<None>(),
    },
    updateProfile: {
      method: 'PUT',
      summary:
        'Modifie le nom et l’email (le mot de passe actuel est demandé quand l’email change, qui ne change qu’une fois son lien ouvert).',
      body: updateProfileBodySchema,
      answer: json<UpdateProfileResponse>(),
      access: signedIn,
      input: sends<UpdateProfileBody>(),
    },
    changePassword: {
      method: 'PUT',
      summary: 'Change le mot de passe ; les autres sessions du compte prennent fin.',
      body: changePasswordBodySchema,
      answer: message,
      access: signedIn,
      input: sends<ChangePasswordBody>(),
    },
  },
  { verifyTokenByPost: '/verifyToken' },
);
