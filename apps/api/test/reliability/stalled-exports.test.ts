// Downloads whose client never reads must not hold what other organizations need.
// Exports that stall used to keep one of the pool's connections each, with no deadline, so a dozen
// of them froze health, logins and lists for everyone. Now an export reads the database on a small
// pool of its own, one export runs per organization (429 for a second), a bounded number per
// process (429 beyond), and a download that takes nothing for EXPORT_IDLE_TIMEOUT_MS is cut.
import { APP_REQUEST_HEADER, APP_REQUEST_VALUE } from '@app/shared/http';
import { once } from 'node:events';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { exportReadsOf } from '../../src/db/export-reads.js';
import { pgPoolOf } from '../../src/db/prisma.js';
import { createTestContext, type TestContext } from '../support/app.js';
import {
  createClient,
  createQuoteThroughApi,
  createSoundCatalogue,
  createUser,
  signedInMember,
  type Member,
} from '../support/factories.js';
import { storeIncompressibleReceipts } from '../support/receipts.js';
import { waitFor } from '../support/wait.js';
import { recordReliability } from './report.js';

/** The idle send deadline of this file's server (production: a minute). */
const IDLE_MS = 3000;
const STALLED = 20;
/** Files of 1 MB that do not compress: far more than the sockets' buffers hold. */
const FILES = 24;
/** A request of the other organization that has not answered after this has failed. */
const ANSWER_WITHIN_MS = 30_000;

let ctx: TestContext;
let server: http.Server;
let port: number;
const figures: Record<string, unknown> = {};
/** When the server closed each connection, by the client's port. */
const serverClosedAt = new Map<number, number>();
/** When each connection's client last took bytes of the answer, by the client's port. */
const lastTakenAt = new Map<number, number>();

beforeAll(async () => {
  ctx = await createTestContext({
    EXPORT_IDLE_TIMEOUT_MS: String(IDLE_MS),
    EXPORT_MAX_CONCURRENT: '2',
  });
  server = http.createServer(ctx.app).listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
  server.on('connection', (socket) => {
    const client = socket.remotePort!;
    // A port is reused by later connections (every fetch of the test opens one): what an earlier
    // connection of this port left would read as this one's cut, before it was even stalled.
    serverClosedAt.delete(client);
    lastTakenAt.delete(client);
    let taken = 0;
    const sample = setInterval(() => {
      const now = socket.bytesWritten - socket.writableLength;
      if (now !== taken) lastTakenAt.set(client, performance.now());
      taken = now;
    }, 20);
    socket.on('close', () => {
      clearInterval(sample);
      serverClosedAt.set(client, performance.now());
    });
  });
});

afterAll(async () => {
  // The figures are what the run reports (p99 of the other organization's requests above all).
  // eslint-disable-next-line no-console
  console.log('stalled exports:', figures);
  recordReliability('stalled-exports', figures);
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await ctx.close();
});

/** A member whose organization stores FILES incompressible files, each a receipt of April. */
async function heavyMember(): Promise<Member> {
  const member = await signedInMember(ctx);
  await storeIncompressibleReceipts(
    ctx.db,
    member.organization.organization_id,
    FILES,
    1024 * 1024,
  );
  return member;
}

type Stalled = {
  socket: net.Socket;
  status: Promise<number>;
  /** The answer's first bytes (all of it for a refusal). */
  head: Promise<string>;
  /** When its first bytes arrived. */
  answeredAt: Promise<number>;
};

const EXPORT_REQUESTS = [
  'GET /api/organization/export HTTP/1.1\r\n',
  'POST /api/accounting/exportAccounting HTTP/1.1\r\n',
];
const ACCOUNTING_BODY = JSON.stringify({ startDate: '2026-04-01', endDate: '2026-04-30' });

/**
 * An export asked on a raw socket that reads the answer's first bytes and then nothing more (a
 * refusal is short enough to arrive whole in them). `kind` alternates both exports.
 */
function stalledExport(cookie: string, kind: number): Stalled {
  const socket = net.connect(port, '127.0.0.1');
  const head = new Promise<string>((resolve, reject) => {
    socket.once('data', (chunk: Buffer) => {
      socket.pause();
      resolve(chunk.toString('utf8'));
    });
    socket.once('error', reject);
  });
  head.catch(() => undefined);
  const answeredAt = head.then(() => performance.now());
  answeredAt.catch(() => undefined);
  const status = head.then((text) => Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]));
  status.catch(() => undefined);
  const body = kind % 2 === 1 ? ACCOUNTING_BODY : '';
  socket.write(
    `${EXPORT_REQUESTS[kind % 2]}Host: 127.0.0.1\r\nCookie: ${cookie}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
  return { socket, status, head, answeredAt };
}

/** The JSON body of a short answer read whole in its first bytes. */
const bodyOf = (head: string) => JSON.parse(head.slice(head.indexOf('\r\n\r\n') + 4)) as unknown;

/** Settles within `ms` or gives undefined. */
const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms)),
  ]);

/**
 * Waits for the server to close `s`'s connection; gives how long after its client last took a
 * byte (the idle deadline, plus the watchdog's period).
 */
async function closedByServer(s: Stalled): Promise<number> {
  const port = s.socket.localPort!;
  const closedAt = await waitFor(() => serverClosedAt.get(port), 'the server to cut a download', {
    timeoutMs: IDLE_MS + 30_000,
    intervalMs: 50,
  });
  return Math.round(closedAt - (lastTakenAt.get(port) ?? (await s.answeredAt)));
}

/**
 * Cut at the deadline: not before (give or take the sampling of lastTakenAt), nor long after (the
 * watchdog looks every 300 ms; a loaded machine adds its delays).
 */
function expectCutAtDeadline(idleMs: number) {
  expect(idleMs).toBeGreaterThan(IDLE_MS - 500);
  expect(idleMs).toBeLessThan(IDLE_MS + 5000);
}

/** Connections of the app's pool in use. */
const busy = () => {
  const pool = pgPoolOf(ctx.db);
  return pool.totalCount - pool.idleCount;
};

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Another organization, with its pending invoices to validate and a member who signs in. */
async function otherOrganization(invoices: number) {
  const { organization, api } = await signedInMember(ctx);
  const orgId = organization.organization_id;
  const { speaker, delivery } = await createSoundCatalogue(ctx.db, orgId);
  const client = await createClient(ctx.db, orgId);
  const ids: number[] = [];
  for (let i = 0; i < invoices; i++) {
    const { quote_id } = await createQuoteThroughApi(api, {
      client_id: client.client_id,
      products: [{ product_id: speaker.product_id, quantity: 1, price: 10 }],
      services: [{ service_id: delivery.service_id, quantity: 1, price: 60, tva_rate: 6 }],
      rent_date: '2026-06-01',
      reserved_from: '2026-06-01',
      reserved_until: '2026-06-01',
      allow_overbooking: true,
    });
    const created = await api.post(`/api/invoice/createInvoice?quote_id=${quote_id}`);
    expect(created.status).toBe(201);
    ids.push(created.body.invoice.invoice_id as number);
  }
  const user = await createUser(ctx.db, { organization_id: orgId });
  return { orgId, user, invoiceIds: ids };
}

type Timed = { what: string; status: number | 'timeout'; ms: number };

/** One request of the other organization, given ANSWER_WITHIN_MS to answer. */
async function timedFetch(what: string, path: string, init: RequestInit = {}): Promise<Timed> {
  const started = performance.now();
  try {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, {
      ...init,
      signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
    });
    await res.arrayBuffer();
    return { what, status: res.status, ms: performance.now() - started };
  } catch {
    return { what, status: 'timeout', ms: performance.now() - started };
  }
}

/**
 * What the other organization does, all at once: a sign-in, then 10 more sign-ins, client lists
 * and health checks, and the validation of `invoiceIds`; each answer timed.
 */
async function otherOrganizationWork(
  other: Awaited<ReturnType<typeof otherOrganization>>,
  invoiceIds: number[],
): Promise<Timed[]> {
  const login = () =>
    timedFetch('login', '/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: other.user.email, password: other.user.password }),
    });
  const session = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: other.user.email, password: other.user.password }),
    signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
  }).catch(() => undefined);
  const cookie = session?.headers.get('set-cookie')?.split(';')[0] ?? '';
  const calls: Promise<Timed>[] = [];
  for (let round = 0; round < 10; round++) {
    calls.push(login());
    calls.push(timedFetch('clients', '/api/clients/list', { headers: { cookie } }));
    calls.push(timedFetch('health', '/api/health'));
  }
  for (const id of invoiceIds) {
    calls.push(
      timedFetch('validate', `/api/invoice/validateInvoice?invoice_id=${id}`, {
        // As the app's fetch helper sends it: validateInvoice is a GET that only the app may send.
        headers: { cookie, [APP_REQUEST_HEADER]: APP_REQUEST_VALUE },
      }),
    );
  }
  return Promise.all(calls);
}

describe('stalled exports', () => {
  test(`${STALLED} stalled exports of one organization while another signs in, lists and validates`, async () => {
    const staller = await heavyMember();
    const other = await otherOrganization(6);
    const baseline = await otherOrganizationWork(other, other.invoiceIds.slice(0, 3));
    expect(baseline.filter((a) => a.status !== 200)).toEqual([]);
    const baselineMs = baseline.map((a) => a.ms).sort((a, b) => a - b);
    figures.baselineP50Ms = Math.round(percentile(baselineMs, 50));
    figures.baselineP99Ms = Math.round(percentile(baselineMs, 99));

    const stalled = Array.from({ length: STALLED }, (_, i) => stalledExport(staller.cookie, i));
    // Every export answers at once (the refusals whole); the one that runs fills the buffers.
    const statuses = await Promise.all(stalled.map((s) => within(s.status, ANSWER_WITHIN_MS)));
    const running = stalled.filter((_, i) => statuses[i] === 200);
    figures.exportsAnswered = `${statuses.filter((s) => s !== undefined).length} of ${STALLED}`;
    figures.exportsRunning = running.length;
    figures.exportsRefused = statuses.filter((s) => s === 429).length;

    // Meanwhile the other organization signs in, lists its clients and validates its invoices,
    // as it did before the exports (its figures without them).
    const stillStalled = !serverClosedAt.has(running[0]?.socket.localPort ?? -1);
    const answers = await otherOrganizationWork(other, other.invoiceIds.slice(3));
    figures.stallActiveWhenOtherStarted = stillStalled;
    const sorted = answers.map((a) => a.ms).sort((a, b) => a - b);
    figures.otherRequests = answers.length;
    figures.otherFailed = answers.filter((a) => a.status !== 200).length;
    figures.otherP50Ms = Math.round(percentile(sorted, 50));
    figures.otherP99Ms = Math.round(percentile(sorted, 99));
    figures.poolBusyDuringStall = busy();

    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    // Nothing lost: every invoice is validated, the numbers without a gap.
    const numbers = await ctx.db.invoice.findMany({
      where: { organization_id: other.orgId, invoice_id: { in: other.invoiceIds } },
      select: { formatted_invoice_id: true },
      orderBy: { formatted_invoice_id: 'asc' },
    });
    expect(numbers.map((n) => n.formatted_invoice_id)).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => `FAC-2026-000${n}`),
    );

    // All exports answered: one runs, the others are refused with a French message.
    expect(statuses.every((s) => s !== undefined)).toBe(true);
    expect(running).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(STALLED - 1);
    const refusal = stalled.find((_, i) => statuses[i] === 429)!;
    expect(bodyOf(await refusal.head)).toEqual({
      error: true,
      message:
        'Un export de votre organisation est déjà en cours. Réessayez quand il sera terminé.',
    });

    // The running one is cut by the server within the deadline of a client that takes nothing.
    const idleBeforeCut = await closedByServer(running[0]!);
    figures.idleDeadlineMs = IDLE_MS;
    figures.idleBeforeCutMs = idleBeforeCut;
    expectCutAtDeadline(idleBeforeCut);
    for (const s of stalled) s.socket.destroy();

    // Its lock and connection are given back: the organization exports again, whole.
    const again = await fetch(`http://127.0.0.1:${port}/api/organization/export`, {
      headers: { cookie: staller.cookie },
    });
    expect(again.status).toBe(200);
    expect((await again.arrayBuffer()).byteLength).toBeGreaterThan(FILES * 1024 * 1024);
  }, 180_000);

  test('exports stalled by several organizations: the server runs a bounded number and refuses the others (429)', async () => {
    const [first, second, third] = [await heavyMember(), await heavyMember(), await heavyMember()];
    // An organization export and an accounting export, both stalled: the two the server runs.
    const stalled = [stalledExport(first.cookie, 0), stalledExport(second.cookie, 1)];
    expect(await Promise.all(stalled.map((s) => s.status))).toEqual([200, 200]);
    await waitFor(() => exportReadsOf(ctx.db).connectionsInUse === 2, 'both exports to run');
    const refused = stalledExport(third.cookie, 0);
    expect(await refused.status).toBe(429);
    expect(bodyOf(await refused.head)).toEqual({
      error: true,
      message: 'Trop d’exports sont en cours sur le serveur. Réessayez dans quelques minutes.',
    });
    // Their reads hold none of the app's connections: everyone else is served.
    expect(busy()).toBe(0);
    const health = await timedFetch('health', '/api/health');
    expect(health.status).toBe(200);

    // Both are cut within the deadline; then the third organization exports, whole.
    const idleBeforeCut = await Promise.all(stalled.map(closedByServer));
    figures.capIdleBeforeCutMs = idleBeforeCut.join(', ');
    for (const ms of idleBeforeCut) expectCutAtDeadline(ms);
    for (const s of [...stalled, refused]) s.socket.destroy();
    await waitFor(() => exportReadsOf(ctx.db).connectionsInUse === 0, 'the exports to end');
    const after = await fetch(`http://127.0.0.1:${port}/api/organization/export`, {
      headers: { cookie: third.cookie },
    });
    expect(after.status).toBe(200);
    expect((await after.arrayBuffer()).byteLength).toBeGreaterThan(FILES * 1024 * 1024);
  }, 180_000);
});
