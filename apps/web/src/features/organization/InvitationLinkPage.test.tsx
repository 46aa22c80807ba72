import { MSG_INVITATION_EXPIRED } from '@app/shared/invitations';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '../../test/user-event';
import { describe, expect, test } from 'vitest';
import { setUpApiTest } from '../../test/api-test';
import { failure } from '../../test/http-server';
import { jsonBody, renderRoute } from '../../test/render-route';
import { rememberSession } from '../../session/session-sign';
import InvitationLinkPage from './InvitationLinkPage';

const { server, toaster } = setUpApiTest();

const renderLink = () =>
  renderRoute(<InvitationLinkPage />, {
    path: '/invitation?token=jeton-invitation',
    pattern: '/invitation',
  });

const PROFILE = {
  user: {
    name: 'Inès',
    email: 'ines.perso@exemple.be',
    has_password: true,
    email_verified: false,
    pending_email: null,
  },
  organization: null,
};

describe('/invitation (issue #28)', () => {
  test('signed in with any account: names it, and "Accepter l’invitation" joins with the link', async () => {
    const user = userEvent.setup();
    rememberSession(true);
    server.route('GET /api/auth/profile', { body: PROFILE });
    server.route('POST /api/organization/invitations/acceptLink', {
      body: { message: 'Invitation acceptée : bienvenue dans l’organisation' },
    });
    const { pathname } = renderLink();
    expect((await screen.findByText(/Vous êtes connecté avec l’adresse/)).textContent).toContain(
      'ines.perso@exemple.be',
    );
    await user.click(screen.getByRole('button', { name: 'Accepter l’invitation' }));
    await waitFor(() => expect(pathname()).toBe('/'));
    const accepted = server.requests.filter((request) => request.method === 'POST');
    expect(accepted.map((request) => [request.path, jsonBody(request)])).toEqual([
      ['/api/organization/invitations/acceptLink', { token: 'jeton-invitation' }],
    ]);
    expect(toaster.toasts()).toEqual([
      { type: 'success', message: 'Invitation acceptée : bienvenue dans l’organisation' },
    ]);
  });

  test('an expired invitation: the server’s message, the page stays', async () => {
    const user = userEvent.setup();
    rememberSession(true);
    server.route('GET /api/auth/profile', { body: PROFILE });
    server.route(
      'POST /api/organization/invitations/acceptLink',
      failure(409, MSG_INVITATION_EXPIRED),
    );
    const { pathname } = renderLink();
    await user.click(await screen.findByRole('button', { name: 'Accepter l’invitation' }));
    await toaster.waitForToast('error', MSG_INVITATION_EXPIRED);
    expect(pathname()).toBe('/invitation');
  });

  test('signed out: sign in or register first, then open the link again; nothing asked', async () => {
    rememberSession(false);
    renderLink();
    const signIn = await screen.findByRole('link', { name: 'Se connecter ou créer un compte' });
    expect(signIn.getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: 'Accepter l’invitation' })).toBeNull();
    expect(server.requests).toEqual([]);
  });

  test('a session that has ended: the same invitation to sign in', async () => {
    rememberSession(true);
    server.route('GET /api/auth/profile', { status: 403, body: {} });
    renderLink();
    expect(
      await screen.findByRole('link', { name: 'Se connecter ou créer un compte' }),
    ).toBeTruthy();
  });
});
