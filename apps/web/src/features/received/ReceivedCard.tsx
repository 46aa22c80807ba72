import type { ReceivedDocumentDto } from '@app/shared/purchase-invoices';
import { formatDateFr, formatEurosAmount } from '@app/shared/format';
import { useNavigate } from 'react-router-dom';
import { ACCOUNTING_PATH, receivedSortieState } from '../accounting/accounting.api';
import { LoadingButton } from '../../components/buttons/LoadingButton';
import { RoleOnly } from '../../components/feedback/RoleLock';
import { StatusBadge } from '../../components/feedback/StatusBadge';
import { documentName, FORMAT_LABELS, sortiePrefill } from './received-labels';

export interface ReceivedActions {
  /** The document whose change is under way, if any. */
  pending: number | undefined;
  reject: (id: number) => void;
  restore: (id: number) => void;
  download: (document: ReceivedDocumentDto) => void;
}

function CardButtons({
  document,
  actions,
}: {
  document: ReceivedDocumentDto;
  actions: ReceivedActions;
}) {
  const navigate = useNavigate();
  const loading = actions.pending === document.received_document_id;
  const name = documentName(document);
  const id = document.received_document_id;
  const book = () =>
    void navigate(ACCOUNTING_PATH, { state: receivedSortieState(sortiePrefill(document)) });
  return (
    <div className="received-card__actions">
      <LoadingButton
        variant="ghost"
        aria-label={`Télécharger ${name}`}
        onClick={() => actions.download(document)}
      >
        Télécharger
      </LoadingButton>
      <RoleOnly action="write">
        {document.status === 'to_book' ? (
          <>
            <LoadingButton aria-label={`Comptabiliser ${name}`} onClick={book}>
              Comptabiliser
            </LoadingButton>
            <LoadingButton
              variant="secondary"
              loading={loading}
              aria-label={`Rejeter ${name}`}
              onClick={() => actions.reject(id)}
            >
              Rejeter
            </LoadingButton>
          </>
        ) : null}
        {document.status === 'rejected' ? (
          <LoadingButton
            variant="secondary"
            loading={loading}
            aria-label={`Rétablir ${name}`}
            onClick={() => actions.restore(id)}
          >
            Rétablir
          </LoadingButton>
        ) : null}
      </RoleOnly>
    </div>
  );
}

/** One received document: who, which, when, how much, and what can be done with it. */
export function ReceivedCard({
  document,
  actions,
}: {
  document: ReceivedDocumentDto;
  actions: ReceivedActions;
}) {
  const { draft } = document;
  const credit = draft.kind === 'credit_note';
  return (
    <li className="received-card card-panel">
      <div className="received-card__head">
        <span className="received-card__party">
          <strong>{draft.supplier.name}</strong>
          <span className="received-card__muted">
            {credit ? 'Note de crédit' : 'Facture'} {draft.document_number} du{' '}
            {formatDateFr(draft.issue_date)}
          </span>
        </span>
        <span className="received-card__amount">
          {formatEurosAmount(draft.amount_cents / 100)}
          {draft.currency === 'EUR' ? '' : ` (${draft.currency})`}
        </span>
      </div>
      <p className="received-card__details">
        <StatusBadge look={{ label: FORMAT_LABELS[document.format], tone: 'info' }} />{' '}
        {document.source === 'peppol' ? 'Reçue par Peppol' : 'Importée'} le{' '}
        {formatDateFr(document.received_at)}
        {draft.due_date ? ` · échéance ${formatDateFr(draft.due_date)}` : ''}
        {draft.payment_reference ? ` · communication ${draft.payment_reference}` : ''}
        {draft.iban ? ` · ${draft.iban}` : ''}
      </p>
      <CardButtons document={document} actions={actions} />
    </li>
  );
}
