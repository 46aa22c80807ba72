import { formatDateFr } from '@app/shared/format';
import { useState } from 'react';
import type { InvoiceBalance, InvoiceDetails } from './invoices.api';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { Dialog } from '../../components/dialogs/Dialog';
import { LoadError } from '../../components/feedback/LoadError';
import { Spinner } from '../../components/feedback/Spinner';
import {
  InvoiceCreditNotesSection,
  InvoiceMovementsSection,
  MOVEMENT_KINDS,
} from './InvoiceBalanceSections';
import { euros } from './invoice-labels';
import { InvoiceFacts, InvoiceLinesTable, InvoiceTotals } from './InvoiceSummary';
import {
  isRefund,
  useInvoiceDetails,
  usePaymentRemoval,
  type RemovableMovement,
} from './useInvoiceDetails';

export interface InvoiceDetailsDialogProps {
  /** The invoice shown; null: the dialog is closed. */
  invoiceId: number | null;
  onClose: () => void;
  /** A payment was added or removed: the list updates that invoice's balance. */
  onBalance: (balance: InvoiceBalance) => void;
  /** A credit note was issued: the list shows it. */
  onCreditNote: () => void;
}

/** What deleting a payment or a refund takes with it, asked before. */
function removalQuestion(movement: RemovableMovement): string {
  const what = `${euros(movement.amount)} du ${formatDateFr(movement.paid_at)}`;
  return isRefund(movement)
    ? `Supprimer le remboursement de ${what} ? La sortie enregistrée avec lui, s’il y en a une, est supprimée aussi.`
    : `Supprimer le paiement de ${what} ? La rentrée enregistrée avec lui, s’il y en a une, est supprimée aussi.`;
}

/** A validated invoice: its lines and totals, its payments, and the forms that change its balance. */
export function InvoiceDetailsDialog({
  invoiceId,
  onClose,
  onBalance,
  onCreditNote,
}: InvoiceDetailsDialogProps) {
  const { loaded, refresh } = useInvoiceDetails(invoiceId);
  const [busy, setBusy] = useState(false);

  if (invoiceId === null) return null;

  const invoice = loaded.status === 'loaded' ? loaded.invoice : null;
  const title = invoice ? `Facture ${invoice.formatted_invoice_id}` : 'Facture';

  return (
    <Dialog open title={title} onClose={onClose} busy={busy}>
      {loaded.status === 'loading' ? <Spinner block label="Chargement de la facture" /> : null}
      {loaded.status === 'failed' ? <LoadError what="la facture" onRetry={refresh} /> : null}
      {invoice ? (
        <InvoiceDetailsBody
          invoice={invoice}
          refresh={refresh}
          onBusy={setBusy}
          onBalance={onBalance}
          onCreditNote={onCreditNote}
        />
      ) : null}
    </Dialog>
  );
}

/**
 * What the details dialog and the invoice's page show: its facts, lines and totals, its payments
 * and refunds, its credit notes, and the forms that change its balance.
 */
export function InvoiceDetailsBody({
  invoice,
  refresh,
  onBusy,
  onBalance,
  onCreditNote,
}: {
  invoice: InvoiceDetails;
  /** Reads the invoice again. */
  refresh: () => void;
  onBusy: (busy: boolean) => void;
  onBalance: (balance: InvoiceBalance) => void;
  onCreditNote: () => void;
}) {
  const [creditOpen, setCreditOpen] = useState(false);
  const removal = usePaymentRemoval(onBalance, refresh);
  /** A payment or a refund recorded: the list learns the new balance, the invoice is read afresh. */
  const balanceSaved = (balance: InvoiceBalance) => {
    onBalance(balance);
    refresh();
  };
  const removing = removal.subject;
  return (
    <div className="invoice-details">
      <InvoiceFacts invoice={invoice} />
      <InvoiceLinesTable lines={invoice.lines} />
      <InvoiceTotals invoice={invoice} />
      {MOVEMENT_KINDS.map((kind) => (
        <InvoiceMovementsSection
          key={kind}
          kind={kind}
          invoice={invoice}
          onBusy={onBusy}
          onRemove={removal.ask}
          onSaved={balanceSaved}
        />
      ))}
      <InvoiceCreditNotesSection
        invoice={invoice}
        creditOpen={creditOpen}
        setCreditOpen={setCreditOpen}
        onBusy={onBusy}
        onSaved={() => {
          onCreditNote();
          refresh();
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        title={
          removing && isRefund(removing) ? 'Supprimer le remboursement' : 'Supprimer le paiement'
        }
        message={removing ? removalQuestion(removing) : ''}
        confirmLabel="Supprimer"
        loading={removal.running}
        onConfirm={() => void removal.confirm()}
        onCancel={removal.cancel}
      />
    </div>
  );
}
