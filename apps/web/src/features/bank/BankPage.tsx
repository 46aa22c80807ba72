import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { RoleOnly } from '../../components/feedback/RoleLock';
import { BankImport } from './BankImport';
import { BankLines } from './BankLines';
import '../../components/feedback/feature-cards.css';
import './bank.css';

/** Issue #31: the account's statements imported, their lines matched to what they pay. */
export default function BankPage() {
  useDocumentTitle('Banque');
  return (
    <section className="page bank-page" aria-labelledby="page-title">
      <header className="page-header">
        <div>
          <h1 id="page-title" className="page__title">
            Banque
          </h1>
          <p className="page-header__intro">
            Importez les relevés du compte de l’organisation : les virements qui portent la
            communication structurée d’une facture la paient d’eux-mêmes, les autres attendent ici.
          </p>
        </div>
      </header>
      <RoleOnly action="write">
        <BankImport />
      </RoleOnly>
      <BankLines />
    </section>
  );
}
