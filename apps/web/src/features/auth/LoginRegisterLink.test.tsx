import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { setUpApiTest } from '../../test/api-test';
import { renderRoute } from '../../test/render-route';
import LoginPage from './LoginPage';

setUpApiTest();

test('[connexion] /login?mode=register (the landing page’s sign-up buttons) opens « S’inscrire »', async () => {
  renderRoute(<LoginPage />, { path: '/login?mode=register', pattern: '/login' });
  expect(await screen.findByRole('heading', { name: 'Inscription' })).toBeTruthy();
  expect(screen.getByRole('button', { name: "S'inscrire", pressed: true })).toBeTruthy();
});

test('[connexion] /login alone still opens « Se connecter »', async () => {
  renderRoute(<LoginPage />, { path: '/login' });
  expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeTruthy();
});
