import type { OrganizationDto } from '@app/shared/organization';
import { updateOrganizationTerms } from '../organization/organization.api';
import type { FormReferences } from '../../components/documents/DocumentEditorPage';
import { LoadError } from '../../components/feedback/LoadError';
import { Spinner } from '../../components/feedback/Spinner';
import { TermsForm } from '../../components/forms/TermsForm';
import type { RemoteData } from '../../hooks/useRemoteData';

export interface QuoteSettingsProps {
  organization: RemoteData<OrganizationDto>;
  /** The page's references: while they fail, Settings offers to try again too. */
  gate: FormReferences<unknown>;
  onSaved: (terms: string) => void;
}

/** The Settings tab of /quote: the Conditions générales printed under quotes and invoices. */
export function QuoteSettings({ organization, gate, onSaved }: QuoteSettingsProps) {
  if (organization.status !== 'loaded') {
    if (!gate.failed) return <Spinner block />;
    return <LoadError what={gate.what} onRetry={gate.retry} />;
  }
  return (
    <section className="quote-settings" aria-labelledby="quote-settings-title">
      <h2 id="quote-settings-title" className="quote-settings__title">
        Conditions générales
      </h2>
      <p className="quote-settings__hint">Imprimées au bas de vos devis et de vos factures.</p>
      <TermsForm
        idPrefix="quote-settings"
        save={updateOrganizationTerms}
        terms={organization.data.terms ?? ''}
        onSaved={onSaved}
        submitLabel="Enregistrer"
      />
    </section>
  );
}
