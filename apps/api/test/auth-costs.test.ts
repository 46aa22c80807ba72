// What an answer costs must not tell an attacker anything, nor let them make
// the server hash for free. bcrypt at cost 12 takes a few hundred ms here, far above the noise of
// a database read, so the comparisons below hold on a loaded machine.
import { performance } from 'node:perf_hooks';
import request from 'supertest';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestContext, type TestContext } from './support/app.js';
import { postAuth } from './support/session.js';
import { createUser } from './support/factories.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ BCRYPT_ROUNDS: '12' });
});
afterAll(() => ctx.close());

async function duration(call: () => request.Test) {
  const start = performance.now();
  const res = await call();
  return { status: res.status, ms: performance.now() - start };
}

const register = (body: { name: string; email: string; password: string }) =>
  postAuth(ctx.app, 'register', body);

/** Registers a new account named `name`, with an email no one has used. */
const registerNew = (name: string, i: number) =>
  register({
    name,
    email: `${name.toLowerCase()}-${i}-${Date.now()}@exemple.be`,
    password: 'motdepasse-long',
  });

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

test('registering a taken email costs what registering a new one costs', async () => {
  const taken = await createUser(ctx.db);
  const fresh: number[] = [];
  const known: number[] = [];
  for (let i = 0; i < 3; i++) {
    const created = await duration(() => registerNew('Nouveau', i));
    expect(created.status).toBe(201);
    fresh.push(created.ms);
    const refused = await duration(() =>
      register({ name: 'Autre', email: taken.email, password: 'motdepasse-long' }),
    );
    expect(refused.status).toBe(409);
    known.push(refused.ms);
  }
  // Before: the taken email answered in a few ms against a full hash for a new one.
  expect(median(known)).toBeGreaterThan(median(fresh) / 3);
});

test('a wrong reset token is refused before the new password is hashed', async () => {
  const wrong: number[] = [];
  for (let i = 0; i < 3; i++) {
    const res = await duration(() =>
      postAuth(ctx.app, 'resetPassword', {
        token: 'x'.repeat(43),
        password: 'nouveau-secret-2026',
      }),
    );
    expect(res.status).toBe(400);
    wrong.push(res.ms);
  }
  const hashOnce: number[] = [];
  for (let i = 0; i < 3; i++) {
    const res = await duration(() => registerNew('Mesure', i));
    hashOnce.push(res.ms);
  }
  expect(median(wrong)).toBeLessThan(median(hashOnce) / 3);
});
