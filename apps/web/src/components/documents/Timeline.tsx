import type { DocumentEvent } from '@app/shared/document-history';
import { formatDateFr, formatDateTimeFr } from '@app/shared/format';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { LoadError } from '../feedback/LoadError';
import { Spinner } from '../feedback/Spinner';
import type { RemoteData } from '../../hooks/useRemoteData';
import './DocumentSheet.css';

export interface TimelineProps {
  /** The document's history, newest first, as the API answers it. */
  history: RemoteData<{ events: DocumentEvent[] }>;
  onRetry: () => void;
  /** What an entry links to, when it links anywhere (by default: the invoice made). */
  linkOf?: (event: DocumentEvent) => ReactNode;
}

/** The link of the invoice made from a quote or a sale, beside its entry. */
export const madeInvoiceLink = (event: DocumentEvent) =>
  event.kind === 'invoice_created' && event.details.invoice_id ? (
    <Link to={`/invoice/${event.details.invoice_id}`}>Voir la facture</Link>
  ) : null;

/** A day alone (YYYY-MM-DD) is shown as a day; an instant with its time. */
const when = (at: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(at) ? formatDateFr(at) : formatDateTimeFr(at);

/** A document's history: what happened, when and by whom, newest first. */
export function Timeline({ history, onRetry, linkOf = madeInvoiceLink }: TimelineProps) {
  const titleId = useId();
  return (
    <section className="document-sheet__section timeline" aria-labelledby={titleId}>
      <h2 id={titleId}>Historique</h2>
      {history.status === 'loading' ? <Spinner label="Chargement de l’historique" /> : null}
      {history.status === 'failed' ? <LoadError what="l’historique" onRetry={onRetry} /> : null}
      {history.status === 'loaded' ? (
        history.data.events.length === 0 ? (
          <p className="timeline__empty">Rien n’est encore arrivé à ce document.</p>
        ) : (
          <ol className="timeline__list">
            {history.data.events.map((event, index) => (
              <li key={`${event.at}-${event.kind}-${index}`} className="timeline__entry">
                <time dateTime={event.at} className="timeline__when">
                  {when(event.at)}
                </time>
                <span className="timeline__what">
                  {event.label}
                  {linkOf?.(event)}
                </span>
                {event.user_name ? (
                  <span className="timeline__who">par {event.user_name}</span>
                ) : null}
              </li>
            ))}
          </ol>
        )
      ) : null}
    </section>
  );
}
