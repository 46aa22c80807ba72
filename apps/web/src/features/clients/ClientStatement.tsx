// A client's statement of account and reminders (issue #32), on their page: the statement
// downloaded or e-mailed, and their payment reminders paused or resumed.
import type { ClientOverviewResponse } from '@app/shared/client-overview';
import { useState } from 'react';
import { saveBlob } from '../../api/download';
import { AREA_KEYS } from '../../api/query-client';
import { LoadingButton } from '../../components/buttons/LoadingButton';
import { CardSection } from '../../components/layout/CardSection';
import { useAreaMutation } from '../../hooks/useAreaMutation';
import { announced } from '../../lib/server-result';
import { useCan } from '../../session/useCan';
import { getStatementPdf, sendStatement, setReminderPause } from './clients.api';

const NO_EMAIL = 'Ce client n’a pas d’adresse e-mail : ajoutez-la avec « Modifier le client ».';

export function ClientStatement({ overview }: { overview: ClientOverviewResponse }) {
  const { client } = overview;
  const { allowed, reason } = useCan('write');
  const [downloading, setDownloading] = useState(false);
  const sending = useAreaMutation(sendStatement, []);
  const pausing = useAreaMutation(setReminderPause, [AREA_KEYS.clients, ['reminders']]);

  const download = async () => {
    setDownloading(true);
    try {
      const file = await getStatementPdf(client.client_id);
      if (file) saveBlob(file, `Releve-de-compte-${client.client_id}.pdf`);
    } finally {
      setDownloading(false);
    }
  };
  const send = async () => {
    try {
      announced(await sending.mutateAsync(client.client_id));
    } catch {
      // Network failure: the fetch helper already said so.
    }
  };
  const togglePause = async (paused: boolean) => {
    try {
      announced(await pausing.mutateAsync({ clientId: client.client_id, paused }));
    } catch {
      // Network failure: the fetch helper already said so.
    }
  };

  return (
    <CardSection block="client-statement" title="Relevé de compte et relances">
      <div className="client-statement__actions">
        <LoadingButton variant="secondary" loading={downloading} onClick={() => void download()}>
          Télécharger le relevé (PDF)
        </LoadingButton>
        <LoadingButton
          variant="secondary"
          loading={sending.isPending}
          disabled={!allowed || !client.client_email}
          title={!allowed ? reason : client.client_email ? undefined : NO_EMAIL}
          onClick={() => void send()}
        >
          Envoyer le relevé par e-mail
        </LoadingButton>
      </div>
      <label className="client-statement__pause">
        <input
          type="checkbox"
          checked={overview.reminders_paused}
          disabled={!allowed || pausing.isPending}
          title={reason}
          onChange={(event) => void togglePause(event.target.checked)}
        />
        Suspendre les relances de paiement de ce client
      </label>
      <p className="client-statement__hint">
        {overview.reminders_paused
          ? 'Aucune relance ne lui est envoyée, ni à la main ni automatiquement.'
          : 'Ses factures en retard apparaissent dans « Relances » à la date de chaque niveau.'}
      </p>
    </CardSection>
  );
}
