import type { BankLineDto, BankLineSuggestion } from '@app/shared/bank';
import { formatDateFr, formatEurosAmount } from '@app/shared/format';
import { Link, useNavigate } from 'react-router-dom';
import { ACCOUNTING_PATH, bankSortieState } from '../accounting/accounting.api';
import { LoadingButton } from '../../components/buttons/LoadingButton';
import { StatusBadge } from '../../components/feedback/StatusBadge';
import { RoleOnly } from '../../components/feedback/RoleLock';
import { communicationOf, FLAG_LOOKS, invoicePath, lineName, signedAmount } from './bank-labels';
import type { BankAction } from './useBankActions';

export interface LineActions {
  /** The line whose change is under way, if any. */
  pending: number | undefined;
  run: (action: BankAction, change: { lineId: number; invoiceId?: number }) => void;
  /** « Annuler le rapprochement » asks first. */
  askUnmatch: (line: BankLineDto) => void;
}

function Suggestion({
  line,
  suggestion,
  actions,
}: {
  line: BankLineDto;
  suggestion: BankLineSuggestion;
  actions: LineActions;
}) {
  const due = suggestion.due_date
    ? `échéance ${formatDateFr(suggestion.due_date)}`
    : 'sans échéance';
  return (
    <li className="bank-line__suggestion">
      <span>
        <Link to={invoicePath(suggestion.invoice_id)}>{suggestion.invoice_number}</Link>
        {' · '}
        {suggestion.client_name} · reste {formatEurosAmount(suggestion.amount_due)} · {due}
        {suggestion.exact ? (
          <span className="bank-line__exact"> · correspondance exacte</span>
        ) : null}
      </span>
      <RoleOnly action="write">
        <LoadingButton
          variant="secondary"
          loading={actions.pending === line.line_id}
          aria-label={`Confirmer : ${lineName(line)} paie la facture ${suggestion.invoice_number}`}
          onClick={() =>
            actions.run('match', { lineId: line.line_id, invoiceId: suggestion.invoice_id })
          }
        >
          Confirmer
        </LoadingButton>
      </RoleOnly>
    </li>
  );
}

/** One of a line's buttons: its word, and the line it acts on in its accessible name. */
function LineButton({
  label,
  line,
  loading = false,
  variant = 'secondary',
  onClick,
}: {
  label: string;
  line: BankLineDto;
  loading?: boolean;
  variant?: 'secondary' | 'ghost';
  onClick: () => void;
}) {
  return (
    <LoadingButton
      variant={variant}
      loading={loading}
      aria-label={`${label} : ${lineName(line)}`}
      onClick={onClick}
    >
      {label}
    </LoadingButton>
  );
}

/** What a line offers, by its status and its direction. */
function LineButtons({ line, actions }: { line: BankLineDto; actions: LineActions }) {
  const navigate = useNavigate();
  const loading = actions.pending === line.line_id;
  const lineId = line.line_id;
  const draft = line.expense_draft;
  // A line that became a Sortie is undone by deleting that Sortie (the API refuses it here).
  if (line.status === 'matched' && line.payment_id === null) return null;
  if (line.status === 'matched') {
    const undo = () => actions.askUnmatch(line);
    return <LineButton label="Annuler le rapprochement" {...{ line, loading }} onClick={undo} />;
  }
  if (line.status === 'ignored') {
    const restore = () => actions.run('restore', { lineId });
    return <LineButton label="Remettre à traiter" {...{ line, loading }} onClick={restore} />;
  }
  const sortie = draft
    ? () =>
        void navigate(ACCOUNTING_PATH, {
          state: bankSortieState({ ...draft, bank_line_id: lineId }),
        })
    : null;
  return (
    <>
      {sortie ? <LineButton label="Ajouter en sortie" line={line} onClick={sortie} /> : null}
      <LineButton
        label="Ignorer"
        variant="ghost"
        {...{ line, loading }}
        onClick={() => actions.run('ignore', { lineId })}
      />
    </>
  );
}

/** One bank line: when, who, what it says, how much, and what can be done with it. */
export function BankLineCard({ line, actions }: { line: BankLineDto; actions: LineActions }) {
  const flag = line.flag ? FLAG_LOOKS[line.flag] : null;
  const credit = line.amount >= 0;
  return (
    <li className="bank-line card-panel">
      <div className="bank-line__head">
        <span className="bank-line__date">{formatDateFr(line.booking_date)}</span>
        <span className="bank-line__party">
          <strong>{line.counterparty_name ?? 'Contrepartie inconnue'}</strong>
          {line.counterparty_iban ? (
            <span className="bank-line__iban">{line.counterparty_iban}</span>
          ) : null}
        </span>
        <span className="bank-line__communication">{communicationOf(line) || '—'}</span>
        <span className={credit ? 'bank-line__amount is-credit' : 'bank-line__amount is-debit'}>
          {signedAmount(line.amount)}
        </span>
      </div>
      {flag || line.invoice ? (
        <p className="bank-line__invoice">
          {flag ? <StatusBadge look={flag} /> : null}
          {line.invoice ? (
            <span>
              {line.status === 'matched' ? 'Paie la facture ' : 'Mentionne la facture '}
              <Link to={invoicePath(line.invoice.invoice_id)}>{line.invoice.invoice_number}</Link> (
              {line.invoice.client_name})
            </span>
          ) : null}
        </p>
      ) : null}
      {line.status === 'unmatched' && line.suggestions.length > 0 ? (
        <ul
          className="bank-line__suggestions"
          aria-label={`Factures suggérées : ${lineName(line)}`}
        >
          {line.suggestions.map((suggestion) => (
            <Suggestion
              key={suggestion.invoice_id}
              line={line}
              suggestion={suggestion}
              actions={actions}
            />
          ))}
        </ul>
      ) : null}
      {line.status === 'matched' && line.expense_id !== null ? (
        <p className="bank-line__invoice">Ajoutée en sortie.</p>
      ) : null}
      <RoleOnly action="write">
        <div className="bank-line__actions">
          <LineButtons line={line} actions={actions} />
        </div>
      </RoleOnly>
    </li>
  );
}
