// Peppol sending's endpoints (issue #33), registered from their declarations
// (@app/shared/peppol-send-endpoints): sendPeppol under /api/invoice, the access point's webhook
// under /api/peppol (public, signed), the organization's registration under /api/organization
// (a router shared with the organization's own routes, so each route has its guard).
import {
  PEPPOL_REGISTRATION,
  PEPPOL_SEND,
  PEPPOL_WEBHOOK,
} from '@app/shared/peppol-send-endpoints';
import {
  MSG_PEPPOL_BAD_SIGNATURE,
  MSG_PEPPOL_QUEUED,
  MSG_PEPPOL_REGISTERED,
  MSG_PEPPOL_WEBHOOK_DONE,
} from '@app/shared/peppol-transmissions';
import { Router } from 'express';
import type { AppContext } from '../../app-context.js';
import { fromQuery, noFields, route } from '../../http/route.js';
import { serve } from '../../http/serve.js';
import { activePlanRouter, requireActivePlan } from '../auth/guards.js';
import { getPeppolSettings, registerPeppol } from './peppol-registration.service.js';
import { sendPeppol } from './peppol-send.service.js';
import { handlePeppolWebhook } from './peppol-webhook.service.js';
import type { PeppolWiring } from '../peppol/peppol-wiring.js';
import { installationPeppolWiring } from './peppol-installation.js';

/**
 * The Peppol wiring of an app (its transport, lookup and inbox): the one the server or a test
 * provided for it (`providePeppolWiring`, before createApp), else the configuration's. Kept beside
 * the app's context rather than in it, so that the context depends on no module.
 */
const wirings = new WeakMap<AppContext, PeppolWiring>();

export function providePeppolWiring(ctx: AppContext, wiring: PeppolWiring): void {
  wirings.set(ctx, wiring);
}

export function peppolWiringOf(ctx: AppContext): PeppolWiring {
  let wiring = wirings.get(ctx);
  if (!wiring) {
    wiring = installationPeppolWiring(ctx.config, ctx.db);
    wirings.set(ctx, wiring);
  }
  return wiring;
}

/** POST /api/invoice/sendPeppol?invoice_id=N or ?credit_note_id=N → 202. */
export function peppolSendRoutes(ctx: AppContext): Router {
  const router = activePlanRouter(ctx);
  const { sendPeppol: sending } = PEPPOL_SEND;
  serve(
    router,
    sending,
    route(
      fromQuery(sending.query, sending.body),
      async (ids, { organizationId }) => ({
        message: MSG_PEPPOL_QUEUED,
        transmission: await sendPeppol(
          ctx.db,
          ctx.config,
          peppolWiringOf(ctx),
          organizationId,
          'credit_note_id' in ids && ids.credit_note_id !== undefined
            ? { kind: 'credit_note', id: ids.credit_note_id }
            : { kind: 'invoice', id: ids.invoice_id ?? 0 },
        ),
      }),
      { status: 202 },
    ),
  );
  return router;
}

/** POST /api/peppol/webhook: raw body (app.ts), signature checked by the transport. */
export function peppolWebhookRoutes(ctx: AppContext): Router {
  const router = Router();
  serve(
    router,
    PEPPOL_WEBHOOK.peppolWebhook,
    route(noFields, async (_input, { req, res }) => {
      const outcome = await handlePeppolWebhook(ctx.db, peppolWiringOf(ctx), req.body, req.headers);
      if (outcome === 'refused') {
        res.status(401).json({ error: true, message: MSG_PEPPOL_BAD_SIGNATURE });
        return undefined;
      }
      return { message: MSG_PEPPOL_WEBHOOK_DONE, outcome };
    }),
  );
  return router;
}

/** GET /api/organization/getPeppolSettings and POST /api/organization/registerPeppol. */
export function peppolRegistrationRoutes(ctx: AppContext): Router {
  const router = Router();
  const paid = requireActivePlan(ctx);
  const { getPeppolSettings: reading, registerPeppol: registering } = PEPPOL_REGISTRATION;
  serve(
    router,
    reading,
    paid,
    route(noFields, (_input, { organizationId }) =>
      getPeppolSettings(ctx.db, peppolWiringOf(ctx), organizationId),
    ),
  );
  serve(
    router,
    registering,
    paid,
    route(registering.body, async (_input, { organizationId }) => ({
      message: MSG_PEPPOL_REGISTERED,
      settings: await registerPeppol(ctx.db, peppolWiringOf(ctx), organizationId),
    })),
  );
  return router;
}
