// The parts of an invoice's details dialog that change its balance: payments, refunds and credit
// notes. A viewer sees them without the forms and buttons that change them.
import { formatDateFr } from '@app/shared/format';
import { formatIban } from '@app/shared/legal-identity';
import { eurosToCents } from '@app/shared/money';
import type { PaymentDto, RefundDto } from '@app/shared/payments';
import type { InvoiceBalance, InvoiceDetails } from './invoices.api';
import { LoadingButton } from '../../components/buttons/LoadingButton';
import { RoleOnly } from '../../components/feedback/RoleLock';
import { useCan } from '../../session/useCan';
import { CreditNoteForm } from './CreditNoteForm';
import { euros } from './invoice-labels';
import { MovementForm } from './PaymentForm';
import { CreditNotePeppol, onItsWay, usePeppolRefresh } from './PeppolSending';

/**
 * « Relevé bancaire du JJ/MM/AAAA · contrepartie (IBAN) » for a payment matched from an imported
 * bank line (issue #31); null for a movement recorded by hand.
 */
export function bankSource(movement: PaymentDto | RefundDto): string | null {
  const line = 'bank_line' in movement ? movement.bank_line : null;
  if (!line) return null;
  const iban = line.counterparty_iban ? formatIban(line.counterparty_iban) : null;
  const who = line.counterparty_name
    ? `${line.counterparty_name}${iban ? ` (${iban})` : ''}`
    : iban;
  return `Relevé bancaire du ${formatDateFr(line.booking_date)}${who ? ` · ${who}` : ''}`;
}

/**
 * Payments or refunds, one line each (date, amount, method, the accounting entry it made), with
 * its Supprimer for the roles that may change them.
 */
function MovementList<M extends PaymentDto | RefundDto>({
  movements,
  noun,
  booked,
  onRemove,
}: {
  movements: readonly M[];
  /** 'paiement' or 'remboursement', as the button's name says it. */
  noun: string;
  booked: (movement: M) => string | null;
  onRemove: (movement: M) => void;
}) {
  return (
    <ul className="invoice-details__payments">
      {movements.map((movement) => {
        const entry = booked(movement);
        const source = bankSource(movement);
        return (
          <li key={movement.payment_id}>
            <span>
              {formatDateFr(movement.paid_at)} · {euros(movement.amount)} · {movement.method}
              {entry ? ` · ${entry}` : ''}
              {source ? <span className="invoice-details__source">{source}</span> : null}
            </span>
            <RoleOnly action="write">
              <LoadingButton
                variant="ghost"
                className="button--sm"
                aria-label={`Supprimer le ${noun} de ${euros(movement.amount)} du ${formatDateFr(movement.paid_at)}`}
                onClick={() => onRemove(movement)}
              >
                Supprimer
              </LoadingButton>
            </RoleOnly>
          </li>
        );
      })}
    </ul>
  );
}

type Movement = PaymentDto | RefundDto;

interface FormProps {
  onBusy: (busy: boolean) => void;
  onSaved: (balance: InvoiceBalance) => void;
}

/**
 * Paiements and Remboursements: their title, what an empty list says (refunds: nothing, the
 * section is then hidden unless something is owed back), the accounting entry a line made, what
 * is still due or owed back (the form is offered while it is above zero).
 */
const MOVEMENTS = {
  payments: {
    title: 'Paiements',
    empty: 'Aucun paiement enregistré.',
    noun: 'paiement',
    of: (invoice: InvoiceDetails): readonly Movement[] => invoice.payments,
    booked: (movement: Movement) =>
      'revenue_id' in movement && movement.revenue_id !== null ? 'Rentrée enregistrée' : null,
    owed: (invoice: InvoiceDetails) => invoice.amount_due,
  },
  refunds: {
    title: 'Remboursements',
    empty: null,
    noun: 'remboursement',
    of: (invoice: InvoiceDetails): readonly Movement[] => invoice.refunds,
    booked: (movement: Movement) =>
      'expense_id' in movement && movement.expense_id !== null ? 'Sortie enregistrée' : null,
    owed: (invoice: InvoiceDetails) => invoice.amount_to_refund,
  },
} as const;

/** Payments first, then refunds, as the dialog shows them. */
export const MOVEMENT_KINDS = ['payments', 'refunds'] as const;

/**
 * The payments or the refunds recorded (each removable) and, while something is due or owed
 * back, the form that records another. Refunds show once a credit note leaves money owed back to
 * the client or a refund was recorded.
 */
export function InvoiceMovementsSection({
  kind,
  invoice,
  onRemove,
  ...formProps
}: FormProps & {
  kind: keyof typeof MOVEMENTS;
  invoice: InvoiceDetails;
  onRemove: (movement: Movement) => void;
}) {
  const canWrite = useCan('write').allowed;
  const section = MOVEMENTS[kind];
  const movements = section.of(invoice);
  const owed = section.owed(invoice);
  if (section.empty === null && movements.length === 0 && owed <= 0) return null;
  return (
    <section aria-labelledby={`invoice-${kind}-title`}>
      <h3 id={`invoice-${kind}-title`} className="invoice-details__heading">
        {section.title}
      </h3>
      {movements.length > 0 ? (
        <MovementList
          movements={movements}
          noun={section.noun}
          booked={section.booked}
          onRemove={onRemove}
        />
      ) : section.empty !== null ? (
        <p className="empty-state">{section.empty}</p>
      ) : null}
      {owed > 0 && canWrite ? (
        <MovementForm
          key={`${owed}-${movements.length}`}
          kind={kind}
          invoiceId={invoice.invoice_id}
          amount={owed}
          {...formProps}
        />
      ) : null}
    </section>
  );
}

/**
 * Whether something is left to credit: a line not fully credited, and an amount left (a credit
 * note of an amount takes back no units, so the lines alone would still offer one).
 */
const creditableLeft = (invoice: InvoiceDetails) =>
  invoice.lines.some((line) => line.credited_quantity < line.quantity) &&
  eurosToCents(invoice.amount_credited) < eurosToCents(invoice.total_amount);

/** Notes de crédit: those issued and, while something is left to credit, the form for another. */
export function InvoiceCreditNotesSection({
  invoice,
  creditOpen,
  setCreditOpen,
  onBusy,
  onSaved,
}: {
  invoice: InvoiceDetails;
  /** Whether the credit note form is open (the dialog closes it when it closes). */
  creditOpen: boolean;
  setCreditOpen: (open: boolean) => void;
  onBusy: (busy: boolean) => void;
  onSaved: () => void;
}) {
  const canWrite = useCan('write').allowed;
  // A credit note's sending on its way is read again until it is delivered or failed (issue #33).
  usePeppolRefresh(invoice.credit_notes.some((note) => onItsWay(note.peppol)));
  return (
    <section aria-labelledby="invoice-credit-title">
      <h3 id="invoice-credit-title" className="invoice-details__heading">
        Notes de crédit
      </h3>
      {invoice.credit_notes.length > 0 ? (
        <ul className="invoice-details__payments">
          {invoice.credit_notes.map((note) => (
            <li key={note.credit_note_id}>
              <span>
                {note.formatted_credit_note_id} · {formatDateFr(note.issue_date)} ·{' '}
                {euros(note.total_amount)} · {note.reason}
              </span>
              <CreditNotePeppol creditNote={note} />
            </li>
          ))}
        </ul>
      ) : null}
      {!canWrite ? null : creditableLeft(invoice) ? (
        creditOpen ? (
          <CreditNoteForm
            invoiceId={invoice.invoice_id}
            lines={invoice.lines}
            onBusy={onBusy}
            onCancel={() => setCreditOpen(false)}
            onSaved={() => {
              setCreditOpen(false);
              onSaved();
            }}
          />
        ) : (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setCreditOpen(true)}
          >
            Créer une note de crédit
          </button>
        )
      ) : (
        <p className="empty-state">Cette facture est entièrement créditée.</p>
      )}
    </section>
  );
}
