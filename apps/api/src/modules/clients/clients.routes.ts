import {
  clientIdSchema,
  type ClientListResponse,
  MSG_CLIENT_CREATED,
  MSG_CLIENT_DELETED,
  MSG_CLIENT_UPDATED,
} from '@app/shared/clients';
import { CLIENTS } from '@app/shared/clients-endpoints';
import { Router } from 'express';
import type { AppContext } from '../../app-context.js';
import { pagedListRoute } from '../../http/paged-route.js';
import { serve } from '../../http/serve.js';
import {
  byId,
  createdRoute,
  messageRoute,
  noFields,
  requestFields,
  route,
  savedAnswer,
  withInput,
} from '../../http/route.js';
import { activePlanRouter } from '../auth/guards.js';
import {
  createClient,
  deleteClient,
  listClients,
  storedClientIdentity,
  updateClient,
} from './clients.service.js';
import { pageClients } from './client-list.js';
import { clientOverview } from './client-overview.js';

/** Spec part 2 §7 "Clients", registered from their declarations (@app/shared/clients-endpoints). */
export function clientsRoutes(ctx: AppContext): Router {
  const router = activePlanRouter(ctx);

  // Without `page`, every client (spec); ?page=… answers one page.
  serve(
    router,
    CLIENTS.list,
    pagedListRoute(ctx.db, noFields, CLIENTS.list.page.query, {
      full: async (db, organizationId): Promise<ClientListResponse> => ({
        clients: await listClients(db, organizationId),
        unauthorized: false,
      }),
      page: pageClients,
    }),
  );

  serve(
    router,
    CLIENTS.createClient,
    createdRoute(
      CLIENTS.createClient.body,
      MSG_CLIENT_CREATED,
      'client',
      withInput(ctx.db, createClient),
    ),
  );

  // Fields left out of an update keep their stored value (identity fields came later): the id
  // is read first, then the declared schema on the stored identity with the request's fields.
  serve(
    router,
    CLIENTS.updateClient,
    route(
      clientIdSchema,
      savedAnswer(
        MSG_CLIENT_UPDATED,
        'client',
        async ({ client_id: id }, { req, organizationId }) => {
          const stored = await storedClientIdentity(ctx.db, organizationId, id);
          const { client_id, ...input } = CLIENTS.updateClient.body.parse({
            ...stored,
            ...requestFields(req),
          });
          return updateClient(ctx.db, organizationId, client_id, input);
        },
      ),
    ),
  );

  // The spec sends a JSON body with DELETE; ?client_id= is accepted for clients that cannot.
  serve(
    router,
    CLIENTS.deleteClient,
    messageRoute(
      CLIENTS.deleteClient.body,
      MSG_CLIENT_DELETED,
      byId(ctx.db, 'client_id', deleteClient),
    ),
  );

  // The client's page: the client, their documents, what they owe.
  serve(
    router,
    CLIENTS.getClientOverview,
    route(CLIENTS.getClientOverview.query, byId(ctx.db, 'client_id', clientOverview)),
  );

  return router;
}
