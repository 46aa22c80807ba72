import type { OrganizationDto, OrganizationInput } from '@app/shared/organization';
import { Link } from 'react-router-dom';
import { updateOrganization, updateOrganizationTerms } from './organization.api';
import { TermsForm } from '../../components/forms/TermsForm';
import { OrganizationSection } from './OrganizationSection';
import { OrganizationForm } from './OrganizationForm';
import { draftFromOrganization } from './organization-draft';
import { announced } from '../../lib/server-result';
import { isFieldRefusal } from '../../api/form-request';
import { ExportDataButton } from './ExportDataButton';
import { RoleLock, RoleOnly } from '../../components/feedback/RoleLock';

export interface SettingsTabProps {
  organization: OrganizationDto;
  onChange: (organization: OrganizationDto) => void;
}

export function SettingsTab({ organization, onChange }: SettingsTabProps) {
  const save = async (input: OrganizationInput) => {
    const result = await updateOrganization(input);
    // A refusal about a field goes back to the form, which shows it under that field.
    if (isFieldRefusal(result)) return result;
    if (announced(result)) onChange(result.organization);
  };

  return (
    <div className="organization-settings">
      <OrganizationSection titleId="settings-edit-title" title="Modifier l'organisation">
        <RoleLock action="organization">
          <OrganizationForm
            idPrefix="settings"
            label="Modifier l'organisation"
            initial={draftFromOrganization(organization)}
            submitLabel="Enregistrer les modifications"
            onSubmit={save}
          />
        </RoleLock>
      </OrganizationSection>
      <OrganizationSection titleId="settings-terms-title" title="Conditions de vente">
        <RoleLock action="organization">
          <TermsForm
            idPrefix="settings"
            save={updateOrganizationTerms}
            terms={organization.terms ?? ''}
            onSaved={(terms) => onChange({ ...organization, terms })}
            submitLabel="Enregistrer les conditions"
          />
        </RoleLock>
      </OrganizationSection>
      <OrganizationSection titleId="settings-plan-title" title="Abonnement">
        <p>
          Formule actuelle : <strong>{organization.plan?.nom ?? 'Aucune'}</strong>
        </p>
        <RoleOnly action="subscription">
          <Link to="/payment/modify" className="button button--secondary">
            Annuler l'abonnement
          </Link>
        </RoleOnly>
      </OrganizationSection>
      <OrganizationSection titleId="settings-data-title" title="Données">
        <p>
          Un fichier zip avec toutes les données de l'organisation (clients, catalogue, devis,
          factures, ventes, comptabilité, membres) et tous ses fichiers.
        </p>
        <RoleLock action="export">
          <ExportDataButton organizationName={organization.organization_name} />
        </RoleLock>
      </OrganizationSection>
    </div>
  );
}
