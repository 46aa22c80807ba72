import {
  clientInputSchema,
  updateClientSchema,
  type ClientDto,
  type ClientType,
} from '@app/shared/clients';
import type { Country } from '@app/shared/legal-identity';
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { createClient, deleteClient, listClients, updateClient } from '../../api/clients';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormDialog } from '../../components/FormDialog';
import { LoadError } from '../../components/LoadError';
import { OptionSelect } from '../../components/OptionSelect';
import { Pagination, pageCountOf, pageSlice } from '../../components/Pagination';
import { Spinner } from '../../components/Spinner';
import { TextInput } from '../../components/TextInput';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useRemoteData } from '../../hooks/useRemoteData';
import { COUNTRY_OPTIONS, ENTERPRISE_NUMBER_LABELS } from '../../lib/legal-identity-labels';
import { fieldErrorsOf, reportInvalid, type FieldErrors } from '../../lib/validation';
import './clients.css';

export const CLIENTS_PAGE_SIZE = 25;
export const MSG_DELETE_CONFIRMATION = 'Etes vous sûr de vouloir supprimer?';

type TextField =
  | 'client_name'
  | 'client_email'
  | 'client_address'
  | 'postal_code'
  | 'city'
  | 'client_phone'
  | 'bank_account'
  | 'enterprise_number'
  | 'vat_number';

/** The form's draft: the text fields as typed, the type and country as chosen. */
type ClientDraft = Record<TextField, string> & { client_type: ClientType; country: Country };

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

const CLIENT_TYPE_OPTIONS: readonly { value: ClientType; label: string }[] = [
  { value: 'company', label: 'Entreprise' },
  { value: 'person', label: 'Particulier' },
];

const FIELD_ID_PREFIX = 'client';

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

/** A private person has no enterprise number: none is sent for one. */
const candidateOf = (draft: ClientDraft) => ({
  ...draft,
  enterprise_number: draft.client_type === 'person' ? '' : draft.enterprise_number,
});

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

type Editing = { mode: 'create' } | { mode: 'edit'; client: ClientDto };

const CONTACT_FIELDS: {
  key: TextField;
  label: string;
  type?: 'email' | 'tel';
  autoComplete?: string;
  wide?: boolean;
}[] = [
  { key: 'client_email', label: 'Email', type: 'email', autoComplete: 'off' },
  { key: 'client_phone', label: 'Numéro', type: 'tel', autoComplete: 'off' },
  { key: 'client_address', label: 'Adresse', autoComplete: 'off', wide: true },
  { key: 'postal_code', label: 'Code postal', autoComplete: 'off' },
  { key: 'city', label: 'Ville', autoComplete: 'off' },
];

export default function ClientsPage() {
  useDocumentTitle('Clients');
  const { state, reload, update } = useRemoteData(listClients);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [draft, setDraft] = useState<ClientDraft>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
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
    setDraft(next.mode === 'edit' ? draftFromClient(next.client) : EMPTY);
    setErrors({});
  };

  const set =
    <Field extends keyof ClientDraft>(field: Field) =>
    (value: ClientDraft[Field]) => {
      setDraft((previous) => ({ ...previous, [field]: value }));
      setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    };
  const fieldProps = (field: keyof ClientDraft) => ({
    id: `${FIELD_ID_PREFIX}-${field}`,
    error: errors[field],
  });

  const save = async () => {
    if (!editing) return;
    const candidate = candidateOf(draft);
    const parsed =
      editing.mode === 'create'
        ? clientInputSchema.safeParse(candidate)
        : updateClientSchema.safeParse({ ...candidate, client_id: editing.client.client_id });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      reportInvalid(parsed.error, FIELD_ID_PREFIX);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const result =
        editing.mode === 'create'
          ? await createClient(parsed.data)
          : await updateClient({ ...parsed.data, client_id: editing.client.client_id });
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
                {['Nom', 'Email', 'Numéro', 'Compte', 'TVA', 'Localité', 'Actions'].map((label) => (
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
                  <td data-label="Localité">{clientLocality(client) || '–'}</td>
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
        <div className="form-grid">
          <TextInput
            {...fieldProps('client_name')}
            label="Nom"
            required
            value={draft.client_name}
            onChange={set('client_name')}
            autoComplete="off"
          />
          <OptionSelect
            {...fieldProps('client_type')}
            label="Type"
            value={draft.client_type}
            onChange={set('client_type')}
            options={CLIENT_TYPE_OPTIONS}
          />
          {CONTACT_FIELDS.map(({ key, label, type, autoComplete, wide }) => (
            <TextInput
              key={key}
              {...fieldProps(key)}
              label={label}
              type={type ?? 'text'}
              value={draft[key]}
              onChange={set(key)}
              autoComplete={autoComplete}
              fieldClass={wide ? 'form-grid__wide' : undefined}
            />
          ))}
          <OptionSelect
            {...fieldProps('country')}
            label="Pays"
            value={draft.country}
            onChange={set('country')}
            options={COUNTRY_OPTIONS}
          />
          {draft.client_type === 'company' ? (
            <TextInput
              {...fieldProps('enterprise_number')}
              label={ENTERPRISE_NUMBER_LABELS[draft.country]}
              value={draft.enterprise_number}
              onChange={set('enterprise_number')}
              inputMode="numeric"
              autoComplete="off"
            />
          ) : null}
          <TextInput
            {...fieldProps('bank_account')}
            label="Compte"
            value={draft.bank_account}
            onChange={set('bank_account')}
            autoComplete="off"
          />
          <TextInput
            {...fieldProps('vat_number')}
            label="TVA"
            value={draft.vat_number}
            onChange={set('vat_number')}
            placeholder={draft.country === 'FR' ? 'FR40303265045' : 'BE0123456749'}
            autoComplete="off"
          />
        </div>
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
