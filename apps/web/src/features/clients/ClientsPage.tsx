import { clientInputSchema, updateClientSchema, type ClientDto } from '@app/shared/clients';
import type { ClientSort } from '@app/shared/clients';
import { AREA_KEYS } from '../../api/query-client';
import { createClient, deleteClient, getClientsPage, updateClient } from './clients.api';
import {
  ENTITY_PAGE_SIZE,
  PagedEntityListPage,
  type EntityListTexts,
} from '../../components/lists/PagedEntityListPage';
import type { TableColumn } from '../../components/lists/SortableTable';
import type { EntityForm } from '../../components/lists/useEntityEditor';
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

/** A text column; its key is the paged call's sort. */
const column = (key: ClientSort, label: string, text: (client: ClientDto) => string | null) => ({
  key,
  label,
  render: (client: ClientDto) => text(client) || '–',
  sortValue: (client: ClientDto) => text(client) ?? '',
});

const COLUMNS: readonly TableColumn<ClientDto>[] = [
  column('client_name', 'Nom', (client) => client.client_name),
  column('client_email', 'Email', (client) => client.client_email),
  column('client_phone', 'Numéro', (client) => client.client_phone),
  column('bank_account', 'Compte', (client) => client.bank_account),
  column('vat_number', 'TVA', (client) => client.vat_number),
  column('locality', 'Localité', clientLocality),
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
    if (!result || 'refused' in result) return result;
    return { message: result.message, entity: result.client };
  },
  fields: (content) => <ClientFormFields {...content} />,
};

export default function ClientsPage() {
  useDocumentTitle('Clients');
  return (
    <PagedEntityListPage
      texts={TEXTS}
      className="clients-page"
      queryKey={AREA_KEYS.clients}
      fetchPage={getClientsPage}
      keyOf={(client) => client.client_id}
      columns={COLUMNS}
      editing={{
        form: FORM,
        nameOf: (client) => client.client_name,
        remove: (client) => deleteClient(client.client_id),
        deleteMessage: (client) => `Le client « ${client.client_name} » sera supprimé.`,
      }}
    />
  );
}
