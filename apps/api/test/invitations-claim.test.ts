// Invitations that cannot be claimed: an invitation is answered only by the account
// whose VERIFIED email is the invited one, or through the link of its mail; it expires after 14
// days; an organization keeps at most 50 waiting. Before, it reached whoever signed in with the
// address, so changing one's email to it was enough to join.
import {
  MSG_INVITATION_ACCEPTED,
  MSG_INVITATION_EXPIRED,
  MSG_INVITATION_LINK_INVALID,
  MSG_INVITATION_NOT_FOUND,
  MSG_TOO_MANY_INVITATIONS,
} from '@app/shared/invitations';
import { createHash, randomBytes } from 'node:crypto';
import request from 'supertest';
import { describe, expect, test } from 'vitest';
import { lockInvitationsOf } from '../src/modules/organization/invitation-links.data.js';
import type { TestContext } from './support/app.js';
import { createUser, signedInMember, type Member } from './support/factories.js';
import { expectAnswer, expectFailure, withSession } from './support/http.js';
import { firstMailedLink, mailedToken } from './support/mail-links.js';
import { whileUncommitted } from './support/row-locks.js';
import { postAuth, sessionCookieOf, signIn } from './support/session.js';
import { withMailingContext } from './support/mailing-context.js';
import type { SmtpCapture } from './support/smtp-capture.js';

let ctx: TestContext;
let smtp: SmtpCapture;

withMailingContext((started) => ({ ctx, smtp } = started));

const DAY_MS = 24 * 60 * 60 * 1000;
const address = (label: string) => `${label}-${randomBytes(4).toString('hex')}@exemple.be`;

const invite = (member: Member, email: string) =>
  member.api.put('/api/organization/addOrganizationUser').send({ email });
const received = (cookie: string) =>
  withSession(ctx.app, cookie).get('/api/organization/invitations');
const answer = (cookie: string, verb: 'accept' | 'decline', id: number) =>
  withSession(ctx.app, cookie).put(`/api/organization/invitations/${verb}?invitation_id=${id}`);
const acceptLink = (cookie: string, token: string) =>
  withSession(ctx.app, cookie).post('/api/organization/invitations/acceptLink').send({ token });
const invitationOf = (member: Member, email: string) =>
  ctx.db.invitation.findFirstOrThrow({
    where: { organization_id: member.organization.organization_id, email },
  });
const organizationOf = async (userId: number) =>
  (await ctx.db.user.findUniqueOrThrow({ where: { user_id: userId } })).organization_id;

/** A user without organization, signed in; `verified`: their email is proven. */
async function person(options: { email?: string; verified: boolean }) {
  const user = await createUser(ctx.db, options.email ? { email: options.email } : {});
  if (options.verified) {
    await ctx.db.user.update({
      where: { user_id: user.user_id },
      data: { email_verified_at: new Date() },
    });
  }
  return { user, cookie: await signIn(ctx.app, user) };
}

/** The user is offered no invitation, and answering `invitationId` is refused as a missing one. */
async function expectNothingToClaim(cookie: string, email_verified: boolean, invitationId: number) {
  expect((await received(cookie)).body).toEqual({ invitations: [], email_verified });
  for (const choice of ['accept', 'decline'] as const) {
    expectFailure(await answer(cookie, choice, invitationId), 404, MSG_INVITATION_NOT_FOUND);
  }
}

describe('by address: only a verified one', () => {
  test('an attacker who changes their account’s email to the invited address cannot claim it', async () => {
    const organization = await signedInMember(ctx);
    const invited = address('benevole');
    expect((await invite(organization, invited)).status).toBe(200);
    const { invitation_id } = await invitationOf(organization, invited);

    const attacker = await person({ verified: true });
    const changed = await withSession(ctx.app, attacker.cookie)
      .put('/api/auth/updateProfile')
      .send({ name: 'Pirate', email: invited, current_password: attacker.user.password });
    expect(changed.status).toBe(200);
    // The email did not change (the link went to the invited mailbox), so nothing is offered.
    await expectNothingToClaim(attacker.cookie, true, invitation_id);

    // Even with the email set behind the API's back, an unproven address claims nothing.
    await ctx.db.user.update({
      where: { user_id: attacker.user.user_id },
      data: { email: invited, email_verified_at: null },
    });
    await expectNothingToClaim(attacker.cookie, false, invitation_id);
    expect(await organizationOf(attacker.user.user_id)).toBeNull();
    expect((await invitationOf(organization, invited)).status).toBe('Pending');
  });

  test('an account registered with the invited address sees and answers it only once verified', async () => {
    const organization = await signedInMember(ctx, { organization_name: 'Club des Bénévoles' });
    const invited = address('nouvelle');
    await invite(organization, invited);
    const { invitation_id } = await invitationOf(organization, invited);
    const registration = await postAuth(ctx.app, 'register', {
      name: 'Nina Nouvelle',
      email: invited,
      password: 'motdepasse-solide',
    });
    const cookie = sessionCookieOf(registration)!;
    expect((await received(cookie)).body).toEqual({ invitations: [], email_verified: false });
    expectFailure(await answer(cookie, 'accept', invitation_id), 404, MSG_INVITATION_NOT_FOUND);

    const verification = await mailedToken(smtp, invited, 1, 'verifyEmail');
    expect((await postAuth(ctx.app, 'verifyEmail', { token: verification })).status).toBe(200);
    const listed = await received(cookie);
    expect(listed.body.email_verified).toBe(true);
    expect(listed.body.invitations).toEqual([
      expect.objectContaining({ invitation_id, organization_name: 'Club des Bénévoles' }),
    ]);
    expectAnswer(await answer(cookie, 'accept', invitation_id), 200, {
      message: MSG_INVITATION_ACCEPTED,
    });
  });
});

describe('through the link of the invitation mail', () => {
  test('the mail names who invites; its link accepts for the account signed in, once', async () => {
    const organization = await signedInMember(ctx, {
      organization_name: 'Les Amis du Rail',
      name: 'Camille Trésorière',
    });
    const invited = address('boite-partagee');
    await invite(organization, invited);
    const { subject, text, token } = await firstMailedLink(smtp, invited, 'invitation');
    expect(subject).toBe('Invitation à rejoindre Les Amis du Rail');
    expect(text).toContain('Camille Trésorière vous invite à rejoindre Les Amis du Rail.');
    const stored = await invitationOf(organization, invited);
    expect(stored.token_hash).toBe(createHash('sha256').update(token).digest('hex'));

    // Opened by a person signed in with another, unverified address: the link is the proof.
    const volunteer = await person({ verified: false });
    expectAnswer(await acceptLink(volunteer.cookie, token), 200, {
      message: MSG_INVITATION_ACCEPTED,
    });
    expect(await organizationOf(volunteer.user.user_id)).toBe(
      organization.organization.organization_id,
    );
    expect((await invitationOf(organization, invited)).status).toBe('Accepted');
    const other = await person({ verified: true });
    expectFailure(await acceptLink(other.cookie, token), 404, MSG_INVITATION_LINK_INVALID);
    expect(await organizationOf(other.user.user_id)).toBeNull();
  });

  test('sending again gives a new link and ends the old one; a cancelled invitation’s link is dead', async () => {
    const organization = await signedInMember(ctx);
    const invited = address('relance');
    await invite(organization, invited);
    const first = await mailedToken(smtp, invited, 1, 'invitation');
    await invite(organization, invited);
    const second = await mailedToken(smtp, invited, 2, 'invitation');
    const guest = await person({ verified: false });
    expectFailure(await acceptLink(guest.cookie, first), 404, MSG_INVITATION_LINK_INVALID);

    const { invitation_id } = await invitationOf(organization, invited);
    await organization.api.delete(
      `/api/organization/invitations/cancel?invitation_id=${invitation_id}`,
    );
    expectFailure(await acceptLink(guest.cookie, second), 404, MSG_INVITATION_LINK_INVALID);
    expect(await organizationOf(guest.user.user_id)).toBeNull();
    expectFailure(
      await request(ctx.app)
        .post('/api/organization/invitations/acceptLink')
        .send({ token: second }),
      403,
      'Session absente ou expirée.',
    );
  });
});

describe('expiry', () => {
  test('after 14 days an invitation is shown expired to the organization, gone for the invited person, refused; sending it again revives it', async () => {
    const organization = await signedInMember(ctx);
    const guest = await person({ verified: true, email: address('lente') });
    const before = Date.now();
    await invite(organization, guest.user.email);
    const token = await mailedToken(smtp, guest.user.email, 1, 'invitation');
    const stored = await invitationOf(organization, guest.user.email);
    const lifetime = stored.expires_at.getTime() - before;
    expect(lifetime).toBeGreaterThanOrEqual(14 * DAY_MS);
    expect(lifetime).toBeLessThan(14 * DAY_MS + 60_000);

    await ctx.db.invitation.update({
      where: { invitation_id: stored.invitation_id },
      data: { expires_at: new Date(Date.now() - 1000) },
    });
    const sent = await organization.api.get('/api/organization/invitations/sent');
    expect(sent.body.invitations).toEqual([
      expect.objectContaining({ invitation_id: stored.invitation_id, expired: true }),
    ]);
    expect((await received(guest.cookie)).body.invitations).toEqual([]);
    const id = stored.invitation_id;
    expectFailure(await answer(guest.cookie, 'accept', id), 409, MSG_INVITATION_EXPIRED);
    expectFailure(await acceptLink(guest.cookie, token), 409, MSG_INVITATION_EXPIRED);
    expect(await organizationOf(guest.user.user_id)).toBeNull();

    expect((await invite(organization, guest.user.email)).status).toBe(200);
    const revived = await organization.api.get('/api/organization/invitations/sent');
    expect(revived.body.invitations).toEqual([
      expect.objectContaining({ invitation_id: id, expired: false }),
    ]);
    expect((await answer(guest.cookie, 'accept', id)).status).toBe(200);
  });
});

describe('at most 50 invitations waiting', () => {
  test('the 51st is refused with 409; sending one again, or once one has expired, is not', async () => {
    const organization = await signedInMember(ctx);
    const { organization_id } = organization.organization;
    const emails = Array.from(
      { length: 50 },
      (_, i) => `attente-${i}-${organization_id}@exemple.be`,
    );
    for (const email of emails) expect((await invite(organization, email)).status).toBe(200);
    const extra = `en-trop-${organization_id}@exemple.be`;
    expectFailure(await invite(organization, extra), 409, MSG_TOO_MANY_INVITATIONS);
    expect(await ctx.db.invitation.count({ where: { organization_id, email: extra } })).toBe(0);
    expect((await invite(organization, emails[0]!)).status).toBe(200);

    await ctx.db.invitation.updateMany({
      where: { organization_id, email: emails[1]! },
      data: { expires_at: new Date(Date.now() - 1000) },
    });
    expect((await invite(organization, extra)).status).toBe(200);
    expectFailure(await invite(organization, emails[1]!), 409, MSG_TOO_MANY_INVITATIONS);
  });

  test('an invitation sent while another is being saved waits for it, then counts it', async () => {
    const organization = await signedInMember(ctx);
    const { organization_id } = organization.organization;
    for (let i = 0; i < 49; i++)
      await invite(organization, `lot-${i}-${organization_id}@exemple.be`);
    // The 50th is being sent by another member at this very moment, not yet committed.
    const res = await whileUncommitted(
      ctx.db,
      async (tx) => {
        await lockInvitationsOf(tx, organization_id);
        await tx.invitation.create({
          data: {
            organization_id,
            email: `cinquantieme-${organization_id}@exemple.be`,
            expires_at: new Date(Date.now() + DAY_MS),
          },
        });
      },
      () => invite(organization, `en-meme-temps-${organization_id}@exemple.be`),
    );
    expectFailure(res, 409, MSG_TOO_MANY_INVITATIONS);
    expect(await ctx.db.invitation.count({ where: { organization_id, status: 'Pending' } })).toBe(
      50,
    );
  });
});
