import { isApiFailure, type ApiResult } from './client';

/**
 * A success body, or the server's French message for a refusal (already shown as a toast by the
 * fetch helper) so that a form can also show it beside its fields.
 */
export type Outcome<T> = { ok: true; data: T } | { ok: false; message: string | null };

export function outcomeOf<T>(result: ApiResult<T>): Outcome<T> {
  if (result !== undefined && !isApiFailure(result)) return { ok: true, data: result as T };
  const message =
    isApiFailure(result) && typeof result.message === 'string' ? result.message : null;
  return { ok: false, message };
}
