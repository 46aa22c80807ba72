import { clientFieldOfMessage, type ClientDto, type ClientListResponse } from '@app/shared/clients';
import { pageSearchParams, type Paged } from '@app/shared/paged-list';
import { apiRequest, successOf } from '../../api/client';
import { deleteById } from '../../api/delete-by-id';
import { formRequest } from '../../api/form-request';
import type { PageRequest } from '../../components/lists/usePagedList';

const BASE = '/api/clients';

export type ClientFields = Omit<ClientDto, 'client_id'>;

/** The clients, or undefined when the list could not be read (or is flagged unauthorized). */
export async function listClients(signal?: AbortSignal): Promise<ClientDto[] | undefined> {
  const result = successOf(await apiRequest<ClientListResponse>(`${BASE}/list`, { signal }));
  // Spec part 2 §6: an unauthorized flag means the data is ignored.
  return result && !result.unauthorized ? result.clients : undefined;
}

/**
 * One page of the clients (issue #16): the spec's call with `page` in its query, searched and
 * sorted by the server; the reference lists of the forms keep the full list.
 */
export async function getClientsPage(
  request: PageRequest,
  signal?: AbortSignal,
): Promise<Paged<ClientDto> | undefined> {
  const query = pageSearchParams(request);
  const result = successOf(
    await apiRequest<Paged<ClientDto> & { unauthorized?: boolean }>(
      `${BASE}/list?${query.toString()}`,
      { signal },
    ),
  );
  // Spec part 2 §6: an unauthorized flag means the data is ignored.
  return result && result.unauthorized !== true ? result : undefined;
}

type ClientSaved = { message: string; client: ClientDto };

/** The saved client, a refusal about one of its fields, or undefined (the helper said why). */
export async function createClient(fields: ClientFields) {
  return formRequest<ClientSaved>(
    `${BASE}/createClient`,
    { method: 'POST', body: fields },
    clientFieldOfMessage,
  );
}

/** The saved client, a refusal about one of its fields, or undefined (the helper said why). */
export async function updateClient(client: ClientDto) {
  return formRequest<ClientSaved>(
    `${BASE}/updateClient`,
    { method: 'PUT', body: client },
    clientFieldOfMessage,
  );
}

export const deleteClient = (clientId: number) =>
  deleteById(`${BASE}/deleteClient`, 'client_id', clientId);
