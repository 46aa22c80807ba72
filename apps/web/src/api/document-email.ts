import type {
  DocumentEmailDraft,
  DocumentEmailInput,
  DocumentEmailSent,
} from '@app/shared/document-email';
import { apiRequest, successOf } from './client';
import { outcomeOf } from './outcome';

/**
 * The two calls of a document's "Envoyer par e-mail", for the document `id`: its draft
 * (`draftPath?idKey=id`), and the sending (a POST of the id and the dialog's input to `sendPath`),
 * whose refusal's message (no SMTP, a wrong address) comes back too.
 */
export function documentEmailCalls(draftPath: string, sendPath: string, idKey: string) {
  return (id: number) => ({
    loadDraft: async () =>
      successOf(await apiRequest<DocumentEmailDraft>(`${draftPath}?${idKey}=${id}`)),
    send: async (input: DocumentEmailInput) =>
      outcomeOf(
        await apiRequest<DocumentEmailSent>(sendPath, {
          method: 'POST',
          body: { [idKey]: id, ...input },
        }),
      ),
  });
}
