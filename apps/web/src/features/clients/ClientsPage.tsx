import type { ClientDto, ClientSort } from '@app/shared/clients';
import { Link } from 'react-router-dom';
import { AREA_KEYS } from '../../api/query-client';
import { deleteClient, getClientsPage } from './clients.api';
import {
  ENTITY_PAGE_SIZE,
  PagedEntityListPage,
  type EntityListTexts,
} from '../../components/lists/PagedEntityListPage';
import type { TableColumn } from '../../components/lists/SortableTable';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { CLIENT_FORM, clientPath } from './client-form';

export const CLIENTS_PAGE_SIZE = ENTITY_PAGE_SIZE;

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

/**
 * The name links to the client's page: a real link (new tab, copied address), whose click does
 * not also count as a click on its row.
 */
const nameColumn: TableColumn<ClientDto> = {
  ...column('client_name', 'Nom', (client) => client.client_name),
  render: (client) => (
    <Link to={clientPath(client.client_id)} onClick={(event) => event.stopPropagation()}>
      {client.client_name}
    </Link>
  ),
};

const COLUMNS: readonly TableColumn<ClientDto>[] = [
  nameColumn,
  column('client_email', 'Email', (client) => client.client_email),
  column('client_phone', 'Numéro', (client) => client.client_phone),
  column('bank_account', 'Compte', (client) => client.bank_account),
  column('vat_number', 'TVA', (client) => client.vat_number),
  column('locality', 'Localité', clientLocality),
];

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
        form: CLIENT_FORM,
        nameOf: (client) => client.client_name,
        remove: (client) => deleteClient(client.client_id),
        deleteMessage: (client) => `Le client « ${client.client_name} » sera supprimé.`,
      }}
    />
  );
}
