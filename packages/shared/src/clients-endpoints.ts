// The clients' endpoints (spec part 2 §7 "Clients"), declared once for the API, the web and the
// OpenAPI document (contract.ts).
import { z } from 'zod';
import {
  clientDtoSchema,
  clientIdSchema,
  clientInputSchema,
  clientListResponseSchema,
  clientsPageSchema,
  updateClientSchema,
  type ClientDto,
  type ClientListResponse,
} from './clients.js';
import { clientOverviewQuerySchema, type ClientOverviewResponse } from './client-overview.js';
import { area, json, reads, sends, works } from './contract.js';
import { pagedSchema, type Paged } from './paged-list.js';

/** A client's fields, as the form sends them (every field but the id). */
export type ClientFields = Omit<ClientDto, 'client_id'>;

/** `{ message, client }`: a client created or updated. */
export const clientSavedSchema = z.object({ message: z.string(), client: clientDtoSchema });
export type ClientSaved = z.output<typeof clientSavedSchema>;

const messageSchema = z.object({ message: z.string() });

export const CLIENTS = area('/api/clients', {
  list: {
    method: 'GET',
    summary:
      'Les clients de l’organisation : tous (la liste du spec), ou une page avec `page` (triée, cherchée).',
    answer: json<ClientListResponse>({ schema: clientListResponseSchema }),
    page: {
      query: clientsPageSchema,
      answer: json<Paged<ClientDto> & { unauthorized?: boolean }>({
        schema: pagedSchema(clientDtoSchema),
      }),
    },
    access: reads('consulter les clients'),
    input: sends<Record<string, never>>(),
  },
  createClient: {
    method: 'POST',
    summary: 'Crée un client (identité légale vérifiée : numéro d’entreprise, TVA).',
    body: clientInputSchema,
    answer: json<ClientSaved>({ status: 201, schema: clientSavedSchema }),
    access: works('créer un client'),
    input: sends<ClientFields>(),
  },
  updateClient: {
    method: 'PUT',
    summary: 'Modifie un client ; les champs d’identité omis gardent leur valeur.',
    body: updateClientSchema,
    answer: json<ClientSaved>({ schema: clientSavedSchema }),
    access: works('modifier un client'),
    input: sends<ClientDto>(),
  },
  deleteClient: {
    method: 'DELETE',
    summary: 'Supprime un client qui ne figure sur aucun document (409 sinon).',
    body: clientIdSchema,
    answer: json<{ message: string }>({ schema: messageSchema }),
    access: works('supprimer un client'),
    input: sends<{ client_id: number }>(),
  },
  getClientOverview: {
    method: 'GET',
    summary:
      'Un client, ses devis, factures et ventes, son solde dû (factures validées moins paiements et notes de crédit, plus remboursements) et la part en retard.',
    query: clientOverviewQuerySchema,
    answer: json<ClientOverviewResponse>(),
    access: reads('consulter les clients'),
    input: sends<{ client_id: number }>(),
  },
});
