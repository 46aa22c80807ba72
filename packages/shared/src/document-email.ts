// Documents by email: what the "Envoyer par e-mail" dialog of a quote, an invoice or
// a credit note sends, and what the API answers. The API validates each area's request with
// these fields (`sendQuoteEmailSchema`, `sendInvoiceEmailSchema`, `sendCreditNoteEmailSchema`);
// the dialog pre-validates its draft with the same rules.
import { z } from 'zod';
import { formValue } from './form-values.js';

export const EMAIL_ADDRESS_MAX = 254;
export const EMAIL_SUBJECT_MAX = 200;
export const EMAIL_MESSAGE_MAX = 10_000;

export const MSG_EMAIL_TO_REQUIRED = "Veuillez saisir l'adresse e-mail du destinataire.";
export const MSG_EMAIL_TO_INVALID = "L'adresse e-mail du destinataire n'est pas valide.";
export const MSG_EMAIL_ONE_RECIPIENT =
  'Un seul destinataire par envoi : envoyez le document séparément à chaque adresse.';
export const MSG_EMAIL_SUBJECT_REQUIRED = "Veuillez saisir l'objet de l'e-mail.";
export const MSG_EMAIL_SUBJECT_TOO_LONG = `L'objet ne peut dépasser ${EMAIL_SUBJECT_MAX} caractères.`;
export const MSG_EMAIL_MESSAGE_REQUIRED = 'Veuillez saisir le message.';
export const MSG_EMAIL_MESSAGE_TOO_LONG = 'Le message ne peut dépasser 10 000 caractères.';
export const MSG_SMTP_NOT_CONFIGURED =
  "L'envoi d'e-mails n'est pas configuré sur ce serveur : l'administrateur doit renseigner SMTP_URL (voir .env.example) puis redémarrer l'application.";
export const MSG_EMAIL_SEND_FAILED =
  "L'e-mail n'a pas pu être envoyé : le serveur d'envoi ne répond pas ou l'a refusé. Réessayez plus tard.";
/** 429 once an organization has sent its day's mails (DOCUMENT_MAIL_DAILY_LIMIT). */
export const msgEmailDailyLimit = (limit: number) =>
  `Votre organisation a atteint sa limite de ${limit} e-mails envoyés par jour. Réessayez demain.`;
export const MSG_INVOICE_EMAIL_PENDING =
  "Validez la facture avant de l'envoyer : une facture provisoire n'a pas encore de numéro définitif.";

/** The success message of a sending: 'Devis envoyé à marie@exemple.be'. */
export const documentSentMessage = (
  kind: 'quote' | 'invoice' | 'credit_note',
  to: string,
): string =>
  `${{ quote: 'Devis envoyé', invoice: 'Facture envoyée', credit_note: 'Note de crédit envoyée' }[kind]} à ${to}`;

/** Line breaks and other control characters of a one-line field, as spaces. */
const oneLine = (value: unknown) =>
  typeof value === 'string' ? value.replace(/\p{Cc}+/gu, ' ') : value;

/** Two addresses or more separated as mail clients list them: 'a@exemple.be, b@exemple.be'. */
const isAddressList = (value: string) =>
  value.split(/[,;]/).filter((part) => part.includes('@')).length > 1;

/**
 * The recipient, subject and message of a document's email. One recipient, checked as an email
 * address (a list is refused with its own message, a display name as invalid); the subject is one
 * line (a line break typed or pasted becomes a space, so nothing can be added to the mail's
 * headers); the message is plain text.
 */
export const documentEmailFields = {
  to: z.preprocess(
    formValue,
    z
      .string({ error: MSG_EMAIL_TO_REQUIRED })
      .refine((value) => !isAddressList(value), { error: MSG_EMAIL_ONE_RECIPIENT, abort: true })
      .max(EMAIL_ADDRESS_MAX, MSG_EMAIL_TO_INVALID)
      .pipe(z.email({ error: MSG_EMAIL_TO_INVALID })),
  ),
  subject: z.preprocess(
    (value) => formValue(oneLine(value)),
    z
      .string({ error: MSG_EMAIL_SUBJECT_REQUIRED })
      .max(EMAIL_SUBJECT_MAX, MSG_EMAIL_SUBJECT_TOO_LONG),
  ),
  message: z.preprocess(
    formValue,
    z
      .string({ error: MSG_EMAIL_MESSAGE_REQUIRED })
      .max(EMAIL_MESSAGE_MAX, MSG_EMAIL_MESSAGE_TOO_LONG),
  ),
};

/** The three fields alone, as the dialog checks them before sending. */
export const documentEmailSchema = z.object(documentEmailFields);
export type DocumentEmailInput = z.output<typeof documentEmailSchema>;

/** getQuoteEmailDraft, getInvoiceEmailDraft, getCreditNoteEmailDraft: what the dialog opens with. */
export interface DocumentEmailDraft {
  /** The client's email, or '' when the client has none. */
  to: string;
  subject: string;
  message: string;
  /** The names of the files the mail carries. */
  attachments: string[];
  /** False when the server has no SMTP_URL: the dialog says how to configure it. */
  smtp_configured: boolean;
  last_sent_at: string | null;
  last_sent_to: string | null;
}

/** sendQuoteEmail, sendInvoiceEmail, sendCreditNoteEmail: what a sent mail answers. */
export interface DocumentEmailSent {
  message: string;
  last_sent_at: string;
  last_sent_to: string;
}
