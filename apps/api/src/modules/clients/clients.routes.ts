import {
  clientIdSchema,
  clientInputSchema,
  updateClientSchema,
  type ClientListResponse,
} from '@app/shared/clients';
import { Router } from 'express';
import type { AppContext } from '../../app-context.js';
import { bodyFields } from '../../http/form-fields.js';
import { organizationId, requireActivePlan } from '../auth/guards.js';
import {
  createClient,
  deleteClient,
  listClients,
  MSG_CLIENT_CREATED,
  MSG_CLIENT_DELETED,
  MSG_CLIENT_UPDATED,
  storedClientIdentity,
  updateClient,
} from './clients.service.js';

/** Spec part 2 §7 "Clients". */
export function clientsRoutes(ctx: AppContext): Router {
  const router = Router();
  router.use(requireActivePlan(ctx));

  router.get('/list', async (req, res) => {
    const body: ClientListResponse = {
      clients: await listClients(ctx.db, organizationId(req)),
      unauthorized: false,
    };
    res.json(body);
  });

  router.post('/createClient', async (req, res) => {
    const input = clientInputSchema.parse(bodyFields(req.body));
    const client = await createClient(ctx.db, organizationId(req), input);
    res.status(201).json({ message: MSG_CLIENT_CREATED, client });
  });

  router.put('/updateClient', async (req, res) => {
    const body = bodyFields(req.body);
    const { client_id: id } = clientIdSchema.parse(body);
    const stored = await storedClientIdentity(ctx.db, organizationId(req), id);
    const { client_id, ...input } = updateClientSchema.parse({ ...stored, ...body });
    const client = await updateClient(ctx.db, organizationId(req), client_id, input);
    res.json({ message: MSG_CLIENT_UPDATED, client });
  });

  // The spec sends a JSON body with DELETE; ?client_id= is accepted for clients that cannot.
  router.delete('/deleteClient', async (req, res) => {
    const body = bodyFields(req.body);
    const { client_id } = clientIdSchema.parse('client_id' in body ? body : req.query);
    await deleteClient(ctx.db, organizationId(req), client_id);
    res.json({ message: MSG_CLIENT_DELETED });
  });

  return router;
}
