// /client/:id, a client's own page (issue #30 §1): who they are (edited with the clients' own
// dialog), what they owe and how much of it is late, and their invoices, quotes and sales.
import type { ClientOverviewResponse } from '@app/shared/client-overview';
import { participantOfClient } from '@app/shared/peppol';
import type { ClientDto } from '@app/shared/clients';
import { formatEurosAmount } from '@app/shared/format';
import { Link, useParams } from 'react-router-dom';
import { AREA_KEYS } from '../../api/query-client';
import { PlainButton } from '../../components/buttons/PlainButton';
import { LoadError } from '../../components/feedback/LoadError';
import { Spinner } from '../../components/feedback/Spinner';
import { EntityDialogs } from '../../components/lists/EntityDialogs';
import { useEntityActions } from '../../components/lists/useEntityEditor';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useRemote } from '../../hooks/useRemote';
import { useCan } from '../../session/useCan';
import { ClientDocuments } from './ClientDocuments';
import { PeppolStatus } from './PeppolStatus';
import { ClientStatement } from './ClientStatement';
import { CLIENT_FORM } from './client-form';
import { deleteClient, getClientOverview } from './clients.api';
import './client-page.css';

export const MSG_CLIENT_PAGE_NOT_FOUND =
  'Client introuvable : il a peut-être été supprimé, ou l’adresse de la page est incomplète.';

/** The id of the path, or null when it is not one (/client/abc). */
const idOf = (value: string | undefined) =>
  value !== undefined && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;

/** The client's details, each line shown only when known. */
function ClientDetails({ client }: { client: ClientDto }) {
  const locality = [client.postal_code, client.city].filter(Boolean).join(' ');
  const lines: [string, string | null][] = [
    ['Type', client.client_type === 'person' ? 'Particulier' : 'Entreprise'],
    ['Email', client.client_email],
    ['Téléphone', client.client_phone],
    ['Adresse', [client.client_address, locality].filter(Boolean).join(', ') || null],
    ['Pays', client.country],
    ['Numéro d’entreprise', client.enterprise_number],
    ['TVA', client.vat_number],
    ['Compte bancaire', client.bank_account],
  ];
  return (
    <dl className="client-page__details">
      {lines
        .filter((line): line is [string, string] => Boolean(line[1]))
        .map(([label, value]) => (
          <div key={label} className="client-page__detail">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      {participantOfClient(client) && (
        <div className="client-page__detail">
          <dt>Peppol</dt>
          <dd>
            <PeppolStatus party={client} delayMs={0} />
          </dd>
        </div>
      )}
    </dl>
  );
}

/** What the client owes on validated invoices, and the late part of it. */
function ClientBalance({ overview }: { overview: ClientOverviewResponse }) {
  return (
    <dl className="client-page__balance" aria-label="Solde du client">
      <div className="client-page__figure">
        <dt>Solde dû</dt>
        <dd>{formatEurosAmount(overview.balance_due)}</dd>
      </div>
      <div
        className={
          overview.overdue_amount > 0
            ? 'client-page__figure client-page__figure--late'
            : 'client-page__figure'
        }
      >
        <dt>Dont en retard</dt>
        <dd>{formatEurosAmount(overview.overdue_amount)}</dd>
      </div>
    </dl>
  );
}

function LoadedClient({ overview }: { overview: ClientOverviewResponse }) {
  const { client } = overview;
  useDocumentTitle(client.client_name);
  const actions = useEntityActions({
    form: CLIENT_FORM,
    remove: (entity: ClientDto) => deleteClient(entity.client_id),
    queryKey: AREA_KEYS.clients,
  });
  const { allowed, reason } = useCan('write');
  return (
    <>
      <div className="page-header">
        <div>
          <p className="client-page__back">
            <Link to="/clients">← Clients</Link>
          </p>
          <h1 id="page-title" className="page__title">
            {client.client_name}
          </h1>
        </div>
        <PlainButton
          variant="secondary"
          disabled={!allowed}
          title={reason}
          onClick={() => actions.editor.open(client)}
        >
          Modifier le client
        </PlainButton>
      </div>
      <div className="client-page__summary card-panel card-panel--roomy">
        <ClientDetails client={client} />
        <ClientBalance overview={overview} />
      </div>
      <ClientStatement overview={overview} />
      <ClientDocuments overview={overview} />
      <EntityDialogs form={CLIENT_FORM} actions={actions} deletion={{ confirm: () => '' }} />
    </>
  );
}

/** The page of an id that is no client of the organization. */
function ClientNotFound() {
  useDocumentTitle('Client introuvable');
  return (
    <div className="client-page__missing" role="alert">
      <h1 id="page-title" className="page__title">
        Client introuvable
      </h1>
      <p>{MSG_CLIENT_PAGE_NOT_FOUND}</p>
      <Link to="/clients" className="button button--secondary">
        Retour aux clients
      </Link>
    </div>
  );
}

function ClientOverview({ clientId }: { clientId: number }) {
  const { state, reload } = useRemote([...AREA_KEYS.clients, 'overview', clientId], (signal) =>
    getClientOverview(clientId, signal),
  );
  if (state.status === 'loading') return <Spinner block label="Chargement du client" />;
  if (state.status === 'failed') return <LoadError what="ce client" onRetry={reload} />;
  if (!state.data.found) return <ClientNotFound />;
  return <LoadedClient overview={state.data.overview} />;
}

export default function ClientPage() {
  const clientId = idOf(useParams().id);
  return (
    <section className="page client-page" aria-labelledby="page-title">
      {clientId === null ? <ClientNotFound /> : <ClientOverview clientId={clientId} />}
    </section>
  );
}
