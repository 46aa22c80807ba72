import type { Endpoint } from '@app/shared/contract';
import {
  documentEmailFields,
  type DocumentEmailDraft,
  type DocumentEmailInput,
  type DocumentEmailSent,
} from '@app/shared/document-email';
import { isApiFailure, successOf } from './client';
import { call } from './endpoints';
import { outcomeOf, type Outcome } from './outcome';

/**
 * A sending's outcome: a refusal about one of the dialog's fields (a list of recipients, a
 * subject too long), as the API names it, comes back with that field, to be shown under it
 * rather than toasted.
 */
export type EmailSendOutcome =
  Outcome<DocumentEmailSent> | { ok: false; message: string; field: keyof DocumentEmailInput };

/** The declared calls of a document's "Envoyer par e-mail", reading and sending by `Key`. */
export interface EmailEndpoints<Key extends string> {
  draft: Endpoint<Record<Key, number>, DocumentEmailDraft>;
  send: Endpoint<Record<Key, number> & DocumentEmailInput, DocumentEmailSent>;
}

const isDialogField = (field: string | undefined): field is keyof DocumentEmailInput =>
  field !== undefined && Object.hasOwn(documentEmailFields, field);

/**
 * The two calls of a document's "Envoyer par e-mail", for the document `id`: its draft, and the
 * sending of the dialog's input, whose refusal's message (no SMTP, the day's limit) comes back
 * too, with the dialog's field the API names, if any.
 */
export function documentEmailCalls<Key extends string>(
  { draft, send }: EmailEndpoints<Key>,
  key: Key,
) {
  return (id: number) => {
    const ids = { [key]: id } as Record<Key, number>;
    return {
      loadDraft: async () => successOf(await call(draft, ids)),
      send: async (input: DocumentEmailInput): Promise<EmailSendOutcome> => {
        const result = await call(
          send,
          { ...ids, ...input },
          { shownAtField: (_message, field) => isDialogField(field) },
        );
        if (isApiFailure(result) && isDialogField(result.field) && result.message) {
          return { ok: false, message: result.message, field: result.field };
        }
        return outcomeOf(result);
      },
    };
  };
}
