import { quotedName, type FieldOfMessage } from '@app/shared/message-fields';
import { apiRequest, isApiFailure, type ApiRequestOptions } from './client';

/** A save the server refused because of one field: the form shows `refused` under it. */
export interface FieldRefusal {
  refused: string;
  /** The request field the message is about, as the area's `…FieldOfMessage` names it. */
  field: string;
  /**
   * The name the message quotes (« Tente 3x3 »), for a form with a table of lines to show it under
   * the line of that product rather than the first.
   */
  item?: string;
}

/** The message the fetch helper reads from a refusal's body. */
function refusalMessage(failure: { message?: unknown; error?: unknown }): string | undefined {
  if (typeof failure.message === 'string' && failure.message !== '') return failure.message;
  return typeof failure.error === 'string' && failure.error !== '' ? failure.error : undefined;
}

/**
 * The fetch helper for a form's save (issue #19): a refusal whose message is about one of the
 * request's fields (`fieldOf`) is not toasted but comes back as a FieldRefusal, for the form to
 * show under that field; anything else is dealt with by the helper (toast, redirect) and gives
 * undefined, as a success gives its body.
 */
export async function formRequest<T>(
  path: string,
  options: ApiRequestOptions,
  fieldOf: FieldOfMessage,
): Promise<T | FieldRefusal | undefined> {
  const result = await apiRequest<T>(path, {
    ...options,
    shownAtField: (message) => fieldOf(message) !== undefined,
  });
  if (!isApiFailure(result)) return result;
  const message = refusalMessage(result);
  const field = message === undefined ? undefined : fieldOf(message);
  if (message === undefined || field === undefined) return undefined;
  const item = quotedName(message);
  return item === undefined ? { refused: message, field } : { refused: message, field, item };
}

/** The two calls of the spec that save a record: one creates it (POST), the other updates it (PUT). */
export interface SaveCalls {
  create: string;
  update: string;
}

/** `formRequest` to `calls.update` (PUT) for a stored record, to `calls.create` (POST) for a new one. */
export function createOrUpdate<T>(
  calls: SaveCalls,
  stored: boolean,
  body: ApiRequestOptions['body'],
  fieldOf: FieldOfMessage,
) {
  return stored
    ? formRequest<T>(calls.update, { method: 'PUT', body }, fieldOf)
    : formRequest<T>(calls.create, { method: 'POST', body }, fieldOf);
}

/** True for a refusal about a field (to tell it from a success body). */
export function isFieldRefusal(result: unknown): result is FieldRefusal {
  return typeof result === 'object' && result !== null && 'refused' in result;
}
