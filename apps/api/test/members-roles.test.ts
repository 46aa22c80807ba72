// Roles per membership: who gets which role, who may change it, who may remove whom,
// and the organization that always keeps an owner.
import { MSG_LAST_OWNER, MSG_REMOVE_SELF, type Role } from '@app/shared/roles';
import { describe, expect, test } from 'vitest';
import { useTestContext } from './support/app.js';
import { journal, lastEntry } from './support/audit.js';
import {
  createOrganization,
  createUser,
  signedInLoner,
  signedInMember,
  type Member,
} from './support/factories.js';
import { expectAnswer, expectFailure, withSession } from './support/http.js';
import { postAuth, signIn } from './support/session.js';

const ctx = useTestContext();
const MISSING = 2_147_483_000;

/** Another member of `of`'s organization with `role`, signed in. */
async function colleague(of: Member, role: Role, name = `Collègue ${role}`) {
  const user = await createUser(ctx.db, {
    organization_id: of.organization.organization_id,
    role,
    name,
  });
  const cookie = await signIn(ctx.app, user);
  return { user, cookie, api: withSession(ctx.app, cookie) };
}

type Caller = { api: Member['api'] };
const setRole = (by: Caller, userId: number, role: string) =>
  by.api.put(`/api/organization/members/role?user_id=${userId}`).send({ role });
const remove = (by: Caller, userId: number) =>
  by.api.delete(`/api/organization/members/remove?user_id=${userId}`);
const roleOf = async (userId: number) =>
  (await ctx.db.user.findUniqueOrThrow({ where: { user_id: userId } })).role;

describe('who gets which role', () => {
  test('the creator of an organization is its owner; verifyToken and users/list say so', async () => {
    const loner = await signedInLoner(ctx);
    const before = await loner.api.get('/api/auth/verifyToken');
    expect(before.body.user.role).toBeNull();
    const created = await loner.api.post('/api/organization/addOrganization').send({
      organization_name: 'Club des Rôles',
      address: 'Rue 1',
      phone: '+32-42345678',
      email: `roles-${Date.now()}@exemple.be`,
      bank_account: 'BE71096123456769',
      is_vat_subject: false,
    });
    expect(created.status).toBe(201);
    expect(created.body.organization.users).toEqual([
      expect.objectContaining({ user_id: loner.user.user_id, role: 'owner' }),
    ]);
    const verify = await loner.api.get('/api/auth/verifyToken');
    expect(verify.body).toEqual({
      authenticated: true,
      user: {
        name: loner.user.name,
        email: loner.user.email,
        has_organization: true,
        email_verified: false,
        role: 'owner',
      },
    });
  });

  test('an invitation carries its role (member by default) to the one who accepts it', async () => {
    const owner = await signedInMember(ctx);
    const asAdmin = await signedInLoner(ctx);
    const asDefault = await signedInLoner(ctx);
    expect(
      (
        await owner.api
          .put('/api/organization/addOrganizationUser')
          .send({ email: asAdmin.user.email, role: 'admin' })
      ).status,
    ).toBe(200);
    await owner.api
      .put('/api/organization/addOrganizationUser')
      .send({ email: asDefault.user.email });
    const sent = await owner.api.get('/api/organization/invitations/sent');
    const roles = Object.fromEntries(
      (sent.body.invitations as { email: string; role: string }[]).map((i) => [i.email, i.role]),
    );
    expect(roles).toEqual({ [asAdmin.user.email]: 'admin', [asDefault.user.email]: 'member' });

    // Invitations reach an account by address once that address is confirmed.
    await ctx.db.user.updateMany({
      where: { user_id: { in: [asAdmin.user.user_id, asDefault.user.user_id] } },
      data: { email_verified_at: new Date() },
    });
    for (const invited of [asAdmin, asDefault]) {
      const [mine] = (await invited.api.get('/api/organization/invitations')).body.invitations;
      const accepted = await invited.api.put(
        `/api/organization/invitations/accept?invitation_id=${mine.invitation_id}`,
      );
      expect(accepted.status).toBe(200);
    }
    expect(await roleOf(asAdmin.user.user_id)).toBe('admin');
    expect(await roleOf(asDefault.user.user_id)).toBe('member');
    const list = await owner.api.get('/api/users/list');
    expect(list.body.users).toContainEqual(
      expect.objectContaining({ user_id: asAdmin.user.user_id, role: 'admin' }),
    );
  });

  test('an admin invites members and viewers only; an unknown role is a 400', async () => {
    const owner = await signedInMember(ctx);
    const admin = await colleague(owner, 'admin');
    const invite = (role: string) =>
      admin.api
        .put('/api/organization/addOrganizationUser')
        .send({ email: `invite-${role}@exemple.be`, role });
    expect((await invite('viewer')).status).toBe(200);
    expect((await invite('member')).status).toBe(200);
    expectAnswer(await invite('admin'), 403, {
      error: true,
      reason: 'role',
      message: 'Votre rôle (Administrateur) ne permet pas d’inviter avec le rôle Administrateur.',
    });
    expect((await invite('owner')).status).toBe(403);
    expectFailure(
      await invite('chef'),
      400,
      'Le rôle doit être propriétaire, administrateur, membre ou lecteur.',
    );
  });

  test('a validated join request makes a member', async () => {
    const owner = await signedInMember(ctx);
    const asker = await signedInLoner(ctx);
    await asker.api
      .post('/api/organization/requests/create')
      .send({ email: owner.organization.email });
    const [pending] = (await owner.api.get('/api/organization/requests/list')).body.requests;
    const validated = await owner.api.put(
      `/api/organization/requests/validate?request_id=${pending.request_id}`,
    );
    expect(validated.status).toBe(200);
    expect(await roleOf(asker.user.user_id)).toBe('member');
  });
});

describe('changing a role', () => {
  test('an owner gives and takes any role; the change holds from the next call', async () => {
    const owner = await signedInMember(ctx);
    const someone = await colleague(owner, 'member');
    expectAnswer(await setRole(owner, someone.user.user_id, 'admin'), 200, {
      message: 'Rôle modifié',
    });
    expect((await someone.api.get('/api/auth/verifyToken')).body.user.role).toBe('admin');
    expect((await setRole(owner, someone.user.user_id, 'viewer')).status).toBe(200);
    const refused = await someone.api.post('/api/clients/createClient').send({ client_name: 'x' });
    expect(refused.status).toBe(403);
    expect(refused.body.reason).toBe('role');
    expect((await setRole(owner, someone.user.user_id, 'owner')).status).toBe(200);
    expect(await roleOf(someone.user.user_id)).toBe('owner');
    // Each change is in the Journal, in the order made, by whom, from which role to which.
    const changes = (await journal(owner.api)).events
      .filter((event) => event.action === 'member.role_changed')
      .reverse();
    expect(changes.map((event) => [event.user?.user_id, event.details])).toEqual(
      [
        ['member', 'admin'],
        ['admin', 'viewer'],
        ['viewer', 'owner'],
      ].map(([old, now]) => [
        owner.user.user_id,
        {
          member: {
            user_id: someone.user.user_id,
            name: 'Collègue member',
            email: someone.user.email,
          },
          role: { old, new: now },
        },
      ]),
    );
  });

  test('an admin sets member or viewer on members and viewers, never owner or admin', async () => {
    const owner = await signedInMember(ctx);
    const admin = await colleague(owner, 'admin');
    const otherAdmin = await colleague(owner, 'admin', 'Autre admin');
    const someone = await colleague(owner, 'member');
    expect((await setRole(admin, someone.user.user_id, 'viewer')).status).toBe(200);
    expect((await setRole(admin, someone.user.user_id, 'member')).status).toBe(200);
    const refusal = {
      error: true,
      reason: 'role',
      message:
        'Votre rôle (Administrateur) ne permet pas de donner ni retirer le rôle Propriétaire ou Administrateur.',
    };
    expectAnswer(await setRole(admin, someone.user.user_id, 'admin'), 403, refusal);
    expectAnswer(await setRole(admin, otherAdmin.user.user_id, 'member'), 403, refusal);
    expectAnswer(await setRole(admin, owner.user.user_id, 'member'), 403, refusal);
    expect(await roleOf(owner.user.user_id)).toBe('owner');
    expect(await roleOf(otherAdmin.user.user_id)).toBe('admin');
  });

  test('a member or a viewer changes no role', async () => {
    const owner = await signedInMember(ctx);
    const member = await colleague(owner, 'member');
    const viewer = await colleague(owner, 'viewer');
    const res = await setRole(member, viewer.user.user_id, 'member');
    expectAnswer(res, 403, {
      error: true,
      reason: 'role',
      message: 'Votre rôle (Membre) ne permet pas de changer le rôle d’un membre.',
    });
    expect((await setRole(viewer, viewer.user.user_id, 'owner')).status).toBe(403);
    expect(await roleOf(viewer.user.user_id)).toBe('viewer');
  });

  test('the last owner keeps the role; with a second owner, one may step down', async () => {
    const owner = await signedInMember(ctx);
    await colleague(owner, 'admin');
    expectFailure(await setRole(owner, owner.user.user_id, 'admin'), 409, MSG_LAST_OWNER);
    expect(await roleOf(owner.user.user_id)).toBe('owner');
    const second = await colleague(owner, 'owner');
    expect((await setRole(owner, owner.user.user_id, 'admin')).status).toBe(200);
    expectFailure(await setRole(second, second.user.user_id, 'member'), 409, MSG_LAST_OWNER);
  });

  test('another organization’s user, or none, is a 404 alike; a bad body is a 400', async () => {
    const owner = await signedInMember(ctx);
    const stranger = await createUser(ctx.db, {
      organization_id: (await createOrganization(ctx.db)).organization_id,
    });
    const foreign = await setRole(owner, stranger.user_id, 'viewer');
    const missing = await setRole(owner, MISSING, 'viewer');
    expectFailure(foreign, 404, 'Membre introuvable.');
    expect(missing.body).toEqual(foreign.body);
    expect(await roleOf(stranger.user_id)).toBe('owner');
    expect((await setRole(owner, owner.user.user_id, 'chef')).status).toBe(400);
    expect(
      (await owner.api.put('/api/organization/members/role').send({ role: 'viewer' })).status,
    ).toBe(400);
  });
});

describe('removing a member, leaving', () => {
  test('an admin removes a member, whose open session is refused at its next call', async () => {
    const owner = await signedInMember(ctx);
    const admin = await colleague(owner, 'admin');
    const gone = await colleague(owner, 'member', 'Bénévole parti');
    expect((await gone.api.get('/api/clients/list')).status).toBe(200);

    expectAnswer(await remove(admin, gone.user.user_id), 200, {
      message: 'Membre retiré de l’organisation',
    });
    const next = await gone.api.get('/api/clients/list');
    expect(next.status).toBe(403);
    expect(next.body.reason).toBeUndefined();
    expect((await gone.api.get('/api/auth/verifyToken')).status).toBe(403);
    const list = await owner.api.get('/api/users/list');
    expect(list.body.users.map((u: { user_id: number }) => u.user_id)).not.toContain(
      gone.user.user_id,
    );
    // Signing in again works, without an organization: the setup page.
    expect((await postAuth(ctx.app, 'login', gone.user)).status).toBe(401);
    expect(await roleOf(gone.user.user_id)).toBe('member');
    const entry = await lastEntry(owner.api);
    expect(entry).toMatchObject({
      action: 'member.removed',
      user: { user_id: admin.user.user_id, name: 'Collègue admin' },
      details: {
        member: { user_id: gone.user.user_id, name: 'Bénévole parti', email: gone.user.email },
      },
    });
  });

  test('an admin cannot remove an owner; nobody removes themselves; members remove nobody', async () => {
    const owner = await signedInMember(ctx);
    const admin = await colleague(owner, 'admin');
    const member = await colleague(owner, 'member');
    expectAnswer(await remove(admin, owner.user.user_id), 403, {
      error: true,
      reason: 'role',
      message: 'Votre rôle (Administrateur) ne permet pas de retirer un propriétaire.',
    });
    expectFailure(await remove(owner, owner.user.user_id), 409, MSG_REMOVE_SELF);
    expectAnswer(await remove(member, admin.user.user_id), 403, {
      error: true,
      reason: 'role',
      message: 'Votre rôle (Membre) ne permet pas de retirer un membre.',
    });
    // An owner removes an admin; another owner may be removed by an owner.
    expect((await remove(owner, admin.user.user_id)).status).toBe(200);
    const second = await colleague(owner, 'owner');
    expect((await remove(owner, second.user.user_id)).status).toBe(200);
  });

  test('another organization’s member, or none, is a 404 alike and stays where they are', async () => {
    const owner = await signedInMember(ctx);
    const stranger = await createUser(ctx.db, {
      organization_id: (await createOrganization(ctx.db)).organization_id,
    });
    const foreign = await remove(owner, stranger.user_id);
    expectFailure(foreign, 404, 'Membre introuvable.');
    expect((await remove(owner, MISSING)).body).toEqual(foreign.body);
    const still = await ctx.db.user.findUniqueOrThrow({ where: { user_id: stranger.user_id } });
    expect(still.organization_id).not.toBeNull();
  });

  test('the last owner cannot leave while others stay; once another is owner, they can', async () => {
    const owner = await signedInMember(ctx);
    const admin = await colleague(owner, 'admin');
    expectFailure(await owner.api.put('/api/organization/leave'), 409, MSG_LAST_OWNER);
    expect((await setRole(owner, admin.user.user_id, 'owner')).status).toBe(200);
    expect((await owner.api.put('/api/organization/leave')).status).toBe(200);
    expect((await admin.api.get('/api/users/list')).body.users).toEqual([
      expect.objectContaining({ user_id: admin.user.user_id, role: 'owner' }),
    ]);
  });
});
