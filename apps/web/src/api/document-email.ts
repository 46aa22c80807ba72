import {
  documentEmailFieldOfMessage,
  type DocumentEmailDraft,
  type DocumentEmailInput,
  type DocumentEmailSent,
} from '@app/shared/document-email';
import { apiRequest, successOf } from './client';
import { outcomeOf, type Outcome } from './outcome';

/**
 * A sending's outcome: a refusal about one of the dialog's fields (a list of recipients, a
 * subject too long) names it, to be shown under it rather than toasted.
 */
export type EmailSendOutcome =
  Outcome<DocumentEmailSent> | { ok: false; message: string; field: keyof DocumentEmailInput };

const isAtField = (message: string) => documentEmailFieldOfMessage(message) !== undefined;

/**
 * The two calls of a document's "Envoyer par e-mail", for the document `id`: its draft
 * (`draftPath?idKey=id`), and the sending (a POST of the id and the dialog's input to `sendPath`),
 * whose refusal's message (no SMTP, a wrong address, the day's limit) comes back too.
 */
export function documentEmailCalls(draftPath: string, sendPath: string, idKey: string) {
  return (id: number) => ({
    loadDraft: async () =>
      successOf(await apiRequest<DocumentEmailDraft>(`${draftPath}?${idKey}=${id}`)),
    send: async (input: DocumentEmailInput): Promise<EmailSendOutcome> => {
      const outcome = outcomeOf(
        await apiRequest<DocumentEmailSent>(sendPath, {
          method: 'POST',
          body: { [idKey]: id, ...input },
          shownAtField: isAtField,
        }),
      );
      if (outcome.ok || outcome.message === null) return outcome;
      const field = documentEmailFieldOfMessage(outcome.message);
      return field === undefined ? outcome : { ok: false, message: outcome.message, field };
    },
  });
}
