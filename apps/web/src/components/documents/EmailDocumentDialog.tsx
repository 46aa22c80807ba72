import {
  documentEmailSchema,
  type DocumentEmailDraft,
  type DocumentEmailInput,
} from '@app/shared/document-email';
import { formatDateFr } from '@app/shared/format';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { fieldErrorsOf, reportInvalid, type FieldErrors } from '../../lib/validation';
import './document-email.css';
import { EmailInput } from '../inputs/EmailInput';
import { FormDialog } from '../dialogs/FormDialog';
import { TextArea } from '../inputs/TextArea';
import { TextInput } from '../inputs/TextInput';
import type { OpenedEmail } from './useEmailDocument';

/** What the dialog says on a server without SMTP_URL (the send button is still there). */
export const MSG_SMTP_HELP =
  "L'envoi d'e-mails n'est pas encore configuré sur ce serveur. Pour l'activer, l'administrateur renseigne SMTP_URL dans le fichier .env (voir .env.example), par exemple smtp://utilisateur:motdepasse@smtp.exemple.be:587, puis redémarre l'application.";

const ID_PREFIX = 'document-email';
const fieldId = (field: keyof DocumentEmailInput) => `${ID_PREFIX}-${field}`;

export interface EmailDocumentDialogProps {
  /** The document whose dialog is open; null: closed. */
  opened: OpenedEmail | null;
  onClose: () => void;
}

/**
 * "Envoyer par e-mail": the recipient (the client's email), the subject and the
 * message the server prefilled in French, the files that go with them; checked with the API's
 * own schema before sending.
 */
export function EmailDocumentDialog({ opened, onClose }: EmailDocumentDialogProps) {
  if (!opened) return null;
  return <EmailDocumentForm opened={opened} onClose={onClose} />;
}

/** The dialog's fields, their messages, and the sending: checked first, then sent once. */
function useEmailForm({ source, draft }: OpenedEmail, onClose: () => void) {
  const [values, setValues] = useState<DocumentEmailInput>({
    to: draft.to,
    subject: draft.subject,
    message: draft.message,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const set = (field: keyof DocumentEmailInput) => (value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  /** One field's id, value, setter and error, to spread on its input. */
  const bind = (field: keyof DocumentEmailInput) => ({
    id: fieldId(field),
    value: values[field],
    onChange: set(field),
    error: errors[field],
  });

  /** The server's refusal about a field: under it, with the keyboard on it (not toasted). */
  const refusedAt = (field: keyof DocumentEmailInput, message: string) => {
    setErrors({ [field]: message });
    document.getElementById(fieldId(field))?.focus();
  };

  const submit = async () => {
    const parsed = documentEmailSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      reportInvalid(parsed.error, ID_PREFIX);
      return;
    }
    setRefusal(null);
    setSending(true);
    try {
      const result = await source.send(parsed.data);
      setSending(false);
      if (!result.ok) {
        if ('field' in result) refusedAt(result.field, result.message);
        else setRefusal(result.message);
        return;
      }
      toast.success(result.data.message);
      source.onSent(result.data);
      onClose();
    } catch {
      // Network failure: the fetch helper already said so; the dialog stays for another try.
      setSending(false);
    }
  };

  return { bind, refusal, sending, submit };
}

function EmailDocumentForm({ opened, onClose }: { opened: OpenedEmail; onClose: () => void }) {
  const { source, draft } = opened;
  const { bind, refusal, sending, submit } = useEmailForm(opened, onClose);

  return (
    <FormDialog
      open
      title={source.title}
      submitLabel="Envoyer"
      onSubmit={() => void submit()}
      onClose={onClose}
      loading={sending}
    >
      <div className="document-email">
        {draft.smtp_configured ? null : (
          <p className="notice" role="note">
            {MSG_SMTP_HELP}
          </p>
        )}
        <EmailInput label="Destinataire" required {...bind('to')} />
        <TextInput label="Objet" required {...bind('subject')} />
        <TextArea label="Message" rows={10} required {...bind('message')} />
        <Attachments draft={draft} />
        {refusal ? (
          <p role="alert" className="document-email__refusal">
            {refusal}
          </p>
        ) : null}
      </div>
    </FormDialog>
  );
}

/** The files that go with the mail, and when the document was last sent. */
function Attachments({ draft }: { draft: DocumentEmailDraft }) {
  return (
    <>
      <div>
        <p className="document-email__label" id={`${ID_PREFIX}-attachments`}>
          Pièces jointes
        </p>
        <ul className="document-email__attachments" aria-labelledby={`${ID_PREFIX}-attachments`}>
          {draft.attachments.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      </div>
      {draft.last_sent_at ? (
        <p className="document-email__sent">
          Dernier envoi le {formatDateFr(draft.last_sent_at)} à {draft.last_sent_to}.
        </p>
      ) : null}
    </>
  );
}
