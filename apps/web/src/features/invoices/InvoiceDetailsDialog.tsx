import { formatDateFr } from '@app/shared/format';
import { useState } from 'react';
import type { InvoiceBalance } from './invoices.api';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Dialog } from '../../components/Dialog';
import { LoadError } from '../../components/LoadError';
import { Spinner } from '../../components/Spinner';
import { InvoiceCreditNotesSection, InvoicePaymentsSection } from './InvoiceBalanceSections';
import { euros } from './invoice-labels';
import { InvoiceFacts, InvoiceLinesTable, InvoiceTotals } from './InvoiceSummary';
import { useInvoiceDetails, usePaymentRemoval } from './useInvoiceDetails';

export interface InvoiceDetailsDialogProps {
  /** The invoice shown; null: the dialog is closed. */
  invoiceId: number | null;
  onClose: () => void;
  /** A payment was added or removed: the list updates that invoice's balance. */
  onBalance: (balance: InvoiceBalance) => void;
  /** A credit note was issued: the list shows it. */
  onCreditNote: () => void;
}

/** A validated invoice: its lines and totals, its payments, and the forms that change its balance. */
export function InvoiceDetailsDialog({
  invoiceId,
  onClose,
  onBalance,
  onCreditNote,
}: InvoiceDetailsDialogProps) {
  const { loaded, refresh, reset } = useInvoiceDetails(invoiceId);
  const [busy, setBusy] = useState(false);
  const [creditOpen, setCreditOpen] = useState(false);
  const removal = usePaymentRemoval(onBalance, refresh);

  if (invoiceId === null) return null;

  const close = () => {
    reset();
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
            <InvoicePaymentsSection
              invoice={invoice}
              onBusy={setBusy}
              onRemove={removal.ask}
              onSaved={(balance) => {
                onBalance(balance);
                refresh();
              }}
            />
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
        title="Supprimer le paiement"
        message={
          removing
            ? `Supprimer le paiement de ${euros(removing.amount)} du ${formatDateFr(removing.paid_at)} ? La rentrée enregistrée avec lui, s’il y en a une, est supprimée aussi.`
            : ''
        }
        confirmLabel="Supprimer"
        loading={removal.running}
        onConfirm={() => void removal.confirm()}
        onCancel={removal.cancel}
      />
    </>
  );
}
