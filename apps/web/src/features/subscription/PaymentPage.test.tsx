import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../../test/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { hasSessionSign, rememberSession } from '../../session/session-sign';
import { setUpApiTest } from '../../test/api-test';
import { organization, PLANS } from '../../test/fixtures';
import { INTERNAL_ERROR } from '../../test/http-server';
import { jsonBody, plain, renderRoute } from '../../test/render-route';
import PaymentPage, { MSG_CANCEL_CONFIRMATION, MSG_LOCAL_BILLING } from './PaymentPage';

const { server, toaster } = setUpApiTest();

beforeEach(() => {
  server.route('GET /api/stripe/getPlans', { body: PLANS });
  server.route('GET /api/organization/getOrganization', {
    body: { organization: organization({ plan: { nom: 'Pro' } }) },
  });
});

const renderPayment = (mode: string) =>
  renderRoute(<PaymentPage />, { path: `/payment/${mode}`, pattern: '/payment/:mode' });
const card = (name: string) => screen.findByRole('article', { name });
const calls = (path: string) => server.requests.filter((request) => request.path === path);

/** The page has led to `path`: its stand-in screen is shown and the router is there. */
async function expectArrivedOn(path: string, pathname: () => string) {
  expect(await screen.findByRole('heading', { name: `Arrivée sur ${path}` })).toBeTruthy();
  expect(pathname()).toBe(path);
}

/** A plan chosen: `path` was called once with its price, and the page said `message`. */
function expectPlanSent(path: string, priceId: string, message: string) {
  expect(calls(path).map(jsonBody)).toEqual([{ priceId }]);
  expect(toaster.toasts()).toEqual([{ type: 'success', message }]);
}

describe('/payment/create', () => {
  test('titled Abonnements: one card per plan with its monthly price and features', async () => {
    renderPayment('create');
    expect(screen.getByRole('heading', { level: 1, name: 'Abonnements' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Chargement des formules' })).toBeTruthy();

    const essentiel = await card('Essentiel');
    expect(plain(within(essentiel).getByText(/mois/).textContent)).toBe('9,00 € / mois');
    expect(
      within(essentiel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '•2 utilisateurs',
      '•50 clients',
      '•100 factures par an',
      '•100 devis par an',
      '•50 produits',
      '•20 services',
      '✗Sauvegarde cloud : non disponible',
      '✓Création de factures PDF : disponible',
    ]);
    const pro = await card('Pro');
    expect(within(pro).getByText(/Sauvegarde cloud/).textContent).toBe(
      '✓Sauvegarde cloud : disponible',
    );
    expect(within(pro).getByRole('button', { name: "S'abonner" })).toBeTruthy();
    expect(screen.queryByRole('button', { name: "Annuler l'abonnement" })).toBeNull();
    // The create flow does not ask for the organization (it may have no plan yet).
    expect(calls('/api/organization/getOrganization')).toEqual([]);
  });

  test('local billing mode is announced', async () => {
    renderPayment('create');
    expect((await screen.findByRole('note')).textContent).toBe(MSG_LOCAL_BILLING);
  });

  test('Stripe mode shows no local-billing notice', async () => {
    server.route('GET /api/stripe/getPlans', { body: { ...PLANS, billing_mode: 'stripe' } });
    renderPayment('create');
    await card('Pro');
    expect(screen.queryByRole('note')).toBeNull();
  });

  test('subscribe sends the plan priceId; in local mode it lands on the home, /', async () => {
    const user = userEvent.setup();
    server.route('POST /api/stripe/createCheckoutSession', {
      body: { local: true, id: null, url: null, message: 'Formule Pro activée' },
    });
    const { pathname } = renderPayment('create');

    await user.click(within(await card('Pro')).getByRole('button', { name: "S'abonner" }));

    await expectArrivedOn('/', pathname);
    // The browser now knows it holds a session: `/` shows the member's home, not the landing.
    expect(hasSessionSign()).toBe(true);
    expectPlanSent('/api/stripe/createCheckoutSession', 'local_pro', 'Formule Pro activée');
  });

  test('plans that fail to load: "Une erreur est survenue" and a retry', async () => {
    const user = userEvent.setup();
    server.route('GET /api/stripe/getPlans', INTERNAL_ERROR);
    renderPayment('create');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(toaster.toasts()).toEqual([{ type: 'error', message: 'Une erreur est survenue' }]);

    server.route('GET /api/stripe/getPlans', { body: PLANS });
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await card('Essentiel')).toBeTruthy();
  });

  test('Retour signs out and goes to /', async () => {
    const user = userEvent.setup();
    server.route('POST /api/auth/logout', { body: { message: 'Déconnexion réussie' } });
    const { pathname } = renderPayment('create');
    await user.click(screen.getByRole('button', { name: 'Retour' }));
    await expectArrivedOn('/', pathname);
    expect(calls('/api/auth/logout')).toHaveLength(1);
  });
});

describe('/payment/modify', () => {
  // A signed-in user's browser (the page reads the current plan only then).
  beforeEach(() => rememberSession(true));

  test('no subscribe button; the current plan is marked, the others can be chosen', async () => {
    renderPayment('modify');
    const pro = await card('Pro');
    await within(pro).findByText('Formule actuelle');
    expect(within(pro).queryByRole('button')).toBeNull();
    const essentiel = await card('Essentiel');
    expect(within(essentiel).getByRole('button', { name: 'Choisir cette formule' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: "S'abonner" })).toBeNull();
    expect(screen.getByRole('button', { name: "Annuler l'abonnement" })).toBeTruthy();
  });

  test('choosing another plan calls modifySubscription and goes to /', async () => {
    const user = userEvent.setup();
    server.route('POST /api/stripe/modifySubscription', {
      body: { success: true, message: 'Abonnement modifié' },
    });
    const { pathname } = renderPayment('modify');
    await user.click(
      within(await card('Essentiel')).getByRole('button', { name: 'Choisir cette formule' }),
    );
    await expectArrivedOn('/', pathname);
    expectPlanSent('/api/stripe/modifySubscription', 'local_essentiel', 'Abonnement modifié');
  });

  test('cancel asks first, then cancels and goes to /payment/create', async () => {
    const user = userEvent.setup();
    server.route('POST /api/stripe/cancelSubscription', {
      body: { success: true, message: 'Abonnement annulé' },
    });
    const { pathname } = renderPayment('modify');
    await card('Pro');

    await user.click(screen.getByRole('button', { name: "Annuler l'abonnement" }));
    const dialog = screen.getByRole('alertdialog', { name: "Annuler l'abonnement" });
    expect(within(dialog).getByText(MSG_CANCEL_CONFIRMATION)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Garder mon abonnement' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls('/api/stripe/cancelSubscription')).toEqual([]);

    await user.click(screen.getByRole('button', { name: "Annuler l'abonnement" }));
    await user.click(screen.getByRole('button', { name: "Oui, annuler l'abonnement" }));

    await waitFor(() => expect(pathname()).toBe('/payment/create'));
    expect(calls('/api/stripe/cancelSubscription')).toHaveLength(1);
    expect(toaster.toasts()).toEqual([
      { type: 'success', message: 'Abonnement annulé avec succès' },
    ]);
    // Same page, create mode now: subscribe buttons again.
    expect(await screen.findAllByRole('button', { name: "S'abonner" })).toHaveLength(2);
  });
});

describe('/payment as a member (issue #28)', () => {
  test('the plans are shown with the reason, their buttons disabled; no cancellation', async () => {
    renderRoute(<PaymentPage />, {
      path: '/payment/modify',
      pattern: '/payment/:mode',
      role: 'member',
    });
    const pro = await card('Pro');
    for (const button of within(pro).queryAllByRole('button')) {
      expect(button.matches(':disabled')).toBe(true);
    }
    expect(
      screen.getByText('Votre rôle (Membre) ne permet pas de gérer l’abonnement.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: "Annuler l'abonnement" })).toBeNull();
  });
});
