// « Facturation électronique »: the Peppol access point in use, the organization's own Peppol
// identifier and its registration there (issue #33), with « Enregistrer sur Peppol ».
import {
  PEPPOL_REGISTRATION_LABELS,
  type PeppolSettingsDto,
} from '@app/shared/peppol-transmissions';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { LoadingButton } from '../../components/buttons/LoadingButton';
import { useRemote } from '../../hooks/useRemote';
import { getPeppolSettings, registerPeppol } from './peppol.api';

export const PEPPOL_SETTINGS_KEY = ['organization', 'peppol'] as const;

/** The access point as the page names it. */
const providerLabel = (provider: string) =>
  provider === 'demo' ? 'Démonstration (livraison au sein de cette installation)' : provider;

function registrationLabel(settings: PeppolSettingsDto) {
  if (settings.registration === null) return 'Non enregistrée';
  const label = PEPPOL_REGISTRATION_LABELS[settings.registration];
  return settings.reason ? `${label} : ${settings.reason}` : label;
}

export function PeppolRegistration() {
  const { state, update } = useRemote(PEPPOL_SETTINGS_KEY, getPeppolSettings);
  const [busy, setBusy] = useState(false);
  if (state.status !== 'loaded') return null;
  const settings = state.data;
  const register = async () => {
    setBusy(true);
    try {
      const result = await registerPeppol();
      if (result.ok) {
        toast.success(result.data.message);
        update(() => result.data.settings);
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="peppol-registration">
      <h3>Peppol</h3>
      <dl className="peppol-registration__facts">
        <dt>Point d’accès</dt>
        <dd>{providerLabel(settings.provider)}</dd>
        <dt>Identifiant Peppol</dt>
        <dd>{settings.participant_id ?? 'Aucun : renseignez le numéro d’entreprise'}</dd>
        <dt>Enregistrement</dt>
        <dd>{registrationLabel(settings)}</dd>
      </dl>
      {settings.participant_id !== null && settings.registration !== 'registered' ? (
        <LoadingButton variant="secondary" loading={busy} onClick={() => void register()}>
          Enregistrer sur Peppol
        </LoadingButton>
      ) : null}
    </div>
  );
}
