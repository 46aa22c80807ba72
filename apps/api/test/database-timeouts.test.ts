// A request that cannot get a database connection in time, or whose statement runs
// too long, fails cleanly with a 503 and a French message instead of hanging behind the others
// (DB_ACQUIRE_TIMEOUT_MS, DB_STATEMENT_TIMEOUT_MS; short here, 10 s and 30 s by default).
import pg from 'pg';
import request from 'supertest';
import { describe, expect, test } from 'vitest';
import { pgPoolOf } from '../src/db/prisma.js';
import { useTestContext } from './support/app.js';
import { signedInMember, whereOrgOf, type Member } from './support/factories.js';
import { expectFailure } from './support/http.js';

// The acquire timeout also bounds opening a connection, which a loaded machine can make slow.
const ctx = useTestContext({ DB_ACQUIRE_TIMEOUT_MS: '3000', DB_STATEMENT_TIMEOUT_MS: '1500' });

const MSG_BUSY =
  'Le serveur est momentanément surchargé. Veuillez réessayer dans quelques instants.';
/** Without the timeouts these requests would wait for ever: the test gives up on them first. */
const GIVE_UP_MS = 15_000;

/** While the database cannot serve: listing and creating clients answer 503, MSG_BUSY. */
async function expectClientsBusy(member: Member, client_name: string) {
  expectFailure(await member.api.get('/api/clients/list').timeout(GIVE_UP_MS), 503, MSG_BUSY);
  const created = await member.api
    .post('/api/clients/createClient')
    .send({ client_name })
    .timeout(GIVE_UP_MS);
  expectFailure(created, 503, MSG_BUSY);
}

describe('database timeouts', () => {
  test('no connection free within the acquire timeout: 503, then served again', async () => {
    const member = await signedInMember(ctx);
    const pool = pgPoolOf(ctx.db);
    // Every connection of the app's pool taken, as a burst of slow work would.
    const held = await Promise.all(Array.from({ length: 10 }, () => pool.connect()));
    try {
      await expectClientsBusy(member, 'Pendant la saturation');
      const login = await request(ctx.app)
        .post('/api/auth/login')
        .send({ email: member.user.email, password: member.user.password })
        .timeout(GIVE_UP_MS);
      expectFailure(login, 503, MSG_BUSY);
    } finally {
      for (const client of held) client.release();
    }
    const again = await member.api.get('/api/clients/list');
    expect(again.status).toBe(200);
    expect(await ctx.db.client.count(whereOrgOf(member))).toBe(0);
  });

  test('a statement beyond statement_timeout: 503, nothing half-written', async () => {
    const member = await signedInMember(ctx);
    // A table locked by another session (a migration, a long maintenance): statements wait on it.
    const holder = new pg.Client({ connectionString: ctx.config.DATABASE_URL });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE clients IN ACCESS EXCLUSIVE MODE');
      await expectClientsBusy(member, 'Pendant le verrou');
      await holder.query('ROLLBACK');
    } finally {
      await holder.end();
    }
    expect(await ctx.db.client.count(whereOrgOf(member))).toBe(0);
    const created = await member.api
      .post('/api/clients/createClient')
      .send({ client_name: 'Après' });
    expect(created.status).toBe(201);
  });
});
