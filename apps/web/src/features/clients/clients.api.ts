import type { ClientOverviewResponse } from '@app/shared/client-overview';
import { MSG_CLIENT_NOT_FOUND, type ClientDto } from '@app/shared/clients';
import { CLIENTS, type ClientFields } from '@app/shared/clients-endpoints';
import type { Paged } from '@app/shared/paged-list';
import type { PeppolLookupDto, PeppolParticipant } from '@app/shared/peppol';
import { PEPPOL } from '@app/shared/peppol-endpoints';
import { CLIENT_STATEMENTS } from '@app/shared/reminders-endpoints';
import { blobOf, isApiFailure, successOf } from '../../api/client';
import { call, callPage } from '../../api/endpoints';
import { formCall } from '../../api/form-request';
import type { PageRequest } from '../../components/lists/usePagedList';

export type { ClientFields };

/** The clients, or undefined when the list could not be read (or is flagged unauthorized). */
export async function listClients(signal?: AbortSignal): Promise<ClientDto[] | undefined> {
  const result = successOf(await call(CLIENTS.list, {}, { signal }));
  // Spec part 2 §6: an unauthorized flag means the data is ignored.
  return result && !result.unauthorized ? result.clients : undefined;
}

/**
 * One page of the clients: the spec's call with `page` in its query, searched and
 * sorted by the server; the reference lists of the forms keep the full list.
 */
export async function getClientsPage(
  request: PageRequest,
  signal?: AbortSignal,
): Promise<Paged<ClientDto> | undefined> {
  const result = successOf(await callPage(CLIENTS.list, request, { signal }));
  // Spec part 2 §6: an unauthorized flag means the data is ignored.
  return result && result.unauthorized !== true ? result : undefined;
}

/** The saved client, a refusal about one of its fields, or undefined (the helper said why). */
export const createClient = (fields: ClientFields) => formCall(CLIENTS.createClient, fields);

/** The saved client, a refusal about one of its fields, or undefined (the helper said why). */
export const updateClient = (client: ClientDto) => formCall(CLIENTS.updateClient, client);

/** The server's message, or undefined when it refused (the fetch helper said why). */
export async function deleteClient(clientId: number) {
  return successOf(await call(CLIENTS.deleteClient, { client_id: clientId }));
}

/** A client's page as read: found, or not the organization's (nor anyone's) with the reason. */
export type ClientOverviewRead =
  { found: true; overview: ClientOverviewResponse } | { found: false; message: string };

/**
 * The client's page: the client, their documents and what they owe. A refusal (an unknown or
 * another organization's id) is a state of the page, not a toast; undefined when the call could
 * not be made (the page offers to try again).
 */
export async function getClientOverview(
  clientId: number,
  signal?: AbortSignal,
): Promise<ClientOverviewRead | undefined> {
  const result = await call(
    CLIENTS.getClientOverview,
    { client_id: clientId },
    { signal, quiet: true },
  );
  if (isApiFailure(result))
    return { found: false, message: result.message ?? MSG_CLIENT_NOT_FOUND };
  return result ? { found: true, overview: result } : undefined;
}

/** The client's statement of account (issue #32) as a PDF; undefined when refused. */
export async function getStatementPdf(clientId: number): Promise<Blob | undefined> {
  return blobOf(await call(CLIENT_STATEMENTS.getStatementPdf, { client_id: clientId }));
}

/** The statement e-mailed to the client: the server's message, or undefined when refused. */
export async function sendStatement(clientId: number) {
  return successOf(await call(CLIENT_STATEMENTS.sendStatement, { client_id: clientId }));
}

/** The client's reminders paused or resumed: the server's message, or undefined when refused. */
export async function setReminderPause(input: { clientId: number; paused: boolean }) {
  return successOf(
    await call(CLIENT_STATEMENTS.setReminderPause, {
      client_id: input.clientId,
      paused: input.paused,
    }),
  );
}

/**
 * Whether a participant is on Peppol (issue #33); 'unavailable' when it could not be checked (the
 * network did not answer: 503). Quiet: the form says so beside the number, no toast.
 */
export async function lookupPeppol(
  participant: PeppolParticipant,
  signal?: AbortSignal,
): Promise<PeppolLookupDto | 'unavailable'> {
  const result = await call(PEPPOL.lookup, participant, { signal, quiet: true });
  return result === undefined || isApiFailure(result) ? 'unavailable' : result;
}
