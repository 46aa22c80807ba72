import type { DocumentEmailDraft } from '@app/shared/document-email';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { Reply } from './http-server';

/** A draft as the server prefills it: SMTP configured, never sent before. */
export function emailDraft(
  fields: Pick<DocumentEmailDraft, 'subject' | 'message' | 'attachments'> &
    Partial<DocumentEmailDraft>,
): DocumentEmailDraft {
  return {
    to: 'comite@exemple.be',
    smtp_configured: true,
    last_sent_at: null,
    last_sent_to: null,
    ...fields,
  };
}

/** The server's answer to a send that went to `to`, on 24/11/2026. */
export function emailSent(message: string, to: string): Reply {
  return { body: { message, last_sent_at: '2026-11-24T09:00:00.000Z', last_sent_to: to } };
}

/** The server's refusal of a send, naming the dialog's `field` (`to`, `subject`, `message`). */
export function emailRefused(message: string, field: string): Reply {
  return { status: 400, body: { error: true, message, field } };
}

/**
 * Clicks the row's "Envoyer <document> par e-mail <number>" button and waits for the dialog
 * "Envoyer <document> <number> par e-mail" (`document`: 'la facture', 'le devis'…).
 */
export async function openEmailDialog(user: UserEvent, document: string, number: string) {
  await user.click(
    screen.getByRole('button', { name: `Envoyer ${document} par e-mail ${number}` }),
  );
  return screen.findByRole('dialog', { name: `Envoyer ${document} ${number} par e-mail` });
}
