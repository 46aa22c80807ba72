// The spec's full accounting lists are written as PostgreSQL sends their rows
// (http/json-list-answer.ts, db/prepared-rows.ts eachPreparedRow). A list longer than the first
// piece goes out in pieces: its bytes are exactly the JSON of the whole object (compared with the
// paged items of the same rows, which are read through Prisma); a short one is answered whole, as
// before. A failure before the first byte answers the JSON error; after it, the answer is cut and
// never a well-formed partial list; a client that goes away, or takes nothing for the idle
// deadline, stops the statement. Each time the connection leaves the app's pool in use no longer.
import { once } from 'node:events';
import http from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pgPoolOf } from '../src/db/prisma.js';
import { useTestContext } from './support/app.js';
import { createEvent, signedInMember, type Member } from './support/factories.js';
import { expectFailure, PDF } from './support/http.js';
import { listenOnLoopback } from './support/loopback-server.js';
import { waitFor } from './support/wait.js';

/** A stalled client is cut after this long (EXPORT_IDLE_TIMEOUT_MS, 60 s by default). */
const IDLE_MS = 4000;
const ctx = useTestContext({
  DB_STATEMENT_TIMEOUT_MS: '3000',
  EXPORT_IDLE_TIMEOUT_MS: String(IDLE_MS),
});

const MSG_BUSY =
  'Le serveur est momentanément surchargé. Veuillez réessayer dans quelques instants.';
/** What a name can hold that JSON escapes or must keep as it is. */
const HOSTILE = 'Reçu « été » "guillemets" \\ barre / 🎪 \u0001\u2028 ';
const YEAR = { startDate: '2026-01-01', endDate: '2026-12-31' };
const KINDS = [
  ['expenses', '/api/accounting/getExpenses'],
  ['revenues', '/api/accounting/revenue/getRevenues'],
] as const;

/** The app's pool connections in use. */
const inUse = () => {
  const pool = pgPoolOf(ctx.db);
  return pool.totalCount - pool.idleCount;
};

/** `count` expenses and revenues of 2026 in the member's organization, `nameBytes` long names. */
async function seed(m: Member, count: number, nameBytes = 40) {
  const org = m.organization.organization_id;
  const added = await m.api.postForm(
    '/api/accounting/addExpense',
    {
      product_name: 'Reçu',
      price: '1',
      recorded_date: '2025-01-01',
      payment_method: 'Cash',
      user_id: '-1',
    },
    { bytes: PDF, name: 'recu.pdf' },
  );
  expect(added.status).toBe(201);
  const event = await createEvent(ctx.db, org, { name: `${HOSTILE}fête` });
  const name = HOSTILE.repeat(Math.ceil(nameBytes / HOSTILE.length));
  await ctx.db.$executeRaw`INSERT INTO expenses (organization_id, product_name, price_cents,
      recorded_date, payment_method, user_id, event_id, file_id, updated_at)
    SELECT ${org}, ${name} || g, g * 7, date '2026-01-01' + g % 365, 'Virement',
      CASE WHEN g % 2 = 0 THEN ${m.user.user_id}::int END,
      CASE WHEN g % 3 = 0 THEN ${event.event_id}::int END, f.file_id, now()
    FROM generate_series(1, ${count}) g,
      (SELECT file_id FROM stored_files WHERE organization_id = ${org} LIMIT 1) f`;
  await ctx.db.$executeRaw`INSERT INTO revenues (organization_id, product_name, unit_price_cents,
      amount, recorded_date, payment_method, event_id, file_id, updated_at)
    SELECT ${org}, ${name} || g, g * 3, 1 + g % 4, date '2026-01-01' + g % 365,
      CASE WHEN g % 2 = 0 THEN 'Cash'::"PaymentMethod" END,
      CASE WHEN g % 3 = 0 THEN ${event.event_id}::int END, NULL, now()
    FROM generate_series(1, ${count}) g`;
}

/** Every item of the period, page after page (read through Prisma, not streamed). */
async function pagedItems(m: Member, path: string) {
  const items: unknown[] = [];
  for (let page = 1; ; page += 1) {
    const query = `page=${page}&page_size=200&from=2026-01-01&until=2026-12-31`;
    const res = await m.api.post(`${path}?${query}`).send({});
    expect(res.status).toBe(200);
    const pageItems = (res.body as { items: unknown[] }).items;
    items.push(...pageItems);
    if (pageItems.length < 200) return items;
  }
}

describe('the full accounting lists, streamed', () => {
  test.each(KINDS)('%s: a long list, the same bytes as the whole JSON', async (key, path) => {
    const m = await signedInMember(ctx);
    await seed(m, 1500);
    // Another organization's rows of the same period stay out.
    await seed(await signedInMember(ctx), 20);
    const full = await m.api.post(path).send(YEAR);
    expect(full.status).toBe(200);
    expect(full.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(full.headers['content-length']).toBeUndefined();
    expect(full.headers.etag).toBeUndefined();
    expect(full.text.length).toBeGreaterThan(200_000);
    const items = await pagedItems(m, path);
    expect(items).toHaveLength(1500);
    expect(full.text).toBe(JSON.stringify({ [key]: items }));
    expect(inUse()).toBe(0);
  });

  test.each(KINDS)('%s: a short or empty list is answered whole, as before', async (key, path) => {
    const m = await signedInMember(ctx);
    const empty = await m.api.post(path).send(YEAR);
    expect(empty.status).toBe(200);
    expect(empty.text).toBe(`{"${key}":[]}`);
    expect(empty.headers['content-length']).toBe(String(empty.text.length));
    expect(empty.headers.etag).toMatch(/^W\/"/);
    await seed(m, 3);
    const short = await m.api.post(path).send(YEAR);
    expect(short.text).toBe(JSON.stringify({ [key]: await pagedItems(m, path) }));
    expect(short.headers.etag).toMatch(/^W\/"/);
  });

  test('a failure before the first byte: the JSON error, the connection free again', async () => {
    const m = await signedInMember(ctx);
    await seed(m, 10);
    const holder = new pg.Client({ connectionString: ctx.config.DATABASE_URL });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE expenses IN ACCESS EXCLUSIVE MODE');
      const busy = await m.api.post('/api/accounting/getExpenses').send(YEAR).timeout(15_000);
      expectFailure(busy, 503, MSG_BUSY);
      await holder.query('ROLLBACK');
    } finally {
      await holder.end();
    }
    await waitFor(() => inUse() === 0, 'the list to give its connection back');
    const again = await m.api.post('/api/accounting/getExpenses').send(YEAR);
    expect(again.status).toBe(200);
  });
});

describe('the full list on a real socket', () => {
  let base: string;
  let close: () => Promise<void>;
  let member: Member;

  beforeAll(async () => {
    member = await signedInMember(ctx);
    // About 20 MB of JSON: more than the sockets between PostgreSQL, the app and the client hold.
    await seed(member, 5000, 4000);
    ({ url: base, close } = await listenOnLoopback(http.createServer(ctx.app)));
  });

  afterAll(() => close());

  /** The list asked on its own connection, its first chunk read, then no more read. */
  async function stalledList() {
    const req = http.request(`${base}/api/accounting/getExpenses`, {
      method: 'POST',
      agent: false,
      headers: {
        cookie: member.cookie,
        'content-type': 'application/json',
        'accept-encoding': 'identity',
      },
    });
    const answered = once(req, 'response') as Promise<[http.IncomingMessage]>;
    req.on('error', () => undefined);
    req.end(JSON.stringify(YEAR));
    const [res] = await answered;
    expect(res.statusCode).toBe(200);
    const chunks: Buffer[] = [];
    res.once('data', (chunk: Buffer) => {
      chunks.push(chunk);
      res.pause();
    });
    const [backend] = await waitFor(
      () => blockedBackend(),
      'the list to wait for the client, its statement running',
      { timeoutMs: 15_000 },
    );
    return { req, res, chunks, backend };
  }

  /** The backend sending the full list, blocked on a client that takes no more. */
  async function blockedBackend(): Promise<[number] | undefined> {
    const rows = await ctx.db.$queryRaw<{ pid: number }[]>`SELECT pid FROM pg_stat_activity
      WHERE query LIKE '%FROM expenses x%' AND state = 'active' AND wait_event = 'ClientWrite'`;
    return rows[0] ? [rows[0].pid] : undefined;
  }

  const backendGone = async (pid: number) =>
    (await ctx.db.$queryRaw<unknown[]>`SELECT 1 FROM pg_stat_activity WHERE pid = ${pid}`)
      .length === 0;

  test('the statement fails midway: the answer is cut, never a well-formed list', async () => {
    const { res, chunks, backend } = await stalledList();
    expect(Buffer.concat(chunks).toString('utf8')).toMatch(/^\{"expenses":\[\{/);
    const closed = new Promise((resolve) => res.on('close', resolve));
    res.on('error', () => undefined);
    await ctx.db.$queryRaw`SELECT pg_terminate_backend(${backend}::int)`;
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.resume();
    await closed;
    expect(res.complete).toBe(false);
    const body = Buffer.concat(chunks).toString('utf8');
    expect(() => JSON.parse(body) as unknown).toThrow();
    await waitFor(() => inUse() === 0, 'the list to give its connection back');
    const again = await member.api.post('/api/accounting/getExpenses').send(YEAR);
    expect(again.status).toBe(200);
    expect((again.body as { expenses: unknown[] }).expenses).toHaveLength(5000);
  }, 60_000);

  test('the client goes away: the statement stops, the connection is released', async () => {
    const { req, backend } = await stalledList();
    req.destroy();
    await waitFor(() => backendGone(backend), 'the statement to stop', { timeoutMs: 15_000 });
    await waitFor(() => inUse() === 0, 'the list to give its connection back');
    const again = await member.api.post('/api/accounting/getExpenses').send(YEAR);
    expect(again.status).toBe(200);
  }, 60_000);

  test('a client that takes nothing is cut: the statement stops, the connection is released', async () => {
    const { res, backend } = await stalledList();
    res.on('error', () => undefined);
    const closed = new Promise((resolve) => res.on('close', resolve));
    await waitFor(() => backendGone(backend), 'the stalled client to be cut', {
      timeoutMs: IDLE_MS * 4,
    });
    await waitFor(() => inUse() === 0, 'the list to give its connection back');
    res.resume();
    await closed;
    expect(res.complete).toBe(false);
  }, 60_000);
});
