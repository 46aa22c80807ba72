// An invoice's sending over Peppol (issue #33), on its page: « Envoyer via Peppol » for a
// validated invoice of a company client, asked first; then where it stands (« En attente »,
// « Envoyée », « Délivrée », « Échec : raison »), read again every few seconds while on its way.
import { goesThroughPeppol } from '@app/shared/einvoicing';
import { peppolStatusLabel, type PeppolStatus } from '@app/shared/peppol-transmissions';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { AREA_KEYS } from '../../api/query-client';
import { PlainButton } from '../../components/buttons/PlainButton';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { useConfirmedAction } from '../../components/dialogs/useConfirmedAction';
import { StatusBadge, type StatusTone } from '../../components/feedback/StatusBadge';
import { useInvalidate } from '../../hooks/useAreaMutation';
import { useCan } from '../../session/useCan';
import { sendInvoicePeppol, type InvoiceDetails } from './invoices.api';

/** How often a sending on its way is read again. */
export const PEPPOL_REFRESH_MS = 3_000;

const TONES: Record<PeppolStatus, StatusTone> = {
  queued: 'neutral',
  sent: 'info',
  delivered: 'success',
  failed: 'danger',
};

/** The badge of a sending, as the page and the list show it. */
export function PeppolBadge({ peppol }: { peppol: NonNullable<InvoiceDetails['peppol']> }) {
  return <StatusBadge look={{ label: peppolStatusLabel(peppol), tone: TONES[peppol.status] }} />;
}

export function InvoicePeppol({ invoice }: { invoice: InvoiceDetails }) {
  const invalidate = useInvalidate();
  const canSend = useCan('write').allowed;
  const { peppol } = invoice;
  const onItsWay = peppol?.status === 'queued' || peppol?.status === 'sent';
  useEffect(() => {
    if (!onItsWay) return undefined;
    const timer = setInterval(() => invalidate(AREA_KEYS.invoices), PEPPOL_REFRESH_MS);
    return () => clearInterval(timer);
    // invalidate is a new function each render; the timer only depends on the status.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [onItsWay]);
  const sending = useConfirmedAction(async (invoiceId: number) => {
    const result = await sendInvoicePeppol(invoiceId);
    if (result.ok) {
      toast.success(result.data.message);
      invalidate(AREA_KEYS.invoices);
    }
    // A refusal was toasted by the fetch helper: the question closes either way.
    return true;
  });
  // A viewer sees where a sending stands, not the button the API would refuse (403).
  const sendable =
    canSend &&
    invoice.status === 'Validated' &&
    goesThroughPeppol(invoice.client.client_type) &&
    (peppol === null || peppol.status === 'failed');
  if (!peppol && !sendable) return null;
  return (
    <section className="document-sheet__section" aria-labelledby="invoice-page-peppol">
      <h2 id="invoice-page-peppol">Peppol</h2>
      <p className="invoice-page__peppol">
        {peppol ? (
          <>
            Envoi via Peppol : <PeppolBadge peppol={peppol} />
          </>
        ) : (
          'Cette facture n’a pas encore été envoyée via Peppol.'
        )}
      </p>
      {sendable && (
        <PlainButton variant="primary" onClick={() => sending.ask(invoice.invoice_id)}>
          Envoyer via Peppol
        </PlainButton>
      )}
      <ConfirmDialog
        {...sending.dialog}
        title="Envoyer via Peppol"
        message={`La facture ${invoice.formatted_invoice_id} sera transmise à ${invoice.client.client_name} par le réseau Peppol. Un document ne part qu’une fois.`}
        confirmLabel="Envoyer"
        variant="primary"
      />
    </section>
  );
}
