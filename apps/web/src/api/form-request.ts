import { quotedName } from '@app/shared/message-fields';
import type { BodyOf, Endpoint, InputOf } from '@app/shared/contract';
import { isApiFailure } from './client';
import { call, keysOf } from './endpoints';

/** A save the server refused because of one field: the form shows `refused` under it. */
export interface FieldRefusal {
  refused: string;
  /** The request field the message is about, as the API names it (`field`). */
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

/** The fields a form shows: a refusal naming one of them is shown under it. */
export type ShownFields = readonly string[];

/** A refusal about a field the form shows as a FieldRefusal; anything else undefined. */
function asFieldRefusal(result: unknown, shown: ReadonlySet<string>): FieldRefusal | undefined {
  if (!isApiFailure(result)) return undefined;
  const message = refusalMessage(result);
  const field = result.field;
  if (message === undefined || field === undefined || !shown.has(field)) return undefined;
  const item = quotedName(message);
  return item === undefined ? { refused: message, field } : { refused: message, field, item };
}

/**
 * A declared endpoint's call for a form's save (api/endpoints.ts): a refusal naming a field the
 * form shows (`shown`: by default, the fields of the endpoint's object body; a form whose body
 * schema is not one object lists the fields it shows) is not toasted but comes back as a
 * FieldRefusal, for the form to show under that field; anything else is dealt with by the fetch
 * helper (toast, redirect) and gives undefined, as a success gives its body.
 */
export async function formCall<E extends Endpoint>(
  endpoint: E,
  input: InputOf<E>,
  shown: ShownFields = keysOf(endpoint.body),
): Promise<BodyOf<E> | FieldRefusal | undefined> {
  const fields = new Set(shown);
  const result = await call(endpoint, input, {
    shownAtField: (_message, field) => field !== undefined && fields.has(field),
  });
  return isApiFailure(result) ? asFieldRefusal(result, fields) : result;
}

/** True for a refusal about a field (to tell it from a success body). */
export function isFieldRefusal(result: unknown): result is FieldRefusal {
  return typeof result === 'object' && result !== null && 'refused' in result;
}
