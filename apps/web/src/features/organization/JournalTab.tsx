import { AUDIT_PAGE_SIZE, type AuditEventDto } from '@app/shared/audit';
import { formatDateTimeFr } from '@app/shared/format';
import { useState } from 'react';
import { LoadError } from '../../components/feedback/LoadError';
import { Pagination, pageCountOf } from '../../components/lists/Pagination';
import { Spinner } from '../../components/feedback/Spinner';
import { AREA_KEYS } from '../../api/query-client';
import { useRemote } from '../../hooks/useRemote';
import { getAuditPage } from './audit.api';
import { auditActionLabel, auditAuthor, auditSummary } from './audit-summary';

export const MSG_JOURNAL_EMPTY = 'Aucune modification enregistrée pour l’instant.';

/**
 * Journal: the organization's sensitive changes, newest first, a page of
 * AUDIT_PAGE_SIZE at a time read from the server. Read-only: nothing here changes an entry.
 */
export function JournalTab() {
  const [page, setPage] = useState(1);
  const { state, reload } = useRemote([...AREA_KEYS.audit, page], (signal) =>
    getAuditPage(page, signal),
  );

  if (state.status === 'loading') return <Spinner block label="Chargement du journal" />;
  if (state.status === 'failed') return <LoadError what="le journal" onRetry={reload} />;
  const { events, total } = state.data;
  if (total === 0) return <p className="empty-state">{MSG_JOURNAL_EMPTY}</p>;
  return (
    <>
      <JournalTable events={events} />
      <Pagination
        page={page}
        pageCount={pageCountOf(total, AUDIT_PAGE_SIZE)}
        onChange={setPage}
        label="Pagination du journal"
      />
    </>
  );
}

function JournalTable({ events }: { events: readonly AuditEventDto[] }) {
  return (
    <div className="table-wrapper">
      <table className="data-table">
        <caption className="sr-only">Journal des modifications</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Par</th>
            <th scope="col">Action</th>
            <th scope="col">Détails</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event, index) => (
            <tr key={`${event.at}-${index}`}>
              <td data-label="Date">
                <time dateTime={event.at}>{formatDateTimeFr(event.at)}</time>
              </td>
              <td data-label="Par">{auditAuthor(event)}</td>
              <td data-label="Action">{auditActionLabel(event.action)}</td>
              <td data-label="Détails">{auditSummary(event)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
