import { buyerEinvoiceMissing, goesThroughPeppol } from '@app/shared/einvoicing';
import { useReferenceData } from '../../hooks/useReferenceData';
import { listClients } from '../clients/clients.api';

const SOURCES = { clients: listClients };

/**
 * Before an invoice is validated: whether its client can be addressed in a Peppol e-invoice, and
 * what its record lacks (the invoice freezes the client as it is now); a private person gets
 * the PDF only. Nothing while the clients
 * load or when they cannot be read: validation does not depend on it.
 */
export function ClientPeppolNotice({ clientId }: { clientId: number }) {
  const { lists } = useReferenceData(SOURCES);
  const client = lists?.clients.find((candidate) => candidate.client_id === clientId);
  if (!client) return null;
  if (!goesThroughPeppol(client.client_type)) {
    return (
      <span className="einvoice-client-notice">
        Client particulier : la facture se transmet en PDF, sans facture électronique Peppol
        (réservée aux entreprises et aux administrations).
      </span>
    );
  }
  const missing = buyerEinvoiceMissing(client);
  if (missing.length === 0) return null;
  return (
    <span className="einvoice-client-notice">
      Ce client ne pourra pas recevoir la facture électronique (Peppol) : il manque{' '}
      {missing.join(', ')}. Complétez sa fiche avant de valider si vous voulez l’envoyer par Peppol.
    </span>
  );
}
