// An invoice's sending over Peppol (issue #33), on its page: « Envoyer via Peppol » for a
// validated invoice of a company client, asked first; then where it stands (« En attente »,
// « Envoyée », « Délivrée », « Échec : raison »), read again every few seconds while on its way.
import type { InvoiceDetails } from './invoices.api';
import {
  onItsWay,
  PeppolBadge,
  PeppolSendButton,
  usePeppolRefresh,
  usePeppolSendable,
} from './PeppolSending';

export function InvoicePeppol({ invoice }: { invoice: InvoiceDetails }) {
  const { peppol } = invoice;
  usePeppolRefresh(onItsWay(peppol));
  const sendable =
    usePeppolSendable(invoice.client.client_type, peppol) && invoice.status === 'Validated';
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
        <PeppolSendButton
          document={{ invoice_id: invoice.invoice_id }}
          question={`La facture ${invoice.formatted_invoice_id} sera transmise à ${invoice.client.client_name}`}
        />
      )}
    </section>
  );
}
