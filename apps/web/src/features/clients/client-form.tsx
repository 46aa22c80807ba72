// The client's create and edit dialog, shared by the clients' list and a client's own page: its
// draft, checked by the shared schema, and saved through the clients' calls.
import { clientInputSchema, updateClientSchema, type ClientDto } from '@app/shared/clients';
import type { EntityForm } from '../../components/lists/useEntityEditor';
import { fieldErrorsOf, reportInvalid } from '../../lib/validation';
import { createClient, updateClient } from './clients.api';
import { CLIENT_FIELD_ID_PREFIX, ClientFormFields, type ClientDraft } from './ClientFormFields';

/** A client's own page. */
export const clientPath = (clientId: number) => `/client/${clientId}`;

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

export const CLIENT_FORM: EntityForm<ClientDto, ClientDraft> = {
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
