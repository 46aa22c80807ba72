import { formatDateFr } from '@app/shared/format';
import './document-email.css';

/**
 * A list row's "Envoyé le 24/11/2026" under the document's number; nothing for a
 * document never sent. `feminine` agrees with a facture or a note de crédit.
 */
export function SentMention({
  sentAt,
  feminine = false,
}: {
  sentAt: string | null;
  feminine?: boolean;
}) {
  if (!sentAt) return null;
  return (
    <span className="sent-mention">
      {feminine ? 'Envoyée' : 'Envoyé'} le {formatDateFr(sentAt)}
    </span>
  );
}
