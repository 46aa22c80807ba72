// Verified e-mail: a new account's address is unverified until the link mailed to it
// is opened; a new email replaces the account's only once the link mailed to the new address is
// opened, and the old address is told. Links are random, stored hashed, work once and expire.
import {
  MSG_EMAIL_ALREADY_VERIFIED,
  MSG_EMAIL_CHANGED,
  MSG_EMAIL_CHANGE_REQUESTED,
  MSG_EMAIL_LINK_INVALID,
  MSG_EMAIL_LINK_SENT,
  MSG_EMAIL_TAKEN,
  MSG_EMAIL_VERIFIED,
  MSG_RESET_TOKEN_INVALID,
} from '@app/shared/auth';
import { createHash, randomBytes } from 'node:crypto';
import request from 'supertest';
import { describe, expect, test } from 'vitest';
import { createTestContext, type TestContext } from './support/app.js';
import { createUser, signedInMember } from './support/factories.js';
import { expectAnswer, expectFailure } from './support/http.js';
import { firstMailedLink, linkToken, mailedToken, parsedMail } from './support/mail-links.js';
import { postAuth, sessionCookieOf, signIn } from './support/session.js';
import { withMailingContext } from './support/mailing-context.js';
import type { SmtpCapture } from './support/smtp-capture.js';

let ctx: TestContext;
let smtp: SmtpCapture;

withMailingContext((started) => ({ ctx, smtp } = started));

const address = (label: string) => `${label}-${randomBytes(4).toString('hex')}@exemple.be`;
const verifyEmail = (token: string) => postAuth(ctx.app, 'verifyEmail', { token });
const get = (path: string, cookie: string) => request(ctx.app).get(path).set('Cookie', cookie);
const profileOf = async (cookie: string) => (await get('/api/auth/profile', cookie)).body.user;
const verifiedFlag = async (cookie: string) =>
  (await get('/api/auth/verifyToken', cookie)).body.user.email_verified;
const resend = (cookie: string) =>
  request(ctx.app).post('/api/auth/resendVerification').set('Cookie', cookie);
const login = (email: string, password: string) => postAuth(ctx.app, 'login', { email, password });

/** Registers through the API as the login page does: the session cookie and the email. */
async function registered() {
  const email = address('inscrite');
  const res = await postAuth(ctx.app, 'register', {
    name: 'Inès Inscrite',
    email,
    password: 'motdepasse-solide',
  });
  expect(res.status).toBe(201);
  return { email, cookie: sessionCookieOf(res)!, password: 'motdepasse-solide' };
}

describe('a new account’s address', () => {
  test('is unverified until the mailed link is opened, even without a session; the link works once', async () => {
    const { email, cookie } = await registered();
    expect(await verifiedFlag(cookie)).toBe(false);
    expect(await profileOf(cookie)).toMatchObject({ email, email_verified: false });

    const { subject, text, token } = await firstMailedLink(smtp, email, 'verifyEmail');
    expect(subject).toBe('Confirmez votre adresse email');
    expect(text).toContain('valable 48 heures, une seule fois');
    // Stored as its sha256 only.
    const stored = await ctx.db.emailVerificationToken.findMany({ where: { email } });
    expect(stored.map((row) => row.token_hash)).toEqual([
      createHash('sha256').update(token).digest('hex'),
    ]);

    expectAnswer(await verifyEmail(token), 200, { message: MSG_EMAIL_VERIFIED, email });
    expect(await verifiedFlag(cookie)).toBe(true);
    expect(await profileOf(cookie)).toMatchObject({ email_verified: true, pending_email: null });
    expectFailure(await verifyEmail(token), 400, MSG_EMAIL_LINK_INVALID);
  });

  test('an expired link, or one never sent, proves nothing', async () => {
    const { email, cookie } = await registered();
    const token = await mailedToken(smtp, email, 1, 'verifyEmail');
    await ctx.db.emailVerificationToken.updateMany({
      where: { email },
      data: { expires_at: new Date(Date.now() - 1000) },
    });
    expectFailure(await verifyEmail(token), 400, MSG_EMAIL_LINK_INVALID, 'token');
    expectFailure(await verifyEmail('x'.repeat(43)), 400, MSG_EMAIL_LINK_INVALID, 'token');
    expectFailure(await postAuth(ctx.app, 'verifyEmail', {}), 400, MSG_EMAIL_LINK_INVALID);
    expect(await verifiedFlag(cookie)).toBe(false);
  });

  test('“Renvoyer le lien” sends a new link that replaces the first; nothing to send once verified', async () => {
    const { email, cookie } = await registered();
    const first = await mailedToken(smtp, email, 1, 'verifyEmail');
    expectAnswer(await resend(cookie), 200, { message: MSG_EMAIL_LINK_SENT });
    const second = await mailedToken(smtp, email, 2, 'verifyEmail');
    expect(second).not.toBe(first);
    expectFailure(await verifyEmail(first), 400, MSG_EMAIL_LINK_INVALID);
    expect((await verifyEmail(second)).status).toBe(200);
    expectFailure(await resend(cookie), 409, MSG_EMAIL_ALREADY_VERIFIED);
    expect((await request(ctx.app).post('/api/auth/resendVerification')).status).toBe(403);
  });
});

describe('changing the email on the profile page', () => {
  /** A member who asked for `newEmail`, with the link mailed there. */
  async function askedFor(newEmail: string) {
    const member = await signedInMember(ctx);
    const res = await request(ctx.app)
      .put('/api/auth/updateProfile')
      .set('Cookie', member.cookie)
      .send({ name: member.user.name, email: newEmail, current_password: member.user.password });
    return { ...member, res };
  }

  test('keeps the old address until the link mailed to the new one is opened; the old one is told', async () => {
    const newEmail = address('nouvelle');
    const { user, cookie, res } = await askedFor(newEmail);
    const otherDevice = await signIn(ctx.app, user);
    expectAnswer(res, 200, {
      message: MSG_EMAIL_CHANGE_REQUESTED,
      user: { name: user.name, email: user.email, pending_email: newEmail },
    });
    expect(await profileOf(cookie)).toMatchObject({ email: user.email, pending_email: newEmail });

    const notice = await parsedMail(await smtp.waitForMail(user.email, 1));
    expect(notice.subject).toBe('Demande de changement de votre adresse email');
    expect(notice.text).toContain(`remplacer l’adresse email de votre compte par ${newEmail}`);
    expect(notice.text).toContain('Rien ne change tant que le lien envoyé à cette adresse');
    expect(notice.text).not.toContain('verifyEmail');
    const linkMail = await smtp.waitForMail(newEmail, 1);
    expect((await parsedMail(linkMail)).subject).toBe('Confirmez votre nouvelle adresse email');

    // A reset link mailed to the old address still works until the change is confirmed.
    await postAuth(ctx.app, 'forgotPassword', { email: user.email });
    const reset = /resetPassword\/([A-Za-z0-9_-]{43})/.exec(
      (await parsedMail(await smtp.waitForMail(user.email, 2))).text ?? '',
    )![1]!;
    expect((await login(user.email, user.password)).status).toBe(200);
    expect((await login(newEmail, user.password)).status).toBe(400);

    const token = await linkToken(linkMail, 'verifyEmail');
    expectAnswer(await verifyEmail(token), 200, { message: MSG_EMAIL_CHANGED, email: newEmail });
    expect(await profileOf(cookie)).toMatchObject({
      email: newEmail,
      email_verified: true,
      pending_email: null,
    });
    expect((await login(newEmail, user.password)).status).toBe(200);
    expect((await login(user.email, user.password)).status).toBe(400);
    // The reset links of the old address end; sessions stay open, as with the change before.
    const dead = await postAuth(ctx.app, 'resetPassword', { token: reset, password: 'pirate-123' });
    expectFailure(dead, 400, MSG_RESET_TOKEN_INVALID);
    expect((await get('/api/auth/verifyToken', otherDevice)).status).toBe(200);
    expectFailure(await verifyEmail(token), 400, MSG_EMAIL_LINK_INVALID);
  });

  test('the address taken by another account meanwhile: 409, nothing changes', async () => {
    const newEmail = address('convoitee');
    const { user, cookie } = await askedFor(newEmail);
    const token = await mailedToken(smtp, newEmail, 1, 'verifyEmail');
    await createUser(ctx.db, { email: newEmail });
    expectFailure(await verifyEmail(token), 409, MSG_EMAIL_TAKEN);
    expect(await profileOf(cookie)).toMatchObject({ email: user.email });
    expect((await login(user.email, user.password)).status).toBe(200);
  });

  test('a second request replaces the first: only the latest address can be confirmed', async () => {
    const first = address('premiere');
    const second = address('seconde');
    const { user, cookie } = await askedFor(first);
    const firstToken = await mailedToken(smtp, first, 1, 'verifyEmail');
    const again = await request(ctx.app)
      .put('/api/auth/updateProfile')
      .set('Cookie', cookie)
      .send({ name: user.name, email: second, current_password: user.password });
    expect(again.body.user.pending_email).toBe(second);
    expectFailure(await verifyEmail(firstToken), 400, MSG_EMAIL_LINK_INVALID);
    // "Renvoyer le lien" sends the link of the change waiting, to the new address.
    expect((await resend(cookie)).status).toBe(200);
    const resent = await mailedToken(smtp, second, 2, 'verifyEmail');
    expect((await verifyEmail(resent)).body.email).toBe(second);
  });

  test('an expired link leaves the old address in place', async () => {
    const newEmail = address('tardive');
    const { user, cookie } = await askedFor(newEmail);
    const token = await mailedToken(smtp, newEmail, 1, 'verifyEmail');
    await ctx.db.emailVerificationToken.updateMany({
      where: { email: newEmail },
      data: { expires_at: new Date(Date.now() - 1000) },
    });
    expectFailure(await verifyEmail(token), 400, MSG_EMAIL_LINK_INVALID);
    expect(await profileOf(cookie)).toMatchObject({ email: user.email, pending_email: null });
  });
});

describe('rate limits', () => {
  test('sending the link again and opening links are limited like the reset links', async () => {
    const limited = await createTestContext({ AUTH_RATE_LIMIT_MAX: '3' });
    try {
      const user = await createUser(limited.db);
      const cookie = await signIn(limited.app, user);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await request(limited.app)
          .post('/api/auth/resendVerification')
          .set('Cookie', cookie);
        statuses.push(res.status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      const opened: number[] = [];
      for (let i = 0; i < 4; i++) {
        opened.push((await postAuth(limited.app, 'verifyEmail', { token: 'x' })).status);
      }
      expect(opened).toEqual([400, 400, 400, 429]);
    } finally {
      await limited.close();
    }
  });
});
