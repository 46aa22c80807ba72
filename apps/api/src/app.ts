import './zod-setup.js';
import cookieParser from 'cookie-parser';
import express, { type Express, type Router } from 'express';
import helmet from 'helmet';
import { randomUUID } from 'node:crypto';
import { pinoHttp } from 'pino-http';
import type { AppContext } from './app-context.js';
import { requestLogSerializers } from './logger.js';
import { apiNotFound, errorMiddleware } from './errors/error-middleware.js';
import {
  ANONYMOUS_BODY_LIMIT,
  formBody,
  JSON_BODY_LIMIT,
  jsonBody,
  rejectCompressedBody,
} from './http/body-parsers.js';
import { compressResponses } from './http/compress.js';
import { originCheck } from './http/origin-check.js';
import { rejectNul } from './http/reject-nul.js';
import { spaRoutes } from './http/spa.js';
import { bankRoutes } from './modules/bank/bank.routes.js';
import { accountingRoutes } from './modules/accounting/accounting.routes.js';
import { purchaseInvoicesRoutes } from './modules/purchase-invoices/purchase-invoices.routes.js';
import { availabilityRoutes } from './modules/availability/availability.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { apiRateLimit } from './modules/auth/rate-limit.js';
import { SECURE_COOKIES_SETTING } from './modules/auth/session.js';
import {
  categoryRoutes,
  productsRoutes,
  servicesRoutes,
} from './modules/catalogue/catalogue.routes.js';
import { clientsRoutes } from './modules/clients/clients.routes.js';
import { eventsRoutes } from './modules/events/events.routes.js';
import { creditNotesRoutes } from './modules/credit-notes/credit-notes.routes.js';
import { invoicesRoutes } from './modules/invoices/invoices.routes.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { peppolLookupRoutes } from './modules/peppol/lookup/lookup.routes.js';
import { planningRoutes } from './modules/planning/planning.routes.js';
import { quotesRoutes } from './modules/quotes/quotes.routes.js';
import { salesRoutes } from './modules/sales/sales.routes.js';
import { healthRoutes, readyRoutes } from './modules/health/health.routes.js';
import { auditRoutes } from './modules/audit/audit.routes.js';
import { reminderRoutes, reminderSettingsRoutes } from './modules/reminders/reminders.routes.js';
import {
  clientReminderRoutes,
  reminderFileRoutes,
  statementRoutes,
} from './modules/reminders/reminder-files.routes.js';
import { homeRoutes } from './modules/home/home.routes.js';
import { openApiDocument } from './http/openapi.js';
import { serve } from './http/serve.js';
import { CONTRACT } from '@app/shared/endpoints';
import { organizationRoutes } from './modules/organization/organization.routes.js';
import { usersRoutes } from './modules/organization/users.routes.js';
import {
  peppolRegistrationRoutes,
  peppolSendRoutes,
  peppolWebhookRoutes,
} from './modules/peppol-send/peppol.routes.js';
import { subscriptionRoutes } from './modules/subscription/subscription.routes.js';

const GOOGLE_GSI_ORIGIN = 'https://accounts.google.com';

/** Builds the Express application; used by the server and, without a port, by the tests. */

/**
 * Each area's routers, under its path below /api (their routes come from the declarations of
 * @app/shared/endpoints). Two areas share /organization; the availability is read under /products.
 */
const AREA_ROUTES: ReadonlyArray<readonly [string, ...((ctx: AppContext) => Router)[]]> = [
  ['/health', healthRoutes],
  ['/ready', readyRoutes],
  ['/auth', authRoutes],
  ['/stripe', subscriptionRoutes],
  ['/organization', organizationRoutes, auditRoutes],
  ['/accounting', accountingRoutes],
  ['/products', availabilityRoutes, productsRoutes],
  ['/services', servicesRoutes],
  ['/category', categoryRoutes],
  ['/clients', clientsRoutes, statementRoutes, clientReminderRoutes],
  ['/events', eventsRoutes],
  ['/quote', quotesRoutes],
  ['/planning', planningRoutes],
  [
    '/invoice',
    invoicesRoutes,
    creditNotesRoutes,
    paymentsRoutes,
    reminderRoutes,
    reminderFileRoutes,
  ],
  ['/sale', salesRoutes],
  ['/bank', bankRoutes],
  ['/users', usersRoutes],
  // The home page's figures, under the organization's path with a guard of their own.
  ['/organization', homeRoutes],
  ['/organization', reminderSettingsRoutes],
  ['/peppol', peppolLookupRoutes],
  ['/accounting', purchaseInvoicesRoutes],
  ['/invoice', peppolSendRoutes],
  ['/peppol', peppolWebhookRoutes],
  ['/organization', peppolRegistrationRoutes],
];

export function createApp(ctx: AppContext): Express {
  const app = express();
  app.disable('x-powered-by');
  if (ctx.config.TRUST_PROXY) app.set('trust proxy', ctx.config.TRUST_PROXY);
  app.set(SECURE_COOKIES_SETTING, ctx.config.PUBLIC_URL?.startsWith('https:') ?? false);

  app.use(
    pinoHttp({
      logger: ctx.logger,
      serializers: requestLogSerializers,
      genReqId: (req, res) => {
        const incoming = req.headers['x-request-id'];
        const id =
          typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      // The load balancer's probes would fill the log.
      autoLogging: { ignore: (req) => req.url === '/api/health' || req.url === '/api/ready' },
    }),
  );
  // Google sign-in loads its client script and opens a popup that answers by postMessage.
  const google = ctx.config.GOOGLE_CLIENT_ID ? [GOOGLE_GSI_ORIGIN] : [];
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'script-src': ["'self'", ...google],
          'connect-src': ["'self'", ...google],
          'style-src': ["'self'", 'https:', "'unsafe-inline'", ...google],
          // Previews of receipts and images use blob: URLs created in the page.
          'img-src': ["'self'", 'data:', 'blob:'],
          'object-src': ["'self'", 'blob:'],
          'frame-src': ["'self'", 'blob:', ...google],
          // Self-hosted installs are often plain http on a LAN address: upgrading would break them.
          'upgrade-insecure-requests': null,
        },
      },
      crossOriginOpenerPolicy: {
        policy: google.length ? 'same-origin-allow-popups' : 'same-origin',
      },
    }),
  );

  // Before the routes, so that JSON and the static files it finds unencoded leave compressed.
  app.use(compressResponses());

  const api = express.Router();
  // Every /api call, per client address, before any body is read.
  api.use(apiRateLimit(ctx));
  api.use(originCheck(ctx.config.PUBLIC_URL));
  api.use(rejectCompressedBody);
  // Stripe signs the raw bytes of its webhook: they must reach the handler unparsed.
  api.use('/stripe/webhook', express.raw({ type: () => true, limit: '1mb', inflate: false }));
  // The Peppol access point signs its webhook's raw bytes too; a received UBL carries its PDF.
  api.use('/peppol/webhook', express.raw({ type: () => true, limit: '20mb', inflate: false }));
  // Anonymous calls (login, registration, reset) take a few fields: the parser that reads a body
  // first is the one that counts, the next ones leave it as it is.
  api.use('/auth', jsonBody(ANONYMOUS_BODY_LIMIT), formBody(ANONYMOUS_BODY_LIMIT));
  api.use(jsonBody(JSON_BODY_LIMIT));
  api.use(formBody(JSON_BODY_LIMIT));
  api.use(cookieParser());
  api.use(rejectNul);
  for (const [path, ...routes] of AREA_ROUTES) api.use(path, ...routes.map((area) => area(ctx)));
  serve(api, CONTRACT.openapi, (_req, res) => {
    res.json(openApiDocument());
  });
  api.use(apiNotFound);
  app.use('/api', api);

  const spa = ctx.webDistDir ? spaRoutes(ctx.webDistDir) : undefined;
  if (spa) app.use(spa);

  app.use(errorMiddleware);
  return app;
}
