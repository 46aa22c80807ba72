// The guards keep the sessions they read for a few seconds (db/session-cache.ts). Every change
// of what a session check decides is refused on the very next request after a cached hit: writes
// through this process at once, writes from elsewhere (another app on the same database, SQL by
// hand) as soon as PostgreSQL announces them; and while nobody listens, the database is read.
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../src/app.js';
import { createPrisma, type Db } from '../src/db/prisma.js';
import { SESSION_LISTENER_NAME } from '../src/db/session-cache.js';
import { TEST_SESSION_KEY, useTestContext } from './support/app.js';
import { createUser, signedInMember, type Member } from './support/factories.js';
import { withSession } from './support/http.js';
import { signIn } from './support/session.js';
import { waitFor } from './support/wait.js';

const ctx = useTestContext();
const LIST = '/api/clients/list';
/** Shorter than the cache's life of an entry: a refusal within it came from an invalidation. */
const NOTICE = { timeoutMs: 2_000 };

/** How many connections listen for session changes on the test database. */
async function listeners(db: Db): Promise<number> {
  const [row] = await db.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM pg_stat_activity
    WHERE datname = current_database() AND application_name = ${SESSION_LISTENER_NAME}
      AND query LIKE 'LISTEN%'`;
  return row!.n;
}

/** `cookie` read twice by `app` once its cache listens: the second read is a cached hit. */
async function cachedHit(app: Member['api'], count = 1): Promise<void> {
  expect((await app.get(LIST)).status).toBe(200);
  await waitFor(async () => (await listeners(ctx.db)) >= count, 'session listener');
  expect((await app.get(LIST)).status).toBe(200);
  expect((await app.get(LIST)).status).toBe(200);
}

/** SQL by hand, on a connection of its own (not the app's pool). */
async function byHand(sql: string, values: unknown[]): Promise<void> {
  const client = new pg.Client({ connectionString: ctx.config.DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql, values);
  } finally {
    await client.end();
  }
}

async function colleague(of: Member, role: 'admin' | 'member' | 'viewer') {
  const user = await createUser(ctx.db, { organization_id: of.organization.organization_id, role });
  const cookie = await signIn(ctx.app, user);
  return { user, cookie, api: withSession(ctx.app, cookie) };
}

describe('a write through this process is refused on the very next request', () => {
  test('sign-out', async () => {
    const member = await signedInMember(ctx);
    await cachedHit(member.api);
    expect((await member.api.post('/api/auth/logout')).status).toBe(200);
    expect((await member.api.get(LIST)).status).toBe(403);
  });

  test('password change ends the other sessions', async () => {
    const member = await signedInMember(ctx);
    const other = withSession(ctx.app, await signIn(ctx.app, member.user));
    await cachedHit(other);
    const changed = await member.api.put('/api/auth/changePassword').send({
      current_password: member.user.password,
      new_password: 'un-autre-solide',
    });
    expect(changed.status).toBe(200);
    expect((await other.get(LIST)).status).toBe(403);
  });

  test('role changed: the new role decides at once', async () => {
    const owner = await signedInMember(ctx);
    const admin = await colleague(owner, 'admin');
    await cachedHit(admin.api);
    const url = `/api/organization/members/role?user_id=${admin.user.user_id}`;
    expect((await owner.api.put(url).send({ role: 'viewer' })).status).toBe(200);
    const verify = await admin.api.get('/api/auth/verifyToken');
    expect(verify.body.user.role).toBe('viewer');
    const created = await admin.api.post('/api/clients/createClient').send({});
    expect(created.status).toBe(403);
  });

  test('member removed', async () => {
    const owner = await signedInMember(ctx);
    const member = await colleague(owner, 'member');
    await cachedHit(member.api);
    const url = `/api/organization/members/remove?user_id=${member.user.user_id}`;
    expect((await owner.api.delete(url)).status).toBe(200);
    expect((await member.api.get(LIST)).status).toBe(403);
  });

  test('organization left', async () => {
    const owner = await signedInMember(ctx);
    const member = await colleague(owner, 'member');
    await cachedHit(member.api);
    expect((await member.api.put('/api/organization/leave')).status).toBe(200);
    expect((await member.api.get(LIST)).status).toBe(401);
  });

  test('plan ended, e-mail verified, membership ended: any statement of the pool', async () => {
    const member = await signedInMember(ctx);
    await cachedHit(member.api);
    const organization_id = member.organization.organization_id;
    // With triggers off (a restore does so): no notice comes, the statement itself empties the cache.
    await ctx.db.$transaction([
      ctx.db.$executeRaw`SET LOCAL session_replication_role = replica`,
      ctx.db.$executeRaw`UPDATE organizations SET subscription_status = 'canceled'
        WHERE organization_id = ${organization_id}`,
    ]);
    expect((await member.api.get(LIST)).status).toBe(402);

    await ctx.db.user.update({
      where: { user_id: member.user.user_id },
      data: { email_verified_at: new Date('2026-01-02T03:04:05Z') },
    });
    const verify = await member.api.get('/api/auth/verifyToken');
    expect(verify.body.user.email_verified).toBe(true);

    await ctx.db.$transaction(async (tx) => {
      await tx.$executeRaw`SET LOCAL session_replication_role = replica`;
      await tx.user.update({
        where: { user_id: member.user.user_id },
        data: { organization_id: null },
      });
      // Read between the write and its commit: the old row, which must not outlive the commit.
      expect((await member.api.get(LIST)).status).toBe(402);
    });
    expect((await member.api.get(LIST)).status).toBe(401);
  });
});

describe('another app on the same database', () => {
  let db2: Db;
  let app2: ReturnType<typeof createApp>;
  beforeAll(() => {
    db2 = createPrisma(String(ctx.config.DATABASE_URL));
    const logger = pino({ level: 'silent' });
    app2 = createApp({ config: ctx.config, db: db2, logger, jwtSecret: TEST_SESSION_KEY });
  });
  afterAll(() => db2.$disconnect());

  test('refuses a session signed out through the first one', async () => {
    const member = await signedInMember(ctx);
    const second = withSession(app2, member.cookie);
    await cachedHit(member.api);
    await cachedHit(second, 2);
    expect((await member.api.post('/api/auth/logout')).status).toBe(200);
    await waitFor(async () => (await second.get(LIST)).status === 403, 'refused', NOTICE);
  });

  test('refuses a member whose role SQL by hand changed', async () => {
    const owner = await signedInMember(ctx);
    const admin = await colleague(owner, 'admin');
    const second = withSession(app2, admin.cookie);
    await cachedHit(second, 2);
    await byHand('UPDATE users SET role = $1 WHERE user_id = $2', ['viewer', admin.user.user_id]);
    const roleOf = async () => (await second.get('/api/auth/verifyToken')).body.user.role;
    await waitFor(async () => (await roleOf()) === 'viewer', 'new role', NOTICE);
  });
});

describe('without its listening connection', () => {
  test('the cache reads the database, then listens again', async () => {
    const member = await signedInMember(ctx);
    await cachedHit(member.api);
    await ctx.db.$queryRaw`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE datname = current_database() AND application_name = ${SESSION_LISTENER_NAME}`;
    await waitFor(async () => (await listeners(ctx.db)) === 0, 'listener ended');
    const ends = 'UPDATE users SET sessions_valid_after = now() WHERE user_id = $1';
    // Read while nobody listens: what it read is not kept, since no notice would empty it.
    expect((await member.api.get(LIST)).status).toBe(200);
    await byHand(ends, [member.user.user_id]);
    expect((await member.api.get(LIST)).status).toBe(403);

    const again = await signedInMember(ctx);
    await cachedHit(again.api);
    await byHand(ends, [again.user.user_id]);
    await waitFor(async () => (await again.api.get(LIST)).status === 403, 'refused', NOTICE);
  });
});
