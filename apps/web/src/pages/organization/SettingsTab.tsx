import {
  organizationTermsSchema,
  type OrganizationDto,
  type OrganizationInput,
} from '@app/shared/organization';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import { updateOrganization, updateOrganizationTerms } from '../../api/organization';
import { LoadingButton } from '../../components/LoadingButton';
import { TextArea } from '../../components/TextArea';
import { reportInvalid } from '../../lib/validation';
import { draftFromOrganization, OrganizationForm } from './OrganizationForm';

export interface SettingsTabProps {
  organization: OrganizationDto;
  onChange: (organization: OrganizationDto) => void;
}

function TermsForm({ organization, onChange }: SettingsTabProps) {
  const [terms, setTerms] = useState(organization.terms ?? '');
  const [saving, setSaving] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const parsed = organizationTermsSchema.safeParse({ terms });
    if (!parsed.success) return reportInvalid(parsed.error, 'settings');
    setSaving(true);
    try {
      const result = await updateOrganizationTerms(parsed.data.terms);
      if (!result) return;
      toast.success(result.message);
      onChange({ ...organization, terms: parsed.data.terms });
    } catch {
      // Network failure: the fetch helper already showed it.
    } finally {
      setSaving(false);
    }
  };

  return (
    <form aria-label="Conditions générales" noValidate onSubmit={handleSubmit}>
      <TextArea
        id="settings-terms"
        label="Conditions générales"
        value={terms}
        onChange={setTerms}
        rows={8}
      />
      <LoadingButton type="submit" loading={saving}>
        Enregistrer les conditions
      </LoadingButton>
    </form>
  );
}

export function SettingsTab({ organization, onChange }: SettingsTabProps) {
  const save = async (input: OrganizationInput) => {
    const result = await updateOrganization(input);
    if (!result) return;
    toast.success(result.message);
    onChange(result.organization);
  };

  return (
    <div className="organization-settings">
      <section className="organization-section" aria-labelledby="settings-edit-title">
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
      <section className="organization-section" aria-labelledby="settings-terms-title">
        <h2 id="settings-terms-title" className="organization-section__title">
          Conditions de vente
        </h2>
        <TermsForm organization={organization} onChange={onChange} />
      </section>
      <section className="organization-section" aria-labelledby="settings-plan-title">
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
