import type { ClientListResponse } from '@app/shared/clients';
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
  parseClientFields,
  parseClientId,
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
    const fields = parseClientFields(bodyFields(req.body));
    const client = await createClient(ctx.db, organizationId(req), fields);
    res.status(201).json({ message: MSG_CLIENT_CREATED, client });
  });

  router.put('/updateClient', async (req, res) => {
    const body = bodyFields(req.body);
    const id = parseClientId(body.client_id);
    const client = await updateClient(ctx.db, organizationId(req), id, parseClientFields(body));
    res.json({ message: MSG_CLIENT_UPDATED, client });
  });

  router.delete('/deleteClient', async (req, res) => {
    const id = parseClientId(bodyFields(req.body).client_id ?? req.query.client_id);
    await deleteClient(ctx.db, organizationId(req), id);
    res.json({ message: MSG_CLIENT_DELETED });
  });

  return router;
}
