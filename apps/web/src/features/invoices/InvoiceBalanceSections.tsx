// The parts of an invoice's details dialog that change its balance: payments, refunds and credit
// notes. A viewer sees them without the forms and buttons that change them.
import { formatDateFr } from '@app/shared/format';
import type { PaymentDto, RefundDto } from '@app/shared/payments';
import type { InvoiceBalance, InvoiceDetails } from './invoices.api';
import { LoadingButton } from '../../components/buttons/LoadingButton';
import { RoleOnly } from '../../components/feedback/RoleLock';
import { useCan } from '../../session/useCan';
import { CreditNoteForm } from './CreditNoteForm';
import { euros } from './invoice-labels';
import { PaymentForm, RefundForm } from './PaymentForm';

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
        return (
          <li key={movement.payment_id}>
            <span>
              {formatDateFr(movement.paid_at)} · {euros(movement.amount)} · {movement.method}
              {entry ? ` · ${entry}` : ''}
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

/** Paiements: the payments recorded (each removable) and, while something is due, the form. */
export function InvoicePaymentsSection({
  invoice,
  onBusy,
  onRemove,
  onSaved,
}: {
  invoice: InvoiceDetails;
  onBusy: (busy: boolean) => void;
  onRemove: (payment: PaymentDto) => void;
  onSaved: (balance: InvoiceBalance) => void;
}) {
  const canWrite = useCan('write').allowed;
  return (
    <section aria-labelledby="invoice-payments-title">
      <h3 id="invoice-payments-title" className="invoice-details__heading">
        Paiements
      </h3>
      {invoice.payments.length === 0 ? (
        <p className="empty-state">Aucun paiement enregistré.</p>
      ) : (
        <MovementList
          movements={invoice.payments}
          noun="paiement"
          booked={(payment) => (payment.revenue_id !== null ? 'Rentrée enregistrée' : null)}
          onRemove={onRemove}
        />
      )}
      {invoice.amount_due > 0 && canWrite ? (
        <PaymentForm
          key={`${invoice.amount_due}-${invoice.payments.length}`}
          invoiceId={invoice.invoice_id}
          amountDue={invoice.amount_due}
          onBusy={onBusy}
          onSaved={onSaved}
        />
      ) : null}
    </section>
  );
}

/**
 * Remboursements: shown once a credit note leaves money owed back to the client or
 * a refund was recorded; the refunds (each removable) and, while something is owed back, the form.
 */
export function InvoiceRefundsSection({
  invoice,
  onBusy,
  onRemove,
  onSaved,
}: {
  invoice: InvoiceDetails;
  onBusy: (busy: boolean) => void;
  onRemove: (refund: RefundDto) => void;
  onSaved: (balance: InvoiceBalance) => void;
}) {
  const canWrite = useCan('write').allowed;
  if (invoice.refunds.length === 0 && invoice.amount_to_refund <= 0) return null;
  return (
    <section aria-labelledby="invoice-refunds-title">
      <h3 id="invoice-refunds-title" className="invoice-details__heading">
        Remboursements
      </h3>
      {invoice.refunds.length > 0 ? (
        <MovementList
          movements={invoice.refunds}
          noun="remboursement"
          booked={(refund) => (refund.expense_id !== null ? 'Sortie enregistrée' : null)}
          onRemove={onRemove}
        />
      ) : null}
      {invoice.amount_to_refund > 0 && canWrite ? (
        <RefundForm
          key={`${invoice.amount_to_refund}-${invoice.refunds.length}`}
          invoiceId={invoice.invoice_id}
          amountToRefund={invoice.amount_to_refund}
          onBusy={onBusy}
          onSaved={onSaved}
        />
      ) : null}
    </section>
  );
}

/** Notes de crédit: those issued and, while a line is not fully credited, the form for another. */
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
  return (
    <section aria-labelledby="invoice-credit-title">
      <h3 id="invoice-credit-title" className="invoice-details__heading">
        Notes de crédit
      </h3>
      {invoice.credit_notes.length > 0 ? (
        <ul className="invoice-details__payments">
          {invoice.credit_notes.map((note) => (
            <li key={note.credit_note_id}>
              {note.formatted_credit_note_id} · {formatDateFr(note.issue_date)} ·{' '}
              {euros(note.total_amount)} · {note.reason}
            </li>
          ))}
        </ul>
      ) : null}
      {!canWrite ? null : invoice.lines.some((line) => line.credited_quantity < line.quantity) ? (
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
