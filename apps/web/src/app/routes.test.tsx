import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../test/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { hasSessionSign, rememberSession } from '../session/session-sign';
import { setUpTestServer } from '../test/http-server';
import { renderRoutes } from '../test/render-route';
import { appRoutes } from './routes';

const server = setUpTestServer();

beforeEach(() => {
  server.route('GET /api/stripe/getPlans', { body: { plans: [], billing_mode: 'local' } });
});

/**
 * The server's answer to verifyToken, and the browser's sign of a session that goes with it;
 * `role`: a member of an organization (without, the server does not say whether they have one).
 */
function signedIn(authenticated: boolean, role?: 'owner' | 'viewer') {
  rememberSession(authenticated);
  const user = role ? { user: { role, has_organization: true } } : {};
  // Before the endpoint exists the API answers 404: that must read as "not authenticated".
  server.route(
    'GET /api/auth/verifyToken',
    authenticated
      ? { body: { authenticated: true, ...user } }
      : { status: 404, body: 'Cannot GET' },
  );
}

/** A new organization's home: its first steps. */
const NEW_HOME = {
  checklist: { identity: true, product: false, client: false, quote: false },
  figures: {},
  week: { from: '2026-11-23', until: '2026-11-29' },
  month: { from: '2026-11-01', until: '2026-11-30' },
};

const renderApp = (path: string) => renderRoutes(appRoutes, path).router;

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('public routes', () => {
  test.each([
    ['/login', 'Connexion'],
    ['/forgotPassword', 'Mot de passe oublié'],
    ['/resetPassword/abc123', 'Nouveau mot de passe'],
    ['/organizationSetup', 'Organisation'],
    ['/payment/create', 'Abonnements'],
    ['/payment/modify', 'Abonnements'],
    ['/privacy', 'Privacy Policy'],
    ['/terms-of-uses', 'Terms of Service'],
  ])('%s shows "%s" without a session', async (path, title) => {
    signedIn(false);
    const router = renderApp(path);
    expect(await heading(title)).toBeTruthy();
    expect(router.state.location.pathname).toBe(path);
    expect(screen.queryByRole('navigation', { name: 'Navigation principale' })).toBeNull();
  });

  test('without any sign of a session, the landing and /login ask nothing about it', async () => {
    signedIn(false);
    renderApp('/');
    expect(await heading('Devis, factures et comptabilité, enfin au même endroit')).toBeTruthy();
    await screen.findByText('Aucune formule n’est proposée pour le moment.');
    expect(screen.queryByRole('navigation', { name: 'Navigation principale' })).toBeNull();
    const router = renderApp('/login');
    expect(await heading('Connexion')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(server.requests.some((r) => r.path === '/api/auth/verifyToken')).toBe(false);
  });

  test('the landing verifies a session the browser remembers, and forgets it when refused', async () => {
    signedIn(false);
    rememberSession(true);
    renderApp('/');
    expect(await heading('Devis, factures et comptabilité, enfin au même endroit')).toBeTruthy();
    await waitFor(() => expect(hasSessionSign()).toBe(false));
    expect(server.requests.some((r) => r.path === '/api/auth/verifyToken')).toBe(true);
    expect(screen.queryByRole('navigation', { name: 'Navigation principale' })).toBeNull();
  });

  test('/payment/modify asks for the current plan only with a session', async () => {
    signedIn(false);
    renderApp('/payment/modify');
    expect(await heading('Abonnements')).toBeTruthy();
    await screen.findByText('Aucune formule n’est proposée pour le moment.');
    expect(server.requests.some((r) => r.path.startsWith('/api/organization/'))).toBe(false);
  });

  test('the landing shows the header to a signed-in user', async () => {
    signedIn(true);
    renderApp('/');
    expect(await screen.findByRole('navigation', { name: 'Navigation principale' })).toBeTruthy();
  });

  test('/login sends a signed-in member to their home, /', async () => {
    signedIn(true, 'owner');
    server.route('GET /api/organization/getHome', { body: NEW_HOME });
    const router = renderApp('/login');
    expect(await heading('Accueil')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  test('/ is the home of a member, Accueil first in the menu; the landing for the others', async () => {
    signedIn(true, 'viewer');
    server.route('GET /api/organization/getHome', { body: NEW_HOME });
    renderApp('/');
    expect(await heading('Accueil')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    const menu = within(nav).getAllByRole('list')[0]!;
    expect(within(menu).getAllByRole('link')[0]?.textContent).toBe('Accueil');
    expect(within(nav).getByRole('link', { name: 'Accueil' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.queryByText('Devis, factures et comptabilité, enfin au même endroit')).toBeNull();
  });

  test('any other path redirects to /', async () => {
    signedIn(false);
    const router = renderApp('/nimporte/quoi');
    expect(await heading('Devis, factures et comptabilité, enfin au même endroit')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  test('an unknown payment mode redirects to /', async () => {
    signedIn(false);
    const router = renderApp('/payment/other');
    await heading('Devis, factures et comptabilité, enfin au même endroit');
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('protected routes', () => {
  test.each([
    ['/quote', 'Devis'],
    ['/planning', 'Planning'],
    ['/sales', 'Ventes'],
    ['/invoices', 'Factures'],
    ['/reminders', 'Relances'],
    ['/accounting', 'Compta'],
    ['/bank', 'Banque'],
    ['/catalogue', 'Catalogue'],
    ['/clients', 'Clients'],
    ['/client/abc', 'Client introuvable'],
    ['/events', 'Événements'],
    ['/organization', 'Organisation'],
    ['/profil', 'Mon profil'],
    ['/received', 'Factures reçues'],
  ])('%s shows "%s" with the navigation to a signed-in user', async (path, title) => {
    signedIn(true);
    renderApp(path);
    expect(screen.getByRole('status', { name: 'Chargement' })).toBeTruthy();
    expect(await heading(title)).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Navigation principale' })).toBeTruthy();
  });

  test.each(['/quote', '/accounting', '/organization'])(
    '%s sends a visitor without a session to /login',
    async (path) => {
      signedIn(false);
      const router = renderApp(path);
      expect(screen.getByRole('status', { name: 'Chargement' })).toBeTruthy();
      expect(await heading('Connexion')).toBeTruthy();
      expect(router.state.location.pathname).toBe('/login');
    },
  );

  test('a protected area asks the server even when the browser has no sign of the session', async () => {
    signedIn(true);
    rememberSession(false);
    renderApp('/clients');
    expect(await heading('Clients')).toBeTruthy();
    expect(hasSessionSign()).toBe(true);
  });

  test('moving between areas keeps the header and checks the session again', async () => {
    const user = userEvent.setup();
    signedIn(true);
    const router = renderApp('/quote');
    await heading('Devis');
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    await user.click(within(nav).getByRole('link', { name: 'Clients' }));
    expect(await heading('Clients')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/clients');
    // The page shows at once; the session is checked again meanwhile.
    await waitFor(() =>
      expect(server.requests.filter((r) => r.path === '/api/auth/verifyToken').length).toBe(2),
    );
  });

  test('Déconnexion logs out, hides the header and goes to /', async () => {
    const user = userEvent.setup();
    signedIn(true);
    server.route('POST /api/auth/logout', () => {
      signedIn(false);
      return { body: { message: 'Déconnexion réussie' } };
    });
    const router = renderApp('/sales');
    await heading('Ventes');

    await user.click(screen.getByRole('button', { name: 'Déconnexion' }));

    expect(await heading('Devis, factures et comptabilité, enfin au même endroit')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('navigation', { name: 'Navigation principale' })).toBeNull();
    expect(server.requests.some((r) => r.method === 'POST' && r.path === '/api/auth/logout')).toBe(
      true,
    );
  });

  test('Déconnexion keeps the page until the server has ended the session', async () => {
    const user = userEvent.setup();
    signedIn(true);
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.route('POST /api/auth/logout', async () => {
      await answered;
      signedIn(false);
      return { body: { message: 'Déconnexion réussie' } };
    });
    const router = renderApp('/sales');
    await heading('Ventes');

    await user.click(screen.getByRole('button', { name: 'Déconnexion' }));
    await waitFor(() =>
      expect(server.requests.some((r) => r.path === '/api/auth/logout')).toBe(true),
    );
    expect(screen.getByRole('navigation', { name: 'Navigation principale' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sales');

    answer();
    expect(await heading('Devis, factures et comptabilité, enfin au même endroit')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Navigation principale' })).toBeNull();
  });
});

describe('redirects of the fetch helper', () => {
  test('a 402 from a call goes to /payment/create through the router', async () => {
    signedIn(true);
    const router = renderApp('/quote');
    await heading('Devis');
    server.route('GET /api/quotes/list', { status: 402 });
    const { apiRequest } = await import('../api/client');
    await apiRequest('/api/quotes/list');
    expect(await heading('Abonnements')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/payment/create');
  });
});
