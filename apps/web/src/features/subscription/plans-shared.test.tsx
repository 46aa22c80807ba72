import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { rememberSession } from '../../session/session-sign';
import { setUpApiTest } from '../../test/api-test';
import { PLANS } from '../../test/fixtures';
import { renderRoutes } from '../../test/render-route';
import LandingPage from '../landing/LandingPage';
import PaymentPage from './PaymentPage';

const { server } = setUpApiTest();

test('the plans are read once for the landing and the subscription page (issue #29)', async () => {
  rememberSession(false);
  server.route('GET /api/stripe/getPlans', { body: PLANS });
  const { router } = renderRoutes(
    [
      { path: '/', element: <LandingPage /> },
      { path: '/payment/:mode', element: <PaymentPage /> },
    ],
    '/',
  );
  const [first] = PLANS.plans;
  expect(await screen.findByRole('heading', { name: first!.nom })).toBeTruthy();

  await router.navigate('/payment/create');
  expect(await screen.findByRole('heading', { level: 1, name: 'Abonnements' })).toBeTruthy();
  // Shown at once from the landing's read: no spinner, no second request.
  expect(screen.queryByRole('status', { name: 'Chargement des formules' })).toBeNull();
  expect(screen.getByRole('article', { name: first!.nom })).toBeTruthy();
  const reads = server.requests.filter((request) => request.path === '/api/stripe/getPlans');
  expect(reads).toHaveLength(1);
});
