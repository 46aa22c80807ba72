// A reset link dies when the password or the email changes, and when a
// newer link is sent; a completed reset spends it. A dead link changes nothing: not the password,
// not the sessions.
import { MSG_RESET_TOKEN_INVALID } from '@app/shared/auth';
import request from 'supertest';
import { describe, expect, test } from 'vitest';
import type { TestContext } from './support/app.js';
import { createOrganization, createUser } from './support/factories.js';
import { expectAnswer, expectFailure } from './support/http.js';
import { mailedToken } from './support/mail-links.js';
import { postAuth, sessionCookieOf, signIn } from './support/session.js';
import { withMailingContext } from './support/mailing-context.js';
import type { SmtpCapture } from './support/smtp-capture.js';

let ctx: TestContext;
let smtp: SmtpCapture;

withMailingContext((started) => ({ ctx, smtp } = started));

/** A member signed in, as the owner of the mailbox sees their account. */
async function owner() {
  const organization = await createOrganization(ctx.db);
  const user = await createUser(ctx.db, { organization_id: organization.organization_id });
  return { user, cookie: await signIn(ctx.app, user) };
}

/** Asks for a link as the login page does and reads it from the `count`-th mail to `email`. */
async function resetLink(email: string, count: number): Promise<string> {
  await postAuth(ctx.app, 'forgotPassword', { email });
  const mail = await smtp.waitForMail(email, count);
  return /resetPassword\/([A-Za-z0-9_-]{43})/.exec(mail.raw.replace(/=\r?\n/g, ''))![1]!;
}

const reset = (token: string, password: string) =>
  postAuth(ctx.app, 'resetPassword', { token, password });
const verify = (cookie: string) =>
  request(ctx.app).get('/api/auth/verifyToken').set('Cookie', cookie);
const put = (path: string, cookie: string, body: object) =>
  request(ctx.app).put(`/api/auth/${path}`).set('Cookie', cookie).send(body);
const login = (email: string, password: string) => postAuth(ctx.app, 'login', { email, password });

describe('a reset link dies', () => {
  test('when the owner changes the password on the profile page', async () => {
    const { user, cookie } = await owner();
    const token = await resetLink(user.email, 1);
    const changed = await put('changePassword', cookie, {
      current_password: user.password,
      new_password: 'choisi-par-moi',
    });
    expect(changed.status).toBe(200);
    const session = sessionCookieOf(changed)!;

    expectFailure(await reset(token, 'choisi-par-un-autre'), 400, MSG_RESET_TOKEN_INVALID, 'token');
    expect((await login(user.email, 'choisi-par-un-autre')).status).toBe(400);
    expect((await login(user.email, 'choisi-par-moi')).status).toBe(200);
    // The owner's session after the change was not ended by the refused link.
    expect((await verify(session)).status).toBe(200);
  });

  test('when the owner changes the email on the profile page and confirms it', async () => {
    const { user, cookie } = await owner();
    const token = await resetLink(user.email, 1);
    const newEmail = `nouvelle-${user.user_id}@exemple.be`;
    const updated = await put('updateProfile', cookie, {
      name: user.name,
      email: newEmail,
      current_password: user.password,
    });
    expect(updated.status).toBe(200);
    // The email changes once the link mailed to the new address is opened.
    const link = await mailedToken(smtp, newEmail, 1, 'verifyEmail');
    expect((await postAuth(ctx.app, 'verifyEmail', { token: link })).status).toBe(200);

    expectFailure(await reset(token, 'choisi-par-un-autre'), 400, MSG_RESET_TOKEN_INVALID);
    expect((await login(newEmail, user.password)).status).toBe(200);
    expect((await verify(cookie)).status).toBe(200);
  });

  test('when a newer link is sent; the newer one works', async () => {
    const { user, cookie } = await owner();
    const older = await resetLink(user.email, 1);
    const newer = await resetLink(user.email, 2);
    expect(newer).not.toBe(older);

    expectFailure(await reset(older, 'par-le-vieux-lien'), 400, MSG_RESET_TOKEN_INVALID);
    expect((await verify(cookie)).status).toBe(200);
    expectAnswer(await reset(newer, 'par-le-nouveau-lien'), 200, {
      message: 'Mot de passe modifié avec succès',
    });
    expect((await login(user.email, 'par-le-nouveau-lien')).status).toBe(200);
  });

  test('once it has reset the password', async () => {
    const { user } = await owner();
    const token = await resetLink(user.email, 1);
    expect((await reset(token, 'premier-usage-1')).status).toBe(200);
    expectFailure(await reset(token, 'second-usage-2'), 400, MSG_RESET_TOKEN_INVALID);
    expect((await login(user.email, 'premier-usage-1')).status).toBe(200);
  });
});

describe('a reset link lives on', () => {
  test('when only the name changes on the profile page', async () => {
    const { user, cookie } = await owner();
    const token = await resetLink(user.email, 1);
    const renamed = await put('updateProfile', cookie, { name: 'Nom Changé', email: user.email });
    expect(renamed.status).toBe(200);
    expect((await reset(token, 'toujours-valable')).status).toBe(200);
  });
});
