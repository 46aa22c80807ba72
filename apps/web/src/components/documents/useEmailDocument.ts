import type {
  DocumentEmailDraft,
  DocumentEmailInput,
  DocumentEmailSent,
} from '@app/shared/document-email';
import { useCallback, useState } from 'react';
import type { EmailSendOutcome } from '../../api/document-email';

/** A document the "Envoyer par e-mail" dialog can send: how to read its draft, how to send it. */
export interface EmailDocumentSource {
  /** The dialog's title: 'Envoyer le devis DEV-2026-0001 par e-mail'. */
  title: string;
  /** The server's draft (undefined when it refused: the fetch helper said why). */
  loadDraft: () => Promise<DocumentEmailDraft | undefined>;
  /** A refusal about a field names it (shown under it), any other says its message. */
  send: (input: DocumentEmailInput) => Promise<EmailSendOutcome>;
  /** After the mail left: the list shows when. */
  onSent: (sent: DocumentEmailSent) => void;
}

/** The document whose dialog is open, with the draft it opened with. */
export type OpenedEmail = { source: EmailDocumentSource; draft: DocumentEmailDraft };

/**
 * The dialog of a list's documents: `open` reads the draft first (the row's button spins
 * meanwhile), so the dialog opens filled in, its keyboard focus on the recipient.
 */
export function useEmailDocument() {
  const [opened, setOpened] = useState<OpenedEmail | null>(null);
  const open = useCallback(async (source: EmailDocumentSource) => {
    const draft = await source.loadDraft();
    if (draft) setOpened({ source, draft });
  }, []);
  const close = useCallback(() => setOpened(null), []);
  return { opened, open, close };
}
