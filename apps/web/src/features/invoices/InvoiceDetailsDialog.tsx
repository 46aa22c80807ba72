import { formatDateFr } from '@app/shared/format';
import type { PaymentDto } from '@app/shared/invoices';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import {
  deletePayment,
  getInvoiceDetails,
  type InvoiceBalance,
  type InvoiceDetails,
} from './invoices.api';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Dialog } from '../../components/Dialog';
import { LoadError } from '../../components/LoadError';
import { LoadingButton } from '../../components/LoadingButton';
import { Spinner } from '../../components/Spinner';
import { CreditNoteForm } from './CreditNoteForm';
import { PAYMENT_STATUS_LABELS, euros } from './invoice-labels';
import { PaymentForm } from './PaymentForm';

export interface InvoiceDetailsDialogProps {
  /** The invoice shown; null: the dialog is closed. */
  invoiceId: number | null;
  onClose: () => void;
  /** A payment was added or removed: the list updates that invoice's balance. */
  onBalance: (balance: InvoiceBalance) => void;
  /** A credit note was issued: the list shows it. */
  onCreditNote: () => void;
}

type Loaded =
  { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; invoice: InvoiceDetails };

/** A validated invoice: its lines and totals, its payments, and the forms that change its balance. */
export function InvoiceDetailsDialog({
  invoiceId,
  onClose,
  onBalance,
  onCreditNote,
}: InvoiceDetailsDialogProps) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<PaymentDto | null>(null);
  const [removingBusy, setRemovingBusy] = useState(false);
  const [creditOpen, setCreditOpen] = useState(false);

  useEffect(() => {
    if (invoiceId === null) return undefined;
    const controller = new AbortController();
    getInvoiceDetails(invoiceId, controller.signal).then(
      (invoice) => {
        if (controller.signal.aborted) return;
        setLoaded(invoice ? { status: 'loaded', invoice } : { status: 'failed' });
      },
      () => {
        if (!controller.signal.aborted) setLoaded({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [invoiceId, attempt]);

  if (invoiceId === null) return null;

  /** Re-reads the invoice after a change; what is shown stays until the answer comes. */
  const refresh = () => setAttempt((count) => count + 1);

  const close = () => {
    setLoaded({ status: 'loading' });
    setCreditOpen(false);
    onClose();
  };

  const confirmRemove = async () => {
    if (!removing) return;
    setRemovingBusy(true);
    try {
      const result = await deletePayment(removing.payment_id);
      if (!result.ok) return;
      toast.success(result.data.message);
      onBalance(result.data.invoice);
      setRemoving(null);
      refresh();
    } catch {
      // Network failure: the fetch helper already said so.
    } finally {
      setRemovingBusy(false);
    }
  };

  const invoice = loaded.status === 'loaded' ? loaded.invoice : null;
  const title = invoice ? `Facture ${invoice.formatted_invoice_id}` : 'Facture';

  return (
    <>
      <Dialog open title={title} onClose={close} busy={busy}>
        {loaded.status === 'loading' ? <Spinner block label="Chargement de la facture" /> : null}
        {loaded.status === 'failed' ? <LoadError what="la facture" onRetry={refresh} /> : null}
        {invoice ? (
          <div className="invoice-details">
            <dl className="invoice-details__facts">
              <div>
                <dt>Client</dt>
                <dd>{invoice.client.client_name}</dd>
              </div>
              <div>
                <dt>Date</dt>
                <dd>{formatDateFr(invoice.issue_date)}</dd>
              </div>
              <div>
                <dt>Échéance</dt>
                <dd>{formatDateFr(invoice.due_date)}</dd>
              </div>
              {invoice.payment_reference ? (
                <div>
                  <dt>Communication</dt>
                  <dd>{invoice.payment_reference}</dd>
                </div>
              ) : null}
              <div>
                <dt>Paiement</dt>
                <dd>
                  <span className={`status-badge status-badge--${invoice.payment_status}`}>
                    {PAYMENT_STATUS_LABELS[invoice.payment_status]}
                  </span>
                </dd>
              </div>
            </dl>

            <div className="table-wrapper">
              <table className="data-table">
                <caption className="invoice-details__caption">Lignes</caption>
                <thead>
                  <tr>
                    <th scope="col">Désignation</th>
                    <th scope="col">Quantité</th>
                    <th scope="col">Créditée</th>
                    <th scope="col">Prix unitaire</th>
                    <th scope="col">TVA</th>
                    <th scope="col">Total HTVA</th>
                  </tr>
                </thead>
                <tbody>
                  {invoice.lines.map((line) => (
                    <tr key={line.invoice_line_id}>
                      <td data-label="Désignation">{line.name}</td>
                      <td data-label="Quantité">{line.quantity}</td>
                      <td data-label="Créditée">{line.credited_quantity}</td>
                      <td data-label="Prix unitaire">{euros(line.unit_price)}</td>
                      <td data-label="TVA">{`${line.vat_rate}\u00a0%`}</td>
                      <td data-label="Total HTVA">{euros(line.total_excl_vat)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>

            <dl className="invoice-details__totals" aria-label="Totaux et solde">
              {[
                ['Total HTVA', invoice.total_excl_vat] as const,
                ...invoice.vat_lines.map((vat) => [`TVA ${vat.rate} %`, vat.vat] as const),
                ['Total TVAC', invoice.total_amount] as const,
                ['Crédité', invoice.amount_credited] as const,
                ['Payé', invoice.amount_paid] as const,
              ].map(([label, amount]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{euros(amount)}</dd>
                </div>
              ))}
              <div className="invoice-details__due">
                <dt>Reste dû</dt>
                <dd>{euros(invoice.amount_due)}</dd>
              </div>
            </dl>

            <section aria-labelledby="invoice-payments-title">
              <h3 id="invoice-payments-title" className="invoice-details__heading">
                Paiements
              </h3>
              {invoice.payments.length === 0 ? (
                <p className="empty-state">Aucun paiement enregistré.</p>
              ) : (
                <ul className="invoice-details__payments">
                  {invoice.payments.map((payment) => (
                    <li key={payment.payment_id}>
                      <span>
                        {formatDateFr(payment.paid_at)} · {euros(payment.amount)} · {payment.method}
                        {payment.revenue_id !== null ? ' · Rentrée enregistrée' : ''}
                      </span>
                      <LoadingButton
                        variant="ghost"
                        className="button--sm"
                        aria-label={`Supprimer le paiement de ${euros(payment.amount)} du ${formatDateFr(payment.paid_at)}`}
                        onClick={() => setRemoving(payment)}
                      >
                        Supprimer
                      </LoadingButton>
                    </li>
                  ))}
                </ul>
              )}
              {invoice.amount_due > 0 ? (
                <PaymentForm
                  key={`${invoice.amount_due}-${invoice.payments.length}`}
                  invoiceId={invoice.invoice_id}
                  amountDue={invoice.amount_due}
                  onBusy={setBusy}
                  onSaved={(balance) => {
                    onBalance(balance);
                    refresh();
                  }}
                />
              ) : null}
            </section>

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
              {invoice.lines.some((line) => line.credited_quantity < line.quantity) ? (
                creditOpen ? (
                  <CreditNoteForm
                    invoiceId={invoice.invoice_id}
                    lines={invoice.lines}
                    onBusy={setBusy}
                    onCancel={() => setCreditOpen(false)}
                    onSaved={() => {
                      setCreditOpen(false);
                      onCreditNote();
                      refresh();
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
          </div>
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={removing !== null}
        title="Supprimer le paiement"
        message={
          removing
            ? `Supprimer le paiement de ${euros(removing.amount)} du ${formatDateFr(removing.paid_at)} ? La rentrée enregistrée avec lui, s’il y en a une, est supprimée aussi.`
            : ''
        }
        confirmLabel="Supprimer"
        loading={removingBusy}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
