import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type StripeRequest = { method: string; path: string; form: URLSearchParams };

export type StripeImitation = {
  url: string;
  requests: StripeRequest[];
  /** Subscriptions the imitation knows, by id: their single item and its price. */
  subscriptions: Map<string, { itemId: string; price: string; customer: string }>;
  close: () => Promise<void>;
};

/**
 * The few Stripe endpoints the app calls, on loopback, answering like Stripe (form-encoded
 * requests, JSON objects) and recording what was sent so tests can assert it.
 */
export async function startStripeImitation(): Promise<StripeImitation> {
  const requests: StripeRequest[] = [];
  const subscriptions = new Map<string, { itemId: string; price: string; customer: string }>();
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_test_${++counter}`;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0]!;
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      requests.push({ method: req.method ?? 'GET', path, form });
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': nextId('req') });
        res.end(JSON.stringify(body));
      };
      const subscriptionObject = (id: string) => {
        const sub = subscriptions.get(id)!;
        return {
          id,
          object: 'subscription',
          customer: sub.customer,
          status: 'active',
          items: {
            object: 'list',
            data: [{ id: sub.itemId, object: 'subscription_item', price: { id: sub.price } }],
          },
        };
      };

      if (req.method === 'POST' && path === '/v1/customers') {
        return json(200, { id: nextId('cus'), object: 'customer', email: form.get('email') });
      }
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const id = nextId('cs');
        return json(200, {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/pay/${id}`,
        });
      }
      if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
        return json(200, {
          id: nextId('bps'),
          object: 'billing_portal.session',
          url: 'https://billing.stripe.test/session/abc',
        });
      }
      const subscription = /^\/v1\/subscriptions\/([\w-]+)$/.exec(path);
      if (subscription) {
        const id = subscription[1]!;
        const known = subscriptions.get(id);
        if (!known) {
          return json(404, {
            error: { type: 'invalid_request_error', message: `No such subscription: '${id}'` },
          });
        }
        if (req.method === 'POST') {
          const price = form.get('items[0][price]');
          if (price) known.price = price;
        }
        if (req.method === 'DELETE') {
          return json(200, { ...subscriptionObject(id), status: 'canceled' });
        }
        return json(200, subscriptionObject(id));
      }
      json(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    subscriptions,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
