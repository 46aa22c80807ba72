import { MSG_CLIENT_NAME_REQUIRED, type ClientDto } from '@app/shared/clients';
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import {
  createClient,
  deleteClient,
  listClients,
  updateClient,
  type ClientFields,
} from '../../api/clients';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormDialog } from '../../components/FormDialog';
import { LoadError } from '../../components/LoadError';
import { Pagination, pageCountOf, pageSlice } from '../../components/Pagination';
import { Spinner } from '../../components/Spinner';
import { TextInput } from '../../components/TextInput';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useRemoteData } from '../../hooks/useRemoteData';
import './clients.css';

export const CLIENTS_PAGE_SIZE = 25;
export const MSG_DELETE_CONFIRMATION = 'Etes vous sûr de vouloir supprimer?';

const EMPTY: ClientFields = {
  client_name: '',
  client_email: '',
  client_address: '',
  client_phone: '',
  bank_account: '',
  vat_number: '',
};

/** Spec part 2 §2: the search matches the client name, the client id and the email. */
export function matchesClient(client: ClientDto, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase('fr');
  if (needle === '') return true;
  return [client.client_name, String(client.client_id), client.client_email ?? ''].some((value) =>
    value.toLocaleLowerCase('fr').includes(needle),
  );
}

type Editing = { mode: 'create' } | { mode: 'edit'; client: ClientDto };

const FIELDS: { key: keyof ClientFields; label: string; type?: 'email' | 'tel' }[] = [
  { key: 'client_name', label: 'Nom' },
  { key: 'client_email', label: 'Email', type: 'email' },
  { key: 'client_address', label: 'Adresse' },
  { key: 'client_phone', label: 'Numéro', type: 'tel' },
  { key: 'bank_account', label: 'Compte' },
  { key: 'vat_number', label: 'TVA' },
];

export default function ClientsPage() {
  useDocumentTitle('Clients');
  const { state, reload, update } = useRemoteData(listClients);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [draft, setDraft] = useState<ClientFields>(EMPTY);
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<ClientDto | null>(null);
  const [deleteRunning, setDeleteRunning] = useState(false);

  const clients = useMemo(() => (state.status === 'loaded' ? state.data : []), [state]);
  const filtered = useMemo(
    () => clients.filter((client) => matchesClient(client, search)),
    [clients, search],
  );
  const pageCount = pageCountOf(filtered.length, CLIENTS_PAGE_SIZE);
  const current = Math.min(page, pageCount);

  const open = (next: Editing) => {
    setEditing(next);
    setDraft(
      next.mode === 'edit'
        ? (Object.fromEntries(
            FIELDS.map(({ key }) => [key, next.client[key] ?? '']),
          ) as ClientFields)
        : EMPTY,
    );
  };

  const save = async () => {
    if (!editing) return;
    if (!draft.client_name?.trim()) {
      toast.error(MSG_CLIENT_NAME_REQUIRED);
      return;
    }
    setSaving(true);
    try {
      const result =
        editing.mode === 'create'
          ? await createClient(draft)
          : await updateClient({ ...draft, client_id: editing.client.client_id });
      if (!result) return;
      toast.success(result.message);
      update((list) =>
        [
          ...list.filter((client) => client.client_id !== result.client.client_id),
          result.client,
        ].sort((a, b) => a.client_name.localeCompare(b.client_name, 'fr')),
      );
      setEditing(null);
    } catch {
      // Network failure: the fetch helper already said so; the draft stays for another try.
    } finally {
      setSaving(false);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteRunning(true);
    try {
      const result = await deleteClient(deleting.client_id);
      if (!result) return;
      toast.success(result.message);
      update((list) => list.filter((c) => c.client_id !== deleting.client_id));
      setDeleting(null);
    } catch {
      // Network failure: the fetch helper already said so.
    } finally {
      setDeleteRunning(false);
    }
  };

  return (
    <section className="page clients-page" aria-labelledby="page-title">
      <div className="clients-page__header">
        <h1 id="page-title" className="page__title">
          Clients
        </h1>
        <button
          type="button"
          className="button button--primary"
          onClick={() => open({ mode: 'create' })}
        >
          Ajouter un client
        </button>
      </div>
      <TextInput
        type="search"
        label="Rechercher un client"
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
        placeholder="Nom, numéro de client ou email"
        fieldClass="search-field"
      />

      {state.status === 'loading' ? <Spinner block label="Chargement des clients" /> : null}
      {state.status === 'failed' ? <LoadError what="les clients" onRetry={reload} /> : null}
      {state.status === 'loaded' && filtered.length === 0 ? (
        <p className="empty-state">
          {clients.length === 0
            ? 'Aucun client pour le moment : ajoutez votre premier client.'
            : 'Aucun client ne correspond à la recherche.'}
        </p>
      ) : null}
      {state.status === 'loaded' && filtered.length > 0 ? (
        <div className="table-wrapper">
          <table className="data-table">
            <caption className="sr-only">Clients</caption>
            <thead>
              <tr>
                {['Nom', 'Email', 'Numéro', 'Compte', 'TVA', 'Actions'].map((label) => (
                  <th key={label} scope="col">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {pageSlice(filtered, current, CLIENTS_PAGE_SIZE).map((client) => (
                <tr key={client.client_id}>
                  <td data-label="Nom">{client.client_name}</td>
                  <td data-label="Email">{client.client_email ?? '–'}</td>
                  <td data-label="Numéro">{client.client_phone ?? '–'}</td>
                  <td data-label="Compte">{client.bank_account ?? '–'}</td>
                  <td data-label="TVA">{client.vat_number ?? '–'}</td>
                  <td className="data-table__actions">
                    <button
                      type="button"
                      className="button button--secondary button--sm"
                      aria-label={`Modifier ${client.client_name}`}
                      onClick={() => open({ mode: 'edit', client })}
                    >
                      Modifier
                    </button>
                    <button
                      type="button"
                      className="button button--danger button--sm"
                      aria-label={`Supprimer ${client.client_name}`}
                      onClick={() => setDeleting(client)}
                    >
                      Supprimer
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <Pagination
        page={current}
        pageCount={pageCount}
        onChange={setPage}
        label="Pagination des clients"
      />

      <FormDialog
        open={editing !== null}
        title={editing?.mode === 'edit' ? 'Modifier le client' : 'Nouveau client'}
        submitLabel={editing?.mode === 'edit' ? 'Enregistrer' : 'Ajouter le client'}
        onSubmit={() => void save()}
        onClose={() => setEditing(null)}
        loading={saving}
      >
        {FIELDS.map(({ key, label, type }) => (
          <TextInput
            key={key}
            label={label}
            type={type ?? 'text'}
            required={key === 'client_name'}
            value={draft[key] ?? ''}
            onChange={(value) => setDraft((previous) => ({ ...previous, [key]: value }))}
          />
        ))}
      </FormDialog>

      <ConfirmDialog
        open={deleting !== null}
        title={MSG_DELETE_CONFIRMATION}
        message={deleting ? `Le client « ${deleting.client_name} » sera supprimé.` : ''}
        confirmLabel="Supprimer"
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
        loading={deleteRunning}
      />
    </section>
  );
}
