import { formatDateFr } from '@app/shared/format';
import { useState } from 'react';
import type { InvoiceBalance } from './invoices.api';
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
  const [creditOpen, setCreditOpen] = useState(false);
  const removal = usePaymentRemoval(onBalance, refresh);
  /** A payment or a refund recorded: the list learns the new balance, the dialog reads afresh. */
  const balanceSaved = (balance: InvoiceBalance) => {
    onBalance(balance);
    refresh();
  };

  if (invoiceId === null) return null;

  const close = () => {
    setCreditOpen(false);
    onClose();
  };

  const invoice = loaded.status === 'loaded' ? loaded.invoice : null;
  const title = invoice ? `Facture ${invoice.formatted_invoice_id}` : 'Facture';
  const removing = removal.subject;

  return (
    <>
      <Dialog open title={title} onClose={close} busy={busy}>
        {loaded.status === 'loading' ? <Spinner block label="Chargement de la facture" /> : null}
        {loaded.status === 'failed' ? <LoadError what="la facture" onRetry={refresh} /> : null}
        {invoice ? (
          <div className="invoice-details">
            <InvoiceFacts invoice={invoice} />
            <InvoiceLinesTable lines={invoice.lines} />
            <InvoiceTotals invoice={invoice} />
            {MOVEMENT_KINDS.map((kind) => (
              <InvoiceMovementsSection
                key={kind}
                kind={kind}
                invoice={invoice}
                onBusy={setBusy}
                onRemove={removal.ask}
                onSaved={balanceSaved}
              />
            ))}
            <InvoiceCreditNotesSection
              invoice={invoice}
              creditOpen={creditOpen}
              setCreditOpen={setCreditOpen}
              onBusy={setBusy}
              onSaved={() => {
                onCreditNote();
                refresh();
              }}
            />
          </div>
        ) : null}
      </Dialog>
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
    </>
  );
}
