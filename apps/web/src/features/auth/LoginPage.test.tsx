import {
  MSG_BAD_CREDENTIALS,
  MSG_EMAIL_REQUIRED,
  MSG_GOOGLE_FAILED,
  MSG_PASSWORD_MISMATCH,
  MSG_PASSWORD_TOO_SHORT,
} from '@app/shared/auth';
import { MSG_NO_ORGANIZATION } from '@app/shared/http';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../../test/user-event';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { setUpApiTest } from '../../test/api-test';
import { fillIn } from '../../test/form-helpers';
import { failure } from '../../test/http-server';
import { field, jsonBody, renderRoute } from '../../test/render-route';
import type { GoogleCodeResponse } from './google-identity';
import LoginPage from './LoginPage';

const { server, toaster } = setUpApiTest();

beforeEach(() => {
  server.route('GET /api/auth/config', { body: { google_client_id: null } });
});

afterEach(() => {
  delete window.google;
});

function renderLogin() {
  return renderRoute(<LoginPage />, { path: '/login' });
}

const form = () => screen.getByRole('form', { name: /Connexion|Inscription/ });
const posts = (path: string) =>
  server.requests.filter((request) => request.method === 'POST' && request.path === path);

async function fillLogin(user: ReturnType<typeof userEvent.setup>, email: string, pw: string) {
  await user.type(field('Email'), email);
  await user.type(field('Mot de passe'), pw);
}

describe('login', () => {
  test('a successful login sends email and password and goes home, to /', async () => {
    const user = userEvent.setup();
    server.route('POST /api/auth/login', {
      body: { message: 'Connexion réussie', user: { name: 'Alice', email: 'alice@exemple.be' } },
    });
    const { pathname } = renderLogin();

    expect(screen.getByRole('heading', { level: 1, name: 'Connexion' })).toBeTruthy();
    await fillLogin(user, 'Alice@Exemple.be', 'motdepasse1');
    await user.click(within(form()).getByRole('button', { name: 'Se connecter' }));

    expect(await screen.findByRole('heading', { name: 'Arrivée sur /' })).toBeTruthy();
    expect(pathname()).toBe('/');
    expect(posts('/api/auth/login').map(jsonBody)).toEqual([
      { email: 'alice@exemple.be', password: 'motdepasse1' },
    ]);
    expect(toaster.toasts()).toEqual([{ type: 'success', message: 'Connexion réussie' }]);
  });

  test('wrong credentials (400) show the server message once and stay on /login', async () => {
    const user = userEvent.setup();
    server.route('POST /api/auth/login', failure(400, MSG_BAD_CREDENTIALS));
    const { pathname } = renderLogin();

    await fillLogin(user, 'alice@exemple.be', 'mauvais');
    await user.keyboard('{Enter}');

    await waitFor(() =>
      expect(toaster.toasts()).toEqual([{ type: 'error', message: MSG_BAD_CREDENTIALS }]),
    );
    expect(pathname()).toBe('/login');
  });

  test('a login that returns nothing shows "Mot de passe ou email incorrect"', async () => {
    const user = userEvent.setup();
    server.route('POST /api/auth/login', { status: 403 });
    renderLogin();

    await fillLogin(user, 'alice@exemple.be', 'motdepasse1');
    await user.keyboard('{Enter}');

    await waitFor(() =>
      expect(toaster.toasts()).toEqual([{ type: 'error', message: MSG_BAD_CREDENTIALS }]),
    );
  });

  test('a user without organization (401) goes to /organizationSetup', async () => {
    const user = userEvent.setup();
    server.route('POST /api/auth/login', {
      status: 401,
      body: { error: 401, message: MSG_NO_ORGANIZATION },
    });
    const { pathname } = renderLogin();

    await fillLogin(user, 'alice@exemple.be', 'motdepasse1');
    await user.keyboard('{Enter}');

    expect(
      await screen.findByRole('heading', { name: 'Arrivée sur /organizationSetup' }),
    ).toBeTruthy();
    expect(pathname()).toBe('/organizationSetup');
    expect(toaster.toasts()).toEqual([]);
  });

  test('empty fields: the shared schema message, nothing sent, focus on the field', async () => {
    const user = userEvent.setup();
    renderLogin();

    await user.click(within(form()).getByRole('button', { name: 'Se connecter' }));

    expect(toaster.toasts()).toEqual([{ type: 'error', message: MSG_EMAIL_REQUIRED }]);
    expect(document.activeElement).toBe(field('Email'));
    expect(posts('/api/auth/login')).toEqual([]);
  });

  test('required fields are marked and the forgot-password link leads to /forgotPassword', async () => {
    const user = userEvent.setup();
    const { pathname } = renderLogin();
    expect(field('Email').getAttribute('aria-required')).toBe('true');
    expect(field('Mot de passe').getAttribute('aria-required')).toBe('true');
    await user.click(screen.getByRole('link', { name: 'Mot de passe oublié ?' }));
    expect(pathname()).toBe('/forgotPassword');
  });
});

describe('register', () => {
  async function fillRegister(
    user: ReturnType<typeof userEvent.setup>,
    { confirmation = 'motdepasse1' } = {},
  ) {
    await user.click(screen.getByRole('button', { name: "S'inscrire", pressed: false }));
    expect(screen.getByRole('heading', { level: 1, name: 'Inscription' })).toBeTruthy();
    await fillIn(user, {
      Nom: 'Alice Martin',
      Email: 'alice@exemple.be',
      'Mot de passe': 'motdepasse1',
    });
    await user.type(field('Confirmation du mot de passe'), confirmation);
  }

  test('different passwords: "Les mots de passe ne correspondent pas", nothing sent', async () => {
    const user = userEvent.setup();
    renderLogin();
    await fillRegister(user, { confirmation: 'autrechose' });

    await user.click(within(form()).getByRole('button', { name: "S'inscrire" }));

    expect(toaster.toasts()).toEqual([{ type: 'error', message: MSG_PASSWORD_MISMATCH }]);
    expect(posts('/api/auth/register')).toEqual([]);
    expect(document.activeElement).toBe(field('Confirmation du mot de passe'));
  });

  test('a short password gets the shared message before anything is sent', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('button', { name: "S'inscrire", pressed: false }));
    await fillIn(user, {
      Nom: 'Alice',
      Email: 'alice@exemple.be',
      'Mot de passe': 'court',
      'Confirmation du mot de passe': 'court',
    });
    await user.keyboard('{Enter}');
    expect(toaster.toasts()).toEqual([{ type: 'error', message: MSG_PASSWORD_TOO_SHORT }]);
    expect(posts('/api/auth/register')).toEqual([]);
  });

  test('a successful registration sends name, email and password and goes to /organizationSetup', async () => {
    const user = userEvent.setup();
    server.route('POST /api/auth/register', {
      status: 201,
      body: { message: 'Compte créé', user: { name: 'Alice Martin', email: 'alice@exemple.be' } },
    });
    const { pathname } = renderLogin();
    await fillRegister(user);

    await user.click(within(form()).getByRole('button', { name: "S'inscrire" }));

    expect(
      await screen.findByRole('heading', { name: 'Arrivée sur /organizationSetup' }),
    ).toBeTruthy();
    expect(pathname()).toBe('/organizationSetup');
    expect(posts('/api/auth/register').map(jsonBody)).toEqual([
      { name: 'Alice Martin', email: 'alice@exemple.be', password: 'motdepasse1' },
    ]);
    expect(toaster.toasts()).toEqual([{ type: 'success', message: 'Compte créé' }]);
  });

  test('an old error toast of the form goes once the registration succeeds', async () => {
    const user = userEvent.setup();
    server.route('POST /api/auth/register', {
      status: 201,
      body: { message: 'Compte créé', user: { name: 'Alice Martin', email: 'alice@exemple.be' } },
    });
    renderLogin();
    await fillRegister(user, { confirmation: 'autrechose' });
    await user.click(within(form()).getByRole('button', { name: "S'inscrire" }));
    expect(toaster.toasts()).toEqual([{ type: 'error', message: MSG_PASSWORD_MISMATCH }]);

    await user.clear(field('Confirmation du mot de passe'));
    await user.type(field('Confirmation du mot de passe'), 'motdepasse1');
    await user.click(within(form()).getByRole('button', { name: "S'inscrire" }));
    await waitFor(() =>
      expect(toaster.toasts()).toEqual([{ type: 'success', message: 'Compte créé' }]),
    );
  });

  test('an email already taken (409) shows the server message and stays', async () => {
    const user = userEvent.setup();
    server.route('POST /api/auth/register', failure(409, 'Un compte existe déjà avec cet email.'));
    const { pathname } = renderLogin();
    await fillRegister(user);
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(toaster.toasts()).toEqual([
        { type: 'error', message: 'Un compte existe déjà avec cet email.' },
      ]),
    );
    expect(pathname()).toBe('/login');
  });
});

describe('Google sign-in', () => {
  test.each([
    ['google_client_id is null', { body: { google_client_id: null } }],
    ['the config endpoint fails', { status: 404, body: 'Cannot GET' }],
  ])('no Google button when %s, and no toast', async (_case, reply) => {
    server.route('GET /api/auth/config', reply);
    renderLogin();
    await waitFor(() =>
      expect(server.requests.some((request) => request.path === '/api/auth/config')).toBe(true),
    );
    await screen.findByRole('heading', { name: 'Connexion' });
    expect(screen.queryByRole('button', { name: /Google/ })).toBeNull();
    expect(toaster.toasts()).toEqual([]);
  });

  function fakeGoogle(response: GoogleCodeResponse) {
    const configs: { client_id: string; scope: string; ux_mode: string }[] = [];
    window.google = {
      accounts: {
        oauth2: {
          initCodeClient: (config) => {
            configs.push(config);
            return { requestCode: () => config.callback(response) };
          },
        },
      },
    };
    return configs;
  }

  test('with a client id: the code flow posts the code and goes home, to /', async () => {
    const user = userEvent.setup();
    const configs = fakeGoogle({ code: 'code-de-google' });
    server.route('GET /api/auth/config', { body: { google_client_id: 'client-123' } });
    server.route('POST /api/auth/google', {
      body: { message: 'Connexion réussie', user: { name: 'Alice', email: 'alice@exemple.be' } },
    });
    const { pathname } = renderLogin();

    const button = await screen.findByRole('button', { name: 'Se connecter avec Google' });
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
    await user.click(button);

    expect(await screen.findByRole('heading', { name: 'Arrivée sur /' })).toBeTruthy();
    expect(pathname()).toBe('/');
    expect(configs).toEqual([
      expect.objectContaining({
        client_id: 'client-123',
        scope: 'openid profile email',
        ux_mode: 'popup',
      }),
    ]);
    expect(posts('/api/auth/google').map(jsonBody)).toEqual([{ code: 'code-de-google' }]);
  });

  test('a refused consent shows "Error while signing in" and posts nothing', async () => {
    const user = userEvent.setup();
    fakeGoogle({ error: 'access_denied' });
    server.route('GET /api/auth/config', { body: { google_client_id: 'client-123' } });
    renderLogin();

    const button = await screen.findByRole('button', { name: 'Se connecter avec Google' });
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
    await user.click(button);

    expect(toaster.toasts()).toEqual([{ type: 'error', message: MSG_GOOGLE_FAILED }]);
    expect(posts('/api/auth/google')).toEqual([]);
  });
});
