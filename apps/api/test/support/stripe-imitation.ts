import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import request from 'supertest';
import { afterAll, beforeAll } from 'vitest';
import { createTestContext, type TestContext } from './app.js';

export type StripeRequest = { method: string; path: string; form: URLSearchParams };

export type ImitatedSubscription = {
  customer: string;
  itemId: string;
  price: string;
  status: string;
  /** Unix seconds, carried on the item as in recent API versions. */
  currentPeriodEnd: number;
};

export type StripeImitation = {
  url: string;
  /** Every request received, in order, with its form-encoded body decoded. */
  requests: StripeRequest[];
  /** Subscriptions the imitation knows, by id; tests add them and read their state. */
  subscriptions: Map<string, ImitatedSubscription>;
  /** Customers deleted from Stripe's dashboard: calls naming them answer resource_missing. */
  deletedCustomers: Set<string>;
  /** While true, every call answers 500 as during a Stripe outage. */
  down: boolean;
  close: () => Promise<void>;
};

/**
 * The few Stripe endpoints the app calls, on loopback, answering like Stripe (form-encoded
 * requests, JSON objects, errors with `type` and `code`) and recording what was sent so tests
 * can assert it.
 */
export async function startStripeImitation(): Promise<StripeImitation> {
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_test_${++counter}`;

  const imitation: StripeImitation = {
    url: '',
    requests: [],
    subscriptions: new Map(),
    deletedCustomers: new Set(),
    down: false,
    close: async () => undefined,
  };

  const subscriptionObject = (id: string, sub: ImitatedSubscription) => ({
    id,
    object: 'subscription',
    customer: sub.customer,
    status: sub.status,
    items: {
      object: 'list',
      data: [
        {
          id: sub.itemId,
          object: 'subscription_item',
          price: { id: sub.price, object: 'price' },
          current_period_end: sub.currentPeriodEnd,
        },
      ],
    },
  });

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0]!;
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      imitation.requests.push({ method: req.method ?? 'GET', path, form });
      const json = (status: number, body: unknown) => {
        res.writeHead(status, {
          'content-type': 'application/json',
          'request-id': nextId('req'),
          // Keeps the SDK from waiting to retry: tests want the failure at once.
          'stripe-should-retry': 'false',
        });
        res.end(JSON.stringify(body));
      };
      const missing = (message: string) =>
        json(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message } });

      if (imitation.down) {
        return json(500, { error: { type: 'api_error', message: 'Internal server error' } });
      }
      const customer = form.get('customer');
      if (customer && imitation.deletedCustomers.has(customer)) {
        return missing(`No such customer: '${customer}'`);
      }
      if (req.method === 'POST' && path === '/v1/customers') {
        return json(200, { id: nextId('cus'), object: 'customer', email: form.get('email') });
      }
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const id = nextId('cs');
        return json(200, {
          id,
          object: 'checkout.session',
          mode: form.get('mode'),
          customer,
          url: `https://checkout.stripe.test/c/pay/${id}`,
        });
      }
      if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
        return json(200, {
          id: nextId('bps'),
          object: 'billing_portal.session',
          customer,
          url: `https://billing.stripe.test/p/session/${customer}`,
        });
      }
      const subscriptionPath = /^\/v1\/subscriptions\/([\w-]+)$/.exec(path);
      if (subscriptionPath) {
        const id = subscriptionPath[1]!;
        const sub = imitation.subscriptions.get(id);
        if (!sub || (sub.status === 'canceled' && req.method !== 'GET')) {
          return missing(`No such subscription: '${id}'`);
        }
        if (req.method === 'POST') {
          const price = form.get('items[0][price]');
          if (form.get('items[0][id]') !== sub.itemId) {
            return missing(`No such subscription item: '${form.get('items[0][id]')}'`);
          }
          if (price) sub.price = price;
        }
        if (req.method === 'DELETE') sub.status = 'canceled';
        return json(200, subscriptionObject(id, sub));
      }
      json(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  imitation.url = `http://127.0.0.1:${port}`;
  imitation.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return imitation;
}

/**
 * A webhook delivery as Stripe sends it: the event's JSON and its `Stripe-Signature` header,
 * made with the SDK's own test helper (`timestamp` in Unix seconds, default now).
 */
export function signStripeEvent(
  event: { id: string; type: string; data: { object: Record<string, unknown> } },
  secret: string,
  timestamp?: number,
): { payload: string; header: string } {
  const payload = JSON.stringify({
    object: 'event',
    api_version: '2025-03-31.basil',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    ...event,
  });
  const header = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    ...(timestamp === undefined ? {} : { timestamp }),
  });
  return { payload, header };
}

/** The webhook signing secret the Stripe-mode test contexts are configured with. */
export const TEST_WEBHOOK_SECRET = 'whsec_test_secret';

export type StripeMode = { ctx: TestContext; stripe: StripeImitation };

/** Starts the Stripe imitation, then an app in Stripe mode that talks to it. */
export async function startStripeMode(env: Record<string, string> = {}): Promise<StripeMode> {
  const stripe = await startStripeImitation();
  return { stripe, ctx: await createTestContext(stripeModeEnv(stripe.url, env)) };
}

export async function stopStripeMode({ ctx, stripe }: StripeMode): Promise<void> {
  await ctx.close();
  await stripe.close();
}

/**
 * The test file's Stripe mode, started before its first test and stopped after its last. `ctx`
 * is filled in place (read it inside tests); `stripe` is the imitation itself, set by `beforeAll`,
 * so tests that steer it (`down`, `subscriptions`) reach the running one through `mode.stripe`.
 */
export function useStripeMode(env: Record<string, string> = {}): StripeMode {
  const mode: StripeMode = { ctx: {} as TestContext, stripe: {} as StripeImitation };
  beforeAll(async () => {
    const started = await startStripeMode(env);
    Object.assign(mode.ctx, started.ctx);
    mode.stripe = started.stripe;
  });
  afterAll(() => stopStripeMode(mode));
  return mode;
}

/** Posts `event` to the webhook, signed with the test contexts' secret. */
export function deliverStripeEvent(
  app: TestContext['app'],
  event: Parameters<typeof signStripeEvent>[0],
) {
  const { payload, header } = signStripeEvent(event, TEST_WEBHOOK_SECRET);
  return request(app)
    .post('/api/stripe/webhook')
    .set('Content-Type', 'application/json')
    .set('Stripe-Signature', header)
    .send(payload);
}

/** The settings of an app in Stripe mode whose Stripe is the imitation listening at `url`. */
export function stripeModeEnv(url: string, env: Record<string, string> = {}) {
  return {
    STRIPE_SECRET_KEY: 'sk_test_local',
    STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    STRIPE_API_URL: url,
    STRIPE_PRICE_ESSENTIEL: 'price_essentiel',
    STRIPE_PRICE_PRO: 'price_pro',
    STRIPE_PRICE_ENTREPRISE: 'price_entreprise',
    ...env,
  };
}
