// A guarded request reads its session (user, membership, plan and revocation) in ONE
// SQL statement, shared by requireSession, requireOrganization and requireActivePlan. The app is
// built here on a pg pool whose clients report every statement the app sends to PostgreSQL.
import request from 'supertest';
import { describe, expect, test } from 'vitest';
import { useRecordedApp } from './support/recorded-statements.js';
import { createOrganization, createUser } from './support/factories.js';
import { signIn } from './support/session.js';
import { expectFailure, expectAnswer } from './support/http.js';

const ctx = useRecordedApp();

/** Sends the request and returns its response with the statements it cost. */
async function counted(send: () => request.Test) {
  ctx.statements.length = 0;
  const res = await send();
  return { res, sql: [...ctx.statements] };
}

/** GET `path` with the session `cookie`, and the statements it cost. */
const countedGet = (path: string, cookie: string) =>
  counted(() => request(ctx.app).get(path).set('Cookie', cookie));

async function member(options: { active?: boolean } = {}) {
  const organization = await createOrganization(ctx.db, options);
  const user = await createUser(ctx.db, { organization_id: organization.organization_id });
  return { organization, user, cookie: await signIn(ctx.app, user) };
}

/** The one session statement: it never reads the password hash. */
function expectSessionStatement(sql: string) {
  expect(sql).toMatch(/sessions_valid_after/);
  expect(sql).toMatch(/revoked_sessions/);
  expect(sql).toMatch(/subscription_status/);
  expect(sql).not.toMatch(/password_hash/);
}

// POST /api/organization/updateOrganizationTerms without terms: requireActivePlan, then a 400
// from the body's validation, before the route itself touches the database.
const paidRouteRefusingItsBody = (cookie: string) =>
  request(ctx.app).post('/api/organization/updateOrganizationTerms').set('Cookie', cookie).send({});

/** That route's answer, which must have cost exactly one statement (the session's). */
async function paidRouteInOneStatement(cookie: string) {
  const { res, sql } = await counted(() => paidRouteRefusingItsBody(cookie));
  expect(sql).toHaveLength(1);
  return { res, statement: sql[0]! };
}

describe('the session of a guarded request', () => {
  test('a guarded route that reads one row costs that statement and the session', async () => {
    const { cookie, user } = await member();
    const { res, sql } = await countedGet('/api/users/list', cookie);
    expectAnswer(res, 200, {
      users: [{ user_id: user.user_id, name: user.name, email: user.email, role: 'owner' }],
    });
    expect(sql).toHaveLength(2);
    expectSessionStatement(sql[0]!);
  });

  test('an organization without an active plan gets 402 after one statement', async () => {
    const { cookie } = await member({ active: false });
    const { res } = await paidRouteInOneStatement(cookie);
    expectAnswer(res, 402, { message: 'Payment required' });
  });

  test('a user without organization gets 401 after one statement', async () => {
    const loner = await createUser(ctx.db);
    // Signing in without organization answers 401 but opens the session.
    const cookie = await signIn(ctx.app, loner);
    const { res } = await paidRouteInOneStatement(cookie);
    expectAnswer(res, 401, { error: 401, message: "Vous n'avez pas de'organisation" });
  });

  const stillOpen = async () => {};
  test.each([
    [
      'requireActivePlan lets an active member through (the route refuses its body)',
      stillOpen,
      400,
      'Veuillez saisir les conditions générales.',
    ],
    [
      'a session ended by a password reset gets 403',
      async (user: { user_id: number }) => {
        await ctx.db.user.update({
          where: { user_id: user.user_id },
          data: { sessions_valid_after: new Date(Date.now() + 1000) },
        });
      },
      403,
      'Session absente ou expirée.',
    ],
    [
      'a session ended by its logout gets 403',
      async (_user: { user_id: number }, cookie: string) => {
        expect((await request(ctx.app).post('/api/auth/logout').set('Cookie', cookie)).status).toBe(
          200,
        );
      },
      403,
      'Session absente ou expirée.',
    ],
  ])('%s, after one statement', async (_label, end, status, message) => {
    const { cookie, user } = await member();
    expect((await paidRouteRefusingItsBody(cookie)).status).toBe(400);
    await end(user, cookie);
    const { res, statement } = await paidRouteInOneStatement(cookie);
    expectFailure(res, status, message);
    expectSessionStatement(statement);
  });

  test('GET /api/auth/verifyToken reads the session in one statement', async () => {
    const { cookie, user } = await member();
    const { res, sql } = await countedGet('/api/auth/verifyToken', cookie);
    expectAnswer(res, 200, {
      authenticated: true,
      user: {
        name: user.name,
        email: user.email,
        has_organization: true,
        email_verified: false,
        role: 'owner',
      },
    });
    expect(sql).toHaveLength(1);
    expectSessionStatement(sql[0]!);
  });
});
