import type { OrganizationDto, OrganizationInput } from '@app/shared/organization';
import { Link } from 'react-router-dom';
import { updateOrganization, updateOrganizationTerms } from './organization.api';
import { TermsForm } from '../../components/TermsForm';
import { OrganizationForm } from './OrganizationForm';
import { draftFromOrganization } from './organization-draft';
import { announced } from '../../lib/server-result';

export interface SettingsTabProps {
  organization: OrganizationDto;
  onChange: (organization: OrganizationDto) => void;
}

export function SettingsTab({ organization, onChange }: SettingsTabProps) {
  const save = async (input: OrganizationInput) => {
    const result = await updateOrganization(input);
    if (!announced(result)) return;
    onChange(result.organization);
  };

  return (
    <div className="organization-settings">
      <section
        className="organization-section card-panel card-panel--roomy"
        aria-labelledby="settings-edit-title"
      >
        <h2 id="settings-edit-title" className="organization-section__title">
          Modifier l'organisation
        </h2>
        <OrganizationForm
          idPrefix="settings"
          label="Modifier l'organisation"
          initial={draftFromOrganization(organization)}
          submitLabel="Enregistrer les modifications"
          onSubmit={save}
        />
      </section>
      <section
        className="organization-section card-panel card-panel--roomy"
        aria-labelledby="settings-terms-title"
      >
        <h2 id="settings-terms-title" className="organization-section__title">
          Conditions de vente
        </h2>
        <TermsForm
          idPrefix="settings"
          save={updateOrganizationTerms}
          terms={organization.terms ?? ''}
          onSaved={(terms) => onChange({ ...organization, terms })}
          submitLabel="Enregistrer les conditions"
        />
      </section>
      <section
        className="organization-section card-panel card-panel--roomy"
        aria-labelledby="settings-plan-title"
      >
        <h2 id="settings-plan-title" className="organization-section__title">
          Abonnement
        </h2>
        <p>
          Formule actuelle : <strong>{organization.plan?.nom ?? 'Aucune'}</strong>
        </p>
        <Link to="/payment/modify" className="button button--secondary">
          Annuler l'abonnement
        </Link>
      </section>
    </div>
  );
}
