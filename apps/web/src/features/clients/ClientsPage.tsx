import { clientInputSchema, updateClientSchema, type ClientDto } from '@app/shared/clients';
import { createClient, deleteClient, listClients, updateClient } from './clients.api';
import type { EntityColumn } from '../../components/EntityTable';
import {
  ENTITY_PAGE_SIZE,
  EntityListPage,
  type EntityListTexts,
} from '../../components/EntityListPage';
import type { EntityForm } from '../../components/useEntityEditor';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { fieldErrorsOf, reportInvalid } from '../../lib/validation';
import { CLIENT_FIELD_ID_PREFIX, ClientFormFields, type ClientDraft } from './ClientFormFields';

export const CLIENTS_PAGE_SIZE = ENTITY_PAGE_SIZE;

const EMPTY: ClientDraft = {
  client_name: '',
  client_email: '',
  client_address: '',
  postal_code: '',
  city: '',
  client_phone: '',
  bank_account: '',
  enterprise_number: '',
  vat_number: '',
  client_type: 'company',
  country: 'BE',
};

function draftFromClient(client: ClientDto): ClientDraft {
  return {
    client_name: client.client_name,
    client_email: client.client_email ?? '',
    client_address: client.client_address ?? '',
    postal_code: client.postal_code ?? '',
    city: client.city ?? '',
    client_phone: client.client_phone ?? '',
    bank_account: client.bank_account ?? '',
    enterprise_number: client.enterprise_number ?? '',
    vat_number: client.vat_number ?? '',
    client_type: client.client_type,
    country: client.country,
  };
}

/** The draft through the shared schema; a private person has no enterprise number to send. */
function parseDraft(draft: ClientDraft, client: ClientDto | null) {
  const candidate = {
    ...draft,
    enterprise_number: draft.client_type === 'person' ? '' : draft.enterprise_number,
  };
  return client === null
    ? clientInputSchema.safeParse(candidate)
    : updateClientSchema.safeParse({ ...candidate, client_id: client.client_id });
}

/** Postal code and city, as the list shows them. */
export const clientLocality = (client: ClientDto) =>
  [client.postal_code, client.city].filter(Boolean).join(' ');

/** Spec part 2 §2: the search matches the client name, the client id and the email. */
export function matchesClient(client: ClientDto, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase('fr');
  if (needle === '') return true;
  return [client.client_name, String(client.client_id), client.client_email ?? ''].some((value) =>
    value.toLocaleLowerCase('fr').includes(needle),
  );
}

const TEXTS: EntityListTexts = {
  title: 'Clients',
  add: 'Ajouter un client',
  search: 'Rechercher un client',
  searchPlaceholder: 'Nom, numéro de client ou email',
  loading: 'Chargement des clients',
  loadFailed: 'les clients',
  empty: 'Aucun client pour le moment : ajoutez votre premier client.',
  noMatch: 'Aucun client ne correspond à la recherche.',
  pagination: 'Pagination des clients',
  actions: 'Actions',
};

const COLUMNS: readonly EntityColumn<ClientDto>[] = [
  { label: 'Nom', cell: (client) => client.client_name },
  { label: 'Email', cell: (client) => client.client_email ?? '–' },
  { label: 'Numéro', cell: (client) => client.client_phone ?? '–' },
  { label: 'Compte', cell: (client) => client.bank_account ?? '–' },
  { label: 'TVA', cell: (client) => client.vat_number ?? '–' },
  { label: 'Localité', cell: (client) => clientLocality(client) || '–' },
];

const FORM: EntityForm<ClientDto, ClientDraft> = {
  createTitle: 'Nouveau client',
  editTitle: 'Modifier le client',
  createLabel: 'Ajouter le client',
  empty: EMPTY,
  draftOf: draftFromClient,
  validate: (draft, client) => {
    const parsed = parseDraft(draft, client);
    if (parsed.success) return true;
    const errors = fieldErrorsOf(parsed.error);
    reportInvalid(parsed.error, CLIENT_FIELD_ID_PREFIX);
    return errors;
  },
  save: async (draft, client) => {
    const parsed = parseDraft(draft, client);
    if (!parsed.success) return undefined;
    const result =
      client === null
        ? await createClient(parsed.data)
        : await updateClient({ ...parsed.data, client_id: client.client_id });
    return result && { message: result.message, entity: result.client };
  },
  order: (a, b) => a.client_name.localeCompare(b.client_name, 'fr'),
  fields: (content) => <ClientFormFields {...content} />,
};

export default function ClientsPage() {
  useDocumentTitle('Clients');
  return (
    <EntityListPage
      texts={TEXTS}
      className="clients-page"
      load={listClients}
      matches={matchesClient}
      keyOf={(client) => client.client_id}
      nameOf={(client) => client.client_name}
      columns={COLUMNS}
      form={FORM}
      remove={(client) => deleteClient(client.client_id)}
      deleteMessage={(client) => `Le client « ${client.client_name} » sera supprimé.`}
    />
  );
}
