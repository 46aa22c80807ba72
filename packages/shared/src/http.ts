// Error bodies and fixed messages of the HTTP contract, spelled exactly as the spec
// writes them, typos included.

/** `error` is true, except 401 "no organization" answers, which carry the status (401). */
export type ApiErrorBody = { error: true | number; message: string };

export const MSG_NO_ORGANIZATION = "Vous n'avez pas de'organisation";
export const MSG_PAYMENT_REQUIRED = 'Payment required';
export const MSG_INTERNAL = 'Une erreur interne est survenue';
export const MSG_TOO_MANY = 'Trop de requêtes, veuillez réessayer plus tard';
export const MSG_UNKNOWN = "Une erreur inconnue s'est produite";

/**
 * The header the app's fetch helper puts on every call. A link, an image or a form of another site
 * cannot send it, and a script of another site cannot without CORS, which the API never grants:
 * the API requires it where a GET changes state (docs/decisions.md).
 */
export const APP_REQUEST_HEADER = 'X-Requested-With';
export const APP_REQUEST_VALUE = 'XMLHttpRequest';

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const { error, message } = value as Record<string, unknown>;
  return (error === true || typeof error === 'number') && typeof message === 'string';
}
