import { MSG_EMAIL_CHANGED, MSG_EMAIL_LINK_INVALID, MSG_EMAIL_VERIFIED } from '@app/shared/auth';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { setUpApiTest } from '../../test/api-test';
import { failure } from '../../test/http-server';
import { jsonBody, renderRoute, renderRoutes } from '../../test/render-route';
import { rememberSession } from '../../session/session-sign';
import VerifyEmailPage from './VerifyEmailPage';

const { server, toaster } = setUpApiTest();

/** Each test its own token: the page asks the server once per token. */
const renderVerify = (token: string) =>
  renderRoute(<VerifyEmailPage />, {
    path: `/verifyEmail?token=${token}`,
    pattern: '/verifyEmail',
  });

const outcome = () =>
  screen.findByText(
    (_text, element) => element?.tagName === 'P' && element.getAttribute('role') === 'status',
  );

describe('/verifyEmail (issue #28)', () => {
  test('confirms the address on opening, once, and says so in French; signed out: "Se connecter"', async () => {
    rememberSession(false);
    server.route('POST /api/auth/verifyEmail', {
      body: { message: MSG_EMAIL_VERIFIED, email: 'ines@exemple.be' },
    });
    renderVerify('jeton-ouvert');
    expect((await outcome()).textContent).toBe(`${MSG_EMAIL_VERIFIED} Adresse : ines@exemple.be.`);
    expect(
      server.requests.map((request) => [request.method, request.path, jsonBody(request)]),
    ).toEqual([['POST', '/api/auth/verifyEmail', { token: 'jeton-ouvert' }]]);
    expect(screen.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe('/login');
    expect(toaster.toasts()).toEqual([]);
  });

  test('a new email confirmed while signed in: the message, and the way to the profile', async () => {
    rememberSession(true);
    server.route('POST /api/auth/verifyEmail', {
      body: { message: MSG_EMAIL_CHANGED, email: 'nouvelle@exemple.be' },
    });
    renderVerify('jeton-changement');
    expect((await outcome()).textContent).toContain(MSG_EMAIL_CHANGED);
    expect(screen.getByRole('link', { name: 'Voir mon profil' }).getAttribute('href')).toBe(
      '/profil',
    );
  });

  test('a link spent or expired: the server’s message on the page, not a toast', async () => {
    rememberSession(true);
    server.route('POST /api/auth/verifyEmail', failure(400, MSG_EMAIL_LINK_INVALID));
    renderVerify('jeton-perime');
    expect((await outcome()).textContent).toBe(MSG_EMAIL_LINK_INVALID);
    const next = screen.getByRole('link', { name: 'Renvoyer un lien depuis mon profil' });
    expect(next.getAttribute('href')).toBe('/profil');
    expect(toaster.toasts()).toEqual([]);
  });

  test('the page shown again with the same link asks nothing more and says the same (issue #29)', async () => {
    rememberSession(false);
    server.route('POST /api/auth/verifyEmail', {
      body: { message: MSG_EMAIL_VERIFIED, email: 'ines@exemple.be' },
    });
    const { router } = renderRoutes(
      [
        { path: '/verifyEmail', element: <VerifyEmailPage /> },
        { path: '/login', element: <h1>Connexion</h1> },
      ],
      '/verifyEmail?token=jeton-revu',
    );
    expect((await outcome()).textContent).toContain(MSG_EMAIL_VERIFIED);
    // Asked again, the server would now refuse the spent link.
    server.route('POST /api/auth/verifyEmail', failure(400, MSG_EMAIL_LINK_INVALID));
    await router.navigate('/login');
    await screen.findByRole('heading', { name: 'Connexion' });
    await router.navigate('/verifyEmail?token=jeton-revu');
    // Time for a second sending to be made and answered, were there one (it would show).
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect((await outcome()).textContent).toBe(`${MSG_EMAIL_VERIFIED} Adresse : ines@exemple.be.`);
    expect(server.requests.map((request) => request.path)).toEqual(['/api/auth/verifyEmail']);
  });

  test('without a token nothing is sent', async () => {
    renderRoute(<VerifyEmailPage />, { path: '/verifyEmail' });
    expect((await outcome()).textContent).toBe(MSG_EMAIL_LINK_INVALID);
    expect(server.requests).toEqual([]);
    expect(
      within(screen.getByRole('heading', { level: 1 })).getByText(
        'Confirmation de l’adresse email',
      ),
    ).toBeTruthy();
  });
});
