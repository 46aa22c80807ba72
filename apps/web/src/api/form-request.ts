import { quotedName, type FieldOfMessage } from '@app/shared/message-fields';
import type { BodyOf, Endpoint, InputOf } from '@app/shared/contract';
import { apiRequest, isApiFailure, type ApiRequestOptions } from './client';
import { call, keysOf } from './endpoints';

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
 * The form field a refusal is about: the field the API names (`field`) when the form shows it,
 * else the field its message is listed under (`fieldOf`).
 */
function refusedField(
  message: string,
  named: string | undefined,
  fieldOf: FieldOfMessage,
): string | undefined {
  if (named !== undefined && fieldOf.fields?.has(named)) return named;
  return fieldOf(message);
}

/** A refusal about a field of the form as a FieldRefusal; anything else undefined. */
function asFieldRefusal(result: unknown, fieldOf: FieldOfMessage): FieldRefusal | undefined {
  if (!isApiFailure(result)) return undefined;
  const message = refusalMessage(result);
  const field = message === undefined ? undefined : refusedField(message, result.field, fieldOf);
  if (message === undefined || field === undefined) return undefined;
  const item = quotedName(message);
  return item === undefined ? { refused: message, field } : { refused: message, field, item };
}

const shownBy = (fieldOf: FieldOfMessage) => (message: string, field: string | undefined) =>
  refusedField(message, field, fieldOf) !== undefined;

/**
 * The fetch helper for a form's save: a refusal about one of the form's fields
 * (named by the API, or known by its message: `fieldOf`) is not toasted but comes back as a
 * FieldRefusal, for the form to show under that field; anything else is dealt with by the helper
 * (toast, redirect) and gives undefined, as a success gives its body.
 */
export async function formRequest<T>(
  path: string,
  options: ApiRequestOptions,
  fieldOf: FieldOfMessage,
): Promise<T | FieldRefusal | undefined> {
  const result = await apiRequest<T>(path, { ...options, shownAtField: shownBy(fieldOf) });
  return isApiFailure(result) ? asFieldRefusal(result, fieldOf) : result;
}

/**
 * The fields a form shows, for an area whose every refusal about a field names it (`field`), or
 * the message table of an area whose refusals do not all name it yet.
 */
export type ShownFields = readonly string[] | FieldOfMessage;

/** A list of fields as a FieldOfMessage that knows no message: only `field` places a refusal. */
const fieldOfShown = (shown: ShownFields): FieldOfMessage =>
  typeof shown === 'function' ? shown : Object.assign(() => undefined, { fields: new Set(shown) });

/**
 * `formRequest` for a declared endpoint (api/endpoints.ts): a refusal is shown at the field it
 * names when the form shows it (`shown`: by default, the fields of the endpoint's object body; a
 * form whose body schema is not one object lists the fields it shows).
 */
export async function formCall<E extends Endpoint>(
  endpoint: E,
  input: InputOf<E>,
  shown: ShownFields = keysOf(endpoint.body),
): Promise<BodyOf<E> | FieldRefusal | undefined> {
  const fieldOf = fieldOfShown(shown);
  const result = await call(endpoint, input, { shownAtField: shownBy(fieldOf) });
  return isApiFailure(result) ? asFieldRefusal(result, fieldOf) : result;
}

/** True for a refusal about a field (to tell it from a success body). */
export function isFieldRefusal(result: unknown): result is FieldRefusal {
  return typeof result === 'object' && result !== null && 'refused' in result;
}
