// The organization page as each role sees it: what a member or a viewer cannot
// change is disabled with the reason or hidden; owners and admins manage the members' roles.
import type { MemberDto } from '@app/shared/organization';
import type { Role } from '@app/shared/roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../../test/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { setUpApiTest } from '../../test/api-test';
import { stubObjectUrls } from '../../test/downloads';
import { organization } from '../../test/fixtures';
import { field, jsonBody, renderRoute } from '../../test/render-route';
import OrganizationPage from './OrganizationPage';

const { server, toaster } = setUpApiTest();
stubObjectUrls();

const TEAM: MemberDto[] = [
  { user_id: 1, name: 'Odile Fondatrice', email: 'odile@exemple.be', role: 'owner' },
  { user_id: 2, name: 'Adam Admin', email: 'adam@exemple.be', role: 'admin' },
  { user_id: 3, name: 'Mia Membre', email: 'mia@exemple.be', role: 'member' },
  { user_id: 4, name: 'Léo Lecteur', email: 'leo@exemple.be', role: 'viewer' },
];
const EMAIL_OF: Record<Role, string> = {
  owner: 'odile@exemple.be',
  admin: 'adam@exemple.be',
  member: 'mia@exemple.be',
  viewer: 'leo@exemple.be',
};

beforeEach(() => {
  server.route('GET /api/organization/getOrganization', {
    body: { organization: organization({ users: TEAM }) },
  });
  server.route('GET /api/organization/invitations/sent', {
    body: {
      invitations: [
        {
          invitation_id: 9,
          email: 'zoe@exemple.be',
          role: 'viewer',
          invited_by: 'Odile Fondatrice',
          created_at: '2026-05-01T10:00:00.000Z',
          expires_at: '2026-05-15T10:00:00.000Z',
          expired: false,
        },
      ],
    },
  });
  server.route('GET /api/organization/requests/list', {
    body: {
      requests: [
        {
          request_id: 5,
          status: 'Pending',
          created_at: '2026-05-01T10:00:00.000Z',
          name: 'Paul Demandeur',
          email: 'paul@exemple.be',
        },
      ],
    },
  });
});

const renderAs = (role: Role) =>
  renderRoute(<OrganizationPage />, { path: '/organization', role, email: EMAIL_OF[role] });

async function openTab(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('tab', { name }));
  return screen.getByRole('tabpanel', { name });
}

const membersTable = () => screen.getByRole('table', { name: 'Membres de l’organisation' });

describe('the Journal', () => {
  test.each([
    ['owner', true],
    ['admin', true],
    ['member', false],
    ['viewer', false],
  ] as const)('%s: the Journal tab shown %s', async (role, shown) => {
    renderAs(role);
    await screen.findByRole('tabpanel', { name: 'Informations' });
    expect(screen.queryByRole('tab', { name: 'Journal' }) !== null).toBe(shown);
  });
});

describe('a member', () => {
  test('sees the identity and IBAN read-only with the reason, and no subscription button', async () => {
    const user = userEvent.setup();
    renderAs('member');
    const info = await screen.findByRole('tabpanel', { name: 'Informations' });
    expect(within(info).queryByRole('button', { name: 'Modifier mon abonnement' })).toBeNull();
    expect(within(info).getByRole('button', { name: "Quitter l'organisation" })).toBeTruthy();
    expect(within(membersTable()).queryByRole('combobox')).toBeNull();
    expect(within(membersTable()).queryByRole('button', { name: /Retirer/ })).toBeNull();
    expect(within(membersTable()).getByText('Administrateur')).toBeTruthy();

    const settings = await openTab(user, 'Settings');
    const iban = field('Compte bancaire (IBAN)');
    expect(iban.matches(':disabled')).toBe(true);
    expect(
      within(settings)
        .getAllByRole('note')
        .map((note) => note.textContent),
    ).toContain('Votre rôle (Membre) ne permet pas de modifier l’organisation.');
    expect(
      within(settings)
        .getByRole('button', { name: 'Enregistrer les modifications' })
        .matches(':disabled'),
    ).toBe(true);
    expect(within(settings).queryByRole('link', { name: "Annuler l'abonnement" })).toBeNull();
    await user.type(iban, 'BE');
    expect(iban.value).not.toContain('BEBE');
  });

  test('sees the requests and invitations without the buttons that answer or cancel them', async () => {
    const user = userEvent.setup();
    renderAs('member');
    const requests = await openTab(user, 'Demandes');
    expect(await within(requests).findByText('Paul Demandeur')).toBeTruthy();
    expect(within(requests).queryByRole('button', { name: /Valider/ })).toBeNull();

    const add = await openTab(user, 'Ajouter');
    expect(await within(add).findByText('zoe@exemple.be')).toBeTruthy();
    expect(within(add).getByText(/Lecteur, le 01\/05\/2026/)).toBeTruthy();
    expect(within(add).queryByRole('button', { name: /Annuler l’invitation/ })).toBeNull();
    expect(field("Email de l'utilisateur").matches(':disabled')).toBe(true);
  });
});

describe('an owner', () => {
  test('changes a role with the select: the server is asked, the list read again', async () => {
    const user = userEvent.setup();
    server.route('PUT /api/organization/members/role', { body: { message: 'Rôle modifié' } });
    renderAs('owner');
    await screen.findByRole('tabpanel', { name: 'Informations' });
    const select = within(membersTable()).getByRole('combobox', { name: 'Rôle de Mia Membre' });
    expect([...(select as HTMLSelectElement).options].map((o) => o.textContent)).toEqual([
      'Propriétaire',
      'Administrateur',
      'Membre',
      'Lecteur',
    ]);
    await user.selectOptions(select, 'viewer');
    await toaster.waitForToast('success', 'Rôle modifié');
    const [put] = server.requests.filter((r) => r.path === '/api/organization/members/role');
    expect(put?.query).toEqual({ user_id: '3' });
    expect(jsonBody(put!)).toEqual({ role: 'viewer' });
    await waitFor(() =>
      expect(
        server.requests.filter((r) => r.path === '/api/organization/getOrganization'),
      ).toHaveLength(2),
    );
  });

  test('removes a member after a confirmation; never themselves', async () => {
    const user = userEvent.setup();
    server.route('DELETE /api/organization/members/remove', {
      body: { message: 'Membre retiré de l’organisation' },
    });
    renderAs('owner');
    await screen.findByRole('tabpanel', { name: 'Informations' });
    const table = membersTable();
    expect(within(table).queryByRole('button', { name: /Retirer Odile/ })).toBeNull();
    await user.click(
      within(table).getByRole('button', { name: 'Retirer Léo Lecteur de l’organisation' }),
    );
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain(
      'Retirer Léo Lecteur de l’organisation ? Ses sessions ouvertes prennent fin aussitôt.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Retirer' }));
    await toaster.waitForToast('success', 'Membre retiré de l’organisation');
    const [removal] = server.requests.filter((r) => r.path === '/api/organization/members/remove');
    expect(removal?.method).toBe('DELETE');
    expect(removal?.query).toEqual({ user_id: '4' });
  });

  test('invites with a role chosen among all four', async () => {
    const user = userEvent.setup();
    server.route('PUT /api/organization/addOrganizationUser', {
      body: { message: 'Invitation envoyée' },
    });
    renderAs('owner');
    await openTab(user, 'Ajouter');
    const role = field<HTMLSelectElement>('Rôle');
    expect([...role.options].map((o) => o.value)).toEqual(['owner', 'admin', 'member', 'viewer']);
    expect(role.value).toBe('member');
    await user.type(field("Email de l'utilisateur"), 'nina@exemple.be');
    await user.selectOptions(role, 'admin');
    await user.click(screen.getByRole('button', { name: "Ajouter à l'organisation" }));
    await toaster.waitForToast('success', 'Invitation envoyée');
    const [sent] = server.requests.filter(
      (r) => r.path === '/api/organization/addOrganizationUser',
    );
    expect(jsonBody(sent!)).toEqual({ email: 'nina@exemple.be', role: 'admin' });
  });
});

describe('an admin', () => {
  test('changes members and viewers between those two roles, removes no owner, invites no admin', async () => {
    const user = userEvent.setup();
    renderAs('admin');
    await screen.findByRole('tabpanel', { name: 'Informations' });
    const table = membersTable();
    expect(within(table).queryByRole('combobox', { name: 'Rôle de Odile Fondatrice' })).toBeNull();
    expect(within(table).queryByRole('combobox', { name: 'Rôle de Adam Admin' })).toBeNull();
    const select = within(table).getByRole('combobox', { name: 'Rôle de Mia Membre' });
    expect([...(select as HTMLSelectElement).options].map((o) => o.value)).toEqual([
      'member',
      'viewer',
    ]);
    expect(within(table).queryByRole('button', { name: /Retirer Odile/ })).toBeNull();
    expect(within(table).getByRole('button', { name: /Retirer Mia Membre/ })).toBeTruthy();

    await openTab(user, 'Ajouter');
    expect([...field<HTMLSelectElement>('Rôle').options].map((o) => o.value)).toEqual([
      'member',
      'viewer',
    ]);
  });
});
