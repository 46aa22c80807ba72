import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { RoleOnly } from '../../components/feedback/RoleLock';
import { ReceivedImport } from './ReceivedImport';
import { ReceivedList } from './ReceivedList';
import '../../components/feedback/feature-cards.css';
import './received.css';

/** Issue #33: suppliers' e-invoices received, each booked as a Sortie or rejected. */
export default function ReceivedPage() {
  useDocumentTitle('Factures reçues');
  return (
    <section className="page received-page" aria-labelledby="page-title">
      <header className="page-header">
        <div>
          <h1 id="page-title" className="page__title">
            Factures reçues
          </h1>
          <p className="page-header__intro">
            Les factures de vos fournisseurs, importées ou reçues par Peppol : comptabilisez chacune
            en sortie, son fichier en justificatif, ou rejetez-la.
          </p>
        </div>
      </header>
      <RoleOnly action="write">
        <ReceivedImport />
      </RoleOnly>
      <ReceivedList />
    </section>
  );
}
