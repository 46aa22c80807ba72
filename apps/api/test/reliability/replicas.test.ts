// Replicas: two real server processes on one database, as behind a load balancer.
// Whatever one replica does, the other sees: a session opened on one is valid on the other and a
// logout on one ends it on both; the rate limits count the hits of both; 500 creations racing
// between them (100 in flight at a time) give gapless DEV, VEN and FAC numbers; a Stripe event
// delivered to both is applied once; and when one is killed mid-burst, every creation it
// acknowledged is in the database while the other answers all of its share.
import { APP_REQUEST_HEADER, APP_REQUEST_VALUE } from '@app/shared/http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createOrganization, createUser } from '../support/factories.js';
import {
  startServerProcess,
  useServerFiles,
  type ServerProcess,
} from '../support/server-process.js';
import { createShop, shopQuote, type ShopIds } from '../support/shop.js';
import {
  signStripeEvent,
  startStripeImitation,
  stripeModeEnv,
  TEST_WEBHOOK_SECRET,
  type StripeImitation,
} from '../support/stripe-imitation.js';
import { waitFor } from '../support/wait.js';
import { recordReliability } from './report.js';

const AUTH_LIMIT = 6;
const INITIAL_STOCK = 100_000;

const serverFiles = useServerFiles('replicas-');
let stripe: StripeImitation;
let replicas: ServerProcess[];
/** An organization with what its creations need, and a member's session opened on replica 0. */
type Shop = ShopIds & { user: { email: string; password: string }; cookie: string };
/** Several organizations, as on a real server: each numbers on its own counters. */
const ORGANIZATIONS = 5;
let shops: Shop[];
/** What each test showed, for docs/reliability.md (a test that fails leaves its figures out). */
const figures: Record<string, unknown> = {};

beforeAll(async () => {
  stripe = await startStripeImitation();
  // Both boot at once, as replicas do: migrations and plans are applied by one, seen by both.
  const env = stripeModeEnv(stripe.url, {
    AUTH_RATE_LIMIT_MAX: String(AUTH_LIMIT),
    // The bursts below queue 100 requests on each replica's 10 connections; on a loaded machine
    // some wait longer than the 10 s a request waits for one in production (then a 503, which
    // database-timeouts.test.ts checks). What is checked here is the numbering, not that wait.
    DB_ACQUIRE_TIMEOUT_MS: '120000',
  });
  replicas = await Promise.all(
    [0, 1].map(() => startServerProcess(serverFiles.database.url, serverFiles.dataDir, env)),
  );

  shops = await Promise.all(Array.from({ length: ORGANIZATIONS }, () => openShop()));
}, 90_000);

afterAll(async () => {
  recordReliability('replicas', figures);
  await Promise.all(
    (replicas ?? []).map((replica) => {
      if (replica.child.exitCode === null && replica.child.signalCode === null) {
        replica.child.kill('SIGTERM');
      }
      return replica.exited;
    }),
  );
  await stripe?.close();
});

async function openShop(): Promise<Shop> {
  const organization = await createOrganization(serverFiles.db, { plan: 'Entreprise' });
  const orgId = organization.organization_id;
  const user = await createUser(serverFiles.db, { organization_id: orgId });
  return {
    ...(await createShop(serverFiles.db, orgId, INITIAL_STOCK)),
    user,
    cookie: await login(replicas[0]!, user),
  };
}

/** The replica that serves request number `i`: they take turns, as a round-robin balancer. */
const replica = (i: number) => replicas[i % replicas.length]!;

async function login(
  server: ServerProcess,
  user: { email: string; password: string },
): Promise<string> {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  expect(res.status).toBe(200);
  return res.headers.get('set-cookie')!.split(';')[0]!;
}

function call(server: ServerProcess, session: string, path: string, body?: unknown) {
  return fetch(`${server.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      cookie: session,
      'content-type': 'application/json',
      [APP_REQUEST_HEADER]: APP_REQUEST_VALUE,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const createQuote = (server: ServerProcess, shop: Shop) =>
  call(server, shop.cookie, '/api/quote/createQuote', shopQuote(shop));
const createSale = (server: ServerProcess, shop: Shop, i: number) =>
  call(server, shop.cookie, '/api/sale/createSale', {
    name: `Vente ${i}`,
    recorded_date: '2026-05-01',
    client_id: shop.clientId,
    products: [{ product_id: shop.productId, quantity: 1, unit_price: 4 }],
  });

/** The serial part of numbers like DEV-2026-0042, sorted: gapless means exactly 1..n. */
const serials = (numbers: string[]) =>
  numbers.map((number) => Number(number.slice(-4))).sort((x, y) => x - y);
const oneToN = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

async function numbersInDatabase(shop: Shop) {
  const where = { organization_id: shop.orgId };
  const [quotes, sales, invoices] = await Promise.all([
    serverFiles.db.quote.findMany({ where, select: { formatted_quote_id: true } }),
    serverFiles.db.sale.findMany({ where, select: { formatted_sale_id: true } }),
    serverFiles.db.invoice.findMany({
      where: { ...where, status: 'Validated' },
      select: { formatted_invoice_id: true },
    }),
  ]);
  return {
    quotes: serials(quotes.map((row) => row.formatted_quote_id)),
    sales: serials(sales.map((row) => row.formatted_sale_id)),
    invoices: serials(invoices.map((row) => row.formatted_invoice_id)),
  };
}

/**
 * Requests in flight at once across both replicas during the bursts below. Every request of a
 * burst started at the same instant would queue on the replicas' pools (10 connections each)
 * behind the organizations' row locks, and on a loaded two-core machine the last of 500 would
 * wait past the 15 s a transaction may wait for a connection (docs/decisions.md). Validations
 * render their PDF inside the transaction, holding their organization's lock meanwhile: fewer.
 */
const IN_FLIGHT = { creations: 100, validations: 20 };

/**
 * `count` calls per organization taking turns as unrelated users' requests arrive (one of each
 * organization, then the next round) and replicas (round robin), `inFlight` at a time. Fails
 * unless every call is answered 2xx; returns the JSON bodies grouped by organization, in call
 * order.
 */
async function acrossShops(
  count: number,
  inFlight: number,
  start: (shop: Shop, s: number, j: number, server: ServerProcess) => Promise<Response>,
) {
  const calls: { s: number; start: () => Promise<Response> }[] = [];
  for (let j = 0; j < count; j++) {
    for (const [s, shop] of shops.entries()) {
      const server = replica(calls.length);
      calls.push({ s, start: () => start(shop, s, j, server) });
    }
  }
  const answers: Response[] = [];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < calls.length; i = next++) answers[i] = await calls[i]!.start();
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON bodies of several shapes, read by the test
  const bodies: any[] = await Promise.all(answers.map((res) => res.json()));
  const failed = answers.flatMap((res, i) => (res.ok ? [] : [[i, res.status, bodies[i]]]));
  expect(failed).toEqual([]);
  return shops.map((_shop, s) => bodies.filter((_body, i) => calls[i]!.s === s));
}

describe('two replicas on one database', () => {
  test('a session opened on one replica is valid on the other, and a logout on one ends it on both', async () => {
    const [a, b] = replicas as [ServerProcess, ServerProcess];
    const { user } = shops[0]!;
    const session = await login(a, user);
    const onB = await call(b, session, '/api/auth/verifyToken');
    expect(onB.status).toBe(200);
    expect(await onB.json()).toMatchObject({ authenticated: true, user: { email: user.email } });

    expect((await call(b, session, '/api/auth/logout', {})).status).toBe(200);
    expect((await call(a, session, '/api/auth/verifyToken')).status).toBe(403);
    expect((await call(b, session, '/api/auth/verifyToken')).status).toBe(403);
    figures.sessionsShared = 'yes (logout on one ends the session on both)';
  });

  test('the auth rate limit counts the hits of both replicas', async () => {
    const forgot = (server: ServerProcess) =>
      fetch(`${server.url}/api/auth/forgotPassword`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'personne@exemple.be' }),
      });
    const answers = [];
    for (let i = 0; i < AUTH_LIMIT; i++) answers.push(await forgot(replica(i)));
    expect(answers.map((res) => res.status)).toEqual(Array(AUTH_LIMIT).fill(200));
    // Each answer counts down what is left, whichever replica gave it.
    expect(answers.map((res) => /remaining=(\d+)/.exec(res.headers.get('ratelimit')!)![1])).toEqual(
      oneToN(AUTH_LIMIT).map((n) => String(AUTH_LIMIT - n)),
    );
    // The limit is reached on both, though each has seen only half of the hits.
    for (const server of replicas) {
      const refused = await forgot(server);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({
        error: true,
        message: 'Trop de requêtes, veuillez réessayer plus tard',
      });
    }
    figures.authLimit = `${AUTH_LIMIT} hits across both, then 429 on both`;
  });

  test(`500 creations in ${ORGANIZATIONS} organizations, ${IN_FLIGHT.creations} at a time split across both, then 100 validations: gapless DEV, VEN and FAC numbers`, async () => {
    // Per organization: 60 quotes (20 of them invoiced below) and 40 sales.
    const created = await acrossShops(100, IN_FLIGHT.creations, (shop, _s, j, server) =>
      j < 60 ? createQuote(server, shop) : createSale(server, shop, j),
    );
    expect(created.flat()).toHaveLength(500);
    for (const [s, shop] of shops.entries()) {
      const own = created[s]!;
      expect(serials(own.slice(0, 60).map((body) => body.quote.formatted_quote_id))).toEqual(
        oneToN(60),
      );
      expect(serials(own.slice(60).map((body) => body.sale.formatted_sale_id))).toEqual(oneToN(40));
      const product = await serverFiles.db.product.findUniqueOrThrow({
        where: { product_id: shop.productId },
      });
      expect(product.stock).toBe(INITIAL_STOCK - 40);
    }

    // Invoices of 20 quotes per organization, then their validations (which give the FAC
    // numbers, and render and store the PDF).
    const pending = await acrossShops(20, IN_FLIGHT.creations, (shop, s, j, server) => {
      const path = `/api/invoice/createInvoice?quote_id=${created[s]![j].quote.quote_id}`;
      return call(server, shop.cookie, path, {});
    });
    const validated = await acrossShops(20, IN_FLIGHT.validations, (shop, s, j, server) => {
      const path = `/api/invoice/validateInvoice?invoice_id=${pending[s]![j].invoice.invoice_id}`;
      return call(server, shop.cookie, path);
    });
    for (const [s, shop] of shops.entries()) {
      expect(serials(validated[s]!.map((body) => body.invoice.formatted_invoice_id))).toEqual(
        oneToN(20),
      );
      expect(await numbersInDatabase(shop)).toEqual({
        quotes: oneToN(60),
        sales: oneToN(40),
        invoices: oneToN(20),
      });
    }
    figures.creations = created.flat().length;
    figures.validations = validated.flat().length;
    figures.organizations = ORGANIZATIONS;
    figures.numberingGaps = 0;
  }, 90_000);

  test('the same Stripe event delivered to both replicas is applied once', async () => {
    const organization = await createOrganization(serverFiles.db, { plan: 'Pro' });
    await serverFiles.db.organization.update({
      where: { organization_id: organization.organization_id },
      data: { stripe_customer_id: 'cus_replicas', stripe_subscription_id: 'sub_replicas' },
    });
    const { payload, header } = signStripeEvent(
      {
        id: 'evt_replicas_payment_failed',
        type: 'invoice.payment_failed',
        data: { object: { id: 'in_replicas', object: 'invoice', customer: 'cus_replicas' } },
      },
      TEST_WEBHOOK_SECRET,
    );
    // Stripe retries a delivery it thinks failed: ten copies, five to each replica, at once.
    const deliveries = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        fetch(`${replica(i).url}/api/stripe/webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': header },
          body: payload,
        }),
      ),
    );
    expect(deliveries.map((res) => res.status)).toEqual(Array(10).fill(200));
    const bodies = await Promise.all(
      deliveries.map((res) => res.json() as Promise<{ received?: boolean; duplicate?: boolean }>),
    );
    expect(bodies.filter((body) => body.duplicate !== true)).toEqual([{ received: true }]);
    expect(bodies.filter((body) => body.duplicate === true)).toHaveLength(9);
    expect(
      await serverFiles.db.processedStripeEvent.count({
        where: { event_id: 'evt_replicas_payment_failed' },
      }),
    ).toBe(1);
    const after = await serverFiles.db.organization.findUniqueOrThrow({
      where: { organization_id: organization.organization_id },
    });
    expect(after.subscription_status).toBe('past_due');
    figures.stripeDeliveries = deliveries.length;
    figures.stripeApplied = bodies.filter((body) => body.duplicate !== true).length;
  });

  test('killing one replica mid-burst loses nothing it acknowledged; the other answers all its share', async () => {
    const [doomed, survivor] = replicas as [ServerProcess, ServerProcess];
    const shop = shops[0]!;
    const where = { organization_id: shop.orgId };
    const before = await serverFiles.db.quote.count({ where });
    const burst = Array.from({ length: 120 }, (_, i) => {
      const server = replica(i);
      return createQuote(server, shop).then(
        async (res) => ({
          server,
          status: res.status,
          id: res.ok ? ((await res.json()) as { quote: { quote_id: number } }).quote.quote_id : 0,
        }),
        () => ({ server, status: 'cut' as const, id: 0 }),
      );
    });
    // Let part of the burst land, then pull the plug on one replica.
    await waitFor(
      async () => (await serverFiles.db.quote.count({ where })) >= before + 20,
      'a part of the burst to be written',
      { timeoutMs: 30_000 },
    );
    doomed.child.kill('SIGKILL');
    const outcomes = await Promise.all(burst);

    const ofDoomed = outcomes.filter((outcome) => outcome.server === doomed);
    const ofSurvivor = outcomes.filter((outcome) => outcome.server === survivor);
    expect(ofDoomed.map((outcome) => outcome.status)).toContain('cut');
    expect(ofSurvivor.map((outcome) => outcome.status)).toEqual(Array(60).fill(201));

    const acknowledged = outcomes.filter((outcome) => outcome.status === 201).map((o) => o.id);
    const stored = await serverFiles.db.quote.findMany({
      where: { ...where, quote_id: { in: acknowledged } },
      include: { services: true },
    });
    expect(stored.map((row) => row.quote_id).sort((x, y) => x - y)).toEqual(
      [...acknowledged].sort((x, y) => x - y),
    );
    expect(stored.filter((row) => row.services.length !== 1)).toEqual([]);
    // What the killed replica had not committed left no hole in the numbering.
    const { quotes } = await numbersInDatabase(shop);
    expect(quotes).toEqual(oneToN(quotes.length));
    expect(quotes.length).toBeGreaterThanOrEqual(before + acknowledged.length);
    figures.killBurst = outcomes.length;
    figures.killAcknowledged = acknowledged.length;
    figures.killCutOff = ofDoomed.filter((outcome) => outcome.status === 'cut').length;
    figures.killLost = acknowledged.length - stored.length;
  }, 60_000);
});
