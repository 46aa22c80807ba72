import {
  MSG_CURRENT_PASSWORD_REQUIRED,
  MSG_CURRENT_PASSWORD_WRONG,
  MSG_EMAIL_TAKEN,
} from '@app/shared/auth';
import type { FieldErrors } from '../../lib/validation';

/** The field each refusal of the server concerns; others (a Google-only account) stay a toast. */
const FIELD_OF_MESSAGE: Record<string, string> = {
  [MSG_EMAIL_TAKEN]: 'email',
  [MSG_CURRENT_PASSWORD_WRONG]: 'current_password',
  [MSG_CURRENT_PASSWORD_REQUIRED]: 'current_password',
};

/**
 * The server's refusal under the field it concerns, with the keyboard on that field (the fetch
 * helper already toasted it). Field ids are `${idPrefix}-${field}`.
 */
export function serverFieldErrors(message: string | undefined, idPrefix: string): FieldErrors {
  const field = message === undefined ? undefined : FIELD_OF_MESSAGE[message];
  if (!field) return {};
  document.getElementById(`${idPrefix}-${field}`)?.focus();
  return { [field]: message };
}
