import type { GetPlansResponse } from '@app/shared/plans';
import { screen, within } from '@testing-library/react';
import userEvent from '../../test/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { setUpApiTest } from '../../test/api-test';
import { plan } from '../../test/fixtures';
import { INTERNAL_ERROR } from '../../test/http-server';
import { plain, renderRoutes } from '../../test/render-route';
import LandingPage from './LandingPage';
import { PLANS_QUERY } from '../subscription/plans.api';
import { usePlans } from '../../hooks/usePlans';
import { formatMonthlyPrice } from '../../components/layout/PlanCard';

const { server, toaster } = setUpApiTest();

const PLANS: GetPlansResponse = {
  billing_mode: 'stripe',
  plans: [
    plan(1, 'Essentiel', {
      price_id: 'price_essentiel',
      prix: 19,
      utilisateurs: 1,
      nombre_produits: 30,
      nombre_services: 10,
    }),
    plan(2, 'Pro', {
      price_id: 'price_pro',
      prix: 1249.5,
      utilisateurs: 10,
      clients: 1000,
      factures: 5000,
      devis: 5000,
      nombre_produits: 500,
      nombre_services: 200,
      sauvegarde_cloud: true,
    }),
  ],
};

beforeEach(() => {
  server.route('GET /api/auth/verifyToken', { status: 404, body: 'Cannot GET' });
});

const renderLanding = () =>
  renderRoutes(
    [
      { path: '/', element: <LandingPage /> },
      { path: '/login', element: <h1>Connexion</h1> },
    ],
    '/',
  ).router;

/** The subscription page's read of the plans (PaymentPage's own call), without the page around. */
function SubscriptionPlans() {
  const { state } = usePlans(PLANS_QUERY);
  if (state.status !== 'loaded') return <p role="status">{state.status}</p>;
  return (
    <ul aria-label="Formules">
      {state.plans.map((offered) => (
        <li key={offered.plan_id}>{offered.nom}</li>
      ))}
    </ul>
  );
}

const plansRegion = () => screen.getByRole('region', { name: 'Nos formules' });

describe('landing page', () => {
  test('has the hero title and the free-trial call to action', async () => {
    const user = userEvent.setup();
    server.route('GET /api/stripe/getPlans', { body: PLANS });
    const router = renderLanding();
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Devis, factures et comptabilité, enfin au même endroit',
      }),
    ).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Créer un compte' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?mode=register');
  });

  test('every sign-up button opens the register tab, and nothing promises a free trial', async () => {
    server.route('GET /api/stripe/getPlans', { body: PLANS });
    renderLanding();
    const signUps = [
      screen.getByRole('link', { name: 'Créer un compte' }),
      screen.getByRole('link', { name: 'Créer mon compte' }),
      ...(await within(plansRegion()).findAllByRole('link', { name: /^Choisir / })),
    ];
    expect(signUps).toHaveLength(2 + PLANS.plans.length);
    for (const link of signUps) expect(link.getAttribute('href')).toBe('/login?mode=register');
    // The FAQ says there is none (« pas de période d’essai gratuite »).
    expect(document.body.textContent).not.toMatch(/essai gratuit(?!e)/i);
  });

  test('the how-it-works panel has the four steps as tabs, each with an animation', async () => {
    const user = userEvent.setup();
    server.route('GET /api/stripe/getPlans', { body: PLANS });
    renderLanding();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Créer un client',
      'Créer le catalogue',
      'Faire un devis',
      'Facturer',
    ]);
    expect(
      within(screen.getByRole('tabpanel')).getByRole('img').getAttribute('aria-label'),
    ).toMatch(/fiche client/);
    await user.click(screen.getByRole('tab', { name: 'Facturer' }));
    const panel = screen.getByRole('tabpanel', { name: 'Facturer' });
    expect(within(panel).getByText('Étape 4 sur 4')).toBeTruthy();
    expect(within(panel).getByRole('img').getAttribute('aria-label')).toMatch(/facture/);
  });

  test('the feature list marks automatic emails as upcoming', () => {
    server.route('GET /api/stripe/getPlans', { body: PLANS });
    renderLanding();
    const emails = screen.getByRole('heading', { name: /Emails automatiques/ });
    expect(within(emails).getByText('Bientôt disponible')).toBeTruthy();
    expect(screen.getAllByText('Bientôt disponible')).toHaveLength(1);
  });

  test('the FAQ has six questions in details/summary', () => {
    server.route('GET /api/stripe/getPlans', { body: PLANS });
    renderLanding();
    expect(document.querySelectorAll('details > summary')).toHaveLength(6);
  });
});

describe('plans section ("Nos formules")', () => {
  test('shows a spinner, then one card per plan with its price and features', async () => {
    server.route('GET /api/stripe/getPlans', { body: PLANS });
    renderLanding();
    expect(within(plansRegion()).getByRole('status')).toBeTruthy();

    const essentiel = await within(plansRegion()).findByRole('article', { name: 'Essentiel' });
    expect(within(essentiel).getByRole('heading', { name: 'Essentiel' })).toBeTruthy();
    expect(plain(within(essentiel).getByText(/mois/).textContent)).toBe('19,00 € / mois');
    const features = within(essentiel)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(features).toEqual([
      '•1 utilisateur',
      '•50 clients',
      '•100 factures par an',
      '•100 devis par an',
      '•30 produits',
      '•10 services',
      '✗Sauvegarde cloud : non disponible',
      '✓Création de factures PDF : disponible',
    ]);

    const pro = within(plansRegion()).getByRole('article', { name: 'Pro' });
    expect(plain(within(pro).getByText(/mois/).textContent)).toBe('1 249,50 € / mois');
    expect(within(pro).getByText(/Sauvegarde cloud/).textContent).toBe(
      '✓Sauvegarde cloud : disponible',
    );
    expect(toaster.toasts()).toEqual([]);
  });

  test('on failure: toast "Une erreur est survenue" and an inline message', async () => {
    server.route('GET /api/stripe/getPlans', INTERNAL_ERROR);
    renderLanding();
    expect(
      await within(plansRegion()).findByText('Impossible de charger les formules pour le moment.'),
    ).toBeTruthy();
    expect(toaster.toasts()).toEqual([{ type: 'error', message: 'Une erreur est survenue' }]);
  });

  test('"Réessayer" loads the plans again', async () => {
    const user = userEvent.setup();
    server.route('GET /api/stripe/getPlans', { status: 500 });
    renderLanding();
    await within(plansRegion()).findByRole('alert');
    server.route('GET /api/stripe/getPlans', { body: PLANS });
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await within(plansRegion()).findByRole('article', { name: 'Pro' })).toBeTruthy();
  });

  test('the subscription page shows the plans the landing read: one request for both (issue #29)', async () => {
    server.route('GET /api/stripe/getPlans', { body: PLANS });
    const { router } = renderRoutes(
      [
        { path: '/', element: <LandingPage /> },
        { path: '/payment/create', element: <SubscriptionPlans /> },
      ],
      '/',
    );
    expect(await within(plansRegion()).findByRole('article', { name: 'Pro' })).toBeTruthy();

    await router.navigate('/payment/create');
    // From the landing's read: no second request.
    expect((await screen.findByRole('list', { name: 'Formules' })).textContent).toBe(
      'EssentielPro',
    );
    const reads = server.requests.filter((request) => request.path === '/api/stripe/getPlans');
    expect(reads).toHaveLength(1);
  });
});

test.each([
  [19, '19,00 € / mois'],
  [0, '0,00 € / mois'],
  [9.9, '9,90 € / mois'],
])('formatMonthlyPrice(%s) = %s', (prix, expected) => {
  expect(plain(formatMonthlyPrice(prix))).toBe(expected);
});
